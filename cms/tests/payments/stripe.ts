/**
 * The payments tests' side of the loopback Stripe (cms/scripts/test.mjs starts it and points the
 * cms at it): its /_fake controls, signed webhook deliveries of our own, and the rows the cms keeps.
 */
import Stripe from 'stripe';
import { API, sql, waitUntil, type Client } from '../helpers';

const FAKE_URL = process.env.STRIPE_FAKE_URL ?? '';
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? '';
export const PRICES = {
  monthly: process.env.STRIPE_PRICE_MONTHLY ?? '',
  yearly: process.env.STRIPE_PRICE_YEARLY ?? '',
  nonprofit: process.env.STRIPE_PRICE_NONPROFIT ?? '',
};
export const CORPORATE_COUPON = process.env.STRIPE_COUPON_CORPORATE ?? '';
if (!FAKE_URL || !WEBHOOK_SECRET) throw new Error('STRIPE_FAKE_URL and STRIPE_WEBHOOK_SECRET are set by cms/scripts/test.mjs');

/** Only for signing: generateTestHeaderString computes the Stripe-Signature header of a payload. */
const signer = new Stripe('sk_test_signing_only');

export type FakeEvent = { id: string; type: string; created: number; data: { object: any } };

async function fake<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${FAKE_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json as T;
}

/** The simulator's test controls (what a member, a bank or time would do at Stripe). */
export const stripeControl = {
  complete: (sessionId: string) => fake('POST', `/_fake/checkout/${sessionId}/complete`),
  renew: (subscriptionId: string) => fake('POST', `/_fake/subscriptions/${subscriptionId}/renew`),
  fail: (subscriptionId: string) => fake('POST', `/_fake/subscriptions/${subscriptionId}/fail`),
  /** The member updated their card and Stripe retried the open invoice: paid, past_due back to active. */
  pay: (invoiceId: string) => fake('POST', `/_fake/invoices/${invoiceId}/pay`),
  upcoming: (subscriptionId: string) => fake('POST', `/_fake/subscriptions/${subscriptionId}/upcoming`),
  refund: (invoiceId: string, amount?: number) => fake('POST', `/_fake/invoices/${invoiceId}/refund`, amount === undefined ? {} : { amount }),
  events: async (filter: { customer?: string; subscription?: string }): Promise<FakeEvent[]> =>
    (await fake<{ data: FakeEvent[] }>('GET', `/_fake/events?${new URLSearchParams(filter)}`)).data,
  deliveries: (enabled: boolean, customer?: string) => fake('POST', '/_fake/deliveries', { enabled, ...(customer ? { customer } : {}) }),
  state: (query: Record<string, string>) =>
    fake<{ customers: any[]; subscriptions: any[]; invoices: any[]; checkoutSessions: any[] }>('GET', `/_fake/state?${new URLSearchParams(query)}`),
};

/** The simulator's Stripe API with the cms's own key: what the Customer Portal or the Stripe dashboard would change. */
export const stripeApi = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', {
  host: new URL(FAKE_URL).hostname,
  port: Number(new URL(FAKE_URL).port),
  protocol: 'http',
  maxNetworkRetries: 0,
});

/** The Stripe-Signature header of a payload, signed now (or at `timestamp`, seconds) with `secret`. */
export function sign(payload: string, { timestamp, secret = WEBHOOK_SECRET }: { timestamp?: number; secret?: string } = {}): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

/** POSTs a payload to the cms's webhook as Stripe does (signature: the header, or none). */
export async function postWebhook(payload: string, signature?: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (signature) headers['Stripe-Signature'] = signature;
  const res = await fetch(`${API}/api/stripe/webhook`, { method: 'POST', headers, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Delivers one event, signed now. */
export const deliver = (event: FakeEvent) => {
  const payload = JSON.stringify(event);
  return postWebhook(payload, sign(payload));
};

/** The checkout session id in a hosted checkout url (…/pay/cs_test_…). */
export function sessionIdOf(url: string): string {
  const id = /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(url)?.[1];
  if (!id) throw new Error(`not a checkout url: ${url}`);
  return id;
}

export async function stripeCustomerOf(userId: number): Promise<string | null> {
  const [row] = await sql('SELECT stripe_customer_id AS id FROM up_users WHERE id = $1', [userId]);
  return row?.id ?? null;
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | number).toISOString());

/** The cms's subscription rows of a member (oldest first), as plain values on SQLite and PostgreSQL alike. */
export async function subscriptionRows(where: { userId?: number; stripeSubscriptionId?: string }) {
  const rows = await sql(
    `SELECT s.stripe_subscription_id, s.status, s.price_id, s.interval, s.current_period_end, s.canceled_at, s.is_cancelled, s.cancel_at_period_end, l.user_id
       FROM subscriptions s LEFT JOIN subscriptions_user_lnk l ON l.subscription_id = s.id
      WHERE ${where.userId !== undefined ? 'l.user_id = $1' : 's.stripe_subscription_id = $1'} ORDER BY s.id`,
    [where.userId ?? where.stripeSubscriptionId],
  );
  return rows.map((r) => ({
    stripeSubscriptionId: r.stripe_subscription_id as string,
    status: r.status as string,
    priceId: r.price_id as string | null,
    interval: r.interval as string | null,
    currentPeriodEnd: iso(r.current_period_end),
    canceledAt: iso(r.canceled_at),
    isCancelled: Boolean(r.is_cancelled),
    cancelAtPeriodEnd: Boolean(r.cancel_at_period_end),
    userId: r.user_id === null ? null : Number(r.user_id),
  }));
}

/** The cms's invoice rows of a Stripe subscription, by Stripe id. */
export async function invoiceRows(stripeSubscriptionId: string) {
  const rows = await sql(
    `SELECT i.stripe_invoice_id, i.stripe_subscription_id, i.status, i.total, i.currency, i.due_date, i.paid_at, i.hosted_invoice_url, l.user_id
       FROM invoices i LEFT JOIN invoices_user_lnk l ON l.invoice_id = i.id
      WHERE i.stripe_subscription_id = $1 ORDER BY i.stripe_invoice_id`,
    [stripeSubscriptionId],
  );
  return rows.map((r) => ({
    stripeInvoiceId: r.stripe_invoice_id as string,
    status: r.status as string,
    total: Number(r.total),
    currency: r.currency as string,
    dueDate: iso(r.due_date),
    paidAt: iso(r.paid_at),
    hostedInvoiceUrl: r.hosted_invoice_url as string | null,
    userId: r.user_id === null ? null : Number(r.user_id),
  }));
}

/** The subscription log's entries for these Stripe event ids: [event id, type, user id]. */
export async function logRows(eventIds: string[]) {
  if (!eventIds.length) return [];
  const rows = await sql(
    `SELECT g.stripe_event_id, g.type, l.user_id FROM subscription_logs g LEFT JOIN subscription_logs_user_lnk l ON l.subscription_log_id = g.id
      WHERE g.stripe_event_id IN (${eventIds.map((_, i) => `$${i + 1}`).join(', ')}) ORDER BY g.stripe_event_id`,
    eventIds,
  );
  return rows.map((r) => ({ eventId: r.stripe_event_id as string, type: r.type as string, userId: r.user_id === null ? null : Number(r.user_id) }));
}

/** Waits until the cms has logged every event a control call emitted (all handled types), delivered by the simulator. */
export async function settled(result: { events: string[] }) {
  await waitUntil(async () => (await logRows(result.events)).length === result.events.length, `events ${result.events.join(', ')} logged`);
}

/**
 * A member subscribes through the hosted checkout: POST /subscription/checkout, the simulator's
 * "Pay and subscribe", then Stripe's webhooks to the cms until the subscription row is active.
 */
export async function subscribe(member: { client: Client; id: number }, priceId: string) {
  const res = await member.client.call('POST', '/subscription/checkout', { priceId });
  if (res.status !== 200) throw new Error(`checkout: ${res.status} ${res.text.slice(0, 300)}`);
  const sessionId = sessionIdOf(res.body.data.url);
  const completed = await stripeControl.complete(sessionId);
  const subscriptionId: string = completed.subscription.id;
  await settled(completed);
  return { sessionId, subscriptionId, customerId: completed.subscription.customer as string, firstInvoiceId: completed.invoice.id as string, url: res.body.data.url as string };
}
