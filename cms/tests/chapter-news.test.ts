import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTER_NEWS_MESSAGES, CHAPTER_NEWS_TEXTS, NOTIFICATION_SETTING, SEND_LIMITS, chapterDefaults, eventDefaults, eventFormToPayload, type InboxItem } from '@gro/config';
import { approveCompany, type Client, createCompany, mailsTo, memberWithCompany, retireTestData, signInAdmin, signUpMember, sql, uniqueEmail, waitForMailWhere, waitUntil } from './helpers';

/**
 * Chapter news on the shared cms: a chapter's leader previews news as members will get it, tests it
 * on their own address, then sends it; it reaches the chapter's members by their "Chapter news"
 * settings (email on by default, SMS where on) and every one's notification centre; the archive and
 * each item are for the chapter's members; scheduling, cancelling and the weekly limit.
 */
const run = `${process.pid}${Date.now().toString(36)}`;
const DAY_MS = 24 * 60 * 60 * 1000;

type Member = Awaited<ReturnType<typeof signUpMember>>;

let admin: Client;
let chapterId: number;
let eventId: number;
let leader: Member;
let ann: Member;
let ben: Member;
let cat: Member;

const newsSetting = (m: Member, channel: 'email' | 'sms', value: boolean) =>
  m.client.call('PUT', '/account/setting', { setting: { key: NOTIFICATION_SETTING.chapterNews }, channel, value });

function smsWith(text: string): { to: string; body: string }[] {
  const dir = process.env.GRO_SMS_DIR!;
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; body: string })
    .filter((m) => m.body.includes(text));
}

const newsOf = (id: number) => sql('SELECT status, recipients, sent, skipped, failed FROM announcements WHERE id = $1', [id]).then((rows) => rows[0]);

before(async () => {
  admin = await signInAdmin();
  const made = await admin.call('POST', '/chapter', { ...chapterDefaults, name: `News ${run}`, location: 'Guardian Building', email: uniqueEmail('chapter'), city: 'Detroit', state: 'MI', timeZone: 'America/Detroit' });
  assert.equal(made.status, 201, made.text);
  chapterId = Number(made.body.data.id);
  const event = await admin.call('POST', '/event', eventFormToPayload({ ...eventDefaults, title: `News mixer ${run}`, type: 'Once', date: '2033-04-04', chapterId, location: 'Rose Cafe' }));
  assert.equal(event.status, 201, event.text);
  eventId = Number(event.body.data.id);
  leader = await memberWithCompany();
  assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${leader.id}`)).status, 201);
  [ann, ben, cat] = await Promise.all(['ann', 'ben', 'cat'].map((tag) => signUpMember({ tag: `news-${tag}`, firstname: tag[0]!.toUpperCase() + tag.slice(1), chapterId })));
  // Ann reads the archive: a member of a company.
  const company = await createCompany(ann.client, `News Co ${run}`, { pending: true });
  await approveCompany(company.uuid);
  assert.equal((await newsSetting(ben, 'email', false)).status, 200);
  assert.equal((await newsSetting(cat, 'sms', true)).status, 200);
});

after(() => retireTestData(run));

describe('chapter news', () => {
  it("a leader previews, tests and sends; the members with the setting on get it (SMS where on), every notification centre has it, and the archive shows how it went", async () => {
    const subject = `Breakfast moves to the Rose Cafe ${run}`;
    const draft = { subject, body: `Hello all,\n\nFrom next week we meet at the **Rose Cafe**. [The agenda](https://example.com/agenda)\n\n![The room](https://example.com/room.png)`, eventId };

    const preview = await leader.client.call('POST', `/chapter/${chapterId}/news/preview`, draft);
    assert.equal(preview.status, 200, preview.text);
    assert.equal(preview.body.data.members, 3);
    assert.equal(preview.body.data.recipients, 2, 'Ben turned the email off');
    assert.equal(preview.body.data.subject, subject);
    assert.match(preview.body.data.html, /<strong>Rose Cafe<\/strong>/);
    assert.match(preview.body.data.html, /<a href="https:\/\/example\.com\/agenda"/);
    assert.match(preview.body.data.html, /<img src="https:\/\/example\.com\/room\.png" alt="The room"/);
    assert.match(preview.body.data.html, new RegExp(`/events/${eventId}`), 'the button opens the event');
    assert.match(preview.body.data.sms, new RegExp(`^GRO News ${run} news: `));

    const test = await leader.client.call('POST', `/chapter/${chapterId}/news/test`, draft);
    assert.equal(test.status, 200, test.text);
    assert.equal(test.body.message.message, CHAPTER_NEWS_MESSAGES.testSent(leader.email).message);
    await waitForMailWhere(leader.email, (m) => m.subject === CHAPTER_NEWS_TEXTS.testSubject(subject), 20_000);
    assert.equal(await sql('SELECT COUNT(*) AS n FROM announcements WHERE chapter_id = $1', [chapterId]).then((r) => Number(r[0].n)), 0, 'a test is no announcement');

    const sent = await leader.client.call('POST', `/chapter/${chapterId}/news`, draft);
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.body.message.message, CHAPTER_NEWS_MESSAGES.sent(2).message);
    const id = Number(sent.body.data.id);
    await waitUntil(async () => (await newsOf(id))?.status === 'sent', 'the news is sent', 30_000);
    assert.deepEqual(Object.values(await newsOf(id)).slice(1).map(Number), [3, 2, 1, 0], 'recipients, sent, skipped (Ben), failed');

    const toAnn = await waitForMailWhere(ann.email, (m) => m.subject === subject, 20_000);
    assert.match(String(toAnn.html), /<strong>Rose Cafe<\/strong>/);
    assert.match(toAnn.text ?? '', /Hello Ann,/);
    assert.ok(toAnn.headerLines.some((h) => h.key === 'list-unsubscribe-post'), 'one-click unsubscribe');
    await waitForMailWhere(cat.email, (m) => m.subject === subject, 20_000);
    assert.equal((await mailsTo(ben.email)).filter((m) => m.subject === subject).length, 0);
    const texts = smsWith(subject);
    assert.equal(texts.length, 1, 'Cat turned SMS on');
    assert.match(texts[0]!.body, new RegExp(`/portal/news/${id} Opt out: reply STOP or `));

    for (const m of [ann, ben, cat]) {
      const inbox = await m.client.call('GET', '/account/inbox');
      const items = (inbox.body.data.items as InboxItem[]).filter((i) => i.kind === 'chapterNews');
      assert.deepEqual(items.map((i) => [i.title, i.link]), [[subject, `/portal/news/${id}`]]);
    }

    const asMember = await ann.client.call('GET', `/chapter/${chapterId}/news`);
    assert.equal(asMember.status, 200, asMember.text);
    assert.deepEqual(asMember.body.data.items.map((i: { id: number; counts: unknown; author: string }) => [i.id, i.counts, i.author]), [[id, null, 'Test Member']]);
    const asLeader = await leader.client.call('GET', `/chapter/${chapterId}/news`);
    assert.deepEqual(asLeader.body.data.items[0].counts, { recipients: 3, sent: 2, skipped: 1, failed: 0 });
    const item = await ann.client.call('GET', `/news/${id}`);
    assert.equal(item.status, 200, item.text);
    assert.equal(item.body.data.event.id, eventId);
    assert.match(item.body.data.html, /<strong>Rose Cafe<\/strong>/);

    // Not the news of their chapter: a member of another chapter.
    const stranger = await memberWithCompany();
    assert.equal((await stranger.client.call('GET', `/news/${id}`)).status, 403);
    assert.equal((await stranger.client.call('GET', `/chapter/${chapterId}/news`)).status, 403);
  });

  it('renders Markdown inert: javascript: links, raw HTML and <script> stay text', async () => {
    const body = [
      '[click](javascript:alert(1)) [upper](JAVASCRIPT:alert(1)) [angle](<javascript:alert(1)>) [entity](&#106;avascript:alert(1)) [vb](vbscript:msgbox(1))',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">raw</a> <iframe src="https://evil.example"></iframe>',
      '![data](data:image/svg+xml;base64,PHN2Zz4=) ![proto](//evil.example/x.png) [away](//evil.example)',
    ].join('\n\n');
    const preview = await leader.client.call('POST', `/chapter/${chapterId}/news/preview`, { subject: `Inert ${run}`, body });
    assert.equal(preview.status, 200, preview.text);
    const html: string = preview.body.data.html;
    assert.doesNotMatch(html, /<script|<iframe|<img src="x"|<[^>]*\sonerror=|href="(javascript|vbscript|data):|href="\/\/|src="data:|src="\/\//i);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/, 'the script shows as text');
    assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
  });

  it('refuses a bad draft with the field that is wrong, and an event of another chapter', async () => {
    const other = await admin.call('POST', '/event', eventFormToPayload({ ...eventDefaults, title: `Elsewhere ${run}`, type: 'Once', date: '2033-04-05', chapterId: Number((await sql("SELECT id FROM chapters WHERE id <> $1 ORDER BY id LIMIT 1", [chapterId]))[0].id) }));
    assert.equal(other.status, 201, other.text);
    const cases: [unknown, string][] = [
      [{ body: 'Hi' }, 'subject'],
      [{ subject: 'Two\r\nlines', body: 'Hi' }, 'subject'],
      [{ subject: 'Hi', body: 'x'.repeat(20_001) }, 'body'],
      [{ subject: 'Hi', body: 'Hi', eventId: other.body.data.id }, 'eventId'],
      [{ subject: 'Hi', body: 'Hi', sendAt: 'tomorrow' }, 'sendAt'],
      [{ subject: 'Hi', body: 'Hi', sendAt: new Date(Date.now() - 60_000).toISOString() }, 'sendAt'],
      [{ subject: 'Hi', body: 'Hi', sendAt: new Date(Date.now() + 31 * DAY_MS).toISOString() }, 'sendAt'],
    ];
    // An admin passes the leader policy without its chapter lookup: a chapter that is not one is refused, never read as "every chapter".
    const before = Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'chapterNews'"))[0].n);
    for (const [route, status] of [['/chapter/abc/news', 400], ['/chapter/2000000000/news', 404], ['/chapter/abc/news/preview', 400], ['/chapter/2000000000/news/test', 404], ['/news/abc', 400]] as const) {
      const res = await admin.call(route === '/news/abc' ? 'DELETE' : 'POST', route, { subject: 'Hi', body: 'Hi' });
      assert.equal(res.status, status, `${route}: ${res.text}`);
      assert.ok(res.body.message?.message, route);
    }
    assert.equal(Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'chapterNews'"))[0].n), before);
    for (const [draft, field] of cases) {
      const res = await leader.client.call('POST', `/chapter/${chapterId}/news`, draft);
      assert.equal(res.status, 400, `${JSON.stringify(draft).slice(0, 80)}: ${res.text}`);
      assert.deepEqual(res.body.details.errors.map((e: { path: string[] }) => e.path.join('.')), [field]);
    }
  });

  it("schedules news (members see it once it goes), cancels it until then, and counts the chapter's news per week", async () => {
    const sendAt = new Date(Date.now() + DAY_MS).toISOString();
    const scheduled = await leader.client.call('POST', `/chapter/${chapterId}/news`, { subject: `Later ${run}`, body: 'Soon.', sendAt });
    assert.equal(scheduled.status, 201, scheduled.text);
    assert.equal(scheduled.body.message.message, CHAPTER_NEWS_MESSAGES.scheduled.message);
    const id = Number(scheduled.body.data.id);
    assert.equal(scheduled.body.data.status, 'scheduled');
    assert.equal(scheduled.body.data.sendAt, sendAt);
    assert.ok(!(await ann.client.call('GET', `/chapter/${chapterId}/news`)).body.data.items.some((i: { id: number }) => i.id === id), 'not in the members\u2019 archive yet');
    assert.equal((await ann.client.call('GET', `/news/${id}`)).status, 404);
    assert.ok((await leader.client.call('GET', `/chapter/${chapterId}/news`)).body.data.items.some((i: { id: number }) => i.id === id));
    assert.equal((await ann.client.call('DELETE', `/news/${id}`)).status, 403, 'members do not cancel');
    const cancelled = await leader.client.call('DELETE', `/news/${id}`);
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal((await leader.client.call('DELETE', `/news/${id}`)).status, 404);

    // The chapter has used two of its week's news (one sent, one scheduled then cancelled); a second
    // leader, with none of their own, may send one more, then the chapter's limit answers 429.
    const second = await memberWithCompany();
    assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${second.id}`)).status, 201);
    const draft = { subject: `Weekly ${run}`, body: 'Once more.', sendAt };
    const used = 2;
    const made: number[] = [];
    for (let i = used; i < SEND_LIMITS.chapterNewsPerChapterPerWeek.max; i += 1) {
      const res = await second.client.call('POST', `/chapter/${chapterId}/news`, draft);
      assert.equal(res.status, 201, res.text);
      made.push(Number(res.body.data.id));
    }
    const refused = await second.client.call('POST', `/chapter/${chapterId}/news`, draft);
    assert.equal(refused.status, 429, refused.text);
    // An admin is not counted per chapter.
    const byAdmin = await admin.call('POST', `/chapter/${chapterId}/news`, draft);
    assert.equal(byAdmin.status, 201, byAdmin.text);
    made.push(Number(byAdmin.body.data.id));
    for (const news of made) assert.equal((await admin.call('DELETE', `/news/${news}`)).status, 200);
  });
});
