import { expect, test, type Browser, type Page } from '@playwright/test';
import { RSVP_MESSAGES, eventDefaults, eventFormToPayload } from '@gro/config';
import { PORTAL_EVENT_TEXTS, RSVP_TEXTS } from '@gro/config/screens';
import { waitForMailWhere } from '../support/mail';
import { DEMO_ADMIN, memberWithCompany, signIn, storedToken, uniqueStamp } from '../support/portal';
import { expectNoBlockingViolations } from '../support/axe';

/** RSVPs: a recurring meeting and a capped event, the waitlist promoted for a second member. */

const t = RSVP_TEXTS;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}

/** The RSVP card of the first date: its Going / Not going group and what it says. */
const firstDate = (page: Page) => page.getByRole('list', { name: /^RSVP dates for / }).getByRole('listitem').first();

test('a member RSVPs to a recurring meeting and to a capped event; giving up the seat promotes the waitlisted member, who is emailed', async ({ browser, page, request }) => {
  const stamp = uniqueStamp();
  const alice = await memberWithCompany(request, 'Alice', `rsvp-a-${stamp}`);
  const bob = await memberWithCompany(request, 'Bob', `rsvp-b-${stamp}`);

  // The admin sets up a weekly meeting and a special event with one seat, both of GRO Detroit.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const token = await storedToken(page);
  const chapters = (await (await request.get('/api/chapter/active')).json()).data as { id: number; name: string; slug: string }[];
  const detroit = chapters.find((c) => c.name === 'GRO Detroit')!;
  const weekly = { title: `RSVP Weekly ${stamp}`, type: 'Recurring' as const, dayOfWeek: WEEKDAYS[new Date(Date.now() + 2 * DAY_MS).getUTCDay()], date: '' };
  const capped = { title: `RSVP Dinner ${stamp}`, type: 'Once' as const, date: new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10), dayOfWeek: '' as const };
  for (const event of [weekly, { ...capped, capacity: 1 }]) {
    const res = await page.request.post('/api/event', {
      headers: { Authorization: `Bearer ${token}` },
      data: eventFormToPayload({ ...eventDefaults, ...event, chapterId: detroit.id, timeStart: '18:00', timeEnd: '20:00' }),
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Alice, in the portal's events table: the weekly meeting's drawer lists its next dates.
  const a = await signedInPage(browser, alice.email, alice.password);
  await a.goto('/portal/event');
  await a.getByRole('searchbox', { name: PORTAL_EVENT_TEXTS.search }).fill(stamp);
  const row = a.getByRole('row').filter({ hasText: weekly.title });
  await row.getByRole('button', { name: `${t.open} — ${weekly.title}` }).click();
  const drawer = a.getByRole('dialog', { name: t.drawerTitle(weekly.title) });
  await expect(drawer.getByRole('group', { name: /^RSVP: / })).toHaveCount(4);
  await firstDate(a).getByRole('button', { name: t.going, exact: true }).click();
  await expect(a.getByRole('status').filter({ hasText: 'Your seat at' })).toBeVisible();
  await expect(firstDate(a).getByRole('button', { name: t.going, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstDate(a)).toContainText(t.goingCount(1));
  await firstDate(a).getByText(t.whoIsGoing(1)).click();
  await expect(firstDate(a).getByText(`${alice.fullname} · ${alice.company}`)).toBeVisible();
  await a.keyboard.press('Escape');
  // Her answer is on the row and on her dashboard, not a plain RSVP button; "My RSVPs" lists it.
  await expect(row.getByText(t.statusLabels.Going, { exact: true })).toBeVisible();
  await a.getByRole('tab', { name: t.myRsvps }).click();
  await expect(a.getByRole('table', { name: t.myRsvpsCaption }).getByRole('row').filter({ hasText: weekly.title })).toContainText(t.statusLabels.Going);
  await a.goto('/portal');
  await expect(a.getByRole('listitem').filter({ hasText: weekly.title }).getByText(t.statusLabels.Going, { exact: true })).toBeVisible();

  // Alice takes the capped event's only seat from the chapter's events (the chapter page shows its
  // soonest four, then links to them all): the same drawer opens there.
  await a.goto(`/chapters/${detroit.slug}`);
  await a.getByRole('link', { name: /^See all \d+ events$/ }).click();
  await expect(a).toHaveURL(new RegExp(`/events\\?chapter=${detroit.slug}$`));
  const card = a.getByRole('article', { name: capped.title });
  const cardDrawer = a.getByRole('dialog', { name: t.drawerTitle(capped.title) });
  await card.getByRole('button', { name: `${t.open} — ${capped.title}` }).click();
  await cardDrawer.getByRole('button', { name: t.going, exact: true }).click();
  await expect(cardDrawer.getByRole('button', { name: t.going, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardDrawer).toContainText(t.full);
  await a.keyboard.press('Escape');
  await expect(card.getByText(t.statusLabels.Going, { exact: true })).toBeVisible();

  // Bob asks too, from his dashboard: the event is full, he is first on the waitlist.
  const b = await signedInPage(browser, bob.email, bob.password);
  const item = b.getByRole('listitem').filter({ hasText: capped.title });
  const bobDrawer = b.getByRole('dialog', { name: t.drawerTitle(capped.title) });
  await item.getByRole('button', { name: `${t.open} — ${capped.title}` }).click();
  await bobDrawer.getByRole('button', { name: t.going, exact: true }).click();
  await expect(bobDrawer.getByText(t.waitlisted(1))).toBeVisible();
  await expect(b.getByRole('status').filter({ hasText: RSVP_MESSAGES.waitlisted(capped.title, capped.date, 1).title })).toBeVisible();
  await b.keyboard.press('Escape');
  await expect(item.getByText(t.waitlisted(1))).toBeVisible();

  // Alice gives up her seat: seeing the waitlist now, she is asked first; then Bob has it and is emailed.
  await a.reload();
  await card.getByRole('button', { name: `${t.open} — ${capped.title}` }).click();
  await expect(cardDrawer).toContainText(t.goingCount(1));
  await cardDrawer.getByRole('button', { name: t.notGoing }).click();
  const confirm = a.getByRole('alertdialog', { name: t.giveUpTitle });
  await expect(confirm).toContainText(t.giveUpMessage(1));
  await confirm.getByRole('button', { name: t.giveUpConfirm }).click();
  await expect(cardDrawer.getByRole('button', { name: t.notGoing })).toHaveAttribute('aria-pressed', 'true');
  const mail = await waitForMailWhere(bob.email, (m) => (m.subject ?? '').includes(capped.title));
  expect(mail.subject).toBe(`A seat opened up: you are going to ${capped.title}`);
  await b.reload();
  await expect(item.getByText(t.statusLabels.Going, { exact: true })).toBeVisible();

  // The admin sees both answers and exports them.
  await page.goto('/portal/event');
  await page.getByRole('searchbox', { name: PORTAL_EVENT_TEXTS.search }).fill(stamp);
  await page.getByRole('button', { name: `${t.open} — ${capped.title}` }).click();
  const admin = page.getByRole('dialog', { name: t.drawerTitle(capped.title) });
  const attendees = admin.getByRole('region', { name: /^Attendees — / });
  await expect(attendees.getByRole('link', { name: bob.email })).toBeVisible();
  await expect(attendees.getByRole('link', { name: alice.email })).toBeVisible();
  const download = page.waitForEvent('download');
  await attendees.getByRole('button', { name: t.exportCsv }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^attendees-\\d+-${capped.date}\\.csv$`));
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`the RSVP control and the attendee list are axe-clean at ${viewport.width} px`, async ({ page, request }) => {
    const stamp = uniqueStamp();
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const token = await storedToken(page);
    const title = `RSVP Axe ${stamp}`;
    const date = new Date(Date.now() + 12 * DAY_MS).toISOString().slice(0, 10);
    const res = await page.request.post('/api/event', {
      headers: { Authorization: `Bearer ${token}` },
      data: eventFormToPayload({ ...eventDefaults, title, type: 'Once', date, chapterId: null, capacity: 5 }),
    });
    expect(res.status(), await res.text()).toBe(201);
    const member = await memberWithCompany(request, 'Cora', `rsvp-axe-${stamp}`);
    const memberPage = await signedInPage(page.context().browser()!, member.email, member.password);
    await memberPage.setViewportSize(viewport);
    await memberPage.goto('/portal');
    const item = memberPage.getByRole('listitem').filter({ hasText: title });
    await item.getByRole('button', { name: `${t.open} — ${title}` }).click();
    const control = memberPage.getByRole('dialog', { name: t.drawerTitle(title) });
    await control.getByRole('button', { name: t.going, exact: true }).click();
    await expect(control.getByRole('button', { name: t.going, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await control.getByText(t.whoIsGoing(1)).click();
    await expectNoBlockingViolations(memberPage);

    await page.goto('/portal/event');
    await page.getByRole('searchbox', { name: PORTAL_EVENT_TEXTS.search }).fill(stamp);
    // A table row at 1280 px, a card at 390 px: the button is named after its event either way.
    await page.getByRole('button', { name: `${t.open} — ${title}` }).click();
    const drawer = page.getByRole('dialog', { name: t.drawerTitle(title) });
    await expect(drawer.getByRole('link', { name: member.email })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    await expectNoBlockingViolations(page);
  });
}
