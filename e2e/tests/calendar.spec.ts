import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { CALENDAR_TEXTS, DEFAULT_TIME_ZONE, FORM_LABELS, chapterDefaults, eventDefaults, eventFormToPayload } from '@gro/config';
import { ADMIN_FORM_TEXTS, CHAPTER_DRAWER_TEXTS } from '@gro/config/screens';
import { DEMO_ADMIN, adminToken, signIn, uniqueStamp } from '../support/portal';

/**
 * Calendars as a person meets them: an admin gives a chapter a time zone in the portal,
 * a visitor downloads 'Add to calendar' from an event card and the chapter's Meeting Info, and the
 * files parse with node-ical into the right start, end, time zone and RRULE.
 */

const LA = 'America/Los_Angeles';

/** Weekday and wall-clock time of an instant in a zone: 'Tuesday 07:00'. */
function wallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')} ${part('hour')}:${part('minute')}`;
}

/** Clicks a download link and parses the file it saves. */
async function download(page: Page, name: string): Promise<{ text: string; events: VEvent[]; filename: string }> {
  const saved = page.waitForEvent('download');
  await page.getByRole('link', { name, exact: true }).click();
  const file = await saved;
  const text = fs.readFileSync((await file.path())!, 'utf8');
  const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { text, events, filename: file.suggestedFilename() };
}

test("a chapter's time zone, set in the portal, is in the .ics files its page offers: start, end, zone and RRULE", async ({ page, request }) => {
  const stamp = uniqueStamp();
  // First by name in the portal's chapters table (sorted by name, 10 a page).
  const name = `Aaa Pacific ${stamp}`;
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/chapter', {
    headers: auth,
    data: { ...chapterDefaults, name, location: 'Venice Beach Hub', email: `pacific.${stamp}@example.com`, city: 'Los Angeles', state: 'CA', dayOfWeek: 'Thursday', timeStart: '18:00', timeEnd: '19:30' },
  });
  expect(created.status()).toBe(201);
  const chapter = (await created.json()).data as { id: number; slug: string };
  expect(chapter).toMatchObject({ timeZone: null });
  const title = `Pacific breakfast ${stamp}`;
  const event = await request.post('/api/event', {
    headers: auth,
    data: eventFormToPayload({ ...eventDefaults, title, type: 'Recurring', dayOfWeek: 'Tuesday', chapterId: chapter.id, location: 'Rose Cafe', timeStart: '07:00', timeEnd: '08:30' }),
  });
  expect(event.status()).toBe(201);

  // The admin picks the zone in the chapter form; none is the organisation's.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/portal/chapter');
  await page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(name), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: CHAPTER_DRAWER_TEXTS.edit });
  const zone = drawer.getByRole('combobox', { name: FORM_LABELS.chapter.timeZone, exact: true });
  await expect(zone).toHaveValue('');
  await expect(zone.locator('option:checked')).toHaveText(ADMIN_FORM_TEXTS.timeZoneDefault(DEFAULT_TIME_ZONE));
  await zone.selectOption(LA);
  await drawer.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true }).click();
  await expect(drawer).toBeHidden();

  // The chapter page: the recurring meeting's card and the chapter's feed.
  await page.goto(`/chapters/${chapter.slug}`);
  const file = await download(page, CALENDAR_TEXTS.addLabel(title));
  expect(file.filename).toBe(`pacific-breakfast-${stamp.toLowerCase()}.ics`);
  expect(file.events).toHaveLength(1);
  const [meeting] = file.events;
  expect(meeting.summary).toBe(title);
  expect((meeting.start as { tz?: string }).tz).toBe(LA);
  expect(wallClock(meeting.start, LA)).toBe('Tuesday 07:00');
  expect(wallClock(meeting.end!, LA)).toBe('Tuesday 08:30');
  expect(meeting.start.getTime()).toBeGreaterThan(Date.now());
  expect(file.text).toContain('\r\nRRULE:FREQ=WEEKLY;BYDAY=TU\r\n');
  expect(file.text).toContain(`\r\nTZID:${LA}\r\n`);
  const weeks = meeting.rrule!.between(meeting.start, new Date(meeting.start.getTime() + 366 * 86_400_000), true);
  expect(weeks.length).toBeGreaterThanOrEqual(52);
  expect(new Set(weeks.map((when) => wallClock(when, LA)))).toEqual(new Set(['Tuesday 07:00']));

  const feed = await download(page, CALENDAR_TEXTS.addLabel(`${name} meetings`));
  expect(feed.filename).toBe(`${chapter.slug}.ics`);
  const own = feed.events.find((e) => e.summary === CALENDAR_TEXTS.chapterMeeting(name))!;
  expect(wallClock(own.start, LA)).toBe('Thursday 18:00');
  expect(wallClock(own.end!, LA)).toBe('Thursday 19:30');
  expect(feed.events.some((e) => e.summary === title)).toBe(true);
});

test("a one-time event's card on the events page downloads a file at its date, in the organisation's zone", async ({ page, request }) => {
  const events = (await (await request.get('/api/event/active')).json()).data as { id: number; title: string; type: string; date: string | null; timeStart: string; chapter: { id: number } | null }[];
  const once = events.find((e) => e.type === 'Once' && e.date)!;
  expect(once, 'the demo data has an upcoming one-time event').toBeTruthy();
  await page.goto('/events');
  const card = page.getByRole('article', { name: once.title });
  await expect(card.getByRole('link', { name: CALENDAR_TEXTS.addLabel(once.title), exact: true })).toHaveAttribute('download', '');
  const file = await download(page, CALENDAR_TEXTS.addLabel(once.title));
  const [event] = file.events;
  expect(event.summary).toBe(once.title);
  expect(event.rrule).toBeUndefined();
  const zone = (event.start as { tz?: string }).tz!;
  expect(zone).toBeTruthy();
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(event.start);
  expect(local).toBe(once.date!.slice(0, 10));
  expect(wallClock(event.start, zone).slice(-5)).toBe(once.timeStart.slice(0, 5));
});
