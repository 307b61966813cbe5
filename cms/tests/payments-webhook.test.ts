import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PAYMENT_MESSAGES } from '@gro/config';
import { count, mailsTo, memberWithCompany, waitForMailWhere, waitUntil } from './helpers';
import {
  PRICES, deliver, invoiceRows, logRows, postWebhook, sessionIdOf, settled, sign, stripeApi, stripeControl, stripeCustomerOf, subscribe, subscriptionRows,
  type FakeEvent,
} from './payments/stripe';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Subjects of the payment emails a member received. */
const billingMails = async (email: string) => (await mailsTo(email)).map((m) => m.subject ?? '').filter((s) => /membership/.test(s));

/** A subscription's first events, made with automatic delivery off for the member's customer: nothing reached the cms. */
async function undeliveredSubscription(priceId = PRICES.monthly) {
  const owner = await memberWithCompany();
  const checkout = await owner.client.call('POST', '/subscription/checkout', { priceId });
  assert.equal(checkout.status, 200, checkout.text.slice(0, 300));
  const customer = (await stripeCustomerOf(owner.id))!;
  await stripeControl.deliveries(false, customer);
  const completed = await stripeControl.complete(sessionIdOf(checkout.body.data.url));
  const events = await stripeControl.events({ customer });
  const ofType = (type: string) => events.find((e) => e.type === type)!;
  return { owner, customer, subscriptionId: completed.subscription.id as string, events, ofType };
}

/** Rows the cms holds for a subscription and its invoices, and log entries for its events. */
async function written(subscriptionId: string, events: FakeEvent[]) {
  return {
    subscriptions: (await subscriptionRows({ stripeSubscriptionId: subscriptionId })).length,
    invoices: (await invoiceRows(subscriptionId)).length,
    logs: (await logRows(events.map((e) => e.id))).length,
  };
}

describe('POST /api/stripe/webhook: the signature', () => {
  it(`answers 400 '${PAYMENT_MESSAGES.badSignature}' to a missing, wrong, stale or tampered signature, and writes nothing`, async () => {
    const { subscriptionId, events, ofType } = await undeliveredSubscription();
    const created = ofType('customer.subscription.created');
    const payload = JSON.stringify(created);
    const before = { subscriptions: await count('subscriptions'), invoices: await count('invoices'), logs: await count('subscription_logs') };
    const attempts: [string, string, string | null][] = [
      ['no signature', payload, null],
      ['an empty signature', payload, ''],
      ['another secret', payload, sign(payload, { secret: 'whsec_not_the_one' })],
      ['a stale signature (6 minutes old)', payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 360 })],
      ['a tampered payload', payload.replace('"active"', '"canceled"'), sign(payload)],
      ['a malformed header', payload, 't=abc,v1=xyz'],
      ['a v0 signature only', payload, sign(payload).replace('v1=', 'v0=')],
    ];
    for (const [what, body, signature] of attempts) {
      const res = await postWebhook(body, signature);
      assert.equal(res.status, 400, what);
      assert.equal(res.body.message.message, PAYMENT_MESSAGES.badSignature, what);
    }
    assert.deepEqual(await written(subscriptionId, events), { subscriptions: 0, invoices: 0, logs: 0 });
    assert.deepEqual({ subscriptions: await count('subscriptions'), invoices: await count('invoices'), logs: await count('subscription_logs') }, before, '0 rows written in the three tables');

    const signed = await postWebhook(payload, sign(payload));
    assert.equal(signed.status, 200, 'the same event correctly signed is taken');
    assert.deepEqual(await written(subscriptionId, [created]), { subscriptions: 1, invoices: 0, logs: 1 });
  });

  it('takes events whatever their depth and keys (the input guard leaves the webhook to its signature)', async () => {
    const { subscriptionId, ofType } = await undeliveredSubscription();
    const event = structuredClone(ofType('customer.subscription.updated') ?? ofType('customer.subscription.created'));
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 20; i += 1) deep = { level: deep };
    event.data.object.metadata = { ...event.data.object.metadata };
    (event.data as any).previous_attributes = { items: deep };
    // Keys the input guard refuses in forms ('constructor', 'toString'); a "__proto__" key never gets past the JSON parser itself.
    const payload = JSON.stringify(event).replace('{"leaf":"x"}', '{"leaf":"x","constructor":"c","toString":{"polluted":true}}');
    const res = await postWebhook(payload, sign(payload));
    assert.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    assert.equal((await subscriptionRows({ stripeSubscriptionId: subscriptionId })).length, 1);
  });

  it('answers 413 to a body over the request limit, 400 to a body that is not JSON', async () => {
    const big = JSON.stringify({ id: 'evt_big', object: 'event', type: 'ping', data: { object: { filler: 'x'.repeat(200_000) } } });
    assert.equal((await postWebhook(big, sign(big))).status, 413);
    const text = 'not json';
    assert.equal((await postWebhook(text, sign(text))).status, 400);
  });
});

describe('POST /api/stripe/webhook: events once, in any order', () => {
  it('acknowledges a duplicate (one after another or 10 at once) without changing anything', async () => {
    const { subscriptionId, events, ofType } = await undeliveredSubscription();
    for (const event of events) assert.equal((await deliver(event)).status, 200);
    const rows = { subscription: await subscriptionRows({ stripeSubscriptionId: subscriptionId }), invoices: await invoiceRows(subscriptionId) };
    const logs = await logRows(events.map((e) => e.id));

    const again = await deliver(ofType('invoice.paid'));
    assert.equal(again.status, 200);
    assert.equal(again.body.data.duplicate, true);
    const burst = await Promise.all(Array.from({ length: 10 }, () => deliver(ofType('checkout.session.completed'))));
    assert.deepEqual(burst.map((r) => r.status), Array(10).fill(200));
    assert.deepEqual(await subscriptionRows({ stripeSubscriptionId: subscriptionId }), rows.subscription);
    assert.deepEqual(await invoiceRows(subscriptionId), rows.invoices);
    assert.deepEqual(await logRows(events.map((e) => e.id)), logs);
  });

  it('10 deliveries of a new event at once: one log entry, one row per object', async () => {
    const { owner, subscriptionId, events, ofType } = await undeliveredSubscription();
    const paid = ofType('invoice.paid');
    const burst = await Promise.all(Array.from({ length: 10 }, () => deliver(paid)));
    assert.deepEqual(burst.map((r) => r.status), Array(10).fill(200));
    assert.equal(burst.filter((r) => r.body.data.duplicate === false).length, 1, 'exactly one delivery handled it');
    assert.deepEqual(await logRows([paid.id]), [{ eventId: paid.id, type: 'invoice.paid', userId: owner.id }]);
    assert.deepEqual((await invoiceRows(subscriptionId)).map((i) => [i.status, i.userId]), [['paid', owner.id]]);
    assert.equal((await subscriptionRows({ stripeSubscriptionId: subscriptionId })).length, 0, 'the subscription row comes with its own events');
    assert.equal((await logRows(events.map((e) => e.id))).length, 1);
  });

  it('takes state from Stripe, not from a stale event: an old "created" event after the cancellation leaves the row canceled', async () => {
    const { subscriptionId, ofType } = await undeliveredSubscription();
    await stripeApi.subscriptions.cancel(subscriptionId);
    assert.equal((await deliver(ofType('customer.subscription.created'))).status, 200);
    const [row] = await subscriptionRows({ stripeSubscriptionId: subscriptionId });
    assert.equal(row.status, 'canceled');
    assert.equal(row.isCancelled, true);
    assert.ok(row.canceledAt);
  });

  it('acknowledges events it does not handle, without logging them', async () => {
    const event = { id: `evt_unhandled_${Date.now()}`, object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cus_x', object: 'customer' } } };
    const res = await deliver(event as FakeEvent);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.handled, false);
    assert.deepEqual(await logRows([event.id]), []);
  });
});

describe('a subscription through the simulator: checkout, renewals, a failed payment, a renewal notice, a refund', () => {
  it('subscribes monthly: an active subscription row, a paid invoice in cents, the log, the dashboard and GET /account', async () => {
    const owner = await memberWithCompany();
    const { subscriptionId, firstInvoiceId } = await subscribe(owner, PRICES.monthly);
    const [row] = await subscriptionRows({ stripeSubscriptionId: subscriptionId });
    assert.equal(row.status, 'active');
    assert.equal(row.priceId, PRICES.monthly);
    assert.equal(row.interval, 'month');
    assert.equal(row.userId, owner.id);
    assert.equal(row.isCancelled, false);
    const [invoice] = await invoiceRows(subscriptionId);
    assert.equal(invoice.stripeInvoiceId, firstInvoiceId);
    assert.equal(invoice.status, 'paid');
    assert.equal(invoice.total, 2500, '$25.00 in cents');
    assert.equal(invoice.currency, 'usd');
    assert.ok(invoice.paidAt);
    assert.match(invoice.hostedInvoiceUrl!, /^http:\/\/127\.0\.0\.1:\d+\/invoice\//);
    assert.equal(invoice.userId, owner.id);
    const events = await stripeControl.events({ subscription: subscriptionId });
    const logged = await logRows(events.map((e) => e.id));
    assert.deepEqual(logged.map((l) => l.type).sort(), ['checkout.session.completed', 'customer.subscription.created', 'invoice.finalized', 'invoice.paid']);
    assert.ok(logged.every((l) => l.userId === owner.id));

    const dashboard = await owner.client.call('GET', '/dashboard');
    const subscription = dashboard.body.data.subscription;
    assert.deepEqual({ ...subscription, currentPeriodEnd: undefined }, {
      status: 'active', priceId: PRICES.monthly, planLabel: 'Monthly', interval: 'month', currentPeriodEnd: undefined, cancelAtPeriodEnd: false, canceledAt: null,
    });
    assert.equal(subscription.currentPeriodEnd, row.currentPeriodEnd);
    assert.deepEqual((await owner.client.call('GET', '/account')).body.data.subscription, subscription);
  });

  it('renews: a second paid invoice and the next renewal date; a failed renewal makes it past due and emails the member once', async () => {
    const owner = await memberWithCompany();
    const { subscriptionId } = await subscribe(owner, PRICES.monthly);
    const firstEnd = (await subscriptionRows({ stripeSubscriptionId: subscriptionId }))[0].currentPeriodEnd!;
    await settled(await stripeControl.renew(subscriptionId));
    const renewed = (await subscriptionRows({ stripeSubscriptionId: subscriptionId }))[0];
    assert.ok(Date.parse(renewed.currentPeriodEnd!) > Date.parse(firstEnd));
    assert.deepEqual((await invoiceRows(subscriptionId)).map((i) => i.status), ['paid', 'paid']);

    const failed = await stripeControl.fail(subscriptionId);
    await settled(failed);
    assert.equal((await subscriptionRows({ stripeSubscriptionId: subscriptionId }))[0].status, 'past_due');
    assert.equal((await invoiceRows(subscriptionId)).find((i) => i.stripeInvoiceId === failed.invoice.id)!.status, 'open');
    const mail = await waitForMailWhere(owner.email, (m) => m.subject === 'Your GRO membership payment failed');
    assert.match(mail.text ?? '', /\$25\.00/);
    assert.match(mail.text ?? '', /Manage billing/);
    assert.match(mail.text ?? '', /http:\/\/gro\.test\/portal/);
    assert.equal((await owner.client.call('GET', '/dashboard')).body.data.subscription.status, 'past_due');

    // The same event again (Stripe retries until it hears 2xx): no second email.
    const [failedEvent] = (await stripeControl.events({ subscription: subscriptionId })).filter((e) => e.type === 'invoice.payment_failed');
    assert.equal((await deliver(failedEvent)).body.data.duplicate, true);
    await sleep(700);
    assert.equal((await mailsTo(owner.email)).filter((m) => m.subject === 'Your GRO membership payment failed').length, 1);

    // The member updates their card in the Customer Portal and Stripe retries: paid, active again.
    await settled(await stripeControl.pay(failed.invoice.id));
    assert.equal((await subscriptionRows({ stripeSubscriptionId: subscriptionId }))[0].status, 'active');
    assert.deepEqual((await invoiceRows(subscriptionId)).map((i) => i.status), ['paid', 'paid', 'paid']);
  });

  it('no payment email when the member turned "Billing and receipts" emails off', async () => {
    const owner = await memberWithCompany();
    const setting = await owner.client.call('PUT', '/account/setting', { setting: { key: 'billing' }, channel: 'email', value: false });
    assert.equal(setting.status, 200);
    const { subscriptionId } = await subscribe(owner, PRICES.monthly);
    await settled(await stripeControl.fail(subscriptionId));
    await sleep(700);
    assert.deepEqual(await billingMails(owner.email), []);
  });

  it('announces a yearly renewal (date and amount) on invoice.upcoming, not a monthly one nor one ending at period end', async () => {
    const yearly = await memberWithCompany();
    const monthly = await memberWithCompany();
    const ending = await memberWithCompany();
    const y = await subscribe(yearly, PRICES.yearly);
    const m = await subscribe(monthly, PRICES.monthly);
    const e = await subscribe(ending, PRICES.yearly);
    await stripeApi.subscriptions.update(e.subscriptionId, { cancel_at_period_end: true });
    await waitUntil(async () => (await subscriptionRows({ stripeSubscriptionId: e.subscriptionId }))[0].cancelAtPeriodEnd, 'cancel at period end synced');
    for (const sub of [y, m, e]) await settled(await stripeControl.upcoming(sub.subscriptionId));

    const renewsAt = new Date((await subscriptionRows({ stripeSubscriptionId: y.subscriptionId }))[0].currentPeriodEnd!);
    const date = renewsAt.toLocaleDateString('en-US', { timeZone: process.env.APP_TIMEZONE || 'America/Detroit', year: 'numeric', month: 'long', day: 'numeric' });
    const mail = await waitForMailWhere(yearly.email, (x) => x.subject === `Your GRO membership renews on ${date}`);
    assert.match(mail.text ?? '', /\$250\.00 will be charged/);
    assert.match(mail.text ?? '', /http:\/\/gro\.test\/portal/);
    await sleep(700);
    assert.deepEqual(await billingMails(monthly.email), []);
    assert.deepEqual(await billingMails(ending.email), []);
    const dashboard = (await ending.client.call('GET', '/dashboard')).body.data.subscription;
    assert.equal(dashboard.cancelAtPeriodEnd, true);
    assert.equal(dashboard.status, 'active');
  });

  it('logs a refund with its member; a cancellation at period end ends the subscription at the renewal', async () => {
    const owner = await memberWithCompany();
    const { subscriptionId, firstInvoiceId } = await subscribe(owner, PRICES.yearly);
    const refunded = await stripeControl.refund(firstInvoiceId, 5000);
    await waitUntil(async () => (await logRows([refunded.event])).length === 1, 'charge.refunded logged');
    assert.deepEqual(await logRows([refunded.event]), [{ eventId: refunded.event, type: 'charge.refunded', userId: owner.id }]);

    await stripeApi.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await waitUntil(async () => (await subscriptionRows({ stripeSubscriptionId: subscriptionId }))[0].cancelAtPeriodEnd, 'cancel at period end synced');
    await settled(await stripeControl.renew(subscriptionId));
    const [row] = await subscriptionRows({ stripeSubscriptionId: subscriptionId });
    assert.equal(row.status, 'canceled');
    assert.equal(row.isCancelled, true);
    assert.equal(row.cancelAtPeriodEnd, false);
    const checkout = await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.monthly });
    assert.equal(checkout.status, 200, 'an ended subscription lets the member subscribe again');
  });
});
