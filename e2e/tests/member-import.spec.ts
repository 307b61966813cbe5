import { expect, test, type Page } from '@playwright/test';
import { MEMBER_IMPORT_MESSAGES } from '@gro/config';
import { AUTH_SCREEN_TEXTS, DASHBOARD_TEXTS, MEMBER_IMPORT_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { waitForMailWhere } from '../support/mail';
import { DEMO_ADMIN, NEW_PASSWORD, signIn, uniqueStamp } from '../support/portal';

/**
 * The member import as an admin uses it: an admin uploads a CSV with good and bad rows,
 * reads the dry run's report (each rejection with its row, field and message), imports, and an
 * imported member sets a password from the invitation in the outbox and signs in; the screen is
 * axe-clean at 1280 and 390 px.
 */

const t = MEMBER_IMPORT_TEXTS;

/** A BNI Connect-style export: two good rows, a bad email, an unknown chapter, one with no last name. */
function exportFile(stamp: string) {
  return [
    'First Name,Last Name,Email,Phone,Company,Chapter,Profession/Specialty',
    `Iris,Import${stamp},e2e.iris.${stamp}@example.com,(313) 555-0171,Import Works ${stamp},GRO Detroit,Architecture`,
    `Jon,Import${stamp},e2e.jon.${stamp}@example.com,,Import Works ${stamp},gro detroit,`,
    `Kit,Import${stamp},kit-at-example.com,,,GRO Detroit,`,
    `Lou,Import${stamp},e2e.lou.${stamp}@example.com,,,Atlantis,`,
    `Max,,e2e.max.${stamp}@example.com,,,GRO Detroit,`,
  ].join('\n');
}

async function uploadAndCheck(page: Page, stamp: string) {
  await page.goto('/portal/administrator/import');
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await page.getByLabel(/^CSV file/).setInputFiles({ name: `bni-export-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(exportFile(stamp)) });
  await page.getByRole('button', { name: t.upload.submit }).click();
  await expect(page.getByRole('heading', { name: t.map.heading })).toBeVisible();
  // GRO read the header: Profession/Specialty is the industry, Company the company.
  await expect(page.getByRole('combobox', { name: /^Industry/ })).toHaveValue('6');
  await expect(page.getByRole('combobox', { name: /^Company Name/ })).toHaveValue('4');
  await page.getByRole('button', { name: t.map.submit }).click();
  await expect(page.getByRole('heading', { name: t.report.heading })).toBeVisible();
}

test('an admin imports a CSV with good and bad rows; an imported member sets a password from the invitation and signs in', async ({ page, browser }) => {
  const stamp = uniqueStamp();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await uploadAndCheck(page, stamp);

  // The dry run: 2 new members, 3 rejected rows, each with its row, field and the config's message.
  await expect(page.getByText(t.report.counts.create, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('2');
  await expect(page.getByText(t.report.counts.reject, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('3');
  const rejected = page.getByRole('region', { name: t.report.heading });
  for (const [row, field, message] of [
    ['4', 'Email Address', 'Must be a valid email address'],
    ['5', 'Chapter', MEMBER_IMPORT_MESSAGES.chapterUnknown('Atlantis')],
    ['6', 'Last Name', 'Last Name is required'],
  ]) {
    await expect(rejected.getByRole('row').filter({ hasText: message }).filter({ hasText: field }).getByRole('cell').first()).toHaveText(row);
  }
  await expect(page.getByText(`1 new company will be created: Import Works ${stamp}`)).toBeVisible();

  // Import, after the question; the progress ends with the result.
  await page.getByRole('button', { name: t.report.submit(2) }).click();
  const dialog = page.getByRole('alertdialog', { name: t.report.confirmTitle });
  await expect(dialog).toContainText(t.report.confirmQuestion(2, 0));
  await dialog.getByRole('button', { name: t.report.confirm, exact: true }).click();
  await expect(page.getByRole('progressbar', { name: t.progress.label })).toBeVisible();
  await expect(page.getByText(t.progress.doneTitle)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t.progress.done(2, 0, 3))).toBeVisible();
  await expect(page.getByRole('progressbar', { name: t.progress.label })).toHaveAttribute('aria-valuenow', '5');
  await expect(page.getByRole('region', { name: t.recent.heading }).getByText(`bni-export-${stamp}.csv`)).toBeVisible();

  // Iris's invitation, from the outbox: she sets her password and signs in.
  const iris = `e2e.iris.${stamp}@example.com`;
  const invitation = await waitForMailWhere(iris, (m) => /set your password/i.test(m.subject ?? ''), 20_000);
  const link = new URL(/(https?:\/\/\S+\/account\/invitation\?token=\S+)/.exec(invitation.text ?? '')![1]!);
  const member = await (await browser.newContext()).newPage();
  await member.goto(link.pathname + link.search);
  await expect(member.getByRole('heading', { name: AUTH_SCREEN_TEXTS.acceptInvitation.title })).toBeVisible();
  await member.getByLabel('New Password').fill(NEW_PASSWORD);
  await member.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await member.getByRole('button', { name: AUTH_SCREEN_TEXTS.acceptInvitation.submit }).click();
  await expect(member.getByRole('status')).toContainText(AUTH_SCREEN_TEXTS.acceptInvitation.success);
  await member.getByRole('link', { name: AUTH_SCREEN_TEXTS.acceptInvitation.goToSignIn }).click();
  await member.getByLabel('Email Address').fill(iris);
  await member.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await member.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(member).toHaveURL(/\/portal$/);
  // She belongs to the company the import created: the dashboard greets her, not the company gate.
  await expect(member.getByText(DASHBOARD_TEXTS.welcome('Iris'))).toBeVisible();
  await expect(member.getByRole('heading', { name: AUTH_SCREEN_TEXTS.companyGate.title })).toHaveCount(0);
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`the import screen is axe-clean at ${viewport.width} px: upload, mapping and report`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/portal/administrator/import');
    await expect(page.getByRole('heading', { name: t.upload.heading })).toBeVisible();
    await expectNoBlockingViolations(page);
    await uploadAndCheck(page, uniqueStamp());
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    await expectNoBlockingViolations(page);
    await page.getByRole('button', { name: t.report.back }).click();
    await expect(page.getByRole('heading', { name: t.map.heading })).toBeVisible();
    await expectNoBlockingViolations(page);
  });
}
