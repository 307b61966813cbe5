import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe, type FakeStripeOptions } from '../src';

export const SECRET = 'whsec_fake_stripe_test';
const KEY = 'sk_test_fake_stripe';

/** A fake Stripe with a webhook receiver that verifies every delivery with stripe.webhooks.constructEvent. */
interface Harness {
  fake: FakeStripe;
  stripe: Stripe;
  received: Stripe.Event[];
  rejected: string[];
  /** Lines the fake logged (delivery failures, unexpected errors). */
  logged: string[];
  /** The receiver answers 500 to this many deliveries before accepting again. */
  failNext: number;
  sdk(key: string): Stripe;
  control(method: 'GET' | 'POST', path: string, body?: unknown): Promise<any>;
  deliveredFor(customer: string, count: number): Promise<Stripe.Event[]>;
}

export function useFakeStripe(): Harness {
  let receiver: http.Server;
  const h = { received: [], rejected: [], logged: [], failNext: 0 } as unknown as Harness;
  h.sdk = (key) => new Stripe(key, { host: '127.0.0.1', port: h.fake.port, protocol: 'http', maxNetworkRetries: 0 });
  h.control = async (method, path, body) => {
    const res = await fetch(`${h.fake.url}/_fake${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    const json = await res.json();
    assert.equal(res.status, 200, `${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  h.deliveredFor = async (customer, count) => {
    const mine = () => h.received.filter((e) => (e.data.object as { customer?: string }).customer === customer);
    for (let i = 0; i < 100 && mine().length < count; i += 1) await new Promise((r) => setTimeout(r, 50));
    return mine();
  };
  before(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (h.failNext > 0) {
          h.failNext -= 1;
          return res.writeHead(500).end();
        }
        try {
          h.received.push(h.stripe.webhooks.constructEvent(Buffer.concat(chunks), String(req.headers['stripe-signature']), SECRET, 300));
          res.writeHead(200).end('{}');
        } catch (err) {
          h.rejected.push((err as Error).message);
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook`;
    const options: FakeStripeOptions = { webhookUrl, webhookSecret: SECRET, apiKey: KEY, log: (line) => h.logged.push(line) };
    h.fake = await startFakeStripe(options);
    h.stripe = h.sdk(KEY);
  });
  after(async () => {
    await h.fake.close();
    receiver.close();
  });
  return h;
}

/** A customer who subscribed through a checkout session completed with the control API. */
export async function subscribedCustomer(h: Harness, options: { coupon?: boolean; price?: string } = {}) {
  const customer = await h.stripe.customers.create({ email: `m${Date.now()}${Math.random()}@gro.test`, metadata: { userId: '42' } });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: options.price ?? h.fake.prices.monthly, quantity: 1 }],
    ...(options.coupon ? { discounts: [{ coupon: h.fake.corporateCoupon }] } : {}),
    success_url: 'http://gro.test/subscription/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://gro.test/portal',
    client_reference_id: '42',
    metadata: { userId: '42' },
    subscription_data: { metadata: { userId: '42' } },
  });
  const done = await h.control('POST', `/checkout/${session.id}/complete`);
  return { customer, session, subscriptionId: done.subscription.id as string, invoiceId: done.invoice.id as string };
}
