import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS, NOTIFICATION_SETTING, SEND_LIMITS, chapterDefaults, type InboxItem } from '@gro/config';
import { SUBSCRIPTION_USER } from '../src/platform/db/links';
import { type Client, createCompany, mailsTo, memberWithCompany, retireTestData, signInAdmin, signUpMember, sql, uniqueEmail, waitForMailWhere, waitUntil } from './helpers';

/**
 * The GRO newsletter on the shared cms: staff's newsletter (a row of the content type) is previewed,
 * tested and sent by an admin to an audience under each member's "GRO newsletter" setting; its
 * recipients read the issue; what waits can be cancelled; members cannot reach the admin routes;
 * hostile input is a clear 4xx; the admin's sends are limited.
 */
const run = `${process.pid}${Date.now().toString(36)}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const sqlite = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}').client === 'sqlite';
const stamp = () => (sqlite ? Date.now() : new Date());

type Member = Awaited<ReturnType<typeof signUpMember>>;

let admin: Client;
let chapterId: number;
let newsletterId: number;
let ann: Member;
let ben: Member;
let cat: Member;
let docs = 0;

/** A newsletter as staff save it in the content admin. */
async function newsletter(subject: string, body: string): Promise<number> {
  const at = stamp();
  const [row] = await sql('INSERT INTO newsletters (document_id, subject, body, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
    `nl${run}${(docs += 1)}`.slice(0, 24), subject, body, at, at, at,
  ]);
  return Number(row.id);
}

/** A subscription of the member's at the payment provider, in `status`. */
async function subscription(userId: number, status: string): Promise<void> {
  const at = stamp();
  const [row] = await sql('INSERT INTO subscriptions (document_id, status, stripe_subscription_id, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
    `sub${run}${(docs += 1)}`.slice(0, 24), status, `sub_nl_${run}_${docs}`, at, at, at,
  ]);
  await sql(`INSERT INTO ${SUBSCRIPTION_USER.table} (${SUBSCRIPTION_USER.owner}, ${SUBSCRIPTION_USER.target}) VALUES ($1, $2)`, [Number(row.id), userId]);
}

const sendOf = (id: number) => sql('SELECT status, recipients, sent, skipped, failed FROM announcements WHERE id = $1', [id]).then((rows) => rows[0]);
const setting = (m: Member, channel: 'email' | 'sms', value: boolean) => m.client.call('PUT', '/account/setting', { setting: { key: NOTIFICATION_SETTING.newsletter }, channel, value });

before(async () => {
  admin = await signInAdmin();
  const made = await admin.call('POST', '/chapter', { ...chapterDefaults, name: `Letters ${run}`, location: 'Guardian Building', email: uniqueEmail('chapter'), city: 'Detroit', state: 'MI', timeZone: 'America/Detroit' });
  assert.equal(made.status, 201, made.text);
  chapterId = Number(made.body.data.id);
  [ann, ben, cat] = await Promise.all(['ann', 'ben', 'cat'].map((tag) => signUpMember({ tag: `letter-${tag}`, firstname: tag[0]!.toUpperCase() + tag.slice(1), chapterId })));
  assert.equal((await setting(ben, 'email', false)).status, 200);
  // Ann and Ben read issues in the portal: members of a company (past the company gate).
  for (const [i, m] of [ann, ben].entries()) await createCompany(m.client, `Letters Co ${run} ${i}`);
  newsletterId = await newsletter(`Spring letter ${run}`, `Dear members,\n\nThe **spring summit** is on. [Programme](https://example.com/summit)\n\n<script>alert(1)</script> [x](javascript:alert(1))`);
});

after(() => retireTestData(run));

describe('the GRO newsletter', () => {
  it('an admin previews it for one chapter, tests it, sends it; the members with the setting on get it, every one reads the issue and has it in the notification centre', async () => {
    const subject = `Spring letter ${run}`;
    const to = { audience: 'chapter', chapterId };
    const preview = await admin.call('POST', `/newsletters/${newsletterId}/preview`, to);
    assert.equal(preview.status, 200, preview.text);
    assert.deepEqual([preview.body.data.members, preview.body.data.recipients], [3, 2], 'Ben turned the email off');
    assert.equal(preview.body.data.subject, subject);
    assert.match(preview.body.data.html, /<strong>spring summit<\/strong>/);
    assert.doesNotMatch(preview.body.data.html, /<script|href="javascript:/i, 'raw HTML and javascript: links are inert');
    assert.match(preview.body.data.sms, /^GRO newsletter: Spring letter/);

    const test = await admin.call('POST', `/newsletters/${newsletterId}/test`, to);
    assert.equal(test.status, 200, test.text);
    const adminEmail = (await admin.call('GET', '/account')).body.data.email as string;
    await waitForMailWhere(adminEmail, (m) => m.subject === NEWSLETTER_TEXTS.testSubject(subject), 20_000);
    assert.equal(Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'newsletter' AND newsletter_id = $1", [newsletterId]))[0].n), 0, 'a test is no send');

    const sent = await admin.call('POST', `/newsletters/${newsletterId}/send`, to);
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.body.message.message, NEWSLETTER_MESSAGES.sent(2).message);
    const id = Number(sent.body.data.id);
    await waitUntil(async () => (await sendOf(id))?.status === 'sent', 'the newsletter is sent', 30_000);
    assert.deepEqual(Object.values(await sendOf(id)).slice(1).map(Number), [3, 2, 1, 0], 'recipients, sent, skipped (Ben), failed');

    const toAnn = await waitForMailWhere(ann.email, (m) => m.subject === subject, 20_000);
    assert.match(toAnn.text ?? '', /Hello Ann,/);
    assert.match(String(toAnn.html), new RegExp(`/portal/newsletter/${id}`));
    assert.ok(toAnn.headerLines.some((h) => h.key === 'list-unsubscribe-post'), 'one-click unsubscribe');
    assert.match(toAnn.text ?? '', /GRO newsletter/, 'the unsubscribe line names the setting it turns off');
    await waitForMailWhere(cat.email, (m) => m.subject === subject, 20_000);
    assert.equal((await mailsTo(ben.email)).filter((m) => m.subject === subject).length, 0);

    for (const m of [ann, ben, cat]) {
      const items = ((await m.client.call('GET', '/account/inbox')).body.data.items as InboxItem[]).filter((i) => i.kind === 'newsletter');
      assert.deepEqual(items.map((i) => [i.title, i.link]), [[subject, `/portal/newsletter/${id}`]]);
    }
    const issue = await ben.client.call('GET', `/newsletter-issues/${id}`);
    assert.equal(issue.status, 200, issue.text);
    assert.equal(issue.body.data.subject, subject);
    assert.match(issue.body.data.html, /<strong>spring summit<\/strong>/);

    // A member it did not go to: the same 404 as an unknown issue.
    const stranger = await memberWithCompany();
    const notTheirs = await stranger.client.call('GET', `/newsletter-issues/${id}`);
    assert.equal(notTheirs.status, 404);
    assert.equal(notTheirs.body.message.message, NEWSLETTER_MESSAGES.issueNotFound);
    assert.equal((await stranger.client.call('GET', '/newsletter-issues/999999999')).status, 404);

    // The admins' list: the newsletter with this send.
    const list = await admin.call('GET', '/newsletters');
    assert.equal(list.status, 200, list.text);
    const mine = list.body.data.items.find((n: { id: number }) => n.id === newsletterId);
    assert.deepEqual(mine.sends.map((s: { id: number; audience: string; chapter: { id: number }; status: string; counts: unknown }) => [s.id, s.audience, s.chapter.id, s.status, s.counts]), [
      [id, 'chapter', chapterId, 'sent', { recipients: 3, sent: 2, skipped: 1, failed: 0 }],
    ]);
  });

  it('everyone and the members with a live subscription: counted by the preview (active or trialing only)', async () => {
    const reach = async (audience: string) => {
      const res = await admin.call('POST', `/newsletters/${newsletterId}/preview`, { audience });
      assert.equal(res.status, 200, res.text);
      return res.body.data as { members: number; recipients: number };
    };
    const everyone = await reach('everyone');
    const [{ n }] = await sql("SELECT COUNT(*) AS n FROM up_users WHERE status = 'Active' AND confirmed = $1 AND (blocked IS NULL OR blocked = $2)", [sqlite ? 1 : true, sqlite ? 0 : false]);
    assert.equal(everyone.members, Number(n), 'every Active, verified member');
    assert.ok(everyone.recipients < everyone.members, 'Ben, at least, turned it off');

    const before = await reach('subscribers');
    await subscription(ann.id, 'active');
    await subscription(ben.id, 'trialing');
    await subscription(cat.id, 'canceled');
    const afterwards = await reach('subscribers');
    assert.deepEqual([afterwards.members - before.members, afterwards.recipients - before.recipients], [2, 1], 'Ann and Ben (who turned it off) count; Cat\u2019s subscription ended');
  });

  it('a scheduled send waits, is cancelled by an admin, and is never read by a member', async () => {
    const sendAt = new Date(Date.now() + 2 * DAY_MS).toISOString();
    const scheduled = await admin.call('POST', `/newsletters/${newsletterId}/send`, { audience: 'chapter', chapterId, sendAt });
    assert.equal(scheduled.status, 201, scheduled.text);
    assert.equal(scheduled.body.message.message, NEWSLETTER_MESSAGES.scheduled.message);
    const id = Number(scheduled.body.data.id);
    assert.equal((await ann.client.call('GET', `/newsletter-issues/${id}`)).status, 404);
    assert.equal((await cat.client.call('GET', `/newsletter-issues/${id}`)).status, 403, 'Cat has no company yet: the company gate');
    assert.equal((await admin.call('GET', `/newsletter-issues/${id}`)).status, 200);
    assert.equal((await ann.client.call('DELETE', `/newsletter-issues/${id}`)).status, 403);
    const cancelled = await admin.call('DELETE', `/newsletter-issues/${id}`);
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal((await sql('SELECT COUNT(*) AS n FROM announcements WHERE id = $1', [id]))[0].n, sqlite ? 0 : '0');
    assert.equal((await admin.call('DELETE', `/newsletter-issues/${id}`)).status, 404);
  });

  it('members get 403 from every admin route and nothing is sent', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/newsletters'],
      ['POST', `/newsletters/${newsletterId}/preview`, { audience: 'everyone' }],
      ['POST', `/newsletters/${newsletterId}/test`, { audience: 'everyone' }],
      ['POST', `/newsletters/${newsletterId}/send`, { audience: 'everyone' }],
    ];
    const before = Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'newsletter'"))[0].n);
    for (const [method, path, body] of calls) assert.equal((await ann.client.call(method, path, body)).status, 403, `${method} ${path}`);
    assert.equal(Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'newsletter'"))[0].n), before);
  });

  it('hostile or wrong input is a clear 400 or 404 naming the problem, never a 500, and sends nothing', async () => {
    const empty = await newsletter(`Unfinished ${run}`, '   ');
    const before = Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'newsletter'"))[0].n);
    const cases: [string, unknown, number, RegExp][] = [
      [`/newsletters/${newsletterId}/send`, { audience: 'martians' }, 400, /Send to must be one of/],
      [`/newsletters/${newsletterId}/send`, { audience: 'chapter' }, 400, new RegExp(NEWSLETTER_MESSAGES.chapterRequired)],
      [`/newsletters/${newsletterId}/send`, { audience: 'chapter', chapterId: 999_999_999 }, 400, /active chapters/],
      [`/newsletters/${newsletterId}/send`, { audience: ['everyone'], chapterId: { $gt: 0 } }, 400, /./],
      [`/newsletters/${newsletterId}/send`, { audience: 'everyone', sendAt: '2020-01-01T00:00:00Z' }, 400, /future/],
      [`/newsletters/${newsletterId}/send`, { audience: 'everyone', sendAt: 'tomorrow\r\nBcc: x@example.com' }, 400, /date and time/],
      [`/newsletters/${newsletterId}/send`, JSON.parse('{"audience":"chapter","__proto__":{"audience":"everyone"}}'), 400, /__proto__/],
      [`/newsletters/${empty}/send`, { audience: 'everyone' }, 400, /no subject or no body/],
      ['/newsletters/999999999/send', { audience: 'everyone' }, 404, /does not exist/],
      ['/newsletters/abc/send', { audience: 'everyone' }, 400, /whole number/],
      ['/newsletters/1%00/preview', { audience: 'everyone' }, 400, /NUL character/],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await admin.call('POST', path, body);
      assert.equal(res.status, status, `${path} ${JSON.stringify(body)}: ${res.text}`);
      assert.match(res.body.message.message, message, path);
    }
    assert.equal(Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'newsletter'"))[0].n), before);
    assert.equal((await admin.call('GET', '/newsletters?page=0')).status, 400);
  });

  it(`an admin sends or schedules ${SEND_LIMITS.newsletterSendsPerHour.max} an hour; the next is 429 and writes nothing (refused ones above were not counted)`, async () => {
    // This file's sends so far: the chapter's and the scheduled one (cancelled: still counted); the refused ones were given back.
    const limit = SEND_LIMITS.newsletterSendsPerHour.max;
    const body = { audience: 'chapter', chapterId, sendAt: new Date(Date.now() + DAY_MS).toISOString() };
    const statuses: number[] = [];
    for (let i = 0; i < limit - 1; i += 1) statuses.push((await admin.call('POST', `/newsletters/${newsletterId}/send`, body)).status);
    assert.deepEqual(statuses, [...Array(limit - 2).fill(201), 429]);
    const before = Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'newsletter'"))[0].n);
    assert.equal((await admin.call('POST', `/newsletters/${newsletterId}/send`, body)).status, 429);
    assert.equal(Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'newsletter'"))[0].n), before);
    await sql("DELETE FROM announcements WHERE kind = 'newsletter' AND status = 'scheduled' AND newsletter_id = $1", [newsletterId]);
  });
});
