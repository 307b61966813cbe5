import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { chapterDefaults, eventDefaults, eventFormToPayload } from '@gro/config';
import { AUTH_SCREEN_TEXTS, VISITOR_TEXTS } from '@gro/config/screens';
import { waitForMailWhere } from '../support/mail';
import { DEMO_ADMIN, NEW_PASSWORD, signIn, storedToken, uniqueEmail, uniqueStamp, verificationLinkOf } from '../support/portal';
import { expectNoBlockingViolations } from '../support/axe';

/**
 * Visitors: a guest registers on a chapter page, the admin marks them
 * attended and sends the invitation, the guest opens its link, signs up through it and shows as
 * Joined in the admin's visitors table; the new screens are axe-clean at 1280 and 390 px.
 */

const t = VISITOR_TEXTS;
const DAY_MS = 24 * 60 * 60 * 1000;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
let address = 0;
/** Each guest browses from an address of its own (the e2e server trusts its proxy): the form's per-IP limit is for people. */
const guestAddress = () => `10.215.${process.pid % 250}.${(address += 1)}`;

/** An active chapter of its own with one meeting ten days away, so other specs' events do not move "the next meeting". */
async function chapterWithMeeting(page: Page, stamp: string) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const made = await page.request.post('/api/chapter', {
    headers,
    data: { ...chapterDefaults, name: `Visitors ${stamp}`, email: `chapter.${stamp}@example.com`, location: 'Guild Hall', address: '12 Pine St', city: 'Detroit', state: 'MI', postalCode: '48226', isActive: true },
  });
  expect(made.status(), await made.text()).toBe(201);
  const chapter = (await made.json()).data as { id: number; slug: string; name: string };
  const date = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
  const title = `Guest breakfast ${stamp}`;
  const event = await page.request.post('/api/event', {
    headers,
    data: eventFormToPayload({ ...eventDefaults, title, type: 'Once', date, chapterId: chapter.id, location: 'Guild Hall', address: '12 Pine St', city: 'Detroit', state: 'MI', timeStart: '07:30', timeEnd: '09:00' }),
  });
  expect(event.status(), await event.text()).toBe(201);
  return { ...chapter, title, date };
}

async function guestPage(page: Page) {
  const guest = await (await page.context().browser()!.newContext()).newPage();
  await guest.setExtraHTTPHeaders({ 'X-Forwarded-For': guestAddress() });
  return guest;
}

/** Scrolls to the chapter page's last section, as a visitor does: its form loads when it comes near (the public pages' JavaScript budget on phones). */
async function scrollToGuestForm(page: Page) {
  await page.locator('#visit-as-guest').scrollIntoViewIfNeeded();
}

async function register(page: Page, person: { firstname: string; lastname: string; email: string }) {
  const form = page.getByRole('form', { name: t.formTitle });
  await form.getByLabel(/^First Name/).fill(person.firstname);
  await form.getByLabel(/^Last Name/).fill(person.lastname);
  await form.getByLabel(/^Email Address/).fill(person.email);
  await form.getByLabel(/^Phone Number/).fill('(313) 555-0166');
  await form.getByLabel(/^Company/).fill('Lovelace Analytics');
  await form.getByLabel(/^Industry/).fill('Data');
  await form.getByLabel(/^How You Heard About Us/).selectOption('A member invited me');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('status', { name: 'See you there' })).toBeVisible();
}

const visitorsTable = (page: Page) => page.getByRole('region', { name: t.visitorsTitle });

test('a visitor registers on a chapter page, is marked attended and invited, signs up through the invitation and shows as Joined', async ({ page }) => {
  const stamp = uniqueStamp();
  const chapter = await chapterWithMeeting(page, stamp);
  const ada = { firstname: 'Ada', lastname: `Guest${stamp}`, email: uniqueEmail('visitor') };

  // The guest, on the chapter page: the form names the meeting; they register.
  const guest = await guestPage(page);
  await guest.goto(`/chapters/${chapter.slug}`);
  await scrollToGuestForm(guest);
  await expect(guest.getByRole('heading', { name: t.formTitle })).toBeVisible();
  await expect(guest.getByText(new RegExp(`Come to ${chapter.title} on `))).toBeVisible();
  await register(guest, ada);

  // Their confirmation carries the meeting's .ics: 7:30 to 9:00 in the chapter's time zone.
  const confirmation = await waitForMailWhere(ada.email, (m) => /^You are registered/.test(m.subject ?? ''));
  const ics = confirmation.attachments.find((a) => a.filename === 'meeting.ics')!;
  const [vevent] = Object.values(ical.sync.parseICS(ics.content.toString('utf8'))).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(vevent.summary).toBe(chapter.title);
  expect((vevent.end!.getTime() - vevent.start.getTime()) / 60_000).toBe(90);

  // The admin marks them attended and sends the invitation.
  await page.goto(`/portal/my-chapter/${chapter.id}/visitors`);
  const table = visitorsTable(page);
  const status = table.getByRole('combobox', { name: t.statusOf(`${ada.firstname} ${ada.lastname}`) });
  await expect(status).toHaveValue('Registered');
  await status.selectOption('Attended');
  await expect(page.getByRole('status').filter({ hasText: `${ada.firstname} ${ada.lastname} is now Attended.` })).toBeVisible();
  await table.getByRole('button', { name: t.inviteFor(`${ada.firstname} ${ada.lastname}`) }).click();
  const dialog = page.getByRole('alertdialog', { name: t.inviteTitle });
  await dialog.getByRole('button', { name: t.inviteConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been invited to become a member' })).toBeVisible();
  await expect(table.getByText(/^Invited /)).toBeVisible();

  // The guest opens the invitation: sign-up with the chapter chosen and the email filled.
  const invitation = await waitForMailWhere(ada.email, (m) => m.subject === `Become a member of ${chapter.name}`);
  const link = /Become a member: (\S+)/.exec(invitation.text ?? '')![1];
  await guest.goto(new URL(link).pathname + new URL(link).search);
  await expect(guest.getByRole('combobox', { name: /Chapter/ })).toHaveValue(String(chapter.id));
  await expect(guest.getByLabel(/^Email Address/)).toHaveValue(ada.email);
  await guest.getByLabel(/^First Name/).fill(ada.firstname);
  await guest.getByLabel(/^Last Name/).fill(ada.lastname);
  await guest.getByLabel(/^Phone Number/).fill('(313) 555-0166');
  await guest.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await guest.getByLabel(/^Confirm Password/).fill(NEW_PASSWORD);
  await guest.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await guest.getByRole('button', { name: 'Create Account' }).click();
  await expect(guest).toHaveURL(/\/portal$/);
  // The visitor record joins the account once the address is proven by the link mailed to it.
  await guest.goto(await verificationLinkOf(ada.email));
  await expect(guest.getByRole('link', { name: AUTH_SCREEN_TEXTS.verifyEmail.goToPortal })).toBeVisible();

  // The admin's table now shows them Joined, with nothing left to invite.
  await page.reload();
  await expect(status).toHaveValue('Joined');
  await expect(table.getByRole('button', { name: t.inviteFor(`${ada.firstname} ${ada.lastname}`) })).toHaveCount(0);
});

async function shoot(page: Page, name: string, locator = page.locator('body')) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await locator.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`the guest form and the visitors table are axe-clean at ${viewport.width} px`, async ({ page }) => {
    const stamp = uniqueStamp();
    const chapter = await chapterWithMeeting(page, stamp);
    const guest = await guestPage(page);
    await guest.setViewportSize(viewport);
    await guest.goto(`/chapters/${chapter.slug}`);
    await scrollToGuestForm(guest);
    const form = guest.getByRole('form', { name: t.formTitle });
    await expect(form).toBeVisible();
    const width = await guest.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    await expectNoBlockingViolations(guest);
    await shoot(guest, `chapter-visit-form-${viewport.width}`, guest.getByRole('region', { name: t.formTitle }));
    // Errors shown, then the thank-you: still clean.
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByText('How You Heard About Us is required')).toBeVisible();
    await expectNoBlockingViolations(guest);
    await register(guest, { firstname: 'Axe', lastname: `Guest${stamp}`, email: uniqueEmail('visitor-axe') });
    await expectNoBlockingViolations(guest);

    await page.setViewportSize(viewport);
    await page.goto(`/portal/my-chapter/${chapter.id}/visitors`);
    // A table at 1280 px, cards at 390 px: the controls are named after the visitor either way.
    const table = page.getByRole('main');
    await expect(table.getByRole('combobox', { name: t.statusOf(`Axe Guest${stamp}`) })).toBeVisible();
    await expectNoBlockingViolations(page);
    await table.getByRole('button', { name: t.inviteFor(`Axe Guest${stamp}`) }).click();
    await expect(page.getByRole('alertdialog', { name: t.inviteTitle })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    await expectNoBlockingViolations(page);
    await page.keyboard.press('Escape');
    await shoot(page, `portal-chapter-visitors-${viewport.width}`);
  });
}

