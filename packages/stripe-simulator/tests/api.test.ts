import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { parseParams } from '../src/params';
import { signatureHeader } from '../src/webhooks';
import { SECRET, useFakeStripe } from './harness';

// The loopback Stripe (the cms's embedded payments default), through the real `stripe` SDK; it needs no cms.
const h = useFakeStripe();

describe('fake Stripe: REST API through the stripe SDK', () => {
  it('creates, reads, updates and lists customers; an unknown id is a 404 StripeInvalidRequestError', async () => {
    const email = `list${Date.now()}@gro.test`;
    const created = await h.stripe.customers.create({ email, name: 'Ada', metadata: { userId: '7' } });
    assert.match(created.id, /^cus_/);
    assert.deepEqual([created.object, created.livemode, created.email], ['customer', false, email]);
    const updated = await h.stripe.customers.update(created.id, { metadata: { company: 'Acme' } });
    assert.deepEqual(updated.metadata, { userId: '7', company: 'Acme' });
    assert.equal((await h.stripe.customers.retrieve(created.id)).id, created.id);
    assert.deepEqual((await h.stripe.customers.list({ email })).data.map((c) => c.id), [created.id]);
    await assert.rejects(h.stripe.customers.retrieve('cus_missing'), (err: any) => {
      assert.ok(err instanceof Stripe.errors.StripeInvalidRequestError);
      assert.deepEqual([err.statusCode, err.code, err.message], [404, 'resource_missing', "No such customer: 'cus_missing'"]);
      return true;
    });
  });

  it('pages lists newest first with limit and starting_after (SDK auto-paging)', async () => {
    const email = `page${Date.now()}@gro.test`;
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await h.stripe.customers.create({ email })).id);
    const first = await h.stripe.customers.list({ email, limit: 2 });
    assert.deepEqual([first.data.map((c) => c.id), first.has_more], [[ids[4], ids[3]], true]);
    const all = await h.stripe.customers.list({ email, limit: 2 }).autoPagingToArray({ limit: 100 });
    assert.deepEqual(all.map((c) => c.id), [...ids].reverse());
  });

  it('refuses a missing or wrong API key with a 401', async () => {
    await assert.rejects(h.sdk('sk_test_wrong').customers.list(), (err: any) => err instanceof Stripe.errors.StripeAuthenticationError && err.statusCode === 401);
    const res = await fetch(`${h.fake.url}/v1/customers`);
    assert.equal(res.status, 401);
    assert.equal((await res.json()).error.type, 'invalid_request_error');
  });

  it('answers a repeated Idempotency-Key with the stored answer and refuses it with other parameters', async () => {
    const key = `idem-${Date.now()}`;
    const first = await h.stripe.customers.create({ email: 'same@gro.test' }, { idempotencyKey: key });
    await h.stripe.customers.update(first.id, { name: 'Changed later' });
    const again = await h.stripe.customers.create({ email: 'same@gro.test' }, { idempotencyKey: key });
    assert.deepEqual(again, first);
    await assert.rejects(h.stripe.customers.create({ email: 'other@gro.test' }, { idempotencyKey: key }), (err: any) =>
      err instanceof Stripe.errors.StripeIdempotencyError && err.statusCode === 400);
  });

  it('serves the seeded prices and the corporate coupon', async () => {
    const plan = async (id: string) => {
      const p = await h.stripe.prices.retrieve(id, { expand: ['product'] });
      return [p.unit_amount, p.currency, p.recurring?.interval, p.nickname, (p.product as Stripe.Product).name];
    };
    assert.deepEqual(await plan(h.fake.prices.monthly), [2500, 'usd', 'month', 'Monthly', 'GRO membership']);
    assert.deepEqual(await plan(h.fake.prices.yearly), [25000, 'usd', 'year', 'Yearly', 'GRO membership']);
    assert.deepEqual(await plan(h.fake.prices.nonprofit), [10000, 'usd', 'year', 'Nonprofit', 'GRO membership']);
    const coupon = await h.stripe.coupons.retrieve(h.fake.corporateCoupon);
    assert.deepEqual([coupon.percent_off, coupon.name, coupon.duration], [20, 'Corporate', 'forever']);
  });

  it('names the bad parameter of a checkout session (400 StripeInvalidRequestError)', async () => {
    const base = { mode: 'subscription' as const, success_url: 'http://gro.test/ok' };
    const monthly = [{ price: h.fake.prices.monthly, quantity: 1 }];
    const badParam = (param: string) => (err: any) => err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400 && err.param === param;
    await assert.rejects(h.stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'price_nope', quantity: 1 }] }), badParam('line_items[0][price]'));
    await assert.rejects(h.stripe.checkout.sessions.create({ ...base, line_items: monthly, discounts: [{ coupon: 'nope' }] }), badParam('discounts[0][coupon]'));
    await assert.rejects(h.stripe.checkout.sessions.create({ ...base, line_items: monthly, customer: 'cus_nope' }), badParam('customer'));
    await assert.rejects(h.stripe.checkout.sessions.create({ ...base, mode: 'payment', line_items: monthly }), badParam('mode'));
    await assert.rejects(h.stripe.checkout.sessions.create({ ...base, line_items: monthly, success_url: 'javascript:alert(1)' }), badParam('success_url'));
  });

  it('answers hostile requests with Stripe-shaped 4xx errors, never a 500', async () => {
    const auth = { Authorization: 'Bearer sk_test_fake_stripe', 'Content-Type': 'application/x-www-form-urlencoded' };
    const post = (path: string, body: string) => fetch(`${h.fake.url}${path}`, { method: 'POST', headers: auth, body });
    for (const [body, status] of [['email=%E0%A4%A', 400], ['metadata[a][b][c][d][e][f]=1', 400], ['__proto__[admin]=1', 400], ['email=a&email[x]=b', 400], ['x'.repeat(1_100_000), 413]] as const) {
      const res = await post('/v1/customers', body);
      assert.equal(res.status, status, body.slice(0, 40));
      assert.equal(typeof (await res.json()).error.message, 'string');
    }
    assert.equal((await post('/v1/nothing', '')).status, 404);
    assert.equal((await fetch(`${h.fake.url}/_fake/deliveries`, { method: 'POST', body: '{oops' })).status, 400);
    assert.equal((await fetch(`${h.fake.url}/_fake/deliveries`, { method: 'POST', body: '{"enabled":"yes"}' })).status, 400);
    assert.equal((await fetch(`${h.fake.url}/_fake/state`)).status, 400);
    assert.equal((await fetch(`${h.fake.url}/pay/cs_test_nope`)).status, 404);
  });
});

describe('fake Stripe: wire formats', () => {
  it('signs webhooks exactly as stripe.webhooks.generateTestHeaderString', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    assert.equal(signatureHeader(payload, SECRET, 1_700_000_000), h.stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: 1_700_000_000 }));
  });

  it('parses bracket notation with [] and [n] arrays, and refuses prototype keys and conflicts', () => {
    assert.deepEqual(parseParams('line_items[0][price]=p&line_items[0][quantity]=1&metadata[userId]=5&expand[]=a&expand[]=b&q=a+b%21'), {
      line_items: [{ price: 'p', quantity: '1' }], metadata: { userId: '5' }, expand: ['a', 'b'], q: 'a b!',
    });
    assert.throws(() => parseParams('a[constructor][x]=1'));
    assert.throws(() => parseParams('a=1&a[b]=2'));
    assert.throws(() => parseParams('a]=1'));
  });
});
