import { expect, test } from '@playwright/test';
import { HONEYPOT_FIELD, REMINDER_MESSAGES, UNSUBSCRIBE_MESSAGES, chapterDefaults, eventDefaults, eventFormToPayload } from '@gro/config';
import { ACCOUNT_SCREEN_TEXTS, REMINDER_HOURS_TEXTS, UNSUBSCRIBE_TEXTS, USER_MENU_TEXTS } from '@gro/config/screens';
import { mailsTo } from '../support/mail';
import { DEMO_ADMIN, memberWithCompany, signIn, storedToken, uniqueEmail, uniqueStamp } from '../support/portal';
import { runScheduledJob, setServerClockOffset, smsWith } from '../support/server-jobs';
import { expectNoBlockingViolations } from '../support/axe';

/** Reminders: a reminder job run with an injected clock, and the unsubscribe link. */

// One after another: the tests move the server's one clock, which a test running alongside would read.
test.describe.configure({ mode: 'default' });

const HOUR_MS = 60 * 60 * 1000;
const QUARTER_MS = 15 * 60 * 1000;
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/**
 * The first quarter hour a little over a day from now whose two-hour meeting stays within its local
 * day and away from the night's clock changes (a start from 06:00 to 21:45 local): run in the
 * zone's evening, "a day from now + 2 hours" would end after midnight, which the event form refuses.
 */
function meetingStart(zone: string): number {
  let start = Math.ceil((Date.now() + 24 * HOUR_MS + 20 * 60 * 1000) / QUARTER_MS) * QUARTER_MS;
  for (;;) {
    const { time } = localParts(start, zone);
    if (time >= '06:00' && time <= '21:45') return start;
    start += QUARTER_MS;
  }
}

/** Date (YYYY-MM-DD) and time (HH:MM) of an instant in a time zone. */
function localParts(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

test('a reminder job run with an injected clock emails each going member once and texts the member with SMS on; the unsubscribe link turns the setting off', async ({ browser, page, request }, testInfo) => {
  const stamp = uniqueStamp();
  const alice = await memberWithCompany(request, 'Alice', `remind-a-${stamp}`);
  const bob = await memberWithCompany(request, 'Bob', `remind-b-${stamp}`);
  const carol = await memberWithCompany(request, 'Carol', `remind-c-${stamp}`);
  const as = (m: { token: string }) => ({ Authorization: `Bearer ${m.token}` });
  const smsOn = await request.put('/api/account/setting', { headers: as(bob), data: { setting: { key: 'event-reminders' }, channel: 'sms', value: true } });
  expect(smsOn.ok()).toBe(true);

  // An event of GRO Detroit starting on a quarter hour a little over a day from now.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const adminToken = await storedToken(page);
  const chapters = (await (await request.get('/api/chapter/active')).json()).data as { id: number; name: string; timeZone?: string | null }[];
  const detroit = chapters.find((c) => c.name === 'GRO Detroit')!;
  const zone = detroit.timeZone || 'America/Detroit';
  const start = meetingStart(zone);
  const { date, time } = localParts(start, zone);
  const end = localParts(start + 2 * HOUR_MS, zone).time;
  const title = `Reminder ${stamp}`;
  const created = await page.request.post('/api/event', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: eventFormToPayload({ ...eventDefaults, title, type: 'Once', date, dayOfWeek: '', chapterId: detroit.id, timeStart: time, timeEnd: end, location: 'Guardian Building' }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { data: { id: number } }).data.id;
  for (const [member, status] of [[alice, 'Going'], [bob, 'Going'], [carol, 'NotGoing']] as const) {
    const res = await request.put(`/api/event/${eventId}/rsvp`, { headers: as(member), data: { date, status } });
    expect(res.ok(), await res.text()).toBe(true);
  }

  // The server's clock a minute inside the 24-hour reminder's window; the scan runs twice (once more changes nothing).
  setServerClockOffset(start - 24 * HOUR_MS + 60_000 - Date.now());
  try {
    await runScheduledJob('reminders.scan');
    await runScheduledJob('reminders.scan');
  } finally {
    setServerClockOffset(0);
  }
  const remindersTo = async (email: string) => (await mailsTo(email)).filter((m) => m.subject?.startsWith(`Reminder: ${title},`));
  await expect.poll(async () => (await remindersTo(alice.email)).length).toBe(1);
  await expect.poll(async () => (await remindersTo(bob.email)).length).toBe(1);
  expect(await remindersTo(carol.email)).toHaveLength(0);
  const texts = smsWith(title);
  expect(texts).toHaveLength(1);
  expect(texts[0].to).toBe('+13135550142');
  expect(texts[0].body).toMatch(/Opt out: reply STOP or http:\/\/\S+\/unsubscribe\?token=\S+$/);

  const [mail] = await remindersTo(alice.email);
  expect(mail.text).toContain('Where: Guardian Building');
  expect(mail.text).toContain(`/events/${eventId}`);
  const link = /(http:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail.text ?? '')![1];

  // Alice opens the link (not signed in): it says what it turns off, and turns it off.
  const visitor = await (await browser.newContext()).newPage();
  for (const viewport of VIEWPORTS) {
    await visitor.setViewportSize(viewport);
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: UNSUBSCRIBE_TEXTS.title })).toBeVisible();
    await expect(visitor.getByText('Event reminders', { exact: true })).toBeVisible();
    await expect(visitor.getByText('email', { exact: true })).toBeVisible();
    await expectNoBlockingViolations(visitor);
    await visitor.screenshot({ path: testInfo.outputPath(`unsubscribe-${viewport.width}.png`), fullPage: true });
  }
  await visitor.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }).click();
  await expect(visitor.getByRole('status').filter({ hasText: UNSUBSCRIBE_MESSAGES.done('Event reminders', 'email').message })).toBeVisible();
  await expectNoBlockingViolations(visitor);

  // A tampered link says it does not work.
  await visitor.goto(link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  await expect(visitor.getByRole('alert').filter({ hasText: UNSUBSCRIBE_MESSAGES.tokenInvalid })).toBeVisible();

  // In My Account, Alice's settings table shows Event reminders by email off.
  const mine = await (await browser.newContext()).newPage();
  await signIn(mine, alice.email, alice.password);
  await mine.getByRole('button', { name: alice.fullname, exact: true }).click();
  await mine.getByRole('button', { name: USER_MENU_TEXTS.settings, exact: true }).click();
  const drawer = mine.getByRole('dialog', { name: USER_MENU_TEXTS.settings });
  await expect(drawer.getByRole('table', { name: ACCOUNT_SCREEN_TEXTS.settings.caption })).toBeVisible();
  await expect(drawer.getByRole('switch', { name: 'Event reminders by Email', exact: true })).not.toBeChecked();
  await expect(drawer.getByRole('switch', { name: 'Event reminders by SMS', exact: true })).not.toBeChecked();
});

test("a guest registered for a chapter's meeting gets its reminder once by email; its link turns the reminders off with the guest's message, no My Account", async ({ browser, page, request }, testInfo) => {
  const stamp = uniqueStamp();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  // A chapter of its own whose only (so next) meeting starts on a quarter hour a little over a day from now.
  const made = await page.request.post('/api/chapter', {
    headers,
    data: { ...chapterDefaults, name: `Reminded guests ${stamp}`, email: `chapter.${stamp}@example.com`, location: 'Guild Hall', address: '12 Pine St', city: 'Detroit', state: 'MI', postalCode: '48226', isActive: true },
  });
  expect(made.status(), await made.text()).toBe(201);
  const chapter = (await made.json()).data as { id: number; slug: string; timeZone?: string | null };
  const zone = chapter.timeZone || 'America/Detroit';
  const start = meetingStart(zone);
  const { date, time } = localParts(start, zone);
  const title = `Guest reminder ${stamp}`;
  const event = await page.request.post('/api/event', {
    headers,
    data: eventFormToPayload({ ...eventDefaults, title, type: 'Once', date, dayOfWeek: '', chapterId: chapter.id, timeStart: time, timeEnd: localParts(start + 2 * HOUR_MS, zone).time, location: 'Guild Hall' }),
  });
  expect(event.status(), await event.text()).toBe(201);

  const email = uniqueEmail('guest-reminded');
  const registered = await request.post(`/api/chapter/${chapter.slug}/visitor`, {
    headers: { 'X-Forwarded-For': `10.216.${process.pid % 250}.9` },
    data: { firstname: 'Grace', lastname: 'Guest', email, phoneNumber: '(313) 555-0166', phoneExt: '', company: 'Guest Works', industry: 'Data', heardFrom: 'Search engine', [HONEYPOT_FIELD]: '' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  setServerClockOffset(start - 24 * HOUR_MS + 60_000 - Date.now());
  try {
    await runScheduledJob('reminders.scan');
    await runScheduledJob('reminders.scan');
  } finally {
    setServerClockOffset(0);
  }
  const reminders = async () => (await mailsTo(email)).filter((m) => m.subject?.startsWith(`Reminder: ${title},`));
  await expect.poll(async () => (await reminders()).length).toBe(1);
  expect(smsWith(title)).toHaveLength(0);
  const [mail] = await reminders();
  expect(mail.text).toContain(`You registered to attend ${title} as a guest.`);
  const link = /(http:\/\/\S+\/unsubscribe\?token=v1\.\S+)/.exec(mail.text ?? '')![1];

  const guest = await (await browser.newContext()).newPage();
  for (const viewport of VIEWPORTS) {
    await guest.setViewportSize(viewport);
    await guest.goto(link);
    await expect(guest.getByText(UNSUBSCRIBE_TEXTS.visitorIntro)).toBeVisible();
    await expect(guest.getByText('Event reminders', { exact: true })).toBeVisible();
    await expect(guest.getByText('email', { exact: true })).toBeVisible();
    await expect(guest.getByRole('link', { name: UNSUBSCRIBE_TEXTS.manage })).toHaveCount(0);
    await expectNoBlockingViolations(guest);
    await guest.screenshot({ path: testInfo.outputPath(`unsubscribe-guest-${viewport.width}.png`), fullPage: true });
  }
  await guest.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm }).click();
  await expect(guest.getByRole('status').filter({ hasText: UNSUBSCRIBE_MESSAGES.visitorDone('Event reminders', 'email').message })).toBeVisible();
  await expect(guest.getByText(/My Account/)).toHaveCount(0);
  await expectNoBlockingViolations(guest);
  await guest.reload();
  await expect(guest.getByText(UNSUBSCRIBE_TEXTS.visitorAlreadyOff)).toBeVisible();
});

test('admins set the reminder times on their screen (axe-clean at 1280 and 390 px); a wrong value is refused on the form', async ({ page }, testInfo) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/portal/administrator/reminders');
    await expect(page.getByRole('heading', { level: 1, name: REMINDER_HOURS_TEXTS.title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: REMINDER_HOURS_TEXTS.slots.first })).toHaveValue('24');
    await expect(page.getByRole('textbox', { name: REMINDER_HOURS_TEXTS.slots.second })).toHaveValue('1');
    await expectNoBlockingViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`reminders-${viewport.width}.png`), fullPage: true });
  }
  const form = page.getByRole('form', { name: REMINDER_HOURS_TEXTS.formLabel });
  await form.getByRole('textbox', { name: REMINDER_HOURS_TEXTS.slots.third }).fill('24');
  await form.getByRole('button', { name: REMINDER_HOURS_TEXTS.save }).click();
  await expect(form.getByText(REMINDER_MESSAGES.duplicate)).toBeVisible();
  await form.getByRole('textbox', { name: REMINDER_HOURS_TEXTS.slots.third }).fill('200');
  await form.getByRole('button', { name: REMINDER_HOURS_TEXTS.save }).click();
  await expect(form.getByText(REMINDER_MESSAGES.hourInvalid)).toBeVisible();
  await expectNoBlockingViolations(page);

  // Saving the default times again (the other spec's scan reads them) shows the server's toast.
  await form.getByRole('textbox', { name: REMINDER_HOURS_TEXTS.slots.third }).fill('');
  await form.getByRole('button', { name: REMINDER_HOURS_TEXTS.save }).click();
  await expect(page.getByRole('status').filter({ hasText: REMINDER_MESSAGES.saved([24, 1]).message })).toBeVisible();
});
