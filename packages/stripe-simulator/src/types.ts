/** The objects the fake keeps, shaped like the Stripe API version the SDK pins (2026-10-28). */
export type Metadata = Record<string, string>;
export interface ApiList<T> { object: 'list'; data: T[]; has_more: boolean; url: string }
interface Base { id: string; created: number; livemode: false }

export interface Customer extends Base {
  object: 'customer'; email: string | null; name: string | null; description: string | null; phone: string | null;
  metadata: Metadata; balance: number; currency: string | null; default_source: null; delinquent: boolean;
  invoice_prefix: string; invoice_settings: { default_payment_method: string | null }; shipping: null; tax_exempt: 'none';
}

export interface Price extends Base {
  object: 'price'; active: boolean; billing_scheme: 'per_unit'; currency: string; lookup_key: string | null; metadata: Metadata;
  nickname: string | null; product: string; recurring: { interval: 'month' | 'year'; interval_count: number; meter: null; usage_type: 'licensed' };
  tax_behavior: 'unspecified'; type: 'recurring'; unit_amount: number; unit_amount_decimal: string;
}

export interface Product extends Base { object: 'product'; active: boolean; name: string; description: string | null; metadata: Metadata }

export interface Coupon extends Base {
  object: 'coupon'; amount_off: null; currency: null; duration: 'forever'; duration_in_months: null; max_redemptions: null;
  metadata: Metadata; name: string; percent_off: number; redeem_by: null; times_redeemed: number; valid: boolean;
}

export interface Discount {
  id: string; object: 'discount'; checkout_session: string | null; customer: string; invoice: string | null; invoice_item: null;
  promotion_code: null; source: { coupon: string; type: 'coupon' }; start: number; end: null; subscription: string | null; subscription_item: null;
}

export interface SubscriptionItem extends Base {
  object: 'subscription_item'; current_period_start: number; current_period_end: number; discounts: string[]; metadata: Metadata;
  price: Price; quantity: number; subscription: string; tax_rates: [];
}

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'trialing' | 'unpaid' | 'paused';

export interface Subscription extends Base {
  object: 'subscription'; billing_cycle_anchor: number; cancel_at: number | null; cancel_at_period_end: boolean; canceled_at: number | null;
  cancellation_details: { comment: null; feedback: null; reason: 'cancellation_requested' | null }; collection_method: 'charge_automatically';
  currency: string; customer: string; days_until_due: null; default_payment_method: string | null; description: null; discounts: string[];
  ended_at: number | null; items: ApiList<SubscriptionItem>; latest_invoice: string | null; metadata: Metadata; start_date: number;
  status: SubscriptionStatus; trial_end: null; trial_start: null;
}

export interface InvoiceLine {
  id: string; object: 'line_item'; amount: number; currency: string; description: string; discount_amounts: { amount: number; discount: string }[];
  discountable: boolean; discounts: string[]; invoice: string | null; livemode: false; metadata: Metadata;
  parent: { type: 'subscription_item_details'; invoice_item_details: null; subscription_item_details: { invoice_item: null; proration: false; proration_details: null; subscription: string; subscription_item: string } };
  period: { start: number; end: number }; pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: number; subtotal: number; taxes: [];
}

export interface Invoice {
  id?: string; object: 'invoice'; created: number; livemode: false; account_country: 'US'; account_name: string; amount_due: number; amount_paid: number;
  amount_remaining: number; amount_overpaid: 0; attempt_count: number; attempted: boolean; auto_advance: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'upcoming'; collection_method: 'charge_automatically'; currency: string;
  customer: string; customer_email: string | null; customer_name: string | null; description: null; discounts: string[]; due_date: null;
  effective_at: number | null; ending_balance: number | null; hosted_invoice_url: string | null; invoice_pdf: string | null; lines: ApiList<InvoiceLine>;
  metadata: Metadata; next_payment_attempt: number | null; number: string | null;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { metadata: Metadata; subscription: string } };
  period_start: number; period_end: number; starting_balance: 0; status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  status_transitions: { finalized_at: number | null; marked_uncollectible_at: null; paid_at: number | null; voided_at: null };
  subtotal: number; subtotal_excluding_tax: number; total: number; total_excluding_tax: number;
  total_discount_amounts: { amount: number; discount: string }[]; total_taxes: []; webhooks_delivered_at: number | null;
}

export interface Refund extends Base {
  object: 'refund'; amount: number; charge: string; currency: string; metadata: Metadata; payment_intent: string;
  reason: string | null; status: 'succeeded'; balance_transaction: null; receipt_number: null;
}

export interface Charge extends Base {
  object: 'charge'; amount: number; amount_captured: number; amount_refunded: number; captured: boolean; currency: string; customer: string;
  description: string; disputed: false; failure_code: string | null; failure_message: string | null; metadata: Metadata; paid: boolean;
  payment_intent: string; payment_method: string; receipt_url: string | null; refunded: boolean; refunds: ApiList<Refund>;
  status: 'succeeded' | 'failed';
}

export interface PaymentIntent extends Base {
  object: 'payment_intent'; amount: number; amount_received: number; currency: string; customer: string; description: string;
  latest_charge: string; metadata: Metadata; payment_method: string; payment_method_types: ['card']; status: 'succeeded' | 'requires_payment_method';
}

export interface InvoicePayment {
  id: string; object: 'invoice_payment'; amount_paid: number | null; amount_requested: number; created: number; currency: string; invoice: string;
  is_default: true; livemode: false; payment: { type: 'payment_intent'; payment_intent: string }; status: 'paid' | 'open';
  status_transitions: { canceled_at: null; paid_at: number | null };
}

export interface CheckoutSession {
  id: string; object: 'checkout.session'; created: number; livemode: false; amount_subtotal: number; amount_total: number; cancel_url: string | null;
  client_reference_id: string | null; currency: string; customer: string | null; customer_email: string | null;
  customer_details: { email: string | null; name: string | null; phone: null; address: null; tax_exempt: 'none'; tax_ids: [] } | null;
  discounts: { coupon: string; promotion_code: null }[]; expires_at: number; invoice: string | null; metadata: Metadata; mode: 'subscription';
  payment_status: 'paid' | 'unpaid'; status: 'open' | 'complete' | 'expired'; subscription: string | null; success_url: string;
  total_details: { amount_discount: number; amount_shipping: 0; amount_tax: 0 }; ui_mode: 'hosted'; url: string | null;
}

export interface PortalSession {
  id: string; object: 'billing_portal.session'; configuration: string; created: number; customer: string; flow: null; livemode: false;
  locale: null; on_behalf_of: null; return_url: string | null; url: string;
}

export interface StripeEvent {
  id: string; object: 'event'; api_version: string; created: number; livemode: false; pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null }; type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}
