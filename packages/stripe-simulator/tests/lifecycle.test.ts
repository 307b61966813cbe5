import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type Stripe from 'stripe';
import { subscribedCustomer, useFakeStripe } from './harness';

// A subscription's life in the loopback Stripe: checkout, hosted pages, renewals, cancel, refunds, webhooks.
const h = useFakeStripe();
const SUCCESS_URL = 'http://gro.test/subscription/success?session_id={CHECKOUT_SESSION_ID}';

describe('fake Stripe: checkout', () => {
  it('completes checkout: active subscription, paid discounted invoice, signed events in order', async () => {
    const { customer, session, subscriptionId } = await subscribedCustomer(h, { coupon: true });
    assert.equal(session.url, `${h.fake.url}/pay/${session.id}`);
    assert.equal(session.amount_total, 2000);
    const done = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription.items.data.price', 'line_items'] });
    assert.deepEqual([done.status, done.payment_status, done.customer, done.client_reference_id], ['complete', 'paid', customer.id, '42']);
    assert.equal(done.customer_details?.email, customer.email);
    const sub = done.subscription as Stripe.Subscription;
    assert.deepEqual([sub.id, sub.status, sub.metadata], [subscriptionId, 'active', { userId: '42' }]);
    const item = sub.items.data[0];
    assert.equal(item.price.id, h.fake.prices.monthly);
    const expectedEnd = new Date(item.current_period_start * 1000);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    assert.ok(Math.abs(item.current_period_end - expectedEnd.getTime() / 1000) <= 3 * 86400);
    assert.equal(done.line_items?.data[0].amount_total, 2000);
    assert.equal((await h.stripe.checkout.sessions.listLineItems(session.id)).data[0].price?.id, h.fake.prices.monthly);

    const invoices = await h.stripe.invoices.list({ customer: customer.id });
    assert.equal(invoices.data.length, 1);
    const invoice = invoices.data[0];
    assert.deepEqual(
      [invoice.status, invoice.subtotal, invoice.total, invoice.amount_paid, invoice.currency, invoice.billing_reason, invoice.due_date],
      ['paid', 2500, 2000, 2000, 'usd', 'subscription_create', null],
    );
    assert.equal(invoice.parent?.subscription_details?.subscription, subscriptionId);
    assert.equal(invoice.lines.data[0].pricing?.price_details?.price, h.fake.prices.monthly);
    assert.ok(invoice.status_transitions.paid_at);
    const page = await fetch(invoice.hosted_invoice_url as string);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /\$20\.00/);

    const events = await h.deliveredFor(customer.id, 4);
    assert.deepEqual(events.map((e) => e.type), ['customer.subscription.created', 'invoice.finalized', 'invoice.paid', 'checkout.session.completed']);
    assert.equal((events[1].data.object as Stripe.Invoice).status, 'open', 'each event carries its object as it was then');
    assert.equal((await h.stripe.events.retrieve(events[3].id)).type, 'checkout.session.completed');
    assert.deepEqual(h.rejected, []);
  });

  it('the hosted page shows the test-mode banner, pays with "Pay and subscribe" and redirects to success_url', async () => {
    const session = await h.stripe.checkout.sessions.create({
      mode: 'subscription', line_items: [{ price: h.fake.prices.yearly, quantity: 1 }], customer_email: 'page@gro.test', success_url: SUCCESS_URL, cancel_url: 'http://gro.test/portal',
    });
    const html = await (await fetch(session.url as string)).text();
    assert.match(html, /Test mode — this is GRO&#39;s built-in payment simulator\. No card is charged\./);
    assert.match(html, /Pay and subscribe/);
    assert.match(html, /\$250\.00/);
    const cancel = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' });
    assert.deepEqual([cancel.status, cancel.headers.get('location')], [303, 'http://gro.test/portal']);
    const pay = await fetch(`${session.url}/complete`, { method: 'POST', redirect: 'manual' });
    assert.deepEqual([pay.status, pay.headers.get('location')], [303, `http://gro.test/subscription/success?session_id=${session.id}`]);
    const after = await h.stripe.checkout.sessions.retrieve(session.id);
    assert.equal(after.status, 'complete');
    assert.match(String(after.customer), /^cus_/);
    const again = await fetch(session.url as string);
    assert.equal(again.status, 410);
    assert.match(await again.text(), /already complete/);
    const twice = await fetch(`${session.url}/complete`, { method: 'POST', redirect: 'manual' });
    assert.equal(twice.status, 410);
    assert.equal((await h.stripe.subscriptions.list({ customer: after.customer as string })).data.length, 1);
  });

  it('expires an open session; its page then says so', async () => {
    const session = await h.stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: h.fake.prices.monthly, quantity: 1 }], success_url: SUCCESS_URL });
    assert.equal((await h.stripe.checkout.sessions.expire(session.id)).status, 'expired');
    assert.match(await (await fetch(`${h.fake.url}/pay/${session.id}`)).text(), /expired/);
    await assert.rejects(h.stripe.checkout.sessions.expire(session.id), (err: any) => err.type === 'StripeInvalidRequestError');
  });
});

describe('fake Stripe: after checkout', () => {
  it('the billing portal cancels at period end and emits customer.subscription.updated', async () => {
    const { customer, subscriptionId } = await subscribedCustomer(h);
    const portal = await h.stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://gro.test/portal' });
    assert.equal(portal.url, `${h.fake.url}/billing/${portal.id}`);
    const html = await (await fetch(portal.url)).text();
    assert.match(html, /Renews on/);
    assert.match(html, /Return to GRO/);
    assert.match(html, /\/invoice\/in_/);
    const res = await fetch(`${portal.url}/subscriptions/${subscriptionId}/cancel`, { method: 'POST', redirect: 'manual' });
    assert.equal(res.status, 303);
    assert.match(await (await fetch(`${h.fake.url}${res.headers.get('location')}`)).text(), /Cancels on/);
    assert.equal((await h.stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end, true);
    const updated = (await h.deliveredFor(customer.id, 5)).find((e) => e.type === 'customer.subscription.updated');
    assert.equal((updated?.data.previous_attributes as any)?.cancel_at_period_end, false);
    assert.match(await (await fetch(`${portal.url}/card`, { method: 'POST' })).text(), /Card updated \(simulated\)\./);
    const renewed = await h.control('POST', `/subscriptions/${subscriptionId}/renew`);
    assert.deepEqual([renewed.subscription.status, renewed.invoice], ['canceled', null], 'at period end it ends instead of renewing');
  });

  it('renews, fails a renewal, recovers and announces the next invoice', async () => {
    const { customer, subscriptionId } = await subscribedCustomer(h, { price: h.fake.prices.yearly });
    const first = await h.stripe.subscriptions.retrieve(subscriptionId);
    const renewed = await h.control('POST', `/subscriptions/${subscriptionId}/renew`);
    assert.equal(renewed.subscription.items.data[0].current_period_start, first.items.data[0].current_period_end);
    assert.deepEqual([renewed.invoice.billing_reason, renewed.invoice.status], ['subscription_cycle', 'paid']);
    const failed = await h.control('POST', `/subscriptions/${subscriptionId}/fail`);
    assert.deepEqual([failed.subscription.status, failed.invoice.status, failed.invoice.amount_paid], ['past_due', 'open', 0]);
    await h.control('POST', `/subscriptions/${subscriptionId}/upcoming`);
    assert.deepEqual((await h.stripe.invoices.list({ subscription: subscriptionId })).data.map((i) => i.status), ['open', 'paid', 'paid']);
    const recovered = await h.control('POST', `/invoices/${failed.invoice.id}/pay`);
    assert.deepEqual([recovered.subscription.status, recovered.invoice.status], ['active', 'paid']);
    const types = (await h.control('GET', `/events?subscription=${subscriptionId}`)).data.map((e: any) => e.type);
    assert.deepEqual(types.slice(4), [
      'invoice.finalized', 'invoice.paid', 'customer.subscription.updated',
      'invoice.finalized', 'invoice.payment_failed', 'customer.subscription.updated',
      'invoice.upcoming', 'invoice.paid', 'customer.subscription.updated',
    ]);
    const upcoming = (await h.deliveredFor(customer.id, 13)).find((e) => e.type === 'invoice.upcoming');
    assert.equal((upcoming?.data.object as any).id, undefined);
  });

  it('cancels now: status canceled, customer.subscription.deleted, gone from the default list', async () => {
    const { customer, subscriptionId } = await subscribedCustomer(h);
    const canceled = await h.stripe.subscriptions.cancel(subscriptionId);
    assert.equal(canceled.status, 'canceled');
    assert.ok(canceled.canceled_at && canceled.ended_at);
    assert.equal((await h.stripe.subscriptions.list({ customer: customer.id })).data.length, 0);
    assert.equal((await h.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data.length, 1);
    assert.equal((await h.deliveredFor(customer.id, 5)).at(-1)?.type, 'customer.subscription.deleted');
    await assert.rejects(h.stripe.subscriptions.cancel(subscriptionId), (err: any) => err.statusCode === 400);
  });

  it('refunds part then the rest of a payment, emitting charge.refunded each time', async () => {
    const { customer, invoiceId } = await subscribedCustomer(h);
    const invoice = await h.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const intent = invoice.payments?.data[0].payment.payment_intent as string;
    const part = await h.stripe.refunds.create({ payment_intent: intent, amount: 500 });
    assert.deepEqual([part.amount, part.status], [500, 'succeeded']);
    await assert.rejects(h.stripe.refunds.create({ payment_intent: intent, amount: 5000 }), (err: any) => err.code === 'amount_too_large');
    assert.equal((await h.control('POST', `/invoices/${invoiceId}/refund`, {})).refund.amount, 2000);
    const charges = (await h.deliveredFor(customer.id, 6)).filter((e) => e.type === 'charge.refunded').map((e) => e.data.object as Stripe.Charge);
    assert.deepEqual(charges.map((c) => [c.amount_refunded, c.refunded]), [[500, false], [2500, true]]);
  });
});

describe('fake Stripe: webhook delivery', () => {
  it('retries a failed delivery and keeps the order', async () => {
    h.failNext = 2;
    const { customer } = await subscribedCustomer(h);
    const events = await h.deliveredFor(customer.id, 4);
    assert.deepEqual(events.map((e) => e.type), ['customer.subscription.created', 'invoice.finalized', 'invoice.paid', 'checkout.session.completed']);
    assert.deepEqual(h.logged, [], 'two failures then success: nothing lost, nothing logged');
  });

  it('gives up on an event after 4 failed attempts, logs it and delivers the next ones', async () => {
    h.failNext = 4;
    const { customer } = await subscribedCustomer(h);
    const events = await h.deliveredFor(customer.id, 3);
    assert.deepEqual(events.map((e) => e.type), ['invoice.finalized', 'invoice.paid', 'checkout.session.completed']);
    assert.equal(h.logged.length, 1);
    assert.match(h.logged[0], /customer\.subscription\.created .* not delivered after 4 attempts \(HTTP 500\)/);
  });

  it('can be turned off for one customer; their events stay listed for redelivery', async () => {
    const customer = await h.stripe.customers.create({ email: 'quiet@gro.test' });
    await h.control('POST', '/deliveries', { enabled: false, customer: customer.id });
    const session = await h.stripe.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: h.fake.prices.monthly, quantity: 1 }], success_url: SUCCESS_URL });
    await h.control('POST', `/checkout/${session.id}/complete`);
    const other = await subscribedCustomer(h);
    assert.equal((await h.deliveredFor(other.customer.id, 4)).length, 4, 'others still get theirs');
    assert.equal((await h.deliveredFor(customer.id, 0)).length, 0);
    assert.equal((await h.control('GET', `/events?customer=${customer.id}`)).data.length, 4);
    const state = await h.control('GET', `/state?customer=${customer.id}`);
    assert.deepEqual([state.customers.length, state.subscriptions.length, state.invoices.length], [1, 1, 1]);
  });
});
