import type { Fake } from './context';
import { StripeError } from './errors';
import { day, emailHtml, esc, money, page, postButton } from './html';
import { completeCheckout } from './lifecycle';
import { amounts } from './objects';
import type { Reply, Router } from './router';
import { now } from './store';
import type { CheckoutSession, Coupon } from './types';

function closedPage(session: CheckoutSession | undefined): Reply {
  const message = !session
    ? 'This checkout link is not valid.'
    : session.status === 'complete'
      ? 'This checkout session is already complete: the subscription has been paid.'
      : 'This checkout session has expired. Please start again from GRO.';
  return { status: session ? 410 : 404, html: page('Checkout unavailable', `<h1>Checkout unavailable</h1><p class="problem" role="alert">${esc(message)}</p>`) };
}

function open(fake: Fake, id: string): CheckoutSession | undefined {
  const session = fake.store.sessions.get(id);
  if (session?.status === 'open' && session.expires_at <= now()) Object.assign(session, { status: 'expired', url: null });
  return session?.status === 'open' ? session : undefined;
}

/** The hosted checkout page: what is bought, then "Pay and subscribe" or "Cancel". */
export function checkoutPages(router: Router, fake: Fake): void {
  const { store } = fake;
  router
    .on('GET', '/pay/:id', (req) => {
      const session = open(fake, req.params.id);
      const terms = session && store.sessionTerms.get(session.id);
      const price = terms && store.prices.get(terms.price);
      if (!session || !terms || !price) return closedPage(store.sessions.get(req.params.id));
      const coupons = session.discounts.map((d) => store.coupons.get(d.coupon)).filter((c): c is Coupon => !!c);
      const { subtotal, discount, total } = amounts(price, terms.quantity, coupons);
      const interval = price.recurring.interval;
      const plan = price.nickname ?? price.id;
      const customer = session.customer ? store.customers.get(session.customer) : undefined;
      const email = customer?.email ?? session.customer_email;
      const rows = [
        `<dt>Plan</dt><dd>${esc(plan)}</dd>`,
        `<dt>Price</dt><dd>${money(subtotal, price.currency)} / ${esc(interval)}</dd>`,
        ...coupons.map((c) => `<dt>Discount: ${esc(c.name)} (${c.percent_off}% off)</dt><dd>−${money(discount, price.currency)}</dd>`),
        `<dt class="total">Total due today</dt><dd class="total">${money(total, price.currency)}</dd>`,
      ];
      const body = `<h1>Subscribe to ${esc(store.products.get(price.product)?.name ?? 'GRO')}</h1>
${email ? `<p>Paying as <strong>${emailHtml(email)}</strong></p>` : ''}
<dl>${rows.join('')}</dl>
<p>Renews every ${esc(interval)} at ${money(total, price.currency)} until canceled. This session expires on ${esc(day(session.expires_at))}.</p>
<div class="actions">${postButton(`/pay/${session.id}/complete`, 'Pay and subscribe')}${postButton(`/pay/${session.id}/cancel`, 'Cancel', true)}</div>`;
      return { html: page('Checkout', body) };
    })
    .on('POST', '/pay/:id/complete', (req) => {
      const session = open(fake, req.params.id);
      if (!session) return closedPage(store.sessions.get(req.params.id));
      try {
        completeCheckout(fake, session.id);
      } catch (err) {
        if (err instanceof StripeError) return closedPage(store.sessions.get(req.params.id));
        throw err;
      }
      return { redirect: session.success_url.split('{CHECKOUT_SESSION_ID}').join(session.id) };
    })
    .on('POST', '/pay/:id/cancel', (req) => {
      const session = open(fake, req.params.id);
      if (!session) return closedPage(store.sessions.get(req.params.id));
      if (session.cancel_url) return { redirect: session.cancel_url };
      return { html: page('Checkout canceled', '<h1>Checkout canceled</h1><p>Nothing was charged. You can close this page.</p>') };
    });
}
