import { expect, test, type Page } from '@playwright/test';
import { SECOND_FACTOR_LIMITS } from '@gro/config';
import { AUTH_SCREEN_TEXTS, DASHBOARD_TEXTS, SECOND_FACTOR_SCREEN_TEXTS as texts, USER_MENU_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { memberWithCompany, signInToDashboard } from '../support/portal';
import { codeAt } from '../support/second-factor';

/**
 * Two-step sign-in in Chromium: a member turns on an authenticator app in My Account (the test
 * computes the app's code from the key shown in text), copies the recovery codes, is asked for a
 * code at the next sign-in and signs in with it (passkeys.spec takes an admin through the gate,
 * a passkey and a recovery code).
 */

test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

/** Signs out from the portal's user menu. */
async function signOutFromPortal(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signIn.submit, exact: true }).click();
}

test('a member turns on two-step sign-in in My Account, then signs in with the app’s code', async ({ page, request }) => {
  test.slow();
  const member = await memberWithCompany(request, 'Odette', 'factor');
  await signInToDashboard(page, member.email, member.password);

  await page.getByRole('button', { name: member.fullname, exact: true }).click();
  await page.getByRole('button', { name: USER_MENU_TEXTS.myAccount, exact: true }).click();
  const card = page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount }).getByRole('region', { name: new RegExp(texts.heading) });
  await expect(card.getByText(texts.off)).toBeVisible();
  await card.getByRole('button', { name: texts.turnOn }).click();
  await card.getByLabel(texts.passwordLabel).fill(member.password);
  await card.getByRole('button', { name: texts.continue }).click();
  await expect(card.getByRole('img', { name: texts.qrAlt })).toBeVisible();
  const secret = (await card.getByLabel(texts.secretLabel).inputValue()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByLabel(texts.confirmLabel).fill(await codeAt(secret));
  await card.getByRole('button', { name: texts.confirm }).click();
  const list = card.getByRole('list', { name: texts.codesTitle });
  await expect(list.getByRole('listitem')).toHaveCount(SECOND_FACTOR_LIMITS.recoveryCodes);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await card.getByRole('button', { name: texts.copyCodes }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${recoveryCodes.join('\n')}\n`);
  await page.screenshot({ path: test.info().outputPath('my-account-two-step-codes-1280.png') });
  await card.getByRole('button', { name: texts.savedCodes }).click();
  await expect(card.getByText(texts.codesLeft(SECOND_FACTOR_LIMITS.recoveryCodes), { exact: false })).toBeVisible();
  await page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount })).toBeHidden();

  // The next sign-in asks for the code; the app's next code opens the portal.
  await signOutFromPortal(page, member.fullname);
  await passwordStep(page, member.email, member.password);
  const code = page.getByLabel(texts.step.codeLabel);
  await expect(code).toBeFocused();
  // Axe reads colours as painted: it waits until the toast has finished sliding in.
  await expectNoBlockingViolations(page);
  await page.screenshot({ path: test.info().outputPath('sign-in-code-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('sign-in-code-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await code.fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: texts.step.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.title })).toBeVisible();

});
