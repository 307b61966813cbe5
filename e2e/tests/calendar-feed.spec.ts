import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { DEFAULT_TIME_ZONE } from '@gro/config';
import { CALENDAR_FEED_SCREEN_TEXTS as texts, USER_MENU_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { adminToken, memberWithCompany, signInToDashboard, uniqueStamp } from '../support/portal';

/**
 * A member's calendar feed: in My Account the member turns the feed on, copies its
 * address, and the address answers an iCalendar feed that parses with node-ical into the event they
 * are going to, at the right start, end and time zone; a reset stops the old address, turning it
 * off stops the new one. The card is axe-clean at 1280 and 390 px.
 */

const ZONE = process.env.APP_TIMEZONE || DEFAULT_TIME_ZONE;

/** An event in GRO Detroit `days` ahead, 18:00 to 20:00, made by the admin; the member answers Going. */
async function eventTheMemberGoesTo(request: APIRequestContext, memberToken: string, title: string, days: number) {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const chapters = (await (await request.get('/api/chapter')).json()).data as { id: number; name: string }[];
  const detroit = chapters.find((c) => c.name === 'GRO Detroit')!;
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/event', {
    headers: admin,
    data: { title, type: 'Once', date, dayOfWeek: null, chapter: { connect: [{ id: detroit.id }] }, location: 'Detroit Athletic Club', timeStart: '18:00', timeEnd: '20:00' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  const going = await request.put(`/api/event/${id}/rsvp`, { headers: { Authorization: `Bearer ${memberToken}` }, data: { date, status: 'Going' } });
  expect(going.status()).toBe(200);
  return { id, date };
}

/** Fetches a feed address as a calendar app does (no credentials): status and VEVENTs. */
async function readFeed(request: APIRequestContext, address: string) {
  const res = await request.get(new URL(address).pathname);
  const text = await res.text();
  const events = res.status() === 200 ? Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT') : [];
  return { status: res.status(), cacheControl: res.headers()['cache-control'], events };
}

const wallClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace(',', '');

/** Opens My Account from the user menu and answers the calendar feed card in it. */
async function openFeedCard(page: Page, memberName: string) {
  await page.getByRole('button', { name: memberName, exact: true }).click();
  await page.getByRole('button', { name: USER_MENU_TEXTS.myAccount, exact: true }).click();
  return page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount }).getByRole('region', { name: texts.heading });
}

test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

test('a member turns the feed on in My Account; its address answers their event; reset and turn off stop it; the card is axe-clean at 1280 and 390 px', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = uniqueStamp();
  const member = await memberWithCompany(request, 'Fern', 'feed');
  const title = `Feed supper ${stamp}`;
  const event = await eventTheMemberGoesTo(request, member.token, title, 20);

  await signInToDashboard(page, member.email, member.password);
  const card = await openFeedCard(page, member.fullname);
  await expect(card.getByText(texts.off)).toBeVisible();
  await expectNoBlockingViolations(page);

  await card.getByRole('button', { name: texts.create }).click();
  const field = card.getByLabel(texts.addressLabel);
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const address = await field.inputValue();
  await expect(card.getByRole('link', { name: texts.subscribe })).toHaveAttribute('href', address.replace(/^https?:\/\//, 'webcal://'));
  await card.getByRole('button', { name: texts.copy }).click();
  await expect(page.getByText(texts.copied.message)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await card.getByRole('button', { name: texts.copy }).scrollIntoViewIfNeeded();
  await expectNoBlockingViolations(page);
  await page.screenshot({ path: test.info().outputPath('my-account-calendar-feed-1280.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const feed = await readFeed(request, address);
  expect(feed.status).toBe(200);
  expect(feed.cacheControl).toBe('private, no-store');
  const mine = feed.events.filter((e) => e.summary === title);
  expect(mine).toHaveLength(1);
  const entry = mine[0]!;
  expect((entry.start as unknown as { tz?: string }).tz).toBe(ZONE);
  expect(wallClock(entry.start)).toBe(`${event.date} 18:00`);
  expect(wallClock(entry.end!)).toBe(`${event.date} 20:00`);
  expect(String((entry.url as unknown as { val?: string })?.val ?? entry.url)).toMatch(new RegExp(`/events/${event.id}$`));

  // Reset, asked first: the old address stops at once, the new one works.
  await card.getByRole('button', { name: texts.reset }).click();
  const ask = page.getByRole('alertdialog', { name: texts.resetConfirm.title });
  await expect(ask).toBeVisible();
  await expectNoBlockingViolations(page);
  await ask.getByRole('button', { name: texts.resetConfirm.confirm }).click();
  await expect(field).not.toHaveValue(address);
  const renewed = await field.inputValue();
  expect((await readFeed(request, address)).status).toBe(404);
  expect((await readFeed(request, renewed)).status).toBe(200);

  // Turned off, asked first: the address stops.
  await card.getByRole('button', { name: texts.turnOff }).click();
  await page.getByRole('alertdialog', { name: texts.turnOffConfirm.title }).getByRole('button', { name: texts.turnOffConfirm.confirm }).click();
  await expect(card.getByRole('button', { name: texts.create })).toBeVisible();
  expect((await readFeed(request, renewed)).status).toBe(404);

  // The same card on a phone, in each of its states: off, on with the address copied, the reset question.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.reload();
  const phone = await openFeedCard(page, member.fullname);
  await expect(phone.getByText(texts.off)).toBeVisible();
  await expectNoBlockingViolations(page);
  await phone.getByRole('button', { name: texts.create }).click();
  await expect(phone.getByLabel(texts.addressLabel)).toHaveValue(/\.ics$/);
  await phone.getByRole('button', { name: texts.copy }).click();
  await expect(page.getByText(texts.copied.message)).toBeVisible();
  await phone.getByRole('button', { name: texts.copy }).scrollIntoViewIfNeeded();
  await expectNoBlockingViolations(page);
  await page.screenshot({ path: test.info().outputPath('my-account-calendar-feed-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await phone.getByRole('button', { name: texts.reset }).click();
  await expect(page.getByRole('alertdialog', { name: texts.resetConfirm.title })).toBeVisible();
  await expectNoBlockingViolations(page);
});
