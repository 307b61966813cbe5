import { subscriptionLinks, type Fake } from './context';
import { invalid } from './errors';
import { addInterval, newCustomer, newDiscount, newInvoice, newSubscription, previousAttributes } from './objects';
import { attemptPayment, finalize } from './payments';
import { must, now } from './store';
import type { Invoice, Subscription } from './types';

interface Outcome { subscription: Subscription; invoice: Invoice | null; events: string[] }

/** The hosted page's "Pay and subscribe": subscription, first invoice (paid), session complete, in Stripe's event order. */
export function completeCheckout(fake: Fake, sessionId: string): Outcome {
  const { store, events } = fake;
  const session = must(store.sessions, 'checkout.session', sessionId);
  if (session.status === 'open' && session.expires_at <= now()) Object.assign(session, { status: 'expired', url: null });
  if (session.status !== 'open') throw invalid(`This Checkout Session is ${session.status === 'complete' ? 'already complete' : 'expired'}.`, undefined, 'checkout_session_not_open');
  const terms = must(store.sessionTerms, 'checkout.session', sessionId);
  let customerId = session.customer;
  if (!customerId) {
    const customer = newCustomer({ email: session.customer_email });
    store.customers.set(customer.id, customer);
    customerId = customer.id;
  }
  const price = must(store.prices, 'price', terms.price);
  const sub = newSubscription(customerId, price, terms.quantity, { ...terms.subscriptionMetadata }, []);
  for (const d of session.discounts) {
    const coupon = must(store.coupons, 'coupon', d.coupon);
    const discount = newDiscount(coupon, customerId, { subscription: sub.id, checkoutSession: session.id });
    store.discounts.set(discount.id, discount);
    sub.discounts.push(discount.id);
    coupon.times_redeemed += 1;
  }
  const invoice = { ...newInvoice(store, sub, 'subscription_create', fake.baseUrl) } as Invoice & { id: string };
  store.invoices.set(invoice.id, invoice);
  sub.latest_invoice = invoice.id;
  store.subscriptions.set(sub.id, sub);
  const links = subscriptionLinks(sub);
  const emitted = [events.emit('customer.subscription.created', sub, links).id];
  emitted.push(finalize(fake, invoice), attemptPayment(fake, invoice, true));
  const customer = must(store.customers, 'customer', customerId);
  const customerDetails = { email: customer.email, name: customer.name, phone: null, address: null, tax_exempt: 'none', tax_ids: [] };
  Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id, invoice: invoice.id, customer: customerId, customer_details: customerDetails, url: null });
  emitted.push(events.emit('checkout.session.completed', session, links).id);
  return { subscription: sub, invoice, events: emitted };
}

function live(fake: Fake, id: string): Subscription {
  const sub = must(fake.store.subscriptions, 'subscription', id);
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') throw invalid(`Subscription ${id} is ${sub.status}.`, undefined, 'subscription_canceled');
  return sub;
}

function endNow(fake: Fake, sub: Subscription): string {
  const before = structuredClone(sub);
  const t = now();
  Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? t, ended_at: t, cancel_at: null });
  sub.cancellation_details.reason = 'cancellation_requested';
  return fake.events.emit('customer.subscription.deleted', sub, subscriptionLinks(sub), previousAttributes(before, sub)).id;
}

/** The end of the current period: a subscription set to cancel at period end ends; any other is invoiced for the next period and charged. */
export function renew(fake: Fake, id: string, succeed: boolean): Outcome {
  const sub = live(fake, id);
  if (sub.cancel_at_period_end) return { subscription: sub, invoice: null, events: [endNow(fake, sub)] };
  const before = structuredClone(sub);
  const item = sub.items.data[0];
  item.current_period_start = item.current_period_end;
  item.current_period_end = addInterval(item.current_period_start, item.price.recurring.interval, item.price.recurring.interval_count);
  const invoice = newInvoice(fake.store, sub, 'subscription_cycle', fake.baseUrl) as Invoice & { id: string };
  fake.store.invoices.set(invoice.id, invoice);
  sub.latest_invoice = invoice.id;
  const emitted = [finalize(fake, invoice), attemptPayment(fake, invoice, succeed)];
  sub.status = succeed ? 'active' : 'past_due';
  emitted.push(fake.events.emit('customer.subscription.updated', sub, subscriptionLinks(sub), previousAttributes(before, sub)).id);
  return { subscription: sub, invoice, events: emitted };
}

/** A later, successful attempt at an open invoice (the member updated their card); a past_due subscription becomes active again. */
export function payInvoice(fake: Fake, id: string): Outcome {
  const invoice = must(fake.store.invoices, 'invoice', id);
  const sub = must(fake.store.subscriptions, 'subscription', invoice.parent.subscription_details.subscription);
  const emitted = [attemptPayment(fake, invoice, true)];
  if (sub.status === 'past_due' && sub.latest_invoice === invoice.id) {
    const before = structuredClone(sub);
    sub.status = 'active';
    emitted.push(fake.events.emit('customer.subscription.updated', sub, subscriptionLinks(sub), previousAttributes(before, sub)).id);
  }
  return { subscription: sub, invoice, events: emitted };
}

/** invoice.upcoming: a preview of the next period's invoice (no id), sent as Stripe does some days before it charges. */
export function announceUpcoming(fake: Fake, id: string): Outcome {
  const sub = live(fake, id);
  const preview = newInvoice(fake.store, sub, 'upcoming', fake.baseUrl);
  return { subscription: sub, invoice: preview, events: [fake.events.emit('invoice.upcoming', preview, subscriptionLinks(sub)).id] };
}

/** DELETE /v1/subscriptions/:id: ends it at once. */
export function cancelNow(fake: Fake, id: string): Subscription {
  const sub = live(fake, id);
  endNow(fake, sub);
  return sub;
}

/** POST /v1/subscriptions/:id: cancel_at_period_end and metadata; emits customer.subscription.updated when something changed. */
export function updateSubscription(fake: Fake, id: string, changes: { cancelAtPeriodEnd?: boolean; metadata?: Record<string, string> }): Subscription {
  const sub = must(fake.store.subscriptions, 'subscription', id);
  if (sub.status === 'canceled' && changes.cancelAtPeriodEnd !== undefined) {
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.', 'cancel_at_period_end');
  }
  const before = structuredClone(sub);
  if (changes.metadata) sub.metadata = changes.metadata;
  if (changes.cancelAtPeriodEnd !== undefined) {
    sub.cancel_at_period_end = changes.cancelAtPeriodEnd;
    sub.cancel_at = changes.cancelAtPeriodEnd ? sub.items.data[0].current_period_end : null;
    sub.canceled_at = changes.cancelAtPeriodEnd ? (sub.canceled_at ?? now()) : null;
    sub.cancellation_details.reason = changes.cancelAtPeriodEnd ? 'cancellation_requested' : null;
  }
  const previous = previousAttributes(before, sub);
  if (Object.keys(previous).length) fake.events.emit('customer.subscription.updated', sub, subscriptionLinks(sub), previous);
  return sub;
}
