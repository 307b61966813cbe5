import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { SECOND_FACTOR_LIMITS } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS as texts } from '@gro/config/screens';

/** The code an authenticator app holding `secret` shows `steps` periods from now. */
export const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * SECOND_FACTOR_LIMITS.periodSeconds });

/**
 * At the portal's "Set up two-step sign-in" gate (an admin or leader the server's requirement
 * covers): the password, the key shown in text turned into the app's code, the recovery codes saved.
 * Answers the key and the recovery codes shown.
 */
export async function enrolAtSecondFactorGate(page: Page, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  await expect(page.getByRole('heading', { level: 1, name: texts.gate.enrol.title })).toBeVisible();
  await page.getByLabel(texts.passwordLabel).fill(password);
  await page.getByRole('button', { name: texts.continue }).click();
  const secret = (await page.getByLabel(texts.secretLabel).inputValue()).replace(/\s+/g, '');
  await page.getByLabel(texts.confirmLabel).fill(await codeAt(secret));
  await page.getByRole('button', { name: texts.confirm }).click();
  const codes = page.getByRole('list', { name: texts.codesTitle }).getByRole('listitem');
  await expect(codes).toHaveCount(SECOND_FACTOR_LIMITS.recoveryCodes);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: texts.savedCodes }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.gate.enrol.title })).toBeHidden();
  return { secret, recoveryCodes };
}
