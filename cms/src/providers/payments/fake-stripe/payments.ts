import { invalid, noSuch } from './errors';
import type { Fake } from './context';
import { apiList } from './objects';
import { newId, now, type Store } from './store';
import type { Charge, Invoice, Refund } from './types';

type StoredInvoice = Invoice & { id: string };
const RETRY_AFTER_S = 3 * 24 * 3600;

/** Draft → open, then a simulated card payment that succeeds (paid) or is declined (stays open); emits finalized, then paid or payment_failed. */
export function finalizeAndCharge(fake: Fake, invoice: StoredInvoice, succeed: boolean, subscription: string): string[] {
  const { store, events } = fake;
  const links = { customer: invoice.customer, subscription };
  const t = now();
  const customer = store.customers.get(invoice.customer);
  Object.assign(invoice, { status: 'open', number: customer ? store.nextInvoiceNumber(customer) : null, effective_at: t, webhooks_delivered_at: t });
  invoice.status_transitions.finalized_at = t;
  const emitted = [events.emit('invoice.finalized', invoice, links).id];

  const paymentIntent = newId('pi');
  const chargeId = newId('ch');
  const charge: Charge = {
    id: chargeId, object: 'charge', created: t, livemode: false, amount: invoice.amount_due, amount_captured: succeed ? invoice.amount_due : 0,
    amount_refunded: 0, captured: succeed, currency: invoice.currency, customer: invoice.customer,
    description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update', disputed: false,
    failure_code: succeed ? null : 'card_declined', failure_message: succeed ? null : 'Your card was declined.', metadata: {}, paid: succeed,
    payment_intent: paymentIntent, payment_method: newId('pm', 14), receipt_url: null, refunded: false, refunds: apiList([], `/v1/charges/${chargeId}/refunds`),
    status: succeed ? 'succeeded' : 'failed',
  };
  store.charges.set(charge.id, charge);
  store.paymentIntents.set(paymentIntent, {
    id: paymentIntent, object: 'payment_intent', created: t, livemode: false, amount: invoice.amount_due, amount_received: succeed ? invoice.amount_due : 0,
    currency: invoice.currency, customer: invoice.customer, description: charge.description, latest_charge: charge.id, metadata: {},
    payment_method: charge.payment_method, payment_method_types: ['card'], status: succeed ? 'succeeded' : 'requires_payment_method',
  });
  const invoicePayment = newId('inpay');
  store.invoicePayments.set(invoicePayment, {
    id: invoicePayment, object: 'invoice_payment', amount_paid: succeed ? invoice.amount_due : null, amount_requested: invoice.amount_due, created: t,
    currency: invoice.currency, invoice: invoice.id, is_default: true, livemode: false, payment: { type: 'payment_intent', payment_intent: paymentIntent },
    status: succeed ? 'paid' : 'open', status_transitions: { canceled_at: null, paid_at: succeed ? t : null },
  });
  store.invoicePaymentLinks.set(invoice.id, { paymentIntent, charge: charge.id, invoicePayment });

  Object.assign(invoice, { attempted: true, attempt_count: invoice.attempt_count + 1 });
  if (succeed) {
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, ending_balance: 0, next_payment_attempt: null });
    invoice.status_transitions.paid_at = t;
    emitted.push(events.emit('invoice.paid', invoice, links).id);
  } else {
    invoice.next_payment_attempt = t + RETRY_AFTER_S;
    emitted.push(events.emit('invoice.payment_failed', invoice, links).id);
  }
  return emitted;
}

/** The charge a refund request names: by charge, payment intent or (a convenience of the fake) invoice. */
function chargeFor(store: Store, p: { charge?: string; payment_intent?: string; invoice?: string }): Charge {
  if (p.charge) {
    const charge = store.charges.get(p.charge);
    if (!charge) throw noSuch('charge', p.charge, 'charge');
    return charge;
  }
  if (p.payment_intent) {
    const pi = store.paymentIntents.get(p.payment_intent);
    if (!pi) throw noSuch('payment_intent', p.payment_intent, 'payment_intent');
    return store.charges.get(pi.latest_charge) as Charge;
  }
  if (p.invoice) {
    const link = store.invoicePaymentLinks.get(p.invoice);
    if (!store.invoices.has(p.invoice)) throw noSuch('invoice', p.invoice, 'invoice');
    if (!link) throw invalid(`Invoice ${p.invoice} has no payment to refund.`, 'invoice');
    return store.charges.get(link.charge) as Charge;
  }
  throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'charge');
}

/** A refund of part or all of a charge; emits charge.refunded with the charge as it now stands. */
export function refund(fake: Fake, p: { charge?: string; payment_intent?: string; invoice?: string; amount?: number; reason?: string; metadata?: Record<string, string> }) {
  const { store, events } = fake;
  const charge = chargeFor(store, p);
  if (charge.status !== 'succeeded') throw invalid(`Charge ${charge.id} has not been paid, so it cannot be refunded.`, 'charge', 'charge_not_refundable');
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge', 'charge_already_refunded');
  const amount = p.amount ?? left;
  if (amount < 1 || amount > left) throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount', 'amount_too_large');
  if (p.reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(p.reason)) throw invalid(`Invalid reason: ${p.reason}`, 'reason');
  const before = { amount_refunded: charge.amount_refunded, refunded: charge.refunded, refunds: structuredClone(charge.refunds) };
  const created: Refund = {
    id: newId('re'), object: 'refund', created: now(), livemode: false, amount, charge: charge.id, currency: charge.currency, metadata: p.metadata ?? {},
    payment_intent: charge.payment_intent, reason: p.reason ?? null, status: 'succeeded', balance_transaction: null, receipt_number: null,
  };
  store.refunds.set(created.id, created);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  charge.refunds.data.unshift(created);
  const invoiceId = [...store.invoicePaymentLinks].find(([, link]) => link.charge === charge.id)?.[0];
  const subscription = invoiceId ? store.invoices.get(invoiceId)?.parent.subscription_details.subscription ?? null : null;
  const event = events.emit('charge.refunded', charge, { customer: charge.customer, subscription }, before);
  return { refund: created, event: event.id };
}
