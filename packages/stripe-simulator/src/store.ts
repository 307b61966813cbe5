import crypto from 'node:crypto';
import { noSuch } from './errors';
import type {
  Charge, CheckoutSession, Coupon, Customer, Discount, Invoice, InvoicePayment, PaymentIntent, PortalSession, Price, Product, Refund, StripeEvent, Subscription,
} from './types';

export const now = () => Math.floor(Date.now() / 1000);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function newId(prefix: string, length = 24): string {
  const bytes = crypto.randomBytes(length);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** What a checkout session carries that Stripe does not show on the session object. */
interface SessionTerms { price: string; quantity: number; subscriptionMetadata: Record<string, string> }
/** How an invoice was paid: the payment intent, its charge and the invoice payment linking them. */
interface InvoicePaymentLink { paymentIntent: string; charge: string; invoicePayment: string }

/** Everything the fake knows, in memory, by id. Insertion order is creation order. */
export class Store {
  readonly customers = new Map<string, Customer>();
  readonly prices = new Map<string, Price>();
  readonly products = new Map<string, Product>();
  readonly coupons = new Map<string, Coupon>();
  readonly discounts = new Map<string, Discount>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly sessionTerms = new Map<string, SessionTerms>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice & { id: string }>();
  readonly invoicePayments = new Map<string, InvoicePayment>();
  readonly invoicePaymentLinks = new Map<string, InvoicePaymentLink>();
  readonly charges = new Map<string, Charge>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly refunds = new Map<string, Refund>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly events = new Map<string, StripeEvent>();
  private invoiceNumbers = 0;

  nextInvoiceNumber(customer: Customer): string {
    this.invoiceNumbers += 1;
    return `${customer.invoice_prefix}-${String(this.invoiceNumbers).padStart(4, '0')}`;
  }

  /** Any object by id, for `expand[]` (ids carry their type in the prefix, so one lookup serves all). */
  find(id: string): object | undefined {
    for (const map of [this.customers, this.prices, this.products, this.coupons, this.discounts, this.sessions, this.subscriptions, this.invoices,
      this.invoicePayments, this.charges, this.paymentIntents, this.refunds, this.portalSessions, this.events] as Map<string, object>[]) {
      const found = map.get(id);
      if (found) return found;
    }
    return undefined;
  }
}

/** Look an id up in one map, or throw Stripe's "No such …". */
export function must<T>(map: Map<string, T>, kind: string, id: string, param?: string): T {
  const found = map.get(id);
  if (!found) throw noSuch(kind, id, param);
  return found;
}

export const SEED = {
  product: 'prod_gro_membership',
  prices: { monthly: 'price_gro_monthly', yearly: 'price_gro_yearly', nonprofit: 'price_gro_nonprofit' },
  corporateCoupon: 'gro_corporate',
} as const;

export function seed(store: Store): void {
  const created = now();
  store.products.set(SEED.product, { id: SEED.product, object: 'product', created, livemode: false, active: true, name: 'GRO membership', description: null, metadata: {} });
  const price = (id: string, amount: number, interval: 'month' | 'year', nickname: string): Price => ({
    id, object: 'price', created, livemode: false, active: true, billing_scheme: 'per_unit', currency: 'usd', lookup_key: null, metadata: {}, nickname,
    product: SEED.product, recurring: { interval, interval_count: 1, meter: null, usage_type: 'licensed' }, tax_behavior: 'unspecified',
    type: 'recurring', unit_amount: amount, unit_amount_decimal: String(amount),
  });
  for (const p of [price(SEED.prices.monthly, 2500, 'month', 'Monthly'), price(SEED.prices.yearly, 25000, 'year', 'Yearly'), price(SEED.prices.nonprofit, 10000, 'year', 'Nonprofit')]) {
    store.prices.set(p.id, p);
  }
  store.coupons.set(SEED.corporateCoupon, {
    id: SEED.corporateCoupon, object: 'coupon', created, livemode: false, amount_off: null, currency: null, duration: 'forever', duration_in_months: null,
    max_redemptions: null, metadata: {}, name: 'Corporate', percent_off: 20, redeem_by: null, times_redeemed: 0, valid: true,
  });
}
