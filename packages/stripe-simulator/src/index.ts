import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { billingRoutes } from './api-billing';
import { checkoutRoutes } from './api-checkout';
import { customerRoutes } from './api-customers';
import type { Fake } from './context';
import { controlRoutes } from './control';
import { eventLog } from './events';
import { billingPages } from './page-billing';
import { checkoutPages } from './page-checkout';
import { Router } from './router';
import { handler } from './server';
import { SEED, Store, seed } from './store';
import { deliveries } from './webhooks';

export interface FakeStripeOptions {
  port?: number;
  host?: string;
  /** Where signed events are POSTed (the cms's /api/stripe/webhook); none = no delivery. */
  webhookUrl?: string;
  webhookSecret: string;
  /** When set, /v1 requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  log?: (line: string) => void;
}

export interface FakeStripe {
  url: string;
  port: number;
  prices: { monthly: string; yearly: string; nonprofit: string };
  corporateCoupon: string;
  close(): Promise<void>;
}

/**
 * A loopback Stripe: the REST subset GRO uses (customers, prices, coupons, checkout sessions, subscriptions, invoices,
 * billing portal sessions, refunds, events), hosted checkout / billing / invoice pages, signed webhooks and test controls
 * under /_fake. State lives in memory; nothing is charged.
 */
export async function startFakeStripe(opts: FakeStripeOptions): Promise<FakeStripe> {
  const log = opts.log ?? (() => undefined);
  const store = new Store();
  seed(store);
  const hooks = deliveries({ url: opts.webhookUrl, secret: opts.webhookSecret, log });
  const fake: Fake = { store, events: eventLog(store, (event, links) => hooks.enqueue(event, links)), baseUrl: '' };
  const router = new Router();
  customerRoutes(router, fake);
  checkoutRoutes(router, fake);
  billingRoutes(router, fake);
  checkoutPages(router, fake);
  billingPages(router, fake);
  controlRoutes(router, fake, hooks);

  const server = http.createServer(handler(router, { apiKey: opts.apiKey, log }));
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  fake.baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: fake.baseUrl,
    port,
    prices: { ...SEED.prices },
    corporateCoupon: SEED.corporateCoupon,
    async close() {
      await hooks.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
