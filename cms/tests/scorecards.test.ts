import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import {
  HONEYPOT_FIELD, SCORECARD_DEFAULTS, SCORECARD_MESSAGES, VISITOR_MESSAGES, chapterDefaults, eventDefaults, eventFormToPayload,
  type ChapterHome, type ChapterScorecards, type ScorecardDetail, type ScorecardSettings,
} from '@gro/config';
import { FIGURES_SOURCES, FIGURES_VERSION_TABLE } from '../src/platform/db/figures-version';
import { Client, retireTestData, signInAdmin, sql, sqlRolledBack, uniqueEmail } from './helpers';
import { member, passBody, utcDay, type Member } from './referral-fixtures';

/**
 * Scorecards and the attendance policy, counted from the records: members whose referrals,
 * closed business, one-to-ones, visitors and marks sit exactly on each threshold's edges (and one
 * below), written in a parallel burst and checked against a recount; a new member all grey; a
 * threshold moved turns a green measure yellow; who reads what; the settings' validation.
 */

const run = `${process.pid}${Date.now().toString(36)}`;
const MARKER = `Scorecards ${run}`;
const ZONE = 'America/Detroit';
const sqlite = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}').client === 'sqlite';

const SETTINGS: ScorecardSettings = {
  windowMonths: 6,
  thresholds: {
    attendance: { green: 75, yellow: 50 },
    referralsGiven: { green: 2, yellow: 1 },
    visitorsBrought: { green: 2, yellow: 1 },
    oneToOnes: { green: 2, yellow: 1 },
    closedBusiness: { green: 100, yellow: 50 },
  },
  policy: { maxAbsences: 1, months: 6, counted: ['Absent'] },
  reportEmail: true,
};

let admin: Client;
let chapter: { id: number; slug: string };
let leader: Member;
let ada: Member;
let ben: Member;
let cy: Member;
let dee: Member;
let outsider: Member;
let eventId: number;
let saved: ScorecardSettings;

const scorecards = (who: Client) => who.call<ChapterScorecards>('GET', `/chapter/${chapter.id}/scorecards`);
const putSettings = (body: unknown) => admin.call<ScorecardSettings>('PUT', '/admin/scorecard-settings', body);

/** Makes a member's account a year old (the window is not prorated for them). */
async function yearOld(ids: number[]) {
  const at = Date.now() - 365 * 86_400_000;
  await sql(`UPDATE up_users SET created_at = $1 WHERE id IN (${ids.join(',')})`, [sqlite ? at : new Date(at).toISOString()]);
}

before(async () => {
  admin = await signInAdmin();
  saved = (await admin.call<ScorecardSettings>('GET', '/admin/scorecard-settings')).body.data;
  const made = await admin.call('POST', '/chapter', { ...chapterDefaults, name: MARKER, location: 'Detroit, MI', email: uniqueEmail('scorecard-chapter'), description: 'Made by the tests.', dayOfWeek: 'Monday', isActive: true, timeZone: ZONE });
  assert.equal(made.status, 201, made.text);
  chapter = { id: made.body.data.id, slug: made.body.data.slug };
  [leader, ada, ben, cy, dee] = await Promise.all(['Lee', 'Ada', 'Ben', 'Cy', 'Dee'].map((name) => member(chapter.id, name)));
  outsider = await member(Number((await sql('SELECT id FROM chapters WHERE id <> $1 ORDER BY id LIMIT 1', [chapter.id]))[0].id), 'Out');
  await yearOld([leader.id, ada.id, ben.id, cy.id, dee.id]);
  assert.equal((await admin.call('PUT', `/chapter/${chapter.id}/leaders/${leader.id}`)).status, 201);
  const yesterday = DateTime.now().setZone(ZONE).minus({ days: 1 });
  const event = await admin.call('POST', '/event', eventFormToPayload({
    ...eventDefaults, title: `Weekly meeting ${MARKER}`, type: 'Recurring', dayOfWeek: yesterday.toFormat('cccc'), chapterId: chapter.id, location: 'TechTown Detroit',
    timeStart: '07:00', timeEnd: '08:30', description: 'Made by the tests.',
  }));
  assert.equal(event.status, 201, event.text);
  eventId = event.body.data.id;
  const put = await putSettings(SETTINGS);
  assert.equal(put.status, 200, put.text);
});

after(async () => {
  await putSettings(saved);
  await sql('DELETE FROM attendances WHERE chapter_id = $1', [chapter.id]);
  await retireTestData(MARKER);
});

describe('scorecards', () => {
  it("colours every measure at its thresholds' edges, from records written at once, as a recount does", async () => {
    const held = DateTime.now().setZone(ZONE).minus({ days: 1 });
    const dates = [0, 1, 2, 3].map((w) => held.minus({ weeks: w }).toISODate()!);
    // Ada 100% (Medical is not an absence), Ben 75% (green's edge), Cy 50% (yellow's edge, past the policy), Dee 25% (red).
    const sheet: [Member, string[]][] = [
      [ada, ['Present', 'Present', 'Medical', 'Present']],
      [ben, ['Present', 'Present', 'Present', 'Absent']],
      [cy, ['Present', 'Absent', 'Present', 'Absent']],
      [dee, ['Absent', 'Absent', 'Absent', 'Present']],
    ];
    const today = utcDay(Date.now());
    const guests = await Promise.all(['Grace', 'Alan', 'Edsger'].map((firstname) =>
      new Client().call('POST', `/chapter/${chapter.slug}/visitor`, {
        firstname, lastname: 'Guest', email: uniqueEmail(`scorecard-${firstname}`), phoneNumber: '(313) 555-0142', phoneExt: '', company: 'Guest Co', industry: 'Software', heardFrom: 'A member invited me', [HONEYPOT_FIELD]: '',
      }),
    ));
    for (const g of guests) assert.equal(g.status, 201, g.text);
    const visitorIds = (await sql(`SELECT v.id FROM visitors v JOIN visitors_chapter_lnk l ON l.visitor_id = v.id WHERE l.chapter_id = $1 ORDER BY v.id`, [chapter.id])).map((r) => Number(r.id));
    assert.equal(visitorIds.length, 3);
    // The guests' meeting was yesterday's (the form registers for the next one).
    await sql(`UPDATE visitors SET occurrence_date = $1 WHERE id IN (${visitorIds.join(',')})`, [dates[0]]);

    const writes = await Promise.all([
      ...sheet.flatMap(([m, statuses]) =>
        statuses.map((status, i) =>
          leader.client.call('PUT', `/event/${eventId}/attendance`, { date: dates[i], marks: [{ userId: m.id, status, key: `sc-${run}-${m.id}-${i}`, markedAt: new Date().toISOString() }] }),
        ),
      ),
      ada.client.call('POST', '/referral', passBody(ben.id)),
      ada.client.call('POST', '/referral', passBody(cy.id)),
      ben.client.call('POST', '/referral', passBody(ada.id)),
      // Ada brings two guests who came; Ben one who has not been marked as come.
      leader.client.call('PUT', `/visitor/${visitorIds[0]}/host`, { hostId: ada.id }),
      leader.client.call('PUT', `/visitor/${visitorIds[1]}/host`, { hostId: ada.id }),
      leader.client.call('PUT', `/visitor/${visitorIds[2]}/host`, { hostId: ben.id }),
      leader.client.call('PUT', `/visitor/${visitorIds[0]}`, { status: 'Attended' }),
      leader.client.call('PUT', `/visitor/${visitorIds[1]}`, { status: 'FollowedUp' }),
      ada.client.call('POST', '/one-to-one', { withId: ben.id, date: today, time: '07:00', place: `Cafe ${MARKER}` }),
      ada.client.call('POST', '/one-to-one', { withId: cy.id, date: today, time: '08:00', place: `Cafe ${MARKER}` }),
    ]);
    for (const w of writes) assert.ok(w.status === 200 || w.status === 201, w.text);
    for (const w of writes.slice(-2)) {
      const invitee = w.body.data.invitee.id === cy.id ? cy : ben;
      const confirmed = await invitee.client.call('PUT', `/one-to-one/${w.body.data.id}/confirm`);
      assert.equal(confirmed.status, 200, confirmed.text);
    }
    // Closed business: $100.00 on Ada's referral to Ben (green's edge), $49.99 on Ben's to Ada (below yellow).
    const given = await sql('SELECT id, giver_id, receiver_id FROM referrals WHERE giver_chapter_id = $1 ORDER BY id', [chapter.id]);
    const adaToBen = given.find((r) => Number(r.giver_id) === ada.id && Number(r.receiver_id) === ben.id)!;
    const benToAda = given.find((r) => Number(r.giver_id) === ben.id)!;
    assert.equal((await ben.client.call('PUT', `/referral/${adaToBen.id}/status`, { status: 'Closed', date: today, amount: '100.00' })).status, 200);
    assert.equal((await ada.client.call('PUT', `/referral/${benToAda.id}/status`, { status: 'Closed', date: today, amount: '49.99' })).status, 200);

    const res = await scorecards(leader.client);
    assert.equal(res.status, 200, res.text);
    const board = res.body.data;
    assert.equal(board.everyMember, true);
    const card = (m: Member) => board.members.find((c) => c.userId === m.id)!;
    const colours = (m: Member) => Object.fromEntries(Object.entries(card(m).measures).map(([k, v]) => [k, v.colour]));
    assert.deepEqual(colours(ada), { attendance: 'green', referralsGiven: 'green', visitorsBrought: 'green', oneToOnes: 'green', closedBusiness: 'green' });
    assert.deepEqual(colours(ben), { attendance: 'green', referralsGiven: 'yellow', visitorsBrought: 'red', oneToOnes: 'yellow', closedBusiness: 'red' });
    assert.deepEqual(colours(cy), { attendance: 'yellow', referralsGiven: 'red', visitorsBrought: 'red', oneToOnes: 'yellow', closedBusiness: 'red' });
    assert.deepEqual(colours(dee), { attendance: 'red', referralsGiven: 'red', visitorsBrought: 'red', oneToOnes: 'red', closedBusiness: 'red' });
    assert.equal(card(leader).measures.attendance.colour, 'grey', 'no marked meeting: nothing to judge');
    assert.deepEqual([card(ada).measures.attendance.value, card(ben).measures.attendance.value, card(cy).measures.attendance.value, card(dee).measures.attendance.value], [100, 75, 50, 25]);
    assert.equal(card(ada).measures.closedBusiness.value, 10_000);
    assert.equal(card(ben).measures.closedBusiness.value, 4_999);
    assert.deepEqual([card(cy).absences, card(cy).pastPolicy, card(ben).pastPolicy, card(dee).absences], [2, true, false, 3]);

    // The totals equal a recount of the records.
    const ids = [leader, ada, ben, cy, dee].map((m) => m.id).join(',');
    const [referrals] = await sql(`SELECT COUNT(*) AS n FROM referrals WHERE deleted_at IS NULL AND giver_id IN (${ids})`);
    const [closed] = await sql(`SELECT SUM(amount_cents) AS n FROM referrals WHERE deleted_at IS NULL AND status = 'Closed' AND giver_id IN (${ids})`);
    const [meetings] = await sql(`SELECT COUNT(*) AS n FROM one_to_ones WHERE status = 'Confirmed' AND (proposer_id IN (${ids}) OR invitee_id IN (${ids}))`);
    const [marks] = await sql(`SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'Absent' THEN 1 ELSE 0 END) AS absent FROM attendances WHERE user_id IN (${ids})`);
    assert.equal(board.totals.referralsGiven, Number(referrals.n));
    assert.equal(board.totals.closedBusiness, Number(closed.n));
    assert.equal(board.totals.oneToOnes, 2 * Number(meetings.n), 'a one-to-one inside the chapter counts for both members');
    assert.equal(board.totals.attendance, Math.floor(((Number(marks.n) - Number(marks.absent)) * 100) / Number(marks.n)));
    assert.equal(board.totals.visitorsBrought, 2);
    assert.equal(board.memberCount, 5);
    assert.equal(board.averages.chapter.referralsGiven, 0.6);

    // The leader's home lists who is past the policy, the most absences first.
    const home = await leader.client.call<ChapterHome>('GET', `/chapter/${chapter.id}/home`);
    assert.equal(home.status, 200, home.text);
    assert.deepEqual(home.body.data.pastPolicy.items.map((i) => [i.userId, i.absences]), [[dee.id, 3], [cy.id, 2]]);
    assert.deepEqual([home.body.data.pastPolicy.maxAbsences, home.body.data.pastPolicy.months], [1, 6]);

    // A threshold moved past Ada's referrals turns the measure yellow.
    const moved = await putSettings({ ...SETTINGS, thresholds: { ...SETTINGS.thresholds, referralsGiven: { green: 3, yellow: 1 } } });
    assert.equal(moved.status, 200, moved.text);
    const after = (await scorecards(leader.client)).body.data.members.find((c) => c.userId === ada.id)!;
    assert.equal(after.measures.referralsGiven.colour, 'yellow');
    assert.equal((await putSettings(SETTINGS)).status, 200);
  });

  it('pages, sorts and searches the board on the server; a member gets their own row whatever they ask', async () => {
    const page = async (query: string) => {
      const res = await leader.client.call<ChapterScorecards>('GET', `/chapter/${chapter.id}/scorecards?${query}`);
      assert.equal(res.status, 200, res.text);
      return { ids: res.body.data.members.map((m) => m.userId), pagination: res.body.data.pagination, data: res.body.data };
    };
    const byName = await page('');
    assert.deepEqual(byName.ids, [ada, ben, cy, dee, leader].map((m) => m.id), 'by last name, then first name');
    assert.deepEqual(byName.pagination, { page: 1, pageSize: 50, pageCount: 1, total: 5 });
    const first = await page('sort=attendance:desc&pageSize=2');
    assert.deepEqual(first.ids, [ada.id, ben.id]);
    assert.deepEqual(first.pagination, { page: 1, pageSize: 2, pageCount: 3, total: 5 });
    assert.equal(first.data.memberCount, 5, "the chapter's figures cover every member, whatever the page");
    assert.deepEqual((await page('sort=attendance:desc&pageSize=2&page=2')).ids, [cy.id, dee.id]);
    assert.deepEqual((await page('sort=attendance:desc&pageSize=2&page=3')).ids, [leader.id], 'no marked meeting comes last');
    assert.deepEqual((await page('sort=attendance:asc')).ids, [leader, dee, cy, ben, ada].map((m) => m.id));
    assert.deepEqual((await page('sort=absences:desc')).ids.slice(0, 2), [dee.id, cy.id]);
    assert.deepEqual((await page('sort=closedBusiness:desc')).ids.slice(0, 2), [ada.id, ben.id]);
    assert.deepEqual((await page('sort=oneToOnes:desc')).ids[0], ada.id);
    assert.deepEqual((await page('sort=visitorsBrought:desc')).ids[0], ada.id);
    assert.deepEqual((await page('sort=referralsGiven:desc')).ids.slice(0, 2), [ada.id, ben.id]);
    assert.deepEqual((await page('sort=member:desc')).ids, [leader, dee, cy, ben, ada].map((m) => m.id));
    const found = await page('q=CY%20refer');
    assert.deepEqual([found.ids, found.pagination.total], [[cy.id], 1]);
    assert.deepEqual((await page('q=ben%20works')).ids, [ben.id], 'by company');
    assert.deepEqual((await page('q=%25')).ids, [], 'a wildcard is a character');
    assert.deepEqual((await page('page=9')).ids, []);
    for (const bad of ['sort=bogus', 'sort=attendance:up', 'pageSize=101', 'pageSize=0', 'page=0', 'page=1.5', `q=${'x'.repeat(101)}`, 'sort=member&sort=attendance', 'page[a]=1']) {
      const res = await leader.client.call('GET', `/chapter/${chapter.id}/scorecards?${bad}`);
      assert.equal(res.status, 400, bad);
    }
    const own = await ada.client.call<ChapterScorecards>('GET', `/chapter/${chapter.id}/scorecards?sort=attendance:asc&q=ben&page=2`);
    assert.equal(own.status, 200, own.text);
    assert.deepEqual([own.body.data.members.map((m) => m.userId), own.body.data.pagination.total], [[ada.id], 1]);
  });

  it('shows any committed write at once, whoever made it (raw SQL on another connection too); a rolled-back write moves nothing', async () => {
    const version = async () => String((await sql(`SELECT SUM(v) AS v FROM ${FIGURES_VERSION_TABLE}`))[0].v);
    const adaRow = async () => (await scorecards(leader.client)).body.data.members.find((c) => c.userId === ada.id)!;
    const before = await adaRow();
    const [given] = await sql('SELECT id FROM referrals WHERE giver_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [ada.id]);
    const at = sqlite ? Date.now() : new Date().toISOString();
    const v0 = await version();
    await sqlRolledBack('UPDATE referrals SET deleted_at = $1 WHERE id = $2', [at, given.id]);
    assert.equal(await version(), v0, 'a rolled-back write');
    assert.equal((await adaRow()).measures.referralsGiven.value, before.measures.referralsGiven.value);
    await sql('UPDATE referrals SET deleted_at = $1 WHERE id = $2', [at, given.id]);
    assert.notEqual(await version(), v0);
    assert.equal((await adaRow()).measures.referralsGiven.value, before.measures.referralsGiven.value! - 1, 'a referral deleted on another connection');
    await sql('UPDATE referrals SET deleted_at = NULL WHERE id = $1', [given.id]);
    await sql('UPDATE up_users SET firstname = $1 WHERE id = $2', ['Adaline', ada.id]);
    assert.equal((await adaRow()).firstname, 'Adaline', 'a renamed member');
    await sql('UPDATE up_users SET firstname = $1 WHERE id = $2', ['Ada', ada.id]);
    assert.equal((await adaRow()).measures.referralsGiven.value, before.measures.referralsGiven.value);
    // Every table the figures are counted from moves the version.
    const triggers = sqlite
      ? await sql("SELECT DISTINCT tbl_name AS t FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'gro_figures_%'")
      : await sql("SELECT DISTINCT event_object_table AS t FROM information_schema.triggers WHERE trigger_name LIKE 'gro_figures_%' AND trigger_schema = current_schema()");
    assert.deepEqual(triggers.map((r) => r.t).sort(), FIGURES_SOURCES.map((s) => s.table).sort());
  });

  it('judges nobody in their first four weeks, and prorates the counts after', async () => {
    const eve = await member(chapter.id, 'Eve');
    const mine = await eve.client.call<ScorecardDetail>('GET', '/scorecard/mine');
    assert.equal(mine.status, 200, mine.text);
    assert.ok(Object.values(mine.body.data.member.measures).every((m) => m.colour === 'grey'));
    const sixWeeks = Date.now() - 42 * 86_400_000;
    await sql('UPDATE up_users SET created_at = $1 WHERE id = $2', [sqlite ? sixWeeks : new Date(sixWeeks).toISOString(), eve.id]);
    const later = (await eve.client.call<ScorecardDetail>('GET', '/scorecard/mine')).body.data.member;
    assert.equal(later.measures.referralsGiven.colour, 'red');
    assert.equal(later.measures.referralsGiven.green, 1, 'two referrals in six months is one in six weeks (rounded up)');
    await sql('DELETE FROM up_users_chapter_lnk WHERE user_id = $1', [eve.id]);
  });

  it('shows a member their own row and the totals, a leader every member, an outsider nothing', async () => {
    const own = await scorecards(ada.client);
    assert.equal(own.status, 200, own.text);
    assert.equal(own.body.data.everyMember, false);
    assert.deepEqual(own.body.data.members.map((m) => m.userId), [ada.id]);
    assert.equal(own.body.data.memberCount, 5);
    assert.equal((await ada.client.call('GET', `/chapter/${chapter.id}/scorecards/${ben.id}`)).status, 403);
    const self = await ada.client.call<ScorecardDetail>('GET', `/chapter/${chapter.id}/scorecards/${ada.id}`);
    assert.equal(self.status, 200, self.text);
    assert.equal(self.body.data.months.length, 7, 'six months back from today touch seven calendar months');
    assert.ok(self.body.data.marks.some((m) => m.status === 'Medical' && !m.counted));
    const byLeader = await leader.client.call<ScorecardDetail>('GET', `/chapter/${chapter.id}/scorecards/${cy.id}`);
    assert.equal(byLeader.status, 200);
    assert.equal(byLeader.body.data.member.pastPolicy, true);
    assert.equal((await leader.client.call('GET', `/chapter/${chapter.id}/scorecards/${outsider.id}`)).status, 404);
    const denied = await scorecards(outsider.client);
    assert.equal(denied.status, 403);
    assert.equal(denied.body.message.message, SCORECARD_MESSAGES.notYours);
    assert.equal((await new Client().call('GET', `/chapter/${chapter.id}/scorecards`)).status, 401);
    assert.equal((await leader.client.call('GET', '/admin/scorecards')).status, 403);
    assert.equal((await leader.client.call('GET', `/chapter/abc/scorecards`)).status, 400);
    const all = await admin.call<{ chapters: { chapter: { id: number }; memberCount: number; pastPolicy: number }[] }>('GET', '/admin/scorecards');
    assert.equal(all.status, 200, all.text);
    const ours = all.body.data.chapters.find((c) => c.chapter.id === chapter.id)!;
    assert.deepEqual([ours.memberCount, ours.pastPolicy], [5, 2]);
  });

  it("refuses a host from outside the guest's chapter and bad host ids", async () => {
    const [v] = await sql(`SELECT v.id FROM visitors v JOIN visitors_chapter_lnk l ON l.visitor_id = v.id WHERE l.chapter_id = $1 ORDER BY v.id LIMIT 1`, [chapter.id]);
    const at = `/visitor/${v.id}/host`;
    const outside = await leader.client.call('PUT', at, { hostId: outsider.id });
    assert.equal(outside.status, 400);
    assert.equal(outside.body.message.message, VISITOR_MESSAGES.hostNotInChapter);
    for (const body of [{ hostId: String(ada.id) }, { hostId: 1.5 }, { hostId: -1 }, {}, { hostId: ada.id, extra: 1 }, [ada.id]]) {
      assert.equal((await leader.client.call('PUT', at, body)).status, 400, JSON.stringify(body));
    }
    assert.equal((await ada.client.call('PUT', at, { hostId: ada.id })).status, 403, 'members do not set hosts');
  });
});

describe('scorecard settings', () => {
  it('keeps the defaults until an admin saves, logs the change, and refuses what does not fit', async () => {
    assert.deepEqual(Object.keys(SCORECARD_DEFAULTS.thresholds), Object.keys(SETTINGS.thresholds));
    const bad: [unknown, string][] = [
      [{ ...SETTINGS, windowMonths: '6' }, SCORECARD_MESSAGES.windowMonths],
      [{ ...SETTINGS, windowMonths: 1.5 }, SCORECARD_MESSAGES.windowMonths],
      [{ ...SETTINGS, windowMonths: 13 }, SCORECARD_MESSAGES.windowMonths],
      [{ ...SETTINGS, thresholds: { ...SETTINGS.thresholds, oneToOnes: { green: 1, yellow: 2 } } }, SCORECARD_MESSAGES.yellowAboveGreen('oneToOnes')],
      [{ ...SETTINGS, thresholds: { ...SETTINGS.thresholds, attendance: { green: 101, yellow: 50 } } }, SCORECARD_MESSAGES.threshold('attendance')],
      [{ ...SETTINGS, policy: { ...SETTINGS.policy, counted: ['Late'] } }, SCORECARD_MESSAGES.counted],
      [{ ...SETTINGS, policy: { ...SETTINGS.policy, counted: ['Absent', 'Absent'] } }, SCORECARD_MESSAGES.counted],
      [{ ...SETTINGS, reportEmail: 'yes' }, SCORECARD_MESSAGES.reportEmail],
      [{ ...SETTINGS, extra: true }, SCORECARD_MESSAGES.settingsInvalid],
      [{ ...SETTINGS, policy: null }, SCORECARD_MESSAGES.settingsInvalid],
    ];
    for (const [body, message] of bad) {
      const res = await putSettings(body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(JSON.stringify(res.body).includes(message.slice(0, 30)), `${res.text} should say ${message}`);
    }
    const proto = await putSettings(JSON.parse(`{"__proto__": ${JSON.stringify(SETTINGS)}}`));
    assert.equal(proto.status, 400);
    assert.equal((await leader.client.call('PUT', '/admin/scorecard-settings', SETTINGS)).status, 403);
    const logged = await sql("SELECT summary FROM admin_activities WHERE subject = 'scorecards' ORDER BY id DESC LIMIT 1");
    assert.match(logged[0].summary, /scorecard/i);
  });
});
