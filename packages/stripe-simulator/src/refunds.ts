import type { Fake } from './context';
import { invalid, noSuch } from './errors';
import { newId, now, type Store } from './store';
import type { Charge, Refund } from './types';

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
