import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { CHAPTER_LEADER_MESSAGES, REFERRAL_STALE_DAYS, eventDefaults, eventFormToPayload, type ChapterHome } from '@gro/config';
import { Client, createCompany, endTimeOnItsDay, quarterHourAfter, retireTestData, signInAdmin, signUpMember, sql } from './helpers';
import { DAY_MS, member, ownChapter, passBody, type Member } from './referral-fixtures';

/**
 * A chapter leader's home (GET /chapter/{id}/home): the next meeting with its sheet's counts, the
 * visitors who came and wait to be followed up, its members' join requests and new companies, and
 * the referrals its members left untouched. A chapter of the file's own.
 */

const run = `${process.pid}${Date.now().toString(36)}`;
const MARKER = `Home ${run}`;

let admin: Client;
let chapterId: number;
let slug: string;
let leader: Member;
let ada: Member;
let ben: Member;
let meeting: { id: number; date: string };

const home = async (who: Client = leader.client) => {
  const res = await who.call<ChapterHome>('GET', `/chapter/${chapterId}/home`);
  assert.equal(res.status, 200, res.text);
  return res.body.data;
};

before(async () => {
  admin = await signInAdmin();
  chapterId = await ownChapter(admin, MARKER);
  slug = (await admin.call('GET', `/chapter/${chapterId}`)).body.data.slug;
  [leader, ada, ben] = [await member(chapterId, 'Lead'), await member(chapterId, 'Ada'), await member(chapterId, 'Ben')];
  assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${leader.id}`)).status, 201);
  const start = quarterHourAfter(3 * 60 * 60 * 1000, 'America/Detroit');
  const made = await admin.call('POST', '/event', eventFormToPayload({
    ...eventDefaults, title: `Weekly meeting ${MARKER}`, type: 'Once', date: start.toISODate(), chapterId, location: 'Guardian Building',
    timeStart: start.toFormat('HH:mm'), timeEnd: endTimeOnItsDay(start, 2), description: 'Made by the tests.',
  }));
  assert.equal(made.status, 201, made.text);
  meeting = { id: made.body.data.id, date: start.toISODate()! };
});

after(async () => {
  await sql('DELETE FROM attendances WHERE chapter_id = $1', [chapterId]);
  await retireTestData(MARKER);
});

describe("a chapter leader's home", () => {
  it('starts empty but for the next meeting, with every member expected', async () => {
    const h = await home();
    assert.deepEqual([h.chapter.id, h.chapter.slug], [chapterId, slug]);
    assert.deepEqual([h.meeting?.eventId, h.meeting?.date, h.meeting?.underWay, h.meeting?.members, h.meeting?.counts.Unmarked], [meeting.id, meeting.date, false, 3, 3]);
    assert.deepEqual([h.visitors.total, h.joinRequests.total, h.companies.total, h.staleReferrals.total, h.staleReferrals.referrals], [0, 0, 0, 0, 0]);
  });

  it('counts what members said ahead, and lists what waits for the leaders: visitors who came, join requests, companies, untouched referrals', async () => {
    assert.equal((await ada.client.call('PUT', `/event/${meeting.id}/attendance/mine`, { date: meeting.date, status: 'Medical' })).status, 200);

    // A guest registers for the meeting and is marked as having come.
    const guest = await new Client().call('POST', `/chapter/${slug}/visitor`, { firstname: 'Gail', lastname: 'Guest', email: `gail.${run}@example.com`, phoneNumber: '(313) 555-0181', heardFrom: 'Other' });
    assert.equal(guest.status, 201, guest.text);
    const sheet = await leader.client.call('GET', `/event/${meeting.id}/attendance?date=${meeting.date}`);
    const visitorId = sheet.body.data.visitors[0].visitorId as number;
    const marked = await leader.client.call('PUT', `/event/${meeting.id}/attendance`, { date: meeting.date, marks: [{ visitorId, status: 'Attended', key: crypto.randomUUID(), markedAt: new Date().toISOString() }] });
    assert.equal(marked.status, 200, marked.text);

    // A newcomer of the chapter asks to join Ben's company; another creates a company that waits for review.
    const newcomer = await signUpMember({ tag: 'home-asker', firstname: 'Nina', lastname: 'Newcomer', chapterId });
    const benCompany = Number((await sql('SELECT company_id FROM up_users_company_lnk WHERE user_id = $1', [ben.id]))[0].company_id);
    assert.equal((await newcomer.client.call('POST', '/company/join-request', { companyId: benCompany, note: 'We work together.' })).status, 201);
    const founder = await signUpMember({ tag: 'home-founder', firstname: 'Fay', lastname: 'Founder', chapterId });
    const pending = await createCompany(founder.client, `Home Pending Works ${run}`, { pending: true });

    // Two referrals passed to Ben, one left untouched past REFERRAL_STALE_DAYS.
    const passed = await Promise.all([ada.client.call('POST', '/referral', passBody(ben.id)), ada.client.call('POST', '/referral', passBody(ben.id))]);
    for (const p of passed) assert.equal(p.status, 201, p.text);
    const [{ last_touched_at: touched }] = await sql('SELECT last_touched_at FROM referrals WHERE id = $1', [passed[0].body.data.id]);
    const old = new Date(new Date(typeof touched === 'string' && /^\d+$/.test(touched) ? Number(touched) : touched).getTime() - (REFERRAL_STALE_DAYS + 1) * DAY_MS);
    await sql('UPDATE referrals SET last_touched_at = $1 WHERE id = $2', [typeof touched === 'number' ? old.getTime() : old.toISOString(), passed[0].body.data.id]);

    const h = await home();
    // Fay belongs to the company she created: a fourth member on the sheet (Nina has no company yet).
    assert.deepEqual([h.meeting?.members, h.meeting?.counts.Medical, h.meeting?.counts.Unmarked, h.meeting?.counts.visitorsAttended], [4, 1, 3, 1]);
    assert.deepEqual([h.visitors.total, h.visitors.items[0]?.firstname, h.visitors.items[0]?.occurrenceDate], [1, 'Gail', meeting.date]);
    assert.deepEqual([h.joinRequests.total, h.joinRequests.items[0]?.member], [1, 'Nina Newcomer']);
    assert.deepEqual([h.companies.total, h.companies.items[0]?.uuid, h.companies.items[0]?.creator], [1, pending.uuid, 'Fay Founder']);
    assert.deepEqual(h.staleReferrals, { total: 1, referrals: 1, items: [{ userId: ben.id, member: 'Ben Referrer', count: 1 }] });
    assert.ok(!JSON.stringify(h).includes('dana@contact.example.com'), "a referral's contact never shows");

    // The visitor followed up leaves the list.
    assert.equal((await leader.client.call('PUT', `/visitor/${visitorId}`, { status: 'FollowedUp' })).status, 200);
    assert.equal((await home()).visitors.total, 0);
  });

  it("is the chapter's leaders' and admins': a member is refused, an unknown chapter is a 404", async () => {
    assert.equal((await home(admin)).chapter.id, chapterId);
    const refused = await ada.client.call('GET', `/chapter/${chapterId}/home`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message.message, CHAPTER_LEADER_MESSAGES.leadersOnly);
    assert.equal((await admin.call('GET', '/chapter/99999999/home')).status, 404);
    assert.equal((await admin.call('GET', '/chapter/abc/home')).status, 400);
  });
});
