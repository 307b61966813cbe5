import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../src/providers/payments/fake-stripe';
import { parseParams } from '../src/providers/payments/fake-stripe/params';
import { signatureHeader } from '../src/providers/payments/fake-stripe/webhooks';

// The loopback Stripe (issue 12, "Embedded default"), driven through the real `stripe` SDK; runs without the cms.
const SECRET = 'whsec_fake_stripe_test';
const KEY = 'sk_test_fake_stripe';
const received: Stripe.Event[] = [];
const rejected: string[] = [];
let fake: FakeStripe;
let stripe: Stripe;
let receiver: http.Server;

before(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        received.push(stripe.webhooks.constructEvent(Buffer.concat(chunks), String(req.headers['stripe-signature']), SECRET, 300));
        res.writeHead(200).end('{}');
      } catch (err) {
        rejected.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook`;
  fake = await startFakeStripe({ webhookUrl, webhookSecret: SECRET, apiKey: KEY });
  stripe = new Stripe(KEY, { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
});

after(async () => {
  await fake.close();
  receiver.close();
});

async function control(path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${fake.url}/_fake${path}`, { method: body === undefined && !path.includes('/subscriptions/') && !path.includes('/checkout/') ? 'GET' : 'POST', body: body === undefined ? undefined : JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return res.json();
}

/** The delivered events of one customer, once `count` of them have arrived. */
async function deliveredFor(customer: string, count: number): Promise<Stripe.Event[]> {
  const mine = () => received.filter((e) => (e.data.object as { customer?: string }).customer === customer);
  for (let i = 0; i < 100 && mine().length < count; i += 1) await new Promise((r) => setTimeout(r, 50));
  return mine();
}

async function subscribedCustomer(options: { coupon?: boolean; price?: string } = {}) {
  const customer = await stripe.customers.create({ email: `m${Date.now()}${Math.random()}@gro.test`, metadata: { userId: '42' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: options.price ?? fake.prices.monthly, quantity: 1 }],
    ...(options.coupon ? { discounts: [{ coupon: fake.corporateCoupon }] } : {}),
    success_url: 'http://gro.test/subscription/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://gro.test/portal',
    client_reference_id: '42',
    metadata: { userId: '42' },
    subscription_data: { metadata: { userId: '42' } },
  });
  const done = await control(`/checkout/${session.id}/complete`);
  return { customer, session, subscriptionId: done.subscription.id as string, invoiceId: done.invoice.id as string, events: done.events as string[] };
}

describe('fake Stripe: REST API through the stripe SDK', () => {
  it('creates, reads, updates and lists customers; an unknown id is a 404 StripeInvalidRequestError', async () => {
    const email = `list${Date.now()}@gro.test`;
    const created = await stripe.customers.create({ email, name: 'Ada', metadata: { userId: '7' } });
    assert.match(created.id, /^cus_/);
    assert.equal(created.object, 'customer');
    assert.equal(created.livemode, false);
    const updated = await stripe.customers.update(created.id, { metadata: { company: 'Acme' } });
    assert.deepEqual(updated.metadata, { userId: '7', company: 'Acme' });
    assert.equal((await stripe.customers.retrieve(created.id)).id, created.id);
    const listed = await stripe.customers.list({ email });
    assert.deepEqual(listed.data.map((c) => c.id), [created.id]);
    await assert.rejects(stripe.customers.retrieve('cus_missing'), (err: any) => {
      assert.ok(err instanceof Stripe.errors.StripeInvalidRequestError);
      assert.equal(err.statusCode, 404);
      assert.equal(err.code, 'resource_missing');
      assert.equal(err.message, "No such customer: 'cus_missing'");
      return true;
    });
  });

  it('refuses a missing or wrong API key with a 401', async () => {
    const wrong = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    await assert.rejects(wrong.customers.list(), (err: any) => err instanceof Stripe.errors.StripeAuthenticationError && err.statusCode === 401);
  });

  it('answers the same Idempotency-Key with the stored answer and refuses it with other parameters', async () => {
    const key = `idem-${Date.now()}`;
    const first = await stripe.customers.create({ email: 'same@gro.test' }, { idempotencyKey: key });
    const again = await stripe.customers.create({ email: 'same@gro.test' }, { idempotencyKey: key });
    assert.equal(again.id, first.id);
    await assert.rejects(stripe.customers.create({ email: 'other@gro.test' }, { idempotencyKey: key }), (err: any) => err instanceof Stripe.errors.StripeIdempotencyError && err.statusCode === 400);
  });

  it('serves the seeded prices and the corporate coupon', async () => {
    const monthly = await stripe.prices.retrieve(fake.prices.monthly);
    assert.deepEqual([monthly.unit_amount, monthly.currency, monthly.recurring?.interval, monthly.nickname], [2500, 'usd', 'month', 'Monthly']);
    const yearly = await stripe.prices.retrieve(fake.prices.yearly);
    assert.deepEqual([yearly.unit_amount, yearly.recurring?.interval, yearly.nickname], [25000, 'year', 'Yearly']);
    const nonprofit = await stripe.prices.retrieve(fake.prices.nonprofit);
    assert.deepEqual([nonprofit.unit_amount, nonprofit.recurring?.interval, nonprofit.nickname], [10000, 'year', 'Nonprofit']);
    const coupon = await stripe.coupons.retrieve(fake.corporateCoupon);
    assert.deepEqual([coupon.percent_off, coupon.name, coupon.duration], [20, 'Corporate', 'forever']);
  });

  it('names the bad parameter of a checkout session (400 StripeInvalidRequestError)', async () => {
    const base = { mode: 'subscription' as const, success_url: 'http://gro.test/ok' };
    await assert.rejects(stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'price_nope', quantity: 1 }] }), (err: any) =>
      err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400 && err.param === 'line_items[0][price]');
    await assert.rejects(stripe.checkout.sessions.create({ ...base, line_items: [{ price: fake.prices.monthly, quantity: 1 }], discounts: [{ coupon: 'nope' }] }), (err: any) =>
      err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'discounts[0][coupon]');
    await assert.rejects(stripe.checkout.sessions.create({ ...base, mode: 'payment', line_items: [{ price: fake.prices.monthly, quantity: 1 }] }), (err: any) =>
      err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'mode');
  });
});

describe('fake Stripe: a subscription from checkout to refund', () => {
  it('completes checkout: active subscription, paid discounted invoice, signed events in order', async () => {
    const { customer, session, subscriptionId } = await subscribedCustomer({ coupon: true });
    assert.equal(session.url, `${fake.url}/pay/${session.id}`);
    assert.equal(session.amount_total, 2000);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'line_items'] });
    assert.deepEqual([done.status, done.payment_status, done.customer], ['complete', 'paid', customer.id]);
    const sub = done.subscription as Stripe.Subscription;
    assert.equal(sub.id, subscriptionId);
    assert.equal(sub.status, 'active');
    assert.deepEqual(sub.metadata, { userId: '42' });
    const item = sub.items.data[0];
    assert.equal(item.price.id, fake.prices.monthly);
    const expectedEnd = new Date(item.current_period_start * 1000);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    assert.ok(Math.abs(item.current_period_end - expectedEnd.getTime() / 1000) <= 3 * 86400);
    assert.equal(done.line_items?.data[0].amount_total, 2000);

    const invoices = await stripe.invoices.list({ customer: customer.id });
    assert.equal(invoices.data.length, 1);
    const invoice = invoices.data[0];
    assert.deepEqual([invoice.status, invoice.subtotal, invoice.total, invoice.amount_paid, invoice.currency, invoice.billing_reason, invoice.due_date], ['paid', 2500, 2000, 2000, 'usd', 'subscription_create', null]);
    assert.equal(invoice.parent?.subscription_details?.subscription, subscriptionId);
    assert.equal(invoice.lines.data[0].pricing?.price_details?.price, fake.prices.monthly);
    assert.ok(invoice.status_transitions.paid_at);
    const page = await fetch(invoice.hosted_invoice_url as string);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /\$20\.00/);

    const events = await deliveredFor(customer.id, 4);
    assert.deepEqual(events.map((e) => e.type), ['customer.subscription.created', 'invoice.finalized', 'invoice.paid', 'checkout.session.completed']);
    assert.equal((events[1].data.object as Stripe.Invoice).status, 'open', 'each event carries its object as it was then');
    assert.equal((await stripe.events.retrieve(events[3].id)).type, 'checkout.session.completed');
    assert.deepEqual(rejected, []);
  });

  it('the hosted page shows the test-mode banner, pays with "Pay and subscribe" and redirects to success_url', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription', line_items: [{ price: fake.prices.yearly, quantity: 1 }], customer_email: 'page@gro.test',
      success_url: 'http://gro.test/subscription/success?session_id={CHECKOUT_SESSION_ID}', cancel_url: 'http://gro.test/portal',
    });
    const html = await (await fetch(session.url as string)).text();
    assert.match(html, /Test mode — this is GRO&#39;s built-in payment simulator\. No card is charged\./);
    assert.match(html, /Pay and subscribe/);
    assert.match(html, /\$250\.00/);
    const cancel = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' });
    assert.deepEqual([cancel.status, cancel.headers.get('location')], [303, 'http://gro.test/portal']);
    const pay = await fetch(`${session.url}/complete`, { method: 'POST', redirect: 'manual' });
    assert.deepEqual([pay.status, pay.headers.get('location')], [303, `http://gro.test/subscription/success?session_id=${session.id}`]);
    const after = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(after.status, 'complete');
    assert.match(String(after.customer), /^cus_/);
    const again = await fetch(session.url as string);
    assert.equal(again.status, 410);
    assert.match(await again.text(), /already complete/);
  });

  it('expires an open session; its page then says so', async () => {
    const session = await stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: fake.prices.monthly, quantity: 1 }], success_url: 'http://gro.test/ok' });
    assert.equal((await stripe.checkout.sessions.expire(session.id)).status, 'expired');
    assert.match(await (await fetch(`${fake.url}/pay/${session.id}`)).text(), /expired/);
    await assert.rejects(stripe.checkout.sessions.expire(session.id), Stripe.errors.StripeInvalidRequestError);
  });

  it('the billing portal cancels at period end and emits customer.subscription.updated', async () => {
    const { customer, subscriptionId } = await subscribedCustomer();
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://gro.test/portal' });
    assert.equal(portal.url, `${fake.url}/billing/${portal.id}`);
    const html = await (await fetch(portal.url)).text();
    assert.match(html, /Renews on/);
    assert.match(html, /Return to GRO/);
    const res = await fetch(`${portal.url}/subscriptions/${subscriptionId}/cancel`, { method: 'POST', redirect: 'manual' });
    assert.equal(res.status, 303);
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    assert.equal(sub.cancel_at_period_end, true);
    const updated = (await deliveredFor(customer.id, 5)).find((e) => e.type === 'customer.subscription.updated');
    assert.deepEqual(updated?.data.previous_attributes && (updated.data.previous_attributes as any).cancel_at_period_end, false);
    const card = await fetch(`${portal.url}/card`, { method: 'POST' });
    assert.match(await card.text(), /Card updated \(simulated\)\./);
  });

  it('renews, fails a renewal and announces the next invoice', async () => {
    const { customer, subscriptionId } = await subscribedCustomer({ price: fake.prices.yearly });
    const first = await stripe.subscriptions.retrieve(subscriptionId);
    const renewed = await control(`/subscriptions/${subscriptionId}/renew`);
    assert.equal(renewed.subscription.items.data[0].current_period_start, first.items.data[0].current_period_end);
    assert.equal(renewed.invoice.billing_reason, 'subscription_cycle');
    const failed = await control(`/subscriptions/${subscriptionId}/fail`);
    assert.equal(failed.subscription.status, 'past_due');
    assert.equal(failed.invoice.status, 'open');
    await control(`/subscriptions/${subscriptionId}/upcoming`);
    const invoices = await stripe.invoices.list({ subscription: subscriptionId });
    assert.deepEqual(invoices.data.map((i) => i.status), ['open', 'paid', 'paid']);
    const types = (await control(`/events?subscription=${subscriptionId}`)).data.map((e: any) => e.type);
    assert.deepEqual(types.slice(4), [
      'invoice.finalized', 'invoice.paid', 'customer.subscription.updated',
      'invoice.finalized', 'invoice.payment_failed', 'customer.subscription.updated',
      'invoice.upcoming',
    ]);
    const upcoming = (await deliveredFor(customer.id, 11)).find((e) => e.type === 'invoice.upcoming');
    assert.equal((upcoming?.data.object as any).id, undefined);
  });

  it('cancels now: status canceled, customer.subscription.deleted, gone from the default list', async () => {
    const { customer, subscriptionId } = await subscribedCustomer();
    const canceled = await stripe.subscriptions.cancel(subscriptionId);
    assert.equal(canceled.status, 'canceled');
    assert.ok(canceled.canceled_at && canceled.ended_at);
    assert.equal((await stripe.subscriptions.list({ customer: customer.id })).data.length, 0);
    assert.equal((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data.length, 1);
    const events = await deliveredFor(customer.id, 5);
    assert.equal(events.at(-1)?.type, 'customer.subscription.deleted');
  });

  it('refunds part then the rest of a payment, emitting charge.refunded each time', async () => {
    const { customer, invoiceId } = await subscribedCustomer();
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const intent = invoice.payments?.data[0].payment.payment_intent as string;
    const part = await stripe.refunds.create({ payment_intent: intent, amount: 500 });
    assert.deepEqual([part.amount, part.status], [500, 'succeeded']);
    await assert.rejects(stripe.refunds.create({ payment_intent: intent, amount: 5000 }), Stripe.errors.StripeInvalidRequestError);
    const rest = await control(`/invoices/${invoiceId}/refund`, {});
    assert.equal(rest.refund.amount, 2000);
    const refunds = (await deliveredFor(customer.id, 6)).filter((e) => e.type === 'charge.refunded').map((e) => e.data.object as Stripe.Charge);
    assert.deepEqual(refunds.map((c) => [c.amount_refunded, c.refunded]), [[500, false], [2500, true]]);
  });

  it('delivery can be turned off for one customer; their events stay listed for redelivery', async () => {
    const customer = await stripe.customers.create({ email: 'quiet@gro.test' });
    await control('/deliveries', { enabled: false, customer: customer.id });
    const session = await stripe.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: fake.prices.monthly, quantity: 1 }], success_url: 'http://gro.test/ok' });
    await control(`/checkout/${session.id}/complete`);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal((await deliveredFor(customer.id, 0)).length, 0);
    const listed = (await control(`/events?customer=${customer.id}`)).data;
    assert.equal(listed.length, 4);
    const state = await control(`/state?customer=${customer.id}`);
    assert.deepEqual([state.customers.length, state.subscriptions.length, state.invoices.length], [1, 1, 1]);
  });
});

describe('fake Stripe: wire formats', () => {
  it('signs webhooks exactly as stripe.webhooks.generateTestHeaderString', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    assert.equal(signatureHeader(payload, SECRET, 1_700_000_000), stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: 1_700_000_000 }));
  });

  it('parses bracket notation, [] and [n] arrays, and refuses prototype keys', () => {
    assert.deepEqual(parseParams('line_items[0][price]=p&line_items[0][quantity]=1&metadata[userId]=5&expand[]=a&expand[]=b'), {
      line_items: [{ price: 'p', quantity: '1' }], metadata: { userId: '5' }, expand: ['a', 'b'],
    });
    assert.throws(() => parseParams('__proto__[x]=1'));
    assert.throws(() => parseParams('a=1&a[b]=2'));
  });
});
