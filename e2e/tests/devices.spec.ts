import { expect, test } from '@playwright/test';
import { DEVICES_SCREEN_TEXTS as texts, USER_MENU_TEXTS } from '@gro/config/screens';
import { memberWithCompany, signIn, signInToDashboard } from '../support/portal';

/**
 * Signed-in devices in Chromium: a member signed in on two browsers sees both in My Account, this
 * one marked, signs the other out, and the other browser's next request ends at /signin.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('a member signs the other browser out from My Account, and that browser is sent to /signin', async ({ page, browser, request }) => {
  const member = await memberWithCompany(request, 'Devin', 'devices');
  await signInToDashboard(page, member.email, member.password);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, member.email, member.password);

  await page.getByRole('button', { name: member.fullname, exact: true }).click();
  await page.getByRole('button', { name: USER_MENU_TEXTS.myAccount, exact: true }).click();
  const card = page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount }).getByRole('region', { name: texts.heading });
  const list = card.getByRole('list', { name: texts.listLabel });
  // The sign-up's session (the API helper's) and the two browsers.
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: texts.thisDevice })).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('my-account-devices-1280.png') });

  // The other browser signed in last: it is listed first of the others.
  const otherItem = list.getByRole('listitem').filter({ hasNotText: texts.thisDevice }).first();
  await otherItem.getByRole('button', { name: texts.signOut }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await other.goto('/portal/event');
  await expect(other).toHaveURL(/\/signin/);
  await otherContext.close();
});
