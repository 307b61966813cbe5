import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  AUTH_TEXTS, FINANCE_SORT_FIELDS, LIST_LIMITS, PAYMENT_MESSAGES, PORTAL_MESSAGES, SERVER_MESSAGES, mustBeText, requiredLabel,
  type ActivityEntry, type InvoiceRow, type SubscriptionLogRow, type SubscriptionRow,
} from '@gro/config';
import { Client, makeAdmin, memberWithCompany, retireTestData, signInAdmin, signUpMember, sql, waitUntil } from './helpers';
import { PRICES, stripeApi, stripeControl, subscribe, subscriptionRows } from './payments/stripe';

const run = `${process.pid}${Date.now().toString(36)}`;
const dbInfo = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}');
const isPostgres = dbInfo.client === 'postgres';

// Other files count Active members exactly.
after(() => retireTestData(run));

/** A moment as the database keeps Strapi's datetimes: milliseconds on SQLite, a timestamp on PostgreSQL. */
const at = (iso: string | null) => (iso === null ? null : isPostgres ? iso : Date.parse(iso));
const flag = (value: boolean) => (isPostgres ? value : Number(value));

let docs = 0;
/** Inserts a row as Strapi stores it, linked to a member or to nobody (a deleted account). */
async function insertRow(table: string, link: { table: string; column: string }, values: Record<string, unknown>, userId: number | null): Promise<number> {
  const stamp = at('2031-01-01T00:00:00.000Z');
  const row = { document_id: `dfin${run}${(docs += 1)}`, updated_at: stamp, published_at: stamp, ...values };
  const columns = Object.keys(row);
  const [inserted] = await sql(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(row));
  const id = Number(inserted.id);
  if (userId !== null) await sql(`INSERT INTO ${link.table} (${link.column}, user_id) VALUES ($1, $2)`, [id, userId]);
  return id;
}

const ids = <T extends { id: number }>(items: T[]) => items.map((item) => item.id);

/** A 400 naming one parameter. */
function assertBadParameter(res: { status: number; body: any; text: string }, parameter: string, message: string) {
  assert.equal(res.status, 400, res.text);
  assert.equal(res.body.message.message, message);
  assert.deepEqual(res.body.details.errors.map((e: any) => e.path.join('.')), [parameter]);
}

describe('the finance routes are for admins only', () => {
  let member: Client;
  let newcomer: Client;
  before(async () => {
    member = (await memberWithCompany()).client;
    newcomer = (await signUpMember({ tag: 'fin-newcomer' })).client;
  });
  const routes: [string, string, unknown?][] = [
    ['GET', '/invoice'],
    ['GET', '/subscription'],
    ['GET', '/subscription/log'],
    ['POST', '/subscription/cancel', { stripeSubscriptionId: 'sub_anything' }],
  ];
  for (const [method, path, body] of routes) {
    it(`${method} ${path}: 401 for a visitor, 403 for members with or without a company`, async () => {
      assert.equal((await new Client().call(method, path, body)).status, 401);
      for (const client of [member, newcomer]) {
        const res = await client.call(method, path, body);
        assert.equal(res.status, 403, res.text);
        assert.equal(res.body.message.message, AUTH_TEXTS.adminOnly);
      }
    });
  }
});

describe('GET /invoice, /subscription and /subscription/log: pages of rows in the shape of the contract', () => {
  let admin: Client;
  let ada: { id: number; email: string };
  let bea: { id: number; email: string };
  const inv: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };
  const sub: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };
  const log: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };
  const payload = { id: `evt_fin${run}_a`, type: 'invoice.paid', data: { object: { id: 'in_x', amount_paid: 2500, nested: { deep: [1, 2, { x: 'é ✓' }] } } } };
  const invoiceLink = { table: 'invoices_user_lnk', column: 'invoice_id' };
  const subscriptionLink = { table: 'subscriptions_user_lnk', column: 'subscription_id' };
  const logLink = { table: 'subscription_logs_user_lnk', column: 'subscription_log_id' };

  before(async () => {
    admin = await signInAdmin();
    ada = await signUpMember({ tag: 'fin-ada', firstname: 'Ada', lastname: `Ledger${run}` });
    bea = await signUpMember({ tag: 'fin-bea', firstname: 'Bea', lastname: `Tally${run}` });
    const invoice = (key: string, status: string, total: number, due: string | null, paid: string | null, created: string) => ({
      stripe_invoice_id: `in_fin${run}_${key}`, status, total, currency: 'usd', due_date: at(due), paid_at: at(paid),
      hosted_invoice_url: `https://invoice.stripe.test/${key}`, created_at: at(created),
    });
    inv.a = await insertRow('invoices', invoiceLink, invoice('a', 'paid', 2500, '2031-01-10T00:00:00.000Z', '2031-01-05T00:00:00.000Z', '2031-01-01T00:00:00.000Z'), ada.id);
    inv.b = await insertRow('invoices', invoiceLink, invoice('b', 'open', 25000, '2031-02-10T00:00:00.000Z', null, '2031-02-01T00:00:00.000Z'), bea.id);
    inv.c = await insertRow('invoices', invoiceLink, invoice('c', 'void', 100, null, null, '2031-03-01T00:00:00.000Z'), ada.id);
    inv.d = await insertRow('invoices', invoiceLink, invoice('d', 'paid', 999, '2031-04-10T00:00:00.000Z', '2031-04-01T00:00:00.000Z', '2031-04-01T00:00:00.000Z'), null);

    const subscription = (key: string, status: string, price: string | null, periodEnd: string | null, canceledAt: string | null, cancelled: boolean, atPeriodEnd: boolean, created: string) => ({
      stripe_subscription_id: `sub_fin${run}_${key}`, status, price_id: price, current_period_end: at(periodEnd), canceled_at: at(canceledAt),
      is_cancelled: flag(cancelled), cancel_at_period_end: flag(atPeriodEnd), created_at: at(created),
    });
    sub.a = await insertRow('subscriptions', subscriptionLink, subscription('a', 'active', PRICES.monthly, '2031-02-01T00:00:00.000Z', null, false, false, '2031-01-01T00:00:00.000Z'), ada.id);
    sub.b = await insertRow('subscriptions', subscriptionLink, subscription('b', 'past_due', PRICES.yearly, '2032-01-01T00:00:00.000Z', null, false, false, '2031-02-01T00:00:00.000Z'), bea.id);
    sub.c = await insertRow('subscriptions', subscriptionLink, subscription('c', 'canceled', 'price_retired', null, '2031-03-05T00:00:00.000Z', true, false, '2031-03-01T00:00:00.000Z'), ada.id);
    sub.d = await insertRow('subscriptions', subscriptionLink, subscription('d', 'trialing', null, '2031-05-01T00:00:00.000Z', null, false, true, '2031-04-01T00:00:00.000Z'), null);

    const entry = (key: string, type: string, raw: unknown, created: string) => ({ stripe_event_id: `evt_fin${run}_${key}`, type, raw_payload: JSON.stringify(raw), created_at: at(created) });
    log.a = await insertRow('subscription_logs', logLink, entry('a', 'invoice.paid', payload, '2031-01-01T00:00:00.000Z'), ada.id);
    log.b = await insertRow('subscription_logs', logLink, entry('b', 'customer.subscription.updated', { id: `evt_fin${run}_b` }, '2031-02-01T00:00:00.000Z'), bea.id);
    log.c = await insertRow('subscription_logs', logLink, entry('c', 'charge.refunded', { id: `evt_fin${run}_c` }, '2031-03-01T00:00:00.000Z'), null);
  });

  const page = async (path: string) => {
    const res = await admin.call('GET', path);
    assert.equal(res.status, 200, res.text);
    return res.body.data as { items: any[]; pagination: { page: number; pageSize: number; pageCount: number; total: number } };
  };
  const marker = () => `fin${run}`;

  it('GET /invoice: every field of an invoice row, the member (null once the account is gone), totals in cents', async () => {
    const { items, pagination } = await page(`/invoice?q=${marker()}`);
    assert.deepEqual(pagination, { page: 1, pageSize: LIST_LIMITS.defaultPageSize, pageCount: 1, total: 4 });
    assert.deepEqual(ids(items), [inv.d, inv.c, inv.b, inv.a], 'newest first');
    const a: InvoiceRow = items.find((i: InvoiceRow) => i.id === inv.a);
    assert.deepEqual(a, {
      id: inv.a, stripeInvoiceId: `in_fin${run}_a`, user: { id: ada.id, fullname: `Ada Ledger${run}`, email: ada.email }, status: 'paid', total: 2500, currency: 'usd',
      dueDate: '2031-01-10T00:00:00.000Z', paidAt: '2031-01-05T00:00:00.000Z', hostedInvoiceUrl: 'https://invoice.stripe.test/a', createdAt: '2031-01-01T00:00:00.000Z',
    });
    assert.equal(items.find((i: InvoiceRow) => i.id === inv.d).user, null);
    assert.equal(items.find((i: InvoiceRow) => i.id === inv.b).paidAt, null);
  });

  const invoiceOrders: [string, (keyof typeof inv)[]][] = [
    ['createdAt:asc', ['a', 'b', 'c', 'd']],
    ['createdAt:desc', ['d', 'c', 'b', 'a']],
    ['total:asc', ['c', 'd', 'a', 'b']],
    ['total:desc', ['b', 'a', 'd', 'c']],
    ['status:asc', ['b', 'a', 'd', 'c']],
    ['status:desc', ['c', 'd', 'a', 'b']],
    ['dueDate:asc', ['a', 'b', 'd', 'c']],
    ['dueDate:desc', ['d', 'b', 'a', 'c']],
    ['paidAt:asc', ['a', 'd', 'b', 'c']],
    ['paidAt:desc', ['d', 'a', 'c', 'b']],
    ['total', ['c', 'd', 'a', 'b']],
  ];
  for (const [sort, order] of invoiceOrders) {
    it(`GET /invoice?sort=${sort}: ${order.join(', ')} (empty dates last either way, then by id)`, async () => {
      assert.deepEqual(ids((await page(`/invoice?q=${marker()}&sort=${sort}`)).items), order.map((k) => inv[k]));
    });
  }

  it('GET /invoice: search by first or last name, full name, email, status or Stripe id; LIKE wildcards are plain text', async () => {
    const found = async (q: string) => ids((await page(`/invoice?pageSize=100&q=${encodeURIComponent(q)}`)).items);
    assert.deepEqual(await found(`Ledger${run}`), [inv.c, inv.a]);
    assert.deepEqual(await found(`ADA LEDGER${run.toUpperCase()}`), [inv.c, inv.a]);
    assert.deepEqual(await found(`  tally${run}  `), [inv.b], 'trimmed, any letter case');
    assert.deepEqual(await found(bea.email), [inv.b]);
    assert.deepEqual(await found(`in_fin${run}_d`), [inv.d]);
    const voided = await found('void');
    assert.ok(voided.includes(inv.c) && !voided.includes(inv.a) && !voided.includes(inv.b));
    assert.deepEqual(await found(`in%fin${run}`), [], '% is no wildcard');
    assert.deepEqual(await found(`in_fin${run}_%`), []);
    assert.deepEqual(await found(`fin${run}\\`), [], 'a backslash is text too');
  });

  it('GET /invoice: pages of pageSize rows; a page past the end is empty', async () => {
    const second = await page(`/invoice?q=${marker()}&pageSize=3&page=2`);
    assert.deepEqual(ids(second.items), [inv.a]);
    assert.deepEqual(second.pagination, { page: 2, pageSize: 3, pageCount: 2, total: 4 });
    const beyond = await page(`/invoice?q=${marker()}&pageSize=3&page=999999999`);
    assert.deepEqual(beyond.items, []);
    assert.equal(beyond.pagination.total, 4);
  });

  it('GET /subscription: every field of a subscription row; the plan label from the configured price ids', async () => {
    const { items } = await page(`/subscription?q=sub_${marker()}`);
    assert.deepEqual(ids(items), [sub.d, sub.c, sub.b, sub.a]);
    const byId = (id: number): SubscriptionRow => items.find((s: SubscriptionRow) => s.id === id);
    assert.deepEqual(byId(sub.a), {
      id: sub.a, stripeSubscriptionId: `sub_fin${run}_a`, user: { id: ada.id, fullname: `Ada Ledger${run}`, email: ada.email }, status: 'active', priceId: PRICES.monthly,
      planLabel: 'Monthly', currentPeriodEnd: '2031-02-01T00:00:00.000Z', canceledAt: null, isCancelled: false, cancelAtPeriodEnd: false, createdAt: '2031-01-01T00:00:00.000Z',
    });
    assert.equal(byId(sub.b).planLabel, 'Yearly');
    assert.deepEqual([byId(sub.c).planLabel, byId(sub.c).isCancelled, byId(sub.c).canceledAt], [null, true, '2031-03-05T00:00:00.000Z'], 'a price no longer configured has no label');
    assert.deepEqual([byId(sub.d).user, byId(sub.d).priceId, byId(sub.d).cancelAtPeriodEnd], [null, null, true]);
  });

  const subscriptionOrders: [string, (keyof typeof sub)[]][] = [
    ['createdAt:asc', ['a', 'b', 'c', 'd']],
    ['status:asc', ['a', 'c', 'b', 'd']],
    ['status:desc', ['d', 'b', 'c', 'a']],
    ['currentPeriodEnd:asc', ['a', 'd', 'b', 'c']],
    ['currentPeriodEnd:desc', ['b', 'd', 'a', 'c']],
  ];
  for (const [sort, order] of subscriptionOrders) {
    it(`GET /subscription?sort=${sort}: ${order.join(', ')}`, async () => {
      assert.deepEqual(ids((await page(`/subscription?q=sub_${marker()}&sort=${sort}`)).items), order.map((k) => sub[k]));
    });
  }

  it("GET /subscription: search by member, email, status ('past_due': the underscore is text) or Stripe id", async () => {
    const found = async (q: string) => ids((await page(`/subscription?pageSize=100&q=${encodeURIComponent(q)}`)).items);
    assert.deepEqual(await found(`Ledger${run}`), [sub.c, sub.a]);
    assert.deepEqual(await found(ada.email), [sub.c, sub.a]);
    assert.deepEqual(await found(`sub_fin${run}_b`), [sub.b]);
    const pastDue = await found('past_due');
    assert.ok(pastDue.includes(sub.b) && !pastDue.includes(sub.a));
    assert.deepEqual(await found(`past%due ${run}`), []);
  });

  it('GET /subscription/log: newest first, each with its raw payload as Stripe sent it', async () => {
    const { items } = await page(`/subscription/log?q=evt_${marker()}`);
    assert.deepEqual(ids(items), [log.c, log.b, log.a]);
    const a: SubscriptionLogRow = items.find((l: SubscriptionLogRow) => l.id === log.a);
    assert.deepEqual(a, {
      id: log.a, stripeEventId: `evt_fin${run}_a`, type: 'invoice.paid', user: { id: ada.id, fullname: `Ada Ledger${run}`, email: ada.email },
      createdAt: '2031-01-01T00:00:00.000Z', rawPayload: payload,
    });
    assert.equal(items.find((l: SubscriptionLogRow) => l.id === log.c).user, null);
    assert.deepEqual(ids((await page(`/subscription/log?q=evt_${marker()}&sort=type:asc`)).items), [log.c, log.b, log.a]);
    assert.deepEqual(ids((await page(`/subscription/log?q=evt_${marker()}&sort=type:desc`)).items), [log.a, log.b, log.c]);
    assert.deepEqual(ids((await page(`/subscription/log?q=evt_${marker()}&sort=createdAt:asc`)).items), [log.a, log.b, log.c]);
    assert.deepEqual(ids((await page(`/subscription/log?pageSize=100&q=Tally${run}`)).items), [log.b]);
    const updated = ids((await page('/subscription/log?pageSize=100&q=customer.subscription.updated')).items);
    assert.ok(updated.includes(log.b) && !updated.includes(log.a));
  });

  const lists: [string, readonly string[]][] = [
    ['/invoice', FINANCE_SORT_FIELDS.invoice],
    ['/subscription', FINANCE_SORT_FIELDS.subscription],
    ['/subscription/log', FINANCE_SORT_FIELDS.subscriptionLog],
  ];
  for (const [path, fields] of lists) {
    it(`GET ${path}: hostile paging, sorting and search parameters are a 400 naming the parameter`, async () => {
      const bad: [string, string, string][] = [
        ['page=0', 'page', PORTAL_MESSAGES.badPage],
        ['page=-1', 'page', PORTAL_MESSAGES.badPage],
        ['page=1.5', 'page', PORTAL_MESSAGES.badPage],
        ['page=abc', 'page', PORTAL_MESSAGES.badPage],
        ['page=1e3', 'page', PORTAL_MESSAGES.badPage],
        ['page=99999999999999999999', 'page', PORTAL_MESSAGES.badPage],
        ['pageSize=0', 'pageSize', PORTAL_MESSAGES.badPageSize],
        ['pageSize=101', 'pageSize', PORTAL_MESSAGES.badPageSize],
        ['pageSize=%20', 'pageSize', PORTAL_MESSAGES.badPageSize],
        ['sort=colour:asc', 'sort', PORTAL_MESSAGES.badSort(fields)],
        ['sort=createdAt:up', 'sort', PORTAL_MESSAGES.badSort(fields)],
        ['sort=createdAt:asc:desc', 'sort', PORTAL_MESSAGES.badSort(fields)],
        ['sort=id:asc', 'sort', PORTAL_MESSAGES.badSort(fields)],
        ['sort=created_at;DROP TABLE invoices', 'sort', PORTAL_MESSAGES.badSort(fields)],
        [`q=${'x'.repeat(LIST_LIMITS.searchMaxLength + 1)}`, 'q', PORTAL_MESSAGES.searchTooLong],
        ['page=1&page=2', 'page', PORTAL_MESSAGES.parameterRepeated('page')],
        ['q[]=a', 'q', PORTAL_MESSAGES.parameterRepeated('q')],
        ['sort[$ne]=x', 'sort', PORTAL_MESSAGES.parameterRepeated('sort')],
      ];
      for (const [query, parameter, message] of bad) assertBadParameter(await admin.call('GET', `${path}?${query}`), parameter, message);
      const nul = await admin.call('GET', `${path}?q=a%00b`);
      assert.equal(nul.status, 400);
      assert.equal(nul.body.message.message, SERVER_MESSAGES.nulCharacter);
      const injection = await admin.call('GET', `${path}?q=${encodeURIComponent("'; DROP TABLE invoices; --")}`);
      assert.equal(injection.status, 200, 'a search is a bound parameter');
      assert.ok(Number((await sql('SELECT COUNT(*) AS n FROM invoices'))[0].n) >= 4, 'the table is still there');
    });
  }

  describe('POST /subscription/cancel without Stripe behind the row', () => {
    it('an id not in the table: 404, whatever its shape', async () => {
      for (const id of ['sub_not_ours', 'x'.repeat(20_000), `sub_fin${run}_A`, ' sub_fin' + run + '_a', '%', "' OR 1=1 --"]) {
        const res = await admin.call('POST', '/subscription/cancel', { stripeSubscriptionId: id });
        assert.equal(res.status, 404, `${id.slice(0, 40)}: ${res.text}`);
        assert.equal(res.body.message.message, PAYMENT_MESSAGES.subscriptionNotFound);
      }
    });

    it('a body without a text id is a 400 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{}, requiredLabel('Subscription')],
        [{ stripeSubscriptionId: '' }, requiredLabel('Subscription')],
        [{ stripeSubscriptionId: null }, requiredLabel('Subscription')],
        [{ stripeSubscriptionId: 42 }, mustBeText('Subscription')],
        [{ stripeSubscriptionId: ['sub_a', 'sub_b'] }, mustBeText('Subscription')],
        [{ stripeSubscriptionId: { $ne: null } }, mustBeText('Subscription')],
        [{ stripeSubscriptionId: true }, mustBeText('Subscription')],
      ];
      for (const [body, message] of cases) assertBadParameter(await admin.call('POST', '/subscription/cancel', body), 'stripeSubscriptionId', message);
      const list = await admin.call('POST', '/subscription/cancel', [{ stripeSubscriptionId: 'sub_a' }]);
      assert.equal(list.status, 400);
      assert.equal(list.body.message.message, SERVER_MESSAGES.bodyNotObject);
      const nul = await admin.call('POST', '/subscription/cancel', { stripeSubscriptionId: 'sub\u0000x' });
      assert.equal(nul.status, 400);
      const proto = await admin.call('POST', '/subscription/cancel', JSON.parse('{"__proto__": {"isAdmin": true}, "stripeSubscriptionId": "sub_a"}'));
      assert.equal(proto.status, 400);
    });

    it('an already canceled subscription: 409 at once, Stripe is not asked', async () => {
      const res = await admin.call('POST', '/subscription/cancel', { stripeSubscriptionId: `sub_fin${run}_c` });
      assert.equal(res.status, 409, res.text);
      assert.equal(res.body.message.message, PAYMENT_MESSAGES.alreadyCanceled);
    });

    it('Stripe failing (it has no such subscription): 502, the row stays live and may be tried again', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await admin.call('POST', '/subscription/cancel', { stripeSubscriptionId: `sub_fin${run}_a` });
        assert.equal(res.status, 502, res.text);
        assert.equal(res.body.message.message, PAYMENT_MESSAGES.paymentProviderFailed);
      }
      const [row] = await sql('SELECT status, is_cancelled FROM subscriptions WHERE id = $1', [sub.a]);
      assert.deepEqual([row.status, Boolean(row.is_cancelled)], ['active', false]);
      const activity = await admin.call('GET', '/activity?pageSize=100');
      assert.ok(!activity.body.data.items.some((e: ActivityEntry) => e.subject === 'subscription' && e.subjectId === String(sub.a)), 'nothing recorded');
    });
  });
});

describe('POST /subscription/cancel against Stripe (the loopback simulator)', () => {
  let admin: Client;
  let otherAdmin: Client;
  let adminId: number;
  before(async () => {
    admin = await signInAdmin();
    adminId = (await admin.call('GET', '/account')).body.data.id;
    const second = await signUpMember({ tag: 'fin-admin' });
    await makeAdmin(second.id);
    otherAdmin = second.client;
  });

  const cancel = (client: Client, stripeSubscriptionId: string) => client.call('POST', '/subscription/cancel', { stripeSubscriptionId });

  it("cancels at once at Stripe: 200 with the row and the message, the member's own status follows, the activity log records it; a second cancel is a 409", async () => {
    const member = await memberWithCompany(`Fin Cancel Co ${run}`);
    const { subscriptionId } = await subscribe(member, PRICES.monthly);
    assert.equal((await subscriptionRows({ stripeSubscriptionId: subscriptionId }))[0]!.status, 'active');

    const res = await cancel(admin, subscriptionId);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.message, { title: PAYMENT_MESSAGES.canceledTitle, message: PAYMENT_MESSAGES.canceled('Test Member') });
    const row: SubscriptionRow = res.body.data;
    assert.equal(row.stripeSubscriptionId, subscriptionId);
    assert.equal(row.status, 'canceled');
    assert.equal(row.isCancelled, true);
    assert.equal(row.cancelAtPeriodEnd, false);
    assert.ok(row.canceledAt && Math.abs(Date.parse(row.canceledAt) - Date.now()) < 10 * 60_000, `canceledAt ${row.canceledAt}`);
    assert.deepEqual([row.user?.id, row.planLabel, row.priceId], [member.id, 'Monthly', PRICES.monthly]);

    assert.equal((await stripeApi.subscriptions.retrieve(subscriptionId)).status, 'canceled', 'Stripe has it canceled');
    const own = await member.client.call('GET', '/account');
    assert.equal(own.body.data.subscription?.status, 'canceled', "the member's own status");

    const activity = await admin.call('GET', '/activity?pageSize=100');
    const entry: ActivityEntry | undefined = activity.body.data.items.find((e: ActivityEntry) => e.subject === 'subscription' && e.subjectId === String(row.id));
    assert.ok(entry, 'the cancellation is in the activity log');
    assert.equal(entry.action, 'cancel');
    assert.equal(entry.actor?.id, adminId);
    assert.equal(entry.summary, `Canceled the subscription of Test Member (${subscriptionId})`);
    assert.deepEqual(entry.before, { status: 'active', isCancelled: false });
    assert.deepEqual(entry.after, { status: 'canceled', isCancelled: true, canceledAt: row.canceledAt });

    const again = await cancel(admin, subscriptionId);
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.message.message, PAYMENT_MESSAGES.alreadyCanceled);
    const listed = (await admin.call('GET', `/subscription?q=${subscriptionId}`)).body.data.items;
    assert.deepEqual(listed.map((s: SubscriptionRow) => [s.id, s.status, s.isCancelled]), [[row.id, 'canceled', true]]);
  });

  it('two admins cancelling one subscription at once: one 200, one 409, one activity entry', async () => {
    const member = await memberWithCompany(`Fin Race Co ${run}`);
    const { subscriptionId } = await subscribe(member, PRICES.yearly);
    const answers = await Promise.all([cancel(admin, subscriptionId), cancel(otherAdmin, subscriptionId)]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409], answers.map((a) => a.text).join('\n'));
    const [row] = await subscriptionRows({ stripeSubscriptionId: subscriptionId });
    assert.deepEqual([row!.status, row!.isCancelled], ['canceled', true]);
    const id = answers.find((a) => a.status === 200)!.body.data.id;
    const entries = (await admin.call('GET', '/activity?pageSize=100')).body.data.items.filter((e: ActivityEntry) => e.subject === 'subscription' && e.subjectId === String(id));
    assert.equal(entries.length, 1);
  });

  it('already canceled at Stripe, before its webhook arrived: 409, and the row now says so', async () => {
    const member = await memberWithCompany(`Fin Ended Co ${run}`);
    const { subscriptionId, customerId } = await subscribe(member, PRICES.monthly);
    await stripeControl.deliveries(false, customerId);
    try {
      await stripeApi.subscriptions.cancel(subscriptionId);
      assert.equal((await subscriptionRows({ stripeSubscriptionId: subscriptionId }))[0]!.status, 'active', 'the cms has not heard yet');
      const res = await cancel(admin, subscriptionId);
      assert.equal(res.status, 409, res.text);
      assert.equal(res.body.message.message, PAYMENT_MESSAGES.alreadyCanceled);
      const [row] = await subscriptionRows({ stripeSubscriptionId: subscriptionId });
      assert.deepEqual([row!.status, row!.isCancelled], ['canceled', true]);
    } finally {
      await stripeControl.deliveries(true, customerId);
    }
  });

  it('a subscription Stripe has but our table does not: 404, and Stripe is never asked to cancel it', async () => {
    const member = await memberWithCompany(`Fin Foreign Co ${run}`);
    const { subscriptionId, customerId } = await subscribe(member, PRICES.monthly);
    await stripeControl.deliveries(false, customerId);
    try {
      const [row] = await sql('SELECT id FROM subscriptions WHERE stripe_subscription_id = $1', [subscriptionId]);
      await sql('DELETE FROM subscriptions_user_lnk WHERE subscription_id = $1', [row.id]);
      await sql('DELETE FROM subscriptions WHERE id = $1', [row.id]);
      const res = await cancel(admin, subscriptionId);
      assert.equal(res.status, 404, res.text);
      assert.equal((await stripeApi.subscriptions.retrieve(subscriptionId)).status, 'active');
    } finally {
      await stripeControl.deliveries(true, customerId);
    }
  });

  it("the webhook writes the dues ledger: a paid invoice for the member's chapter in its month, a refund against it", async () => {
    const member = await memberWithCompany(`Fin Dues Co ${run}`);
    const { firstInvoiceId } = await subscribe(member, PRICES.monthly);
    const entries = () => sql('SELECT kind, amount_cents, currency, month, chapter_id FROM dues_entries WHERE stripe_invoice_id = $1 ORDER BY kind', [firstInvoiceId]);
    await waitUntil(async () => (await entries()).length === 1, 'the payment entry');
    const [payment] = await entries();
    const month = new Date().toISOString().slice(0, 7);
    assert.deepEqual({ ...payment, amount_cents: Number(payment.amount_cents), chapter_id: Number(payment.chapter_id) }, { kind: 'payment', amount_cents: 2500, currency: 'usd', month, chapter_id: member.chapterId });
    await stripeControl.refund(firstInvoiceId, 1000);
    await waitUntil(async () => (await entries()).length === 2, 'the refund entry');
    const [, refunded] = await entries();
    assert.deepEqual({ ...refunded, amount_cents: Number(refunded.amount_cents), chapter_id: Number(refunded.chapter_id) }, { kind: 'refund', amount_cents: 1000, currency: 'usd', month, chapter_id: member.chapterId });
  });
});
