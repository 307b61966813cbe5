import type { Fake } from './context';
import { invalid } from './errors';
import { apiList } from './objects';
import { newId, now } from './store';
import type { Charge, Invoice } from './types';

type StoredInvoice = Invoice & { id: string };
const RETRY_AFTER_S = 3 * 24 * 3600;

/** Draft → open with a number; emits invoice.finalized. */
export function finalize(fake: Fake, invoice: StoredInvoice): string {
  const t = now();
  const customer = fake.store.customers.get(invoice.customer);
  Object.assign(invoice, { status: 'open', number: customer ? fake.store.nextInvoiceNumber(customer) : null, effective_at: t, webhooks_delivered_at: t });
  invoice.status_transitions.finalized_at = t;
  return fake.events.emit('invoice.finalized', invoice, { customer: invoice.customer, subscription: invoice.parent.subscription_details.subscription }).id;
}

/** One simulated card charge for an open invoice (its payment intent is made on the first attempt); emits invoice.paid or invoice.payment_failed. */
export function attemptPayment(fake: Fake, invoice: StoredInvoice, succeed: boolean): string {
  const { store } = fake;
  if (invoice.status !== 'open') throw invalid(`Invoice is already ${invoice.status}.`, undefined, 'invoice_not_open');
  const t = now();
  let link = store.invoicePaymentLinks.get(invoice.id);
  if (!link) {
    link = { paymentIntent: newId('pi'), charge: '', invoicePayment: newId('inpay') };
    store.invoicePaymentLinks.set(invoice.id, link);
    store.invoicePayments.set(link.invoicePayment, {
      id: link.invoicePayment, object: 'invoice_payment', amount_paid: null, amount_requested: invoice.amount_due, created: t, currency: invoice.currency,
      invoice: invoice.id, is_default: true, livemode: false, payment: { type: 'payment_intent', payment_intent: link.paymentIntent }, status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    });
  }
  const chargeId = newId('ch');
  const description = invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update';
  const charge: Charge = {
    id: chargeId, object: 'charge', created: t, livemode: false, amount: invoice.amount_due, amount_captured: succeed ? invoice.amount_due : 0, amount_refunded: 0,
    captured: succeed, currency: invoice.currency, customer: invoice.customer, description, disputed: false, failure_code: succeed ? null : 'card_declined',
    failure_message: succeed ? null : 'Your card was declined.', metadata: {}, paid: succeed, payment_intent: link.paymentIntent, payment_method: 'pm_card_visa',
    receipt_url: null, refunded: false, refunds: apiList([], `/v1/charges/${chargeId}/refunds`), status: succeed ? 'succeeded' : 'failed',
  };
  store.charges.set(chargeId, charge);
  link.charge = chargeId;
  store.paymentIntents.set(link.paymentIntent, {
    id: link.paymentIntent, object: 'payment_intent', created: store.paymentIntents.get(link.paymentIntent)?.created ?? t, livemode: false,
    amount: invoice.amount_due, amount_received: succeed ? invoice.amount_due : 0, currency: invoice.currency, customer: invoice.customer, description,
    latest_charge: chargeId, metadata: {}, payment_method: 'pm_card_visa', payment_method_types: ['card'], status: succeed ? 'succeeded' : 'requires_payment_method',
  });
  Object.assign(invoice, { attempted: true, attempt_count: invoice.attempt_count + 1 });
  const links = { customer: invoice.customer, subscription: invoice.parent.subscription_details.subscription };
  if (!succeed) {
    invoice.next_payment_attempt = t + RETRY_AFTER_S;
    return fake.events.emit('invoice.payment_failed', invoice, links).id;
  }
  const payment = store.invoicePayments.get(link.invoicePayment);
  if (payment) Object.assign(payment, { amount_paid: invoice.amount_due, status: 'paid', status_transitions: { canceled_at: null, paid_at: t } });
  Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, ending_balance: 0, next_payment_attempt: null });
  invoice.status_transitions.paid_at = t;
  return fake.events.emit('invoice.paid', invoice, links).id;
}
