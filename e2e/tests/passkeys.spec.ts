import { expect, test, type Page } from '@playwright/test';
import { AUTH_SCREEN_TEXTS, SECOND_FACTOR_SCREEN_TEXTS as texts, USER_MENU_TEXTS } from '@gro/config/screens';
import { baseURL } from '../playwright.config';
import { newAdminByApi, signIn } from '../support/portal';
import { codeAt, enrolAtSecondFactorGate } from '../support/second-factor';

/**
 * An admin's two-step sign-in in Chromium, on a server that requires it of admins: set up at the
 * gate of the first sign-in (the test computes the app's code from the key shown), then a passkey
 * with Chrome's virtual authenticator standing in for the admin's device (it holds the passkey and
 * verifies its owner at once), the passkey alone, the passkey as the second step, and a recovery
 * code once. An IP address cannot hold passkeys, so the site is opened as localhost here (the
 * server's loopback PUBLIC_URL means it).
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

/** The admin screens' entry in the portal's sidebar (only an admin whose session may use them has it). */
const usersLink = (page: Page) => page.getByRole('navigation', { name: 'Portal' }).locator('a[href="/portal/user"]');

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signIn.submit, exact: true }).click();
}

async function signOutFromPortal(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test('an admin sets up an authenticator at the gate, is asked for its code, adds a passkey, signs in with it alone, and uses a recovery code once', async ({ page, request }) => {
  test.slow();
  const device = await addDevice(page);
  const admin = await newAdminByApi(request, { firstname: 'Priya', lastname: 'Staff', tag: 'staff-factor' });

  // The server requires admins' second factor: the first sign-in leads through setting one up
  // before any admin screen.
  await signIn(page, admin.email, admin.password);
  await expect(usersLink(page)).toHaveCount(0);
  const { secret, recoveryCodes } = await enrolAtSecondFactorGate(page, admin.password);
  await expect(usersLink(page)).toBeVisible();

  // The next sign-in asks for the app's code.
  await signOutFromPortal(page, admin.fullname);
  await passwordStep(page, admin.email, admin.password);
  await page.getByLabel(texts.step.codeLabel).fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: texts.step.submit }).click();
  await expect(usersLink(page)).toBeVisible();

  // A passkey from My Account (Chrome's virtual authenticator holds it).
  await page.getByRole('button', { name: admin.fullname, exact: true }).click();
  await page.getByRole('button', { name: USER_MENU_TEXTS.myAccount, exact: true }).click();
  const card = page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount }).getByRole('region', { name: new RegExp(texts.heading) });
  await expect(card.getByText(texts.passkeys.none)).toBeVisible();
  await card.getByRole('button', { name: texts.passkeys.add }).click();
  await expect(card.getByLabel(texts.passkeys.nameLabel)).toHaveValue('Chrome on Linux');
  await card.getByLabel(texts.passkeys.nameLabel).fill('Work laptop');
  await card.getByLabel(texts.passwordLabel).fill(admin.password);
  await card.getByRole('button', { name: texts.passkeys.add }).click();
  const list = card.getByRole('list', { name: texts.passkeys.heading });
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expect(list.getByText(texts.passkeys.neverUsed, { exact: false })).toBeVisible();
  expect(await device.passkeys()).toHaveLength(1);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('my-account-passkeys-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('my-account-passkeys-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount }).getByRole('button', { name: 'Close' }).click();

  // The passkey alone: no email, no password, and the admin screens open.
  await signOutFromPortal(page, admin.fullname);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: texts.passkeySignIn.button })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sign-in-passkey-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: texts.passkeySignIn.button }).click();
  await expect(usersLink(page)).toBeVisible();

  // After the password, the second step offers the passkey first.
  await signOutFromPortal(page, admin.fullname);
  await passwordStep(page, admin.email, admin.password);
  const usePasskey = page.getByRole('button', { name: texts.step.usePasskey });
  await expect(usePasskey).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('sign-in-second-step-passkey-1280.png') });
  await usePasskey.click();
  await expect(usersLink(page)).toBeVisible();

  // A recovery code works once.
  const signInWithRecoveryCode = async () => {
    await passwordStep(page, admin.email, admin.password);
    await page.getByRole('button', { name: texts.step.useRecovery }).click();
    await page.getByLabel(texts.step.recoveryLabel).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: texts.step.submit }).click();
  };
  await signOutFromPortal(page, admin.fullname);
  await signInWithRecoveryCode();
  await expect(usersLink(page)).toBeVisible();
  await signOutFromPortal(page, admin.fullname);
  await signInWithRecoveryCode();
  await expect(page.getByText(/That code is not right, or it was already used/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});
