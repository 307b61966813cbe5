import { expect, test, type Page } from '@playwright/test';
import { FORM_LABELS, PASSWORD_TEXTS, eventDefaults, eventFormToPayload, mustMatch } from '@gro/config';
import {
  CHAPTER_SCREEN_TEXTS,
  DASHBOARD_TEXTS,
  EVENT_SCREEN_TEXTS,
  PORTAL_EVENT_TEXTS,
  PUBLIC_SCREEN_TEXTS,
  SUBSCRIBE_TEXTS,
  SUBSCRIPTION_SUCCESS_TEXTS,
} from '@gro/config/screens';
import { waitForMail } from '../support/mail';
import { DEMO_ADMIN, memberWithCompany, signIn, signInToDashboard, signUpByApi, storedToken, uniqueStamp } from '../support/portal';

/** The member's part of the polish: dates with years, the signed-in home, the reset confirmation, the subscription card on phones. */

const PHONE = { width: 390, height: 844 };
const main = (page: Page) => page.getByRole('main');
const subscriptionCard = (page: Page) => main(page).getByRole('region', { name: DASHBOARD_TEXTS.subscription, exact: true });

/** 'Friday, Feb 5, 2027' as every screen writes a day of another year (UTC calendar day). */
const dayWithYear = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

test("an event of another year shows its year everywhere, and past events come after the upcoming ones, marked 'Past'", async ({ page }) => {
  const stamp = uniqueStamp();
  const year = new Date().getFullYear();
  const future = { title: `Polish Gala ${stamp}`, date: `${year + 1}-02-05` };
  const past = { title: `Polish Reunion ${stamp}`, date: `${year - 1}-06-10` };

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const token = await storedToken(page);
  // The past one first, so an order by creation would put it first.
  for (const event of [past, future]) {
    const res = await page.request.post('/api/event', {
      headers: { Authorization: `Bearer ${token}` },
      data: eventFormToPayload({ ...eventDefaults, title: event.title, type: 'Once', date: event.date, chapterId: null }),
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // The portal's events table, unsorted: the upcoming event first, the past one after it, marked.
  await page.goto('/portal/event');
  await page.getByRole('searchbox', { name: PORTAL_EVENT_TEXTS.search }).fill(stamp);
  const rows = main(page).getByRole('row').filter({ hasText: stamp });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(future.title);
  await expect(rows.nth(0).locator('time')).toHaveText(dayWithYear(future.date));
  await expect(rows.nth(0).getByText(EVENT_SCREEN_TEXTS.past, { exact: true })).toHaveCount(0);
  await expect(rows.nth(1)).toContainText(past.title);
  await expect(rows.nth(1).locator('time')).toHaveText(dayWithYear(past.date));
  await expect(rows.nth(1).getByText(EVENT_SCREEN_TEXTS.past, { exact: true })).toBeVisible();

  // The public events page: the coming event with its year; the past one is not listed.
  await page.goto('/events');
  const card = page.getByRole('article', { name: future.title });
  await expect(card.locator('time')).toHaveText(dayWithYear(future.date));
  await expect(card.locator('time')).toHaveAttribute('datetime', future.date);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: past.title })).toHaveCount(0);

  // A chapter's events list it too (an event of no chapter is open to all), with its year: past the
  // chapter page's soonest four, through its "See all N events".
  await page.goto('/chapters/detroit');
  await page.getByRole('link', { name: /^See all \d+ events$/ }).click();
  await expect(page).toHaveURL(/\/events\?chapter=detroit$/);
  await expect(page.getByRole('article', { name: future.title }).locator('time')).toHaveText(dayWithYear(future.date));
});

test("a signed-in member's home call to action is 'Go to Dashboard', to /portal", async ({ page, request }) => {
  const member = await memberWithCompany(request, 'Hana', 'home.cta');
  await page.goto('/');
  const hero = page.getByRole('region', { name: /Grow your business/ });
  await expect(hero.getByRole('link', { name: PUBLIC_SCREEN_TEXTS.home.signUp })).toHaveAttribute('href', '/signup');

  await signInToDashboard(page, member.email, member.password);
  await page.goto('/');
  await expect(hero.getByRole('link', { name: PUBLIC_SCREEN_TEXTS.home.goToDashboard })).toHaveAttribute('href', '/portal');
  await expect(page.getByRole('link', { name: PUBLIC_SCREEN_TEXTS.home.signUp })).toHaveCount(0);
  const band = page.getByRole('region', { name: PUBLIC_SCREEN_TEXTS.home.join.title });
  await expect(band.getByRole('link', { name: PUBLIC_SCREEN_TEXTS.home.goToDashboard })).toHaveAttribute('href', '/portal');
  await hero.getByRole('link', { name: PUBLIC_SCREEN_TEXTS.home.goToDashboard }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.title })).toBeVisible();
});

test('reset password asks for the new password twice: a mismatch is refused, then the matching pair resets it', async ({ page, request }) => {
  const member = await signUpByApi(request, { firstname: 'Rosa', lastname: `Reset${uniqueStamp()}`, tag: 'reset.confirm' });
  const forgot = await request.post('/api/authenticate/forgot-password', {
    headers: { 'X-Forwarded-For': `10.251.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}` },
    data: { email: member.email },
  });
  expect(forgot.status()).toBe(200);
  const [mail] = await waitForMail(member.email);
  const link = /https?:\/\/\S+\/password-reset\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0];

  await page.goto(link);
  const newPassword = page.getByRole('textbox', { name: FORM_LABELS.resetPassword.newPassword, exact: true });
  const confirm = page.getByRole('textbox', { name: FORM_LABELS.resetPassword.confirmPassword, exact: true });
  await expect(confirm).toHaveAttribute('autocomplete', 'new-password');
  await newPassword.fill('Quiet-harbor-77');
  await confirm.fill('Quiet-harbor-78');
  const calls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/authenticate/reset-password') && calls.push(r.url()));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // The sign-up form's own message, under the confirmation field; nothing is sent.
  await expect(page.getByText(mustMatch(FORM_LABELS.signUp.confirmPassword), { exact: true })).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(0);

  await confirm.fill('Quiet-harbor-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(PASSWORD_TEXTS.resetSuccess)).toBeVisible();
  expect(calls).toHaveLength(1);
  await signIn(page, member.email, 'Quiet-harbor-77');
});

test('on a phone the dashboard subscription card offers the plans itself, and Manage billing once subscribed', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const member = await memberWithCompany(request, 'Pia', 'phone.sub');
  await signInToDashboard(page, member.email, member.password);

  const card = subscriptionCard(page);
  await expect(card.getByText(DASHBOARD_TEXTS.unsubscribed, { exact: true })).toBeVisible();
  // The sidebar's Subscribe block is behind the menu at 390; the card has the buttons, in the page.
  await expect(page.getByRole('region', { name: SUBSCRIBE_TEXTS.heading })).toBeHidden();
  const monthly = card.getByRole('button', { name: SUBSCRIBE_TEXTS.monthly, exact: true });
  await expect(monthly).toBeVisible();
  await expect(card.getByRole('button', { name: SUBSCRIBE_TEXTS.yearly, exact: true })).toBeVisible();
  const box = (await monthly.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

  await monthly.click();
  await expect(page).toHaveURL(/\/pay\/cs_\w+$/);
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/subscription\/success/);
  await expect(page.getByRole('heading', { level: 1, name: SUBSCRIPTION_SUCCESS_TEXTS.title })).toBeVisible();
  await page.goto('/portal');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  await expect(card.getByRole('button', { name: SUBSCRIBE_TEXTS.monthly, exact: true })).toHaveCount(0);
});

test("the chapter page's call to join comes before the map and events on a phone, and stays in view at 1280", async ({ page }) => {
  const join = page.getByRole('link', { name: CHAPTER_SCREEN_TEXTS.detail.join('GRO Detroit') });
  const events = page.getByRole('heading', { level: 2, name: CHAPTER_SCREEN_TEXTS.detail.upcomingEvents });

  await page.setViewportSize(PHONE);
  await page.goto('/chapters/detroit');
  await expect(join).toBeVisible();
  const meeting = page.getByRole('heading', { name: CHAPTER_SCREEN_TEXTS.detail.meetingInfo });
  const location = page.getByRole('heading', { level: 2, name: CHAPTER_SCREEN_TEXTS.detail.location });
  const y = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
  expect(await y(join)).toBeGreaterThan(await y(meeting));
  expect(await y(join)).toBeLessThan(await y(location));
  expect(await y(join)).toBeLessThan(await y(events));

  // At 1280 x 800 the side column is taller than the window: scrolled down to the events, the call to join stays in view.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/chapters/detroit');
  await expect(join).toBeVisible();
  await events.scrollIntoViewIfNeeded();
  await expect(events).toBeInViewport();
  await expect(join).toBeInViewport({ ratio: 1 });
  // Further down, among the events, it is still there.
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, 1200);
  await expect(events).not.toBeInViewport();
  await expect(join).toBeInViewport({ ratio: 1 });
});
