import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ical, { type VEvent } from 'node-ical';
import { DateTime } from 'luxon';
import {
  CHAPTER_NOT_FOUND, FORM_LIMITS, FORM_TEXTS, HEARD_FROM_OPTIONS, HONEYPOT_FIELD, PORTAL_MESSAGES, VISITOR_MESSAGES,
  chapterDefaults, eventDefaults, eventFormToPayload,
} from '@gro/config';
import { Client, NAME_INJECTION, SEEDED_ADMIN, api, memberWithCompany, retireTestData, signInAdmin, sql, uniqueEmail, waitForMailWhere, waitUntil } from './helpers';

/**
 * Visitors: a guest registers on a chapter page for the chapter's next meeting (honeypot,
 * rate limit, one registration per email and occurrence), the chapter and the admins are emailed,
 * the guest gets the details and the occurrence's .ics; admins list, move and invite visitors, and
 * a sign-up with a visitor's email marks them Joined.
 */

const run = `vis${process.pid}${Date.now().toString(36)}`;
const LA = 'America/Los_Angeles';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' days from now (weeks away, so the zone's offset does not change the day). */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const NEXT = inDays(10);

let admin: Client;
let chapter: { id: number; uuid: string; slug: string; name: string };
let chapterEmail: string;
let nextEventId: number;

const chapterBody = (name: string, extra: Record<string, unknown> = {}) => ({
  ...chapterDefaults,
  name,
  location: 'Venice Beach Hub',
  email: 'west@gro.example.org',
  address: '100 Ocean Front Walk',
  city: 'Los Angeles',
  state: 'CA',
  postalCode: '90291',
  ...extra,
});

async function createEvent(title: string, chapterId: number, extra: Record<string, unknown>) {
  const body = eventFormToPayload({ ...eventDefaults, title, chapterId, location: 'Rooftop Room', address: '5 Main St', city: 'Venice', state: 'CA', ...extra } as typeof eventDefaults);
  const res = await admin.call('POST', '/event', body);
  assert.equal(res.status, 201, res.text);
  return res.body.data.id as number;
}

const guest = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Grace',
  lastname: 'Hopper',
  email: uniqueEmail('guest'),
  phoneNumber: '(313) 555-0142',
  phoneExt: '',
  company: 'Cobol Works',
  industry: 'Software',
  heardFrom: 'Search engine',
  [HONEYPOT_FIELD]: '',
  ...extra,
});

const register = (body: unknown, slug = chapter.slug, client = new Client()) => client.call('POST', `/chapter/${slug}/visitor`, body);
const visitorRows = (email: string) => sql('SELECT id, status, occurrence_date FROM visitors WHERE lower(email) = lower($1)', [email]);

before(async () => {
  admin = await signInAdmin();
  chapterEmail = uniqueEmail('chapter');
  const made = await admin.call('POST', '/chapter', chapterBody(`Visitors West ${run}`, { timeZone: LA, email: chapterEmail }));
  assert.equal(made.status, 201, made.text);
  chapter = made.body.data;
  await createEvent(`Later social ${run}`, chapter.id, { type: 'Once', date: inDays(20), timeStart: '18:00', timeEnd: '20:00' });
  nextEventId = await createEvent(`Guest night ${run}`, chapter.id, { type: 'Once', date: NEXT, timeStart: '18:00', timeEnd: '20:00' });
  await createEvent(`Past social ${run}`, chapter.id, { type: 'Once', date: '2020-01-07', timeStart: '18:00', timeEnd: '20:00' });
});

after(async () => {
  await sql('DELETE FROM visitors_chapter_lnk WHERE chapter_id IN (SELECT id FROM chapters WHERE name LIKE $1)', [`%${run}%`]);
  await retireTestData(run);
});

describe('GET and POST /chapter/{slug}/visitor: a guest registers for the next meeting', () => {
  it('GET names the next meeting in the chapter\'s time zone (the soonest upcoming, not a past or later one)', async () => {
    const res = await api(`/chapter/${chapter.slug}/visitor`);
    assert.equal(res.status, 200, res.text);
    const meeting = res.body.data;
    assert.equal(meeting.eventId, nextEventId);
    assert.equal(meeting.title, `Guest night ${run}`);
    assert.equal(meeting.date, NEXT);
    assert.equal(meeting.timeZone, LA);
    assert.equal(DateTime.fromISO(meeting.start).setZone(LA).toFormat('yyyy-MM-dd HH:mm'), `${NEXT} 18:00`);
    assert.equal(DateTime.fromISO(meeting.end).setZone(LA).toFormat('HH:mm'), '20:00');
    assert.equal(meeting.address, 'Rooftop Room, 5 Main St, Venice, CA');
  });

  it('registers the guest (201, the message names the meeting), mails them the details with the .ics attached, and tells the chapter and the admins', async () => {
    const body = guest();
    const res = await register(body);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.message.title, 'See you there');
    assert.match(res.body.message.message, new RegExp(`^Thank you, Grace\\. You are registered as a guest for Guest night ${run} on `));
    const rows = await visitorRows(body.email);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].status, 'Registered');
    assert.equal(rows[0].occurrence_date, NEXT);
    const [link] = await sql('SELECT chapter_id FROM visitors_chapter_lnk WHERE visitor_id = $1', [rows[0].id]);
    assert.equal(Number(link.chapter_id), chapter.id);

    const mail = await waitForMailWhere(body.email, (m) => /^You are registered/.test(m.subject ?? ''));
    const when = DateTime.fromISO(`${NEXT}T18:00`, { zone: LA });
    assert.match(mail.text ?? '', new RegExp(`When: ${when.toFormat('cccc, LLLL d, yyyy')}, 6:00 PM – 8:00 PM (PDT|PST) \\(America/Los_Angeles\\)`));
    assert.match(mail.text ?? '', /Where: Rooftop Room, 5 Main St, Venice, CA/);
    const ics = mail.attachments.find((a) => a.filename === 'meeting.ics');
    assert.ok(ics, 'the calendar file is attached');
    assert.match(ics.contentType, /^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(ics.content.toString('utf8'))).filter((c): c is VEvent => c.type === 'VEVENT');
    assert.equal(events.length, 1);
    const [event] = events;
    assert.equal(event.summary, `Guest night ${run}`);
    assert.equal(event.start.toISOString(), when.toJSDate().toISOString());
    assert.equal(event.end.toISOString(), when.plus({ hours: 2 }).toJSDate().toISOString());
    assert.equal((event.start as { tz?: string }).tz, LA);
    assert.equal(event.rrule, undefined, 'the one occurrence, not the series');

    const notice = await waitForMailWhere(chapterEmail, (m) => m.subject === `New visitor for Visitors West ${run}: Grace Hopper`);
    assert.match(notice.text ?? '', new RegExp(`Email: ${body.email.replace(/\./g, '\\.')}`));
    assert.match(notice.text ?? '', /Heard about us: Search engine/);
    await waitForMailWhere(SEEDED_ADMIN.email, (m) => m.subject === `New visitor for Visitors West ${run}: Grace Hopper` && (m.text ?? '').includes(body.email));
  });

  it('a second registration of the same email for the occurrence (any letter case, or in parallel) answers the same and stores one', async () => {
    const body = guest();
    const first = await register(body);
    assert.equal(first.status, 201, first.text);
    const again = await register({ ...body, email: body.email.toUpperCase(), firstname: 'Grace' });
    assert.equal(again.status, 201, again.text);
    assert.deepEqual(again.body, first.body);
    assert.equal((await visitorRows(body.email)).length, 1);

    const burst = guest();
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(burst)));
    assert.deepEqual(answers.map((a) => a.status), [201, 201, 201, 201, 201, 201], answers.map((a) => a.text).join('\n'));
    assert.equal((await visitorRows(burst.email)).length, 1);
    await waitForMailWhere(burst.email, (m) => /^You are registered/.test(m.subject ?? ''));
    await new Promise((r) => setTimeout(r, 500));
    const { mailsTo } = await import('./helpers');
    assert.equal((await mailsTo(burst.email)).length, 1, 'one confirmation');
  });

  it('the honeypot refuses a bot with the contact form\'s message and stores nothing', async () => {
    const body = guest({ [HONEYPOT_FIELD]: 'http://spam.example' });
    const res = await register(body);
    assert.equal(res.status, 400);
    assert.equal(res.body.message.message, FORM_TEXTS.rejected);
    assert.equal((await visitorRows(body.email)).length, 0);
  });

  it(`rate limits each IP like the contact form: ${FORM_LIMITS.submissionsPerIpPerHour} an hour, then 429`, async () => {
    const client = new Client();
    for (let i = 0; i < FORM_LIMITS.submissionsPerIpPerHour; i += 1) assert.equal((await register(guest(), chapter.slug, client)).status, 201);
    const over = await register(guest(), chapter.slug, client);
    assert.equal(over.status, 429, over.text);
    assert.match(over.body.message.message, /^Too many attempts/);
  });

  it('validates with the form\'s schema: clear 400s for missing, wrong-typed and hostile input, never a 500, nothing stored', async () => {
    const missing = await register({});
    assert.equal(missing.status, 400);
    const paths = missing.body.details.errors.map((e: { path: string[] }) => e.path[0]).sort();
    assert.deepEqual(paths, ['email', 'firstname', 'heardFrom', 'lastname', 'phoneNumber']);
    const hostile: [string, unknown][] = [
      ['a list for a name', guest({ firstname: ['Grace'] })],
      ['an object for the email', guest({ email: { $ne: null } })],
      ['an object for the phone', guest({ phoneNumber: { n: 1 } })],
      ['a huge company', guest({ company: 'x'.repeat(100_000) })],
      ['NUL in a name', guest({ lastname: 'Hop\u0000per' })],
      ['__proto__ keys', JSON.parse(`{"__proto__":{"admin":true},"firstname":"A","lastname":"B","email":"${uniqueEmail('p')}","phoneNumber":"(313) 555-0142","heardFrom":"Other"}`)],
      ['an unknown heard-from', guest({ heardFrom: 'A billboard' })],
      ['a bad email', guest({ email: 'grace at example' })],
      ['a list body', [guest()]],
      ['a string body', 'firstname=Grace'],
    ];
    for (const [what, body] of hostile) {
      const res = await register(body);
      assert.ok(res.status >= 400 && res.status < 500, `${what}: ${res.status} ${res.text.slice(0, 200)}`);
      assert.equal(res.body.error, true, what);
      assert.ok(res.body.message.message, what);
    }
    const heard = await register(guest({ heardFrom: 'A billboard' }));
    assert.equal(heard.body.message.message, `How You Heard About Us must be one of: ${HEARD_FROM_OPTIONS.join(', ')}`);
    assert.equal(Number((await sql("SELECT COUNT(*) AS n FROM visitors WHERE company LIKE 'xxxx%' OR (lastname LIKE 'Hop%per' AND lastname <> 'Hopper')"))[0].n), 0);
    for (const [field, value, label] of [['firstname', NAME_INJECTION, 'First Name'], ['lastname', 'Hop\u2028per', 'Last Name'], ['company', 'Cobol\nWorks', 'Company']]) {
      const res = await register(guest({ [field]: value }));
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.message.message, `${label} must be on one line`, field);
    }
  });

  it('404 for an unknown or inactive chapter; a clear 409 when the chapter has no upcoming meeting', async () => {
    for (const slug of ['no-such-chapter', '..%2F..', 'x'.repeat(300)]) {
      const res = await register(guest(), slug);
      assert.equal(res.status, 404, `${slug}: ${res.text.slice(0, 200)}`);
      assert.equal((await api(`/chapter/${slug}/visitor`)).status, 404);
    }
    const inactive = await admin.call('POST', '/chapter', chapterBody(`Visitors Closed ${run}`, { isActive: false }));
    assert.equal(inactive.status, 201, inactive.text);
    await createEvent(`Closed meeting ${run}`, inactive.body.data.id, { type: 'Recurring', dayOfWeek: 'Monday', timeStart: '07:00', timeEnd: '08:00' });
    const closed = await register(guest(), inactive.body.data.slug);
    assert.equal(closed.status, 404);
    assert.equal(closed.body.message.message, CHAPTER_NOT_FOUND.message);

    const quiet = await admin.call('POST', '/chapter', chapterBody(`Visitors Quiet ${run}`));
    assert.equal(quiet.status, 201, quiet.text);
    assert.equal((await api(`/chapter/${quiet.body.data.slug}/visitor`)).body.data, null, 'no meeting: the page shows no form');
    const body = guest();
    const none = await register(body, quiet.body.data.slug);
    assert.equal(none.status, 409);
    assert.equal(none.body.message.message, VISITOR_MESSAGES.noMeeting);
    assert.equal((await visitorRows(body.email)).length, 0);
  });
});

describe('admins: GET /chapter/{id}/visitors, PUT /visitor/{id}, POST /visitor/{id}/invite', () => {
  let ada: ReturnType<typeof guest>;
  let adaId: number;

  before(async () => {
    ada = guest({ firstname: 'Ada', lastname: 'Aardvark', company: 'Analytical Engines', industry: 'Engineering' });
    assert.equal((await register(ada)).status, 201);
    adaId = Number((await visitorRows(ada.email))[0].id);
  });

  it('lists the chapter\'s visitors, paged, sorted and filtered by status', async () => {
    const res = await admin.call('GET', `/chapter/${chapter.id}/visitors?sort=name:asc&pageSize=100`);
    assert.equal(res.status, 200, res.text);
    const first = res.body.data.items[0];
    assert.equal(first.id, adaId);
    assert.deepEqual(
      { name: `${first.firstname} ${first.lastname}`, company: first.company, industry: first.industry, status: first.status, date: first.occurrenceDate, event: first.event },
      { name: 'Ada Aardvark', company: 'Analytical Engines', industry: 'Engineering', status: 'Registered', date: NEXT, event: { id: nextEventId, title: `Guest night ${run}` } },
    );
    assert.equal(first.email, ada.email);
    assert.ok(!('registrationKey' in first));
    assert.equal(res.body.data.pagination.total, 9, 'the guests registered above: 1 + 1 + 1 + 5 + Ada');
    const paged = await admin.call('GET', `/chapter/${chapter.id}/visitors?pageSize=2&page=2`);
    assert.equal(paged.body.data.items.length, 2);
    assert.equal(paged.body.data.pagination.page, 2);
    const found = await admin.call('GET', `/chapter/${chapter.id}/visitors?q=${encodeURIComponent('ada aard')}`);
    assert.deepEqual(found.body.data.items.map((v: { id: number }) => v.id), [adaId], 'q matches the name, email or company');
    const attended = await admin.call('GET', `/chapter/${chapter.id}/visitors?status=Attended`);
    assert.equal(attended.status, 200, attended.text);
    assert.deepEqual(attended.body.data.items.map((v: { status: string }) => v.status), [], attended.text.slice(0, 300));
    for (const q of ['status=Member', 'sort=email:asc', 'pageSize=1000', 'status=Registered&status=Joined']) {
      const bad = await admin.call('GET', `/chapter/${chapter.id}/visitors?${q}`);
      assert.equal(bad.status, 400, `${q}: ${bad.text.slice(0, 200)}`);
    }
    assert.equal((await admin.call('GET', '/chapter/2147483000/visitors')).status, 404);
    assert.equal((await admin.call('GET', '/chapter/abc/visitors')).status, 400);
  });

  it('sets a visitor\'s status; 400 for an unknown status, 404 for an unknown visitor', async () => {
    const res = await admin.call('PUT', `/visitor/${adaId}`, { status: 'Attended' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.status, 'Attended');
    assert.deepEqual(res.body.message, VISITOR_MESSAGES.statusSaved('Ada Aardvark', 'Attended'));
    const listed = await admin.call('GET', `/chapter/${chapter.id}/visitors?status=Attended`);
    assert.deepEqual(listed.body.data.items.map((v: { id: number }) => v.id), [adaId]);
    for (const body of [{ status: 'Member' }, { status: ['Attended'] }, {}, { status: null }]) {
      assert.equal((await admin.call('PUT', `/visitor/${adaId}`, body)).status, 400, JSON.stringify(body));
    }
    const unknown = await admin.call('PUT', '/visitor/2147483000', { status: 'Attended' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message.message, VISITOR_MESSAGES.notFound);
    assert.equal((await admin.call('PUT', '/visitor/0', { status: 'Attended' })).body.message.message, PORTAL_MESSAGES.badId);
  });

  it('members and visitors get 401/403 and see nothing', async () => {
    const member = await memberWithCompany();
    for (const [method, path, body] of [
      ['GET', `/chapter/${chapter.id}/visitors`, undefined],
      ['PUT', `/visitor/${adaId}`, { status: 'Joined' }],
      ['POST', `/visitor/${adaId}/invite`, undefined],
    ] as const) {
      assert.equal((await member.client.call(method, path, body)).status, 403, `${method} ${path}`);
      assert.equal((await new Client().call(method, path, body)).status, 401, `${method} ${path}`);
    }
    assert.equal((await visitorRows(ada.email))[0].status, 'Attended');
  });

  it('invites a visitor by email with a sign-up link (chapter chosen, email filled); again only after the interval', async () => {
    const res = await admin.call('POST', `/visitor/${adaId}/invite`);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.message, VISITOR_MESSAGES.invited('Ada Aardvark', ada.email));
    assert.ok(res.body.data.invitedAt);
    const mail = await waitForMailWhere(ada.email, (m) => m.subject === `Become a member of Visitors West ${run}`);
    const url = new URL(/Become a member: (\S+)/.exec(mail.text ?? '')![1]);
    assert.equal(url.pathname, '/signup');
    assert.equal(url.searchParams.get('chapter'), chapter.slug);
    assert.equal(url.searchParams.get('email'), ada.email);
    const again = await admin.call('POST', `/visitor/${adaId}/invite`);
    assert.equal(again.status, 429);
    assert.match(again.body.message.message, /^An invitation was sent less than 10 minutes ago/);
    assert.equal((await admin.call('POST', '/visitor/2147483000/invite')).status, 404);
  });

  it('a sign-up with the visitor\'s email (any letter case) marks them Joined with the account once the address is verified; they are not invited again', async () => {
    const res = await new Client().call('POST', '/authenticate/signup', {
      firstname: 'Ada', lastname: 'Aardvark', email: ada.email.toUpperCase(), phoneNumber: '(313) 555-0142', password: 'Copper-kettle-72', chapterId: chapter.id,
    });
    assert.equal(res.status, 201, res.text);
    const userId = res.body.data.user.id;
    // An unproven address is never linked to the visitor's record: the link mailed to it does that.
    const mail = await waitForMailWhere(ada.email, (m) => m.subject === 'Confirm your email address for GRO');
    assert.equal((await visitorRows(ada.email))[0].status, 'Attended');
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    assert.ok(token, 'the link is in the mail');
    assert.equal((await new Client().call('POST', '/account/email/verify', { token })).status, 200);
    await waitUntil(async () => (await visitorRows(ada.email))[0].status === 'Joined', 'Joined');
    const listed = await admin.call('GET', `/chapter/${chapter.id}/visitors?status=Joined`);
    const joined = listed.body.data.items.find((v: { id: number }) => v.id === adaId);
    assert.equal(joined.userId, userId);
    assert.ok(joined.joinedAt);
    const invite = await admin.call('POST', `/visitor/${adaId}/invite`);
    assert.ok([409, 429].includes(invite.status), invite.text);
  });
});


