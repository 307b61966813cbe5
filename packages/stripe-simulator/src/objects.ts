import { newId, now, type Store } from './store';
import type { ApiList, Coupon, Customer, Discount, Invoice, InvoiceLine, Price, Subscription } from './types';

export function apiList<T>(data: T[], url: string, hasMore = false): ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

/** `ts` moved on by whole months or years; the day is clamped to the month's last (Jan 31 + 1 month = Feb 28/29), as Stripe does. */
export function addInterval(ts: number, interval: 'month' | 'year', count: number): number {
  const d = new Date(ts * 1000);
  const months = d.getUTCMonth() + (interval === 'year' ? 12 * count : count);
  const year = d.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const out = Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  return Math.floor(out / 1000);
}

/** Subtotal, discount and total of `quantity` × price with the coupons' percent off (rounded to the cent). */
export function amounts(price: Price, quantity: number, coupons: Coupon[]) {
  const subtotal = price.unit_amount * quantity;
  const discount = coupons.reduce((sum, c) => sum + Math.round(((subtotal - sum) * c.percent_off) / 100), 0);
  return { subtotal, discount, total: subtotal - discount };
}

export function newCustomer(fields: Partial<Pick<Customer, 'email' | 'name' | 'description' | 'phone' | 'metadata'>>): Customer {
  return {
    id: newId('cus', 14), object: 'customer', created: now(), livemode: false, email: fields.email ?? null, name: fields.name ?? null,
    description: fields.description ?? null, phone: fields.phone ?? null, metadata: fields.metadata ?? {}, balance: 0, currency: null,
    default_source: null, delinquent: false, invoice_prefix: newId('x', 8).slice(2).toUpperCase(), invoice_settings: { default_payment_method: null },
    shipping: null, tax_exempt: 'none',
  };
}

export function newDiscount(coupon: Coupon, customer: string, links: { subscription?: string; invoice?: string; checkoutSession?: string }): Discount {
  return {
    id: newId('di', 14), object: 'discount', checkout_session: links.checkoutSession ?? null, customer, invoice: links.invoice ?? null, invoice_item: null,
    promotion_code: null, source: { coupon: coupon.id, type: 'coupon' }, start: now(), end: null, subscription: links.subscription ?? null, subscription_item: null,
  };
}

export function newSubscription(customer: string, price: Price, quantity: number, metadata: Record<string, string>, discounts: string[]): Subscription {
  const id = newId('sub');
  const start = now();
  const end = addInterval(start, price.recurring.interval, price.recurring.interval_count);
  const item = {
    id: newId('si', 14), object: 'subscription_item' as const, created: start, livemode: false as const, current_period_start: start, current_period_end: end,
    discounts: [], metadata: {}, price: structuredClone(price), quantity, subscription: id, tax_rates: [] as [],
  };
  return {
    id, object: 'subscription', created: start, livemode: false, billing_cycle_anchor: start, cancel_at: null, cancel_at_period_end: false, canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null }, collection_method: 'charge_automatically', currency: price.currency, customer,
    days_until_due: null, default_payment_method: newId('pm', 14), description: null, discounts, ended_at: null,
    items: apiList([item], `/v1/subscription_items?subscription=${id}`), latest_invoice: null, metadata, start_date: start, status: 'active',
    trial_end: null, trial_start: null,
  };
}

/** A draft invoice for the subscription's current period (or, for an upcoming preview, the period after it). */
export function newInvoice(store: Store, sub: Subscription, reason: Invoice['billing_reason'], baseUrl: string): Invoice {
  const item = sub.items.data[0];
  const coupons = sub.discounts.map((d) => store.discounts.get(d)).flatMap((d) => (d ? [store.coupons.get(d.source.coupon)].filter((c) => !!c) : [])) as Coupon[];
  const { subtotal, discount, total } = amounts(item.price, item.quantity, coupons);
  const customer = store.customers.get(sub.customer);
  const upcoming = reason === 'upcoming';
  const id = upcoming ? undefined : newId('in');
  const period = upcoming
    ? { start: item.current_period_end, end: addInterval(item.current_period_end, item.price.recurring.interval, item.price.recurring.interval_count) }
    : { start: item.current_period_start, end: item.current_period_end };
  const discountAmounts = sub.discounts.length ? [{ amount: discount, discount: sub.discounts[0] }] : [];
  const line: InvoiceLine = {
    id: newId('il', 14), object: 'line_item', amount: subtotal, currency: sub.currency,
    description: `${item.quantity} × ${store.products.get(item.price.product)?.name ?? 'Membership'} (at $${(item.price.unit_amount / 100).toFixed(2)} / ${item.price.recurring.interval})`,
    discount_amounts: discountAmounts, discountable: true, discounts: [], invoice: id ?? null, livemode: false, metadata: {},
    parent: { type: 'subscription_item_details', invoice_item_details: null, subscription_item_details: { invoice_item: null, proration: false, proration_details: null, subscription: sub.id, subscription_item: item.id } },
    period, pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product }, unit_amount_decimal: item.price.unit_amount_decimal },
    quantity: item.quantity, subtotal, taxes: [],
  };
  const created = now();
  return {
    ...(id ? { id } : {}), object: 'invoice', created, livemode: false, account_country: 'US', account_name: 'GRO', amount_due: total, amount_paid: 0,
    amount_remaining: total, amount_overpaid: 0, attempt_count: 0, attempted: false, auto_advance: !upcoming, billing_reason: reason,
    collection_method: 'charge_automatically', currency: sub.currency, customer: sub.customer, customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null, description: null, discounts: [...sub.discounts], due_date: null, effective_at: null, ending_balance: null,
    hosted_invoice_url: id ? `${baseUrl}/invoice/${id}` : null, invoice_pdf: null, lines: apiList([line], id ? `/v1/invoices/${id}/lines` : '/v1/invoices/upcoming/lines'),
    metadata: {}, next_payment_attempt: upcoming ? period.start : null, number: null,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id } },
    period_start: upcoming ? item.current_period_start : created, period_end: upcoming ? item.current_period_end : created, starting_balance: 0, status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal, subtotal_excluding_tax: subtotal, total, total_excluding_tax: total, total_discount_amounts: discountAmounts, total_taxes: [], webhooks_delivered_at: null,
  };
}

/** The top-level fields of `before` that differ in `after`: an event's `previous_attributes`. */
export function previousAttributes(before: object, after: object): Record<string, unknown> {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return Object.fromEntries(Object.keys(b).filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).map((k) => [k, b[k]]));
}
