import { expect, test } from '@playwright/test';
import { CHAPTER_NOT_FOUND, FAQ_COUNT } from '@gro/config';
import Database from 'better-sqlite3';
import { waitForMail } from '../support/mail';
import { dbFile } from '../playwright.config';

/** Rows a submission stored, read from the product's database file. */
function storedCount(table: string, email: string): number {
  const db = new Database(dbFile, { readonly: true });
  try {
    return Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE email = ?`).get(email) as { n: number }).n);
  } finally {
    db.close();
  }
}

test('FAQ search filters the questions and one item opens at a time, by mouse and keyboard', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { name: 'Questions. Answered.' })).toBeVisible();
  const visible = page.getByRole('main').locator('button[aria-expanded]');
  await expect(visible).toHaveCount(FAQ_COUNT);
  const search = page.getByPlaceholder('Search FAQs...');
  await search.fill('NONPROFIT');
  await expect(visible).not.toHaveCount(FAQ_COUNT);
  expect(await visible.count()).toBeGreaterThan(0);
  expect(await visible.count()).toBeLessThan(FAQ_COUNT);
  await search.fill('');
  const first = visible.nth(0);
  const second = visible.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toContainText('-');
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(first).toContainText('+');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('chapter detail shows the chapter, and an unknown slug shows Chapter Not Found', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/chapters');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Local roots, global impact.');
  await page.getByRole('link', { name: /GRO Detroit/ }).first().click();
  await expect(page).toHaveURL(/\/chapters\/detroit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GRO Detroit' })).toBeVisible();
  await page.getByRole('button', { name: /Copy address/ }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(2000);
  await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Join/ }).first()).toHaveAttribute('href', '/signup');

  await page.goto('/chapters/atlantis');
  await expect(page.getByRole('heading', { name: CHAPTER_NOT_FOUND.title })).toBeVisible();
  await expect(page.getByText(CHAPTER_NOT_FOUND.message)).toBeVisible();
});

test('contact and start-a-chapter submissions reach staff as stored records and mail', async ({ page }) => {
  for (const [path, tag] of [['/contact', 'contact'], ['/chapters/start', 'chapter']] as const) {
    const email = `visitor.${tag}.${Date.now()}@example.com`;
    await page.goto(path);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Rosa');
    await page.getByRole('textbox', { name: 'Last Name' }).fill(`Delgado ${tag}`);
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('(517) 555-0123');
    await page.getByRole('textbox', { name: 'Message' }).fill(`Hello from the ${tag} form.`);
    await page.getByRole('button', { name: /Send|Submit|Apply/ }).click();
    await expect(page.getByText(/Thank you, Rosa/)).toBeVisible();
    await expect
      .poll(async () => (await waitForMail('hello@gro.example.org', 1)).some((m) => m.text?.includes(`Hello from the ${tag} form.`) && m.replyTo?.value[0].address === email))
      .toBe(true);
    const table = tag === 'contact' ? 'contact_messages' : 'chapter_applications';
    expect(storedCount(table, email)).toBe(1);
  }
});

test('the mobile menu toggles and closes on a link click, and every page has a title and description', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ['/', '/chapters', '/events', '/faqs', '/legal/terms', '/contact', '/chapters/start', '/scramble']) {
    await page.goto(route);
    await expect(page).toHaveTitle(/GRO/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(30);
  }
  const titles: string[] = [];
  for (const route of ['/', '/chapters', '/events', '/faqs', '/contact']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.push(await page.title());
  }
  expect(new Set(titles).size, titles.join(' / ')).toBe(titles.length);
});
