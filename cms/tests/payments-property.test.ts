import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { memberWithCompany, sql } from './helpers';
import {
  PRICES, deliver, invoiceRows, logRows, sessionIdOf, stripeApi, stripeControl, stripeCustomerOf, subscriptionRows, type FakeEvent,
} from './payments/stripe';

/**
 * The webhook's promise: every event of a subscription's life, delivered 1 to 3 times
 * each in any order, ends in the same rows: one per invoice and per subscription, as Stripe has
 * them last, and one log entry per distinct event. The lives are made once with automatic delivery
 * off; each run deletes their rows and delivers their events as fast-check chooses.
 */
const RUNS = Number(process.env.PAYMENTS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.PAYMENTS_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Deliveries in flight at once, as Stripe's own are (so the same event may be handled twice at the same moment). */
const CONCURRENCY = 3;
const HANDLED = new Set([
  'checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted',
  'invoice.paid', 'invoice.payment_failed', 'invoice.finalized', 'invoice.upcoming', 'charge.refunded',
]);

type Life = { name: string; userId: number; subscriptionId: string; events: FakeEvent[]; expected: Awaited<ReturnType<typeof finalRows>> };

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** The rows the cms must end with: Stripe's final state of the subscription and its invoices, and the handled events. */
async function finalRows(userId: number, customer: string, subscriptionId: string, events: FakeEvent[]) {
  const state = await stripeControl.state({ customer });
  const sub = state.subscriptions.find((s) => s.id === subscriptionId);
  const item = sub.items.data[0];
  const canceled = sub.status === 'canceled';
  return {
    subscriptions: [{
      stripeSubscriptionId: sub.id,
      status: sub.status,
      priceId: item.price.id,
      interval: item.price.recurring.interval,
      currentPeriodEnd: iso(Math.max(...sub.items.data.map((i: any) => i.current_period_end))),
      canceledAt: iso(sub.canceled_at),
      isCancelled: canceled,
      cancelAtPeriodEnd: !canceled && (sub.cancel_at_period_end || sub.cancel_at !== null),
      userId,
    }],
    invoices: state.invoices
      .filter((i) => i.parent.subscription_details.subscription === subscriptionId)
      .map((i) => ({
        stripeInvoiceId: i.id,
        status: i.status,
        total: i.total,
        currency: i.currency,
        dueDate: iso(i.due_date),
        paidAt: iso(i.status_transitions.paid_at),
        hostedInvoiceUrl: i.hosted_invoice_url,
        userId,
      }))
      .sort((a: any, b: any) => (a.stripeInvoiceId < b.stripeInvoiceId ? -1 : 1)),
    logs: events
      .filter((e) => HANDLED.has(e.type))
      .map((e) => ({ eventId: e.id, type: e.type, userId }))
      .sort((a, b) => (a.eventId < b.eventId ? -1 : 1)),
  };
}

/** A member subscribes with automatic delivery off, and `live` drives the rest of the subscription's life at Stripe. */
async function makeLife(name: string, priceId: string, live: (subscriptionId: string, firstInvoiceId: string) => Promise<void>): Promise<Life> {
  const owner = await memberWithCompany();
  // 200 runs of a failed payment would mail the member 200 times.
  await owner.client.call('PUT', '/account/setting', { setting: { key: 'billing' }, channel: 'email', value: false });
  const checkout = await owner.client.call('POST', '/subscription/checkout', { priceId });
  assert.equal(checkout.status, 200);
  const customer = (await stripeCustomerOf(owner.id))!;
  await stripeControl.deliveries(false, customer);
  const completed = await stripeControl.complete(sessionIdOf(checkout.body.data.url));
  const subscriptionId = completed.subscription.id as string;
  await live(subscriptionId, completed.invoice.id);
  const events = await stripeControl.events({ customer });
  return { name, userId: owner.id, subscriptionId, events, expected: await finalRows(owner.id, customer, subscriptionId, events) };
}

async function forget(life: Life) {
  await sql('DELETE FROM subscriptions_user_lnk WHERE subscription_id IN (SELECT id FROM subscriptions WHERE stripe_subscription_id = $1)', [life.subscriptionId]);
  await sql('DELETE FROM subscriptions WHERE stripe_subscription_id = $1', [life.subscriptionId]);
  await sql('DELETE FROM invoices_user_lnk WHERE invoice_id IN (SELECT id FROM invoices WHERE stripe_subscription_id = $1)', [life.subscriptionId]);
  await sql('DELETE FROM invoices WHERE stripe_subscription_id = $1', [life.subscriptionId]);
  const ids = life.events.map((e) => e.id);
  const list = ids.map((_, i) => `$${i + 1}`).join(', ');
  await sql(`DELETE FROM subscription_logs_user_lnk WHERE subscription_log_id IN (SELECT id FROM subscription_logs WHERE stripe_event_id IN (${list}))`, ids);
  await sql(`DELETE FROM subscription_logs WHERE stripe_event_id IN (${list})`, ids);
}

async function rowsOf(life: Life) {
  return {
    subscriptions: await subscriptionRows({ stripeSubscriptionId: life.subscriptionId }),
    invoices: await invoiceRows(life.subscriptionId),
    logs: await logRows(life.events.map((e) => e.id)),
  };
}

/** Delivers in order, CONCURRENCY at a time; every delivery must be acknowledged with a 2xx. */
async function deliverAll(deliveries: FakeEvent[]) {
  let next = 0;
  const worker = async () => {
    while (next < deliveries.length) {
      const event = deliveries[next++];
      const res = await deliver(event);
      assert.equal(res.status, 200, `${event.type} ${event.id}: ${JSON.stringify(res.body).slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

describe('webhook events of a subscription delivered 1–3 times each, in any order', () => {
  const lives: Life[] = [];

  before(async () => {
    lives.push(
      await makeLife('monthly: renewal, failed renewal, recovery, refund, cancelled at period end', PRICES.monthly, async (sub, firstInvoice) => {
        await stripeControl.renew(sub);
        await stripeControl.fail(sub);
        await stripeControl.renew(sub);
        await stripeControl.refund(firstInvoice, 1000);
        await stripeApi.subscriptions.update(sub, { cancel_at_period_end: true });
        await stripeControl.renew(sub);
      }),
      await makeLife('yearly: renewal notice, renewal, full refund', PRICES.yearly, async (sub, firstInvoice) => {
        await stripeControl.upcoming(sub);
        await stripeControl.renew(sub);
        await stripeControl.refund(firstInvoice);
      }),
    );
    for (const life of lives) assert.ok(life.events.length >= 8, `${life.name}: ${life.events.length} events`);
  });

  it(`end in the same rows: one per invoice and subscription, one log entry per distinct event (${RUNS} runs, seed ${SEED})`, async () => {
    const plan = fc.nat({ max: lives.length - 1 }).chain((which) =>
      fc.record({
        which: fc.constant(which),
        // Per event: how often it is delivered, and a sort key for each delivery.
        deliveries: fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.array(fc.nat(), { minLength: 3, maxLength: 3 })), {
          minLength: lives[which].events.length,
          maxLength: lives[which].events.length,
        }),
      }),
    );
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(plan, async ({ which, deliveries }) => {
        const life = lives[which];
        await forget(life);
        const order = life.events
          .flatMap((event, i) => deliveries[i][1].slice(0, deliveries[i][0]).map((key, copy) => ({ event, key, tie: i * 3 + copy })))
          .sort((a, b) => a.key - b.key || a.tie - b.tie)
          .map((d) => d.event);
        await deliverAll(order);
        assert.deepEqual(await rowsOf(life), life.expected, life.name);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`payments property: ${RUNS} runs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
