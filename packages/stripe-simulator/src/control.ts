import type { Fake } from './context';
import { invalid } from './errors';
import type { EventLinks } from './events';
import { announceUpcoming, completeCheckout, payInvoice, renew } from './lifecycle';
import { obj, str } from './params';
import { refund } from './refunds';
import type { Request, Router } from './router';
import { must } from './store';
import type { Deliveries } from './webhooks';

/** The JSON body of a control request: an object, or nothing. */
function jsonBody(req: Request): Record<string, unknown> {
  if (!req.raw.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(req.raw);
  } catch {
    throw invalid('The body must be JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid('The body must be a JSON object.');
  return parsed as Record<string, unknown>;
}

/** Test controls under /_fake: drive a subscription's life and inspect or redeliver what happened. */
export function controlRoutes(router: Router, fake: Fake, deliveries: Deliveries): void {
  const { store } = fake;
  const eventsMatching = (filter: (links: EventLinks) => boolean) => [...store.events.values()].filter((e) => filter(fake.events.links(e.id) ?? { customer: null, subscription: null }));
  router
    .on('POST', '/_fake/checkout/:id/complete', (req) => ({ json: completeCheckout(fake, req.params.id) }))
    .on('POST', '/_fake/subscriptions/:id/renew', (req) => ({ json: renew(fake, req.params.id, true) }))
    .on('POST', '/_fake/subscriptions/:id/fail', (req) => ({ json: renew(fake, req.params.id, false) }))
    .on('POST', '/_fake/subscriptions/:id/upcoming', (req) => ({ json: announceUpcoming(fake, req.params.id) }))
    .on('POST', '/_fake/invoices/:id/pay', (req) => ({ json: payInvoice(fake, req.params.id) }))
    .on('POST', '/_fake/invoices/:id/refund', (req) => {
      const { amount } = jsonBody(req);
      if (amount !== undefined && (!Number.isInteger(amount) || (amount as number) < 1)) throw invalid('amount must be a positive whole number of cents.', 'amount');
      must(store.invoices, 'invoice', req.params.id);
      return { json: refund(fake, { invoice: req.params.id, amount: amount as number | undefined }) };
    })
    .on('GET', '/_fake/events', (req) => {
      const customer = str(req.query, 'customer');
      const subscription = str(req.query, 'subscription');
      const data = eventsMatching((l) => (!customer || l.customer === customer) && (!subscription || l.subscription === subscription));
      return { json: { data } };
    })
    .on('POST', '/_fake/deliveries', (req) => {
      const { enabled, customer } = jsonBody(req);
      if (typeof enabled !== 'boolean') throw invalid('enabled must be true or false.', 'enabled');
      if (customer !== undefined && (typeof customer !== 'string' || !customer)) throw invalid('customer must be a customer id.', 'customer');
      deliveries.setEnabled(enabled, customer as string | undefined);
      return { json: { enabled, customer: customer ?? null } };
    })
    .on('GET', '/_fake/state', (req) => {
      const id = str(req.query, 'customer');
      const email = str(req.query, 'email');
      const metadata = obj(req.query, 'metadata') ?? {};
      if (!id && !email && !Object.keys(metadata).length) throw invalid('Give customer, email or metadata[key] to choose customers.');
      const customers = [...store.customers.values()].filter(
        (c) => (!id || c.id === id) && (!email || c.email === email) && Object.entries(metadata).every(([k, v]) => c.metadata[k] === v),
      );
      const ids = new Set(customers.map((c) => c.id));
      return {
        json: {
          customers,
          subscriptions: [...store.subscriptions.values()].filter((s) => ids.has(s.customer)),
          invoices: [...store.invoices.values()].filter((i) => ids.has(i.customer)),
          checkoutSessions: [...store.sessions.values()].filter((s) => s.customer && ids.has(s.customer)),
        },
      };
    });
}
