import { expect, test, type Page } from '@playwright/test';
import { SECOND_FACTOR_LIMITS } from '@gro/config';
import { AUTH_SCREEN_TEXTS, DASHBOARD_TEXTS, SECOND_FACTOR_SCREEN_TEXTS as texts, USER_MENU_TEXTS } from '@gro/config/screens';
import { baseURL } from '../playwright.config';
import { memberWithCompany, signInToDashboard } from '../support/portal';

/**
 * Passkeys in Chromium, with Chrome's virtual authenticator standing in for the member's device
 * (it holds the passkey and verifies its owner at once): a member adds one in My Account, signs in
 * with it alone, then uses it as the second step after the password. An IP address cannot hold
 * passkeys, so the site is opened as localhost here (the server's loopback PUBLIC_URL means it).
 */

test.use({ baseURL: baseURL.replace('127.0.0.1', 'localhost'), viewport: { width: 1280, height: 900 } });

/** A device with a platform authenticator that verifies its owner (fingerprint, face) whenever asked. */
async function addDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    passkeys: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function signOutFromPortal(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test('a member adds a passkey, signs in with it alone, and uses it as the second step after the password', async ({ page, request }) => {
  test.slow();
  const device = await addDevice(page);
  const member = await memberWithCompany(request, 'Priya', 'passkey');
  await signInToDashboard(page, member.email, member.password);

  await page.getByRole('button', { name: member.fullname, exact: true }).click();
  await page.getByRole('button', { name: USER_MENU_TEXTS.myAccount, exact: true }).click();
  const card = page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount }).getByRole('region', { name: new RegExp(texts.heading) });
  await expect(card.getByText(texts.passkeys.none)).toBeVisible();
  await card.getByRole('button', { name: texts.passkeys.add }).click();
  await expect(card.getByLabel(texts.passkeys.nameLabel)).toHaveValue('Chrome on Linux');
  await card.getByLabel(texts.passkeys.nameLabel).fill('Work laptop');
  await card.getByLabel(texts.passwordLabel).fill(member.password);
  await card.getByRole('button', { name: texts.passkeys.add }).click();
  const codes = card.getByRole('list', { name: texts.codesTitle });
  await expect(codes.getByRole('listitem')).toHaveCount(SECOND_FACTOR_LIMITS.recoveryCodes);
  expect(await device.passkeys()).toHaveLength(1);
  await card.getByRole('button', { name: texts.savedCodes }).click();
  const list = card.getByRole('list', { name: texts.passkeys.heading });
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expect(list.getByText(texts.passkeys.neverUsed, { exact: false })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('my-account-passkeys-1280.png') });
  await page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount }).getByRole('button', { name: 'Close' }).click();

  // The passkey alone: no email, no password.
  await signOutFromPortal(page, member.fullname);
  await page.getByRole('button', { name: texts.passkeySignIn.button }).click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.title })).toBeVisible();

  // The password now asks for a second step, and the passkey gives it.
  await signOutFromPortal(page, member.fullname);
  await page.getByLabel('Email Address').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signIn.submit, exact: true }).click();
  const usePasskey = page.getByRole('button', { name: texts.step.usePasskey });
  await expect(usePasskey).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('sign-in-second-step-passkey-1280.png') });
  await usePasskey.click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.title })).toBeVisible();
});
