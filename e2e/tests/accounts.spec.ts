import { expect, test, type Page } from '@playwright/test';
import { AUTH_TEXTS, PASSWORD_TEXTS } from '@gro/config';
import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { waitForMail } from '../support/mail';
import { expiredCopy } from '../support/jwt';

const AUTH_KEY = 'gro-auth';
const gate = (page: Page) => page.getByRole('heading', { name: AUTH_SCREEN_TEXTS.companyGate.title });

async function signIn(page: Page, email: string, password: string, rememberMe = false) {
  await page.goto('/signin');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a member signs up, signs out and in, stays signed in, refreshes silently and resets the password', async ({ page, browser }) => {
  const email = `e2e.${Date.now()}@example.com`;
  const password = 'Harbor-lantern-42';

  // Sign up: lands on /portal at the company gate (no company yet).
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Imani');
  await page.getByLabel('Last Name').fill('Walker');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(313) 555-0188');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(password);
  const chapter = page.getByRole('combobox', { name: 'Chapter', exact: true });
  await expect(chapter.locator('option', { hasText: 'GRO Detroit' })).toHaveCount(1);
  await chapter.selectOption({ label: 'GRO Detroit' });
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signUp.submit }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(gate(page)).toBeVisible();

  // Sign out: back to /signin, and the history entry of the portal is replaced.
  await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signOut }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate((k) => localStorage.getItem(k), AUTH_KEY)).toBeNull();

  // Sign in with 'Remember me', reload, still signed in.
  await signIn(page, email, password, true);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(gate(page)).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'gro_refresh');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
  await page.reload();
  await expect(gate(page)).toBeVisible();

  // The access token expires: the next request succeeds through exactly one silent refresh.
  const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), AUTH_KEY))!);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [AUTH_KEY, JSON.stringify({ ...stored, token: expiredCopy(stored.token) })]);
  const refreshes: string[] = [];
  const accountStatuses: number[] = [];
  page.on('request', (r) => r.url().endsWith('/api/authenticate/refresh') && refreshes.push(r.url()));
  page.on('response', (r) => r.url().endsWith('/api/account') && accountStatuses.push(r.status()));
  await page.reload();
  await expect(gate(page)).toBeVisible();
  expect(refreshes).toHaveLength(1);
  expect(accountStatuses).toEqual([401, 200]);
  const renewed = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), AUTH_KEY))!);
  expect(renewed.token).not.toBe(stored.token);

  // A second browser asks for a reset link, reads the email and sets a new password.
  const other = await browser.newContext();
  const resetPage = await other.newPage();
  await resetPage.goto('/password-forgot');
  await resetPage.getByLabel('Email Address').fill(email);
  await resetPage.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(resetPage.getByText(PASSWORD_TEXTS.forgotSuccess)).toBeVisible();
  const [mail] = await waitForMail(email);
  const link = /https?:\/\/\S+\/password-reset\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0];
  await resetPage.goto(link);
  await resetPage.getByRole('textbox', { name: 'New Password', exact: true }).fill('Quiet-harbor-77');
  await resetPage.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Quiet-harbor-77');
  await resetPage.getByRole('button', { name: 'Reset Password' }).click();
  await expect(resetPage.getByText(PASSWORD_TEXTS.resetSuccess)).toBeVisible();
  await resetPage.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(resetPage).toHaveURL(/\/signin$/);

  // The old password fails, the new one works.
  await signIn(resetPage, email, password);
  await expect(resetPage.getByText(AUTH_TEXTS.invalidCredentials).first()).toBeVisible(); // on the form and in the toast
  await expect(resetPage).toHaveURL(/\/signin$/);
  await signIn(resetPage, email, 'Quiet-harbor-77');
  await expect(gate(resetPage)).toBeVisible();
  await other.close();

  // Every earlier session is gone: the first browser is sent to sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/signin$/);
  expect((await waitForMail(email, 2))[1].subject).toMatch(/password was changed/i);
});

test('sign-in shows the spec messages and the password can be shown', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email Address is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Must be a valid email address')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Show password' });
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-words');
  await toggle.click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'text');
});
