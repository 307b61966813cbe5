import type { Fake } from './context';
import { invalid } from './errors';
import { cancelNow, updateSubscription } from './lifecycle';
import { metadataUpdate, bool, int, str, type Params } from './params';
import { refund } from './refunds';
import { answer, listAnswer, type Router } from './router';
import { must } from './store';

const STATUSES = ['active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'trialing', 'paused', 'all', 'ended'];

/** Refund parameters as the fake takes them (Stripe's charge / payment_intent, or an invoice id). */
function refundParams(p: Params) {
  return {
    charge: str(p, 'charge'), payment_intent: str(p, 'payment_intent'), invoice: str(p, 'invoice'), amount: int(p, 'amount', 1, 99_999_999),
    reason: str(p, 'reason'), metadata: metadataUpdate({}, p),
  };
}

/** Subscriptions, invoices, charges, payment intents and refunds. */
export function billingRoutes(router: Router, fake: Fake): void {
  const { store } = fake;
  router
    .on('GET', '/v1/subscriptions', (req) => {
      const customer = str(req.query, 'customer');
      const price = str(req.query, 'price');
      const status = str(req.query, 'status');
      if (status && !STATUSES.includes(status)) throw invalid(`Invalid status: must be one of ${STATUSES.join(', ')}`, 'status');
      const all = [...store.subscriptions.values()].filter(
        (s) =>
          (!customer || s.customer === customer) &&
          (!price || s.items.data.some((i) => i.price.id === price)) &&
          (status === 'all' || (status === 'ended' ? s.status === 'canceled' : status ? s.status === status : s.status !== 'canceled')),
      );
      return listAnswer(fake, req, all, '/v1/subscriptions');
    })
    .on('GET', '/v1/subscriptions/:id', (req) => answer(fake, req, must(store.subscriptions, 'subscription', req.params.id)))
    .on('POST', '/v1/subscriptions/:id', (req) => {
      const sub = must(store.subscriptions, 'subscription', req.params.id);
      const metadata = req.body.metadata === undefined ? undefined : metadataUpdate(sub.metadata, req.body);
      return answer(fake, req, updateSubscription(fake, sub.id, { cancelAtPeriodEnd: bool(req.body, 'cancel_at_period_end'), metadata }));
    })
    .on('DELETE', '/v1/subscriptions/:id', (req) => answer(fake, req, cancelNow(fake, req.params.id)))
    .on('GET', '/v1/invoices', (req) => {
      const customer = str(req.query, 'customer');
      const subscription = str(req.query, 'subscription');
      const status = str(req.query, 'status');
      const all = [...store.invoices.values()].filter(
        (i) => (!customer || i.customer === customer) && (!subscription || i.parent.subscription_details.subscription === subscription) && (!status || i.status === status),
      );
      return listAnswer(fake, req, all, '/v1/invoices');
    })
    .on('GET', '/v1/invoices/:id', (req) => answer(fake, req, must(store.invoices, 'invoice', req.params.id)))
    .on('GET', '/v1/invoice_payments', (req) => {
      const invoice = str(req.query, 'invoice');
      const payment = req.query.payment;
      const intent = typeof payment === 'object' && !Array.isArray(payment) ? str(payment, 'payment_intent') : undefined;
      const all = [...store.invoicePayments.values()].filter((x) => (!invoice || x.invoice === invoice) && (!intent || x.payment.payment_intent === intent));
      return listAnswer(fake, req, all, '/v1/invoice_payments');
    })
    .on('GET', '/v1/charges/:id', (req) => answer(fake, req, must(store.charges, 'charge', req.params.id)))
    .on('GET', '/v1/payment_intents/:id', (req) => answer(fake, req, must(store.paymentIntents, 'payment_intent', req.params.id)))
    .on('GET', '/v1/refunds/:id', (req) => answer(fake, req, must(store.refunds, 'refund', req.params.id)))
    .on('POST', '/v1/refunds', (req) => answer(fake, req, refund(fake, refundParams(req.body)).refund));
}
