import type { Fake } from './context';
import { invalid } from './errors';
import { amounts } from './objects';
import { int, list, metadataUpdate, obj, required, str } from './params';
import { withExpansions } from './expand';
import { answer, listAnswer, type Router } from './router';
import { must, newId, now } from './store';
import type { ApiList, CheckoutSession } from './types';

const SESSION_LIFETIME_S = 24 * 3600;
const isUrl = (u: string) => /^https?:\/\/[^\s]+$/.test(u) && u.length <= 5000;

/** Checkout sessions in subscription mode, one recurring price, optional coupon. */
export function checkoutRoutes(router: Router, fake: Fake): void {
  const { store } = fake;
  router
    .on('POST', '/v1/checkout/sessions', (req) => {
      const p = req.body;
      const mode = required(p, 'mode');
      if (mode !== 'subscription') throw invalid(`The fake supports only mode 'subscription', not '${mode}'.`, 'mode');
      const items = list(p, 'line_items');
      if (items.length !== 1) throw invalid('line_items must hold exactly one item in this fake.', 'line_items');
      const price = must(store.prices, 'price', required(items[0], 'price'), 'line_items[0][price]');
      const quantity = int(items[0], 'quantity', 1, 1) ?? 1;
      const coupons = list(p, 'discounts').map((d, i) => must(store.coupons, 'coupon', required(d, 'coupon'), `discounts[${i}][coupon]`));
      if (coupons.length > 1) throw invalid('You may only specify one discount.', 'discounts');
      const customer = str(p, 'customer');
      if (customer) must(store.customers, 'customer', customer, 'customer');
      const customerEmail = str(p, 'customer_email') ?? null;
      if (customer && customerEmail) throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
      const successUrl = required(p, 'success_url');
      const cancelUrl = str(p, 'cancel_url') ?? null;
      if (!isUrl(successUrl)) throw invalid('Not a valid URL', 'success_url', 'url_invalid');
      if (cancelUrl !== null && !isUrl(cancelUrl)) throw invalid('Not a valid URL', 'cancel_url', 'url_invalid');
      const reference = str(p, 'client_reference_id') ?? null;
      if (reference !== null && reference.length > 200) throw invalid('client_reference_id must be at most 200 characters.', 'client_reference_id');
      const subscriptionData = obj(p, 'subscription_data') ?? {};
      const { subtotal, discount, total } = amounts(price, quantity, coupons);
      const id = newId('cs_test', 58);
      const session: CheckoutSession = {
        id, object: 'checkout.session', created: now(), livemode: false, amount_subtotal: subtotal, amount_total: total, cancel_url: cancelUrl,
        client_reference_id: reference, currency: price.currency, customer: customer ?? null, customer_email: customerEmail, customer_details: null,
        discounts: coupons.map((c) => ({ coupon: c.id, promotion_code: null })), expires_at: now() + SESSION_LIFETIME_S, invoice: null,
        metadata: metadataUpdate({}, p), mode: 'subscription', payment_status: 'unpaid', status: 'open', subscription: null, success_url: successUrl,
        total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 }, ui_mode: 'hosted', url: `${fake.baseUrl}/pay/${id}`,
      };
      store.sessions.set(id, session);
      store.sessionTerms.set(id, { price: price.id, quantity, subscriptionMetadata: metadataUpdate({}, subscriptionData) });
      return answer(fake, req, session);
    })
    .on('GET', '/v1/checkout/sessions/:id', (req) => answer(fake, req, must(store.sessions, 'checkout.session', req.params.id)))
    .on('GET', '/v1/checkout/sessions/:id/line_items', (req) => {
      const session = withExpansions(store, must(store.sessions, 'checkout.session', req.params.id), ['line_items']) as { line_items: ApiList<{ id: string }> };
      return listAnswer(fake, req, session.line_items.data, session.line_items.url);
    })
    .on('POST', '/v1/checkout/sessions/:id/expire', (req) => {
      const session = must(store.sessions, 'checkout.session', req.params.id);
      if (session.status !== 'open') throw invalid('Only Checkout Sessions with a status of `open` can be expired.', undefined, 'checkout_session_not_open');
      Object.assign(session, { status: 'expired', url: null });
      fake.events.emit('checkout.session.expired', session, { customer: session.customer, subscription: null });
      return answer(fake, req, session);
    });
}
