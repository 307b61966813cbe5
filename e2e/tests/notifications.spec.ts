import { expect, test } from '@playwright/test';
import { INBOX_API, INBOX_NOTICES, REFERRAL_API } from '@gro/config';
import { INBOX_TEXTS } from '@gro/config/screens';
import { apiPath, createCompanyByApi, signIn, signUpByApi, uniqueStamp } from '../support/portal';

/**
 * Notifications in Chromium: what happens to a member reaches the bell of the page they have open,
 * without a reload, and opens its screen.
 */

/** Letters only (names refuse digits): this run's stamp spelled with a–j for 0–9. */
const letters = (stamp: string) => stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

test("B passes a referral to A: A's open page shows it on the bell without a reload, and a click opens and reads it", async ({ page, request }) => {
  const surname = `Bell${letters(uniqueStamp())}`;
  const [a, b] = await Promise.all([signUpByApi(request, { firstname: 'Ari', lastname: surname, tag: 'bell-a' }), signUpByApi(request, { firstname: 'Bo', lastname: surname, tag: 'bell-b' })]);
  await Promise.all([createCompanyByApi(request, a, `Ari ${surname} Works`), createCompanyByApi(request, b, `Bo ${surname} Works`)]);

  const streamOpen = page.waitForResponse((res) => res.url().endsWith(`/api${INBOX_API.stream.path}`) && res.status() === 200);
  await signIn(page, a.email, a.password);
  await expect(page.getByRole('button', { name: INBOX_TEXTS.buttonLabel(0), exact: true })).toBeVisible();
  await streamOpen;
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  const passed = await request.post(apiPath(REFERRAL_API.pass), {
    headers: { Authorization: `Bearer ${b.token}` },
    data: { receiverId: a.id, type: 'Outside', contactName: 'Dana Contact', contactCompany: 'Contact Co', contactPhone: '(313) 555-0199', contactEmail: 'dana@contact.example.com', need: 'A notary for a house sale.', warmth: 4, expectsCall: true },
  });
  expect(passed.status(), await passed.text()).toBe(201);
  const referralId = ((await passed.json()) as { data: { id: number } }).data.id;

  // The bell asks by itself only every minute while its stream is down: within seconds, it was told.
  // (Other specs add events for every chapter meanwhile; their notices may reach A's bell too, so
  // the count is read off the bell rather than assumed.)
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  const unread = Number(await bell.textContent());
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(INBOX_TEXTS.unreadAnnouncement(unread))).toBeAttached();
  expect(navigations, 'no reload').toBe(0);

  await bell.click();
  const panel = page.getByRole('region', { name: INBOX_TEXTS.heading });
  await panel.getByRole('link', { name: new RegExp(INBOX_NOTICES.referralReceived(b.fullname)) }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/referral/${referralId}$`));
  await expect(page.getByText('A notary for a house sale.')).toBeVisible();
  // Opening it read it: one fewer unread.
  await expect(page.getByRole('button', { name: new RegExp(`^Notifications(, ${unread - 1} unread)?$`) })).toBeVisible();
});
