import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERROR_TITLES, CHAPTER_NOT_FOUND, FAQ_COUNT, ROLE_LABELS, SERVER_MESSAGES, TESTIMONIAL_COUNT } from '@gro/config';
import { api } from './helpers';
import { demoChapters, demoEvents } from '../src/seed/data/demo';
import { nextWeekday, todayIn } from '../src/platform/calendar/dates';

const activeChapters = demoChapters.filter((c) => c.isActive);

describe('GET /api/chapter/active', () => {
  it('answers the envelope with the active seeded chapters, by name', async () => {
    const { status, body } = await api('/chapter/active');
    assert.equal(status, 200);
    assert.equal(body.ok, true);
    assert.equal(body.error, false);
    assert.deepEqual(body.data.map((c: any) => c.slug), [...activeChapters].sort((a, b) => a.name.localeCompare(b.name)).map((c) => c.slug));
    for (const chapter of body.data) {
      assert.equal(chapter.isActive, true);
      assert.equal(typeof chapter.uuid, 'string');
      assert.match(chapter.timeStart, /^\d\d:\d\d$/);
    }
  });
});

describe('GET /api/chapter', () => {
  it('lists every chapter, inactive ones included', async () => {
    const { body } = await api('/chapter');
    // Admin tests add chapters of their own: each demo chapter is listed once.
    for (const { name } of demoChapters) assert.equal(body.data.filter((c: any) => c.name === name).length, 1, name);
    assert.ok(body.data.some((c: any) => c.isActive === false));
  });
});

describe('chapter detail', () => {
  it('by slug includes its active members with role names and no private fields', async () => {
    const { status, body } = await api('/chapter/slug/detroit');
    assert.equal(status, 200);
    assert.equal(body.data.name, 'GRO Detroit');
    assert.ok(body.data.users.length >= 8);
    for (const user of body.data.users) {
      // The account's role, and "Chapter leader" beside it for the chapter's leaders.
      assert.ok(Array.isArray(user.role) && user.role.length >= 1 && user.role.every((r: any) => typeof r.name === 'string'));
      assert.ok(user.role.length === 1 || (user.role.length === 2 && user.role[1].name === ROLE_LABELS.leader));
      assert.equal(user.fullname, `${user.firstname} ${user.lastname}`);
      for (const secret of ['password', 'email', 'phoneNumber', 'status', 'stripeCustomerId', 'resetPasswordToken']) {
        assert.ok(!(secret in user), `member exposes ${secret}`);
      }
    }
    assert.ok(body.data.users.some((u: any) => u.role[0].name === 'Admin'), 'the Detroit admin is listed with the Admin role');
    assert.ok(!body.data.users.some((u: any) => u.lastname === 'Carter'), 'inactive members are not listed');
  });

  it('by numeric id answers the same chapter', async () => {
    const bySlug = (await api('/chapter/slug/ann-arbor')).body.data;
    const { status, body } = await api(`/chapter/${bySlug.id}`);
    assert.equal(status, 200);
    assert.equal(body.data.slug, 'ann-arbor');
    assert.deepEqual(body.data.users.map((u: any) => u.id), bySlug.users.map((u: any) => u.id));
  });

  for (const path of ['/chapter/slug/atlantis', '/chapter/99999', '/chapter/abc', '/chapter/slug/Not%20A%20Slug']) {
    it(`${path} is a 404 'Chapter Not Found'`, async () => {
      const { status, body } = await api(path);
      assert.equal(status, 404);
      assert.deepEqual(body, { ok: false, error: true, data: null, message: { title: CHAPTER_NOT_FOUND.title, message: CHAPTER_NOT_FOUND.message } });
    });
  }
});

describe('events', () => {
  it('GET /api/event lists every event with its chapter', async () => {
    const { body } = await api('/event');
    for (const { title } of demoEvents) assert.equal(body.data.filter((e: any) => e.title === title).length, 1, title);
    const withChapter = body.data.find((e: any) => e.chapter);
    assert.equal(withChapter.chapterId, withChapter.chapter.id);
  });

  it('GET /api/event/active has every recurring event and only upcoming one-time events', async () => {
    const { body } = await api('/event/active');
    const dates = body.data.filter((e: any) => e.type === 'Once').map((e: any) => e.date);
    assert.deepEqual(dates, [...dates].sort(), 'one-time events come by date ascending');
    // Admin tests add events of their own: compare the demo ones.
    const demo = body.data.filter((e: any) => demoEvents.some((d) => d.title === e.title));
    const recurring = demo.filter((e: any) => e.type === 'Recurring');
    const once = demo.filter((e: any) => e.type === 'Once');
    assert.equal(recurring.length, demoEvents.filter((e) => e.type === 'Recurring').length);
    assert.equal(once.length, demoEvents.filter((e) => e.type === 'Once' && (e.dateOffsetDays ?? 0) >= 0).length);
    // By the day each next takes place: a weekly event on its next weekday, among the dated ones.
    const next = body.data.map((e: any) => (e.type === 'Once' ? e.date : nextWeekday(todayIn(), e.dayOfWeek)));
    assert.deepEqual(next, [...next].sort(), 'by the next day each takes place');
    const firstWeekly = next.findIndex((_: string, i: number) => body.data[i].type === 'Recurring');
    const lastDated = next.findLastIndex((_: string, i: number) => body.data[i].type === 'Once');
    assert.ok(firstWeekly < lastDated, 'a weekly meeting comes before the dated events later than its next week');
  });

  it('?chapter= gives the events with no chapter or that chapter, by slug or id', async () => {
    const detroit = (await api('/chapter/slug/detroit')).body.data;
    for (const value of ['detroit', String(detroit.id)]) {
      const { body } = await api(`/event/active?chapter=${value}`);
      assert.ok(body.data.length > 0);
      for (const event of body.data) assert.ok(event.chapter === null || event.chapter.slug === 'detroit');
      assert.ok(body.data.some((e: any) => e.chapter === null));
      assert.ok(body.data.some((e: any) => e.chapter?.slug === 'detroit'));
    }
  });

  it('?chapter= with an unknown chapter is a 404 and with a malformed value a 400', async () => {
    assert.equal((await api('/event/active?chapter=atlantis')).status, 404);
    // Ids past PostgreSQL's integer range (found by the fuzz suite: a 500 there) and 0 name no chapter either.
    for (const id of ['9999999999999', '2147483648', '0']) assert.equal((await api(`/event/active?chapter=${id}`)).status, 404, id);
    const bad = await api('/event/active?chapter=%3Cscript%3E');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.ok, false);
  });
});

describe('staff content', () => {
  it(`GET /api/faq returns exactly ${FAQ_COUNT} published items`, async () => {
    const { body } = await api('/faq');
    assert.equal(body.data.length, FAQ_COUNT);
    assert.ok(body.data.every((f: any) => f.question && f.answer));
    assert.equal(new Set(body.data.map((f: any) => f.question)).size, FAQ_COUNT);
  });

  it(`GET /api/testimonial returns exactly ${TESTIMONIAL_COUNT}`, async () => {
    const { body } = await api('/testimonial');
    assert.equal(body.data.length, TESTIMONIAL_COUNT);
    assert.ok(body.data.every((t: any) => t.quote && t.name && t.title));
  });

  it('GET /api/terms has the legal sections, Michigan venue and law and the jury waiver', async () => {
    const { body } = await api('/terms');
    const headings = body.data.sections.map((s: any) => s.heading);
    for (const h of ['Violation Penalties', 'Dispute Resolution', 'Indemnification', 'Legal Compliance', 'Acknowledgment of Updates', 'Financial Responsibility']) {
      assert.ok(headings.includes(h), `missing section ${h}`);
    }
    const text = JSON.stringify(body.data);
    assert.match(text, /Michigan/);
    assert.match(text, /jury/i);
    assert.match(text, /\$25/);
    assert.match(text, /\$250/);
  });
});

describe('caching of public answers', () => {
  it('sends an ETag and answers 304 when it matches', async () => {
    const first = await api('/faq');
    const etag = first.headers.get('etag');
    assert.ok(etag);
    assert.match(first.headers.get('cache-control') ?? '', /max-age=\d+/);
    const second = await fetch(`${process.env.GRO_API_URL}/api/faq`, { headers: { 'If-None-Match': etag } });
    assert.equal(second.status, 304);
  });
});

describe('the API envelope', () => {
  it('an unknown /api path is a 404 envelope', async () => {
    const { status, body } = await api('/no-such-thing/here');
    assert.equal(status, 404);
    assert.equal(body.ok, false);
    assert.equal(body.error, true);
    assert.equal(body.data, null);
    assert.equal(body.message?.title, API_ERROR_TITLES[404]);
    assert.equal(body.message?.message, SERVER_MESSAGES.noEndpoint('GET', '/api/no-such-thing/here'));
  });

  it('the stock users-permissions routes are closed: no sign-up bypassing GRO rules', async () => {
    const { status, body } = await api('/auth/local/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'mallory', email: 'mallory@example.com', password: 'password123' }),
    });
    assert.ok(status === 404 || status === 405, `status ${status}`);
    assert.equal(body.ok, false);
    assert.equal((await api('/users')).status, 404);
  });
});

describe('cross-origin requests', () => {
  it('another site gets no CORS grant for credentialed calls', async () => {
    const res = await fetch(`${process.env.GRO_API_URL}/api/chapter/active`, { headers: { Origin: 'https://evil.example' } });
    assert.equal(res.status, 200);
    assert.notEqual(res.headers.get('access-control-allow-origin'), 'https://evil.example');
    assert.notEqual(res.headers.get('access-control-allow-origin'), '*');
  });
});
