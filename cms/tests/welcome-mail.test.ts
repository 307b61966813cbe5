import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chapterDefaults, eventDefaults, eventFormToPayload } from '@gro/config';
import { Client, isWelcomeMail, mailsTo, retireTestData, signInAdmin, signUpMember, waitForMailWhere } from './helpers';

const run = `${process.pid}${Date.now().toString(36)}`;
after(() => retireTestData(run));

const TZ = process.env.APP_TIMEZONE || 'America/Detroit';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The organisation's today plus `days`, as 'YYYY-MM-DD' (the server decides "upcoming" in APP_TIMEZONE). */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];
const fullDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const welcomeOf = (email: string) => waitForMailWhere(email, isWelcomeMail);

describe('the welcome email after sign-up: the chapter and its next meeting', () => {
  let admin: Client;
  let chapter: { id: number; name: string; slug: string };
  let emptyChapter: { id: number; name: string; slug: string };
  const newChapter = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await admin.call('POST', '/chapter', { ...chapterDefaults, name, location: 'TechTown Detroit', email: 'chapter@gro.example.org', isActive: true, ...extra });
    assert.equal(res.status, 201, res.text);
    return res.body.data as { id: number; name: string; slug: string };
  };
  const newEvent = async (fields: Record<string, unknown>) => {
    const res = await admin.call('POST', '/event', eventFormToPayload({ ...eventDefaults, ...fields } as typeof eventDefaults));
    assert.equal(res.status, 201, res.text);
  };

  before(async () => {
    admin = await signInAdmin();
    chapter = await newChapter(`Welcome Home ${run}`, { dayOfWeek: 'Monday', timeStart: '07:00', timeEnd: '08:00' });
    emptyChapter = await newChapter(`Welcome Quiet ${run}`, {
      dayOfWeek: 'Thursday', timeStart: '18:00', timeEnd: '19:30', address: '440 Burroughs St', city: 'Detroit', state: 'MI', postalCode: '48202',
    });
    const soon = dayFromToday(2);
    // Past, later, weekly (after `soon`), another chapter's and all chapters' events must not win.
    await newEvent({ title: `Past Mixer ${run}`, type: 'Once', date: dayFromToday(-3), chapterId: chapter.id });
    await newEvent({ title: `Later Gala ${run}`, type: 'Once', date: dayFromToday(20), chapterId: chapter.id });
    await newEvent({ title: `Weekly Coffee ${run}`, type: 'Recurring', dayOfWeek: weekdayOf(dayFromToday(4)), chapterId: chapter.id, timeStart: '07:30', timeEnd: '09:00' });
    await newEvent({ title: `Elsewhere ${run}`, type: 'Once', date: dayFromToday(1), chapterId: (await newChapter(`Welcome Other ${run}`)).id });
    await newEvent({ title: `Everyone ${run}`, type: 'Once', date: dayFromToday(1), chapterId: null });
    await newEvent({
      title: `Breakfast Meetup ${run}`, type: 'Once', date: soon, chapterId: chapter.id, timeStart: '08:00', timeEnd: '09:30',
      location: 'The Whitney', address: '4421 Woodward Ave, Detroit, MI 48201', city: 'Detroit', state: 'MI', postalCode: '48201',
    });
  });

  it("names the member's chapter and its next meeting: date with year, time and place, in text and HTML", async () => {
    const member = await signUpMember({ tag: 'welcome', firstname: 'Wendy', chapterId: chapter.id });
    const mail = await welcomeOf(member.email);
    assert.equal(mail.subject, 'Welcome to GRO, Wendy!');
    const text = mail.text ?? '';
    assert.match(text, /^Hello Wendy,$/m);
    assert.match(text, new RegExp(`your home chapter is Welcome Home ${run}\\.`));
    assert.match(text, new RegExp(`Welcome Home ${run}'s next meeting: Breakfast Meetup ${run}\\.`));
    assert.ok(text.includes(`When: ${fullDate(dayFromToday(2))}, 8:00 AM – 9:30 AM.`), text);
    assert.ok(text.includes('Where: The Whitney, 4421 Woodward Ave, Detroit, MI 48201.'), text);
    assert.match(text, /create your company or ask to join it/);
    assert.match(text, new RegExp(`Chapter page: http://gro\\.test/chapters/${chapter.slug}`));
    assert.match(text, /Open the member portal: http:\/\/gro\.test\/portal/);
    const html = mail.html || '';
    assert.match(html, /<h1[^>]*>Welcome to GRO<\/h1>/);
    assert.ok(html.includes(`Breakfast Meetup ${run}`));
    assert.ok(html.includes('href="http://gro.test/portal"'));
    assert.equal((await mailsTo(member.email)).filter(isWelcomeMail).length, 1, 'one welcome');
  });

  it('a weekly meeting counts from its next weekday when it comes first', async () => {
    const weekly = await newChapter(`Welcome Weekly ${run}`);
    const day = dayFromToday(3);
    await newEvent({ title: `Lunch Club ${run}`, type: 'Recurring', dayOfWeek: weekdayOf(day), chapterId: weekly.id, timeStart: '12:00', timeEnd: '13:00', location: 'Eastern Market' });
    await newEvent({ title: `Annual Dinner ${run}`, type: 'Once', date: dayFromToday(10), chapterId: weekly.id });
    const member = await signUpMember({ tag: 'weekly', chapterId: weekly.id });
    const text = (await welcomeOf(member.email)).text ?? '';
    assert.match(text, new RegExp(`next meeting: Lunch Club ${run}\\.`));
    assert.ok(text.includes(`When: ${fullDate(day)}, 12:00 PM – 1:00 PM (every ${weekdayOf(day)}).`), text);
    assert.ok(text.includes('Where: Eastern Market.'), text);
  });

  it('with nothing scheduled it says so, with the chapter\'s usual meeting time and place', async () => {
    const member = await signUpMember({ tag: 'quiet', firstname: 'Quinn', chapterId: emptyChapter.id });
    const mail = await welcomeOf(member.email);
    assert.equal(mail.subject, 'Welcome to GRO, Quinn!');
    const text = mail.text ?? '';
    assert.ok(text.includes(`Welcome Quiet ${run} has no meeting on the calendar yet;`), text);
    assert.ok(text.includes('The chapter usually meets every Thursday, 6:00 PM – 7:30 PM at TechTown Detroit, 440 Burroughs St, Detroit, MI 48202.'), text);
    assert.doesNotMatch(text, /next meeting:/);
  });

  it('is sent once per sign-up, and a refused sign-up (taken email) sends none', async () => {
    const member = await signUpMember({ tag: 'once', chapterId: chapter.id });
    await welcomeOf(member.email);
    const again = await new Client().call('POST', '/authenticate/signup', {
      firstname: 'Twice', lastname: 'Member', email: member.email, phoneNumber: '(313) 555-0142', password: member.password, chapterId: chapter.id,
    });
    assert.equal(again.status, 409);
    // A later sign-up's welcome proves the refused one would have arrived by now.
    await welcomeOf((await signUpMember({ tag: 'after', chapterId: chapter.id })).email);
    assert.equal((await mailsTo(member.email)).filter(isWelcomeMail).length, 1);
  });
});
