import type { Fake } from './context';
import { invalid } from './errors';
import { newCustomer } from './objects';
import { metadataUpdate, required, str, type Params } from './params';
import { answer, listAnswer, type Router } from './router';
import { must, newId, now } from './store';
import type { Customer } from './types';

const MAX_TEXT = 5000;

function text(p: Params, name: string): string | undefined {
  const v = str(p, name);
  if (v !== undefined && v.length > MAX_TEXT) throw invalid(`Invalid ${name}: must be at most ${MAX_TEXT} characters`, name);
  return v;
}

function customerFields(p: Params, current: Customer | null) {
  const email = text(p, 'email');
  if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) throw invalid(`Invalid email address: ${email}`, 'email', 'email_invalid');
  return { email, name: text(p, 'name'), description: text(p, 'description'), phone: text(p, 'phone'), metadata: metadataUpdate(current?.metadata ?? {}, p) };
}

/** Customers, prices, coupons, billing portal sessions and events. */
export function customerRoutes(router: Router, fake: Fake): void {
  const { store } = fake;
  router
    .on('POST', '/v1/customers', (req) => {
      const customer = newCustomer(customerFields(req.body, null));
      store.customers.set(customer.id, customer);
      return answer(fake, req, customer);
    })
    .on('GET', '/v1/customers', (req) => {
      const email = str(req.query, 'email');
      const all = [...store.customers.values()].filter((c) => email === undefined || c.email === email);
      return listAnswer(fake, req, all, '/v1/customers');
    })
    .on('GET', '/v1/customers/:id', (req) => answer(fake, req, must(store.customers, 'customer', req.params.id)))
    .on('POST', '/v1/customers/:id', (req) => {
      const customer = must(store.customers, 'customer', req.params.id);
      const fields = customerFields(req.body, customer);
      for (const key of ['email', 'name', 'description', 'phone'] as const) if (fields[key] !== undefined) customer[key] = fields[key] || null;
      customer.metadata = fields.metadata;
      return answer(fake, req, customer);
    })
    .on('GET', '/v1/prices/:id', (req) => answer(fake, req, must(store.prices, 'price', req.params.id)))
    .on('GET', '/v1/products/:id', (req) => answer(fake, req, must(store.products, 'product', req.params.id)))
    .on('GET', '/v1/coupons/:id', (req) => answer(fake, req, must(store.coupons, 'coupon', req.params.id)))
    .on('GET', '/v1/events/:id', (req) => answer(fake, req, must(store.events, 'event', req.params.id)))
    .on('POST', '/v1/billing_portal/sessions', (req) => {
      const customer = must(store.customers, 'customer', required(req.body, 'customer'), 'customer');
      const returnUrl = str(req.body, 'return_url') ?? null;
      if (returnUrl !== null && !/^https?:\/\//.test(returnUrl)) throw invalid('Not a valid URL', 'return_url', 'url_invalid');
      const id = newId('bps');
      const session = {
        id, object: 'billing_portal.session' as const, configuration: 'bpc_gro_default', created: now(), customer: customer.id, flow: null, livemode: false as const,
        locale: null, on_behalf_of: null, return_url: returnUrl, url: `${fake.baseUrl}/billing/${id}`,
      };
      store.portalSessions.set(id, session);
      return answer(fake, req, session);
    });
}
