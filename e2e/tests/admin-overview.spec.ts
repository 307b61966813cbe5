import { expect, test, type Page } from '@playwright/test';
import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, signIn } from '../support/portal';

/**
 * The admin overview as an admin uses it: an admin opens /portal/administrator from the first
 * link of the sidebar's Administration section; every figure has its one-line explanation, every
 * chart is drawn and has its table ("Show as table", opened with the keyboard); the screen is
 * axe-clean at 1280 and 390 px. A member is sent back to the dashboard.
 */

const t = OVERVIEW_TEXTS;
const CARDS = [
  [t.members.title, t.members.explain],
  [t.newMembers.title, t.newMembers.explain],
  [t.subscriptions.title, t.subscriptions.explain],
  [t.churn.title, t.churn.explain],
  [t.failedPayments.title, t.failedPayments.explain],
  [t.joinRequests.title, t.joinRequests.explain],
  [t.visitors.title, null],
  [t.duesShare.title, null],
] as const;

async function expectChartsWithTables(page: Page) {
  const charts = page.getByRole('img', { name: /^Bar chart of / });
  // The demo data has members in several chapters and every month, so at least the members and new
  // members charts are drawn (a chart of one bar, or of nothing but zeros, is not).
  await expect.poll(() => charts.count()).toBeGreaterThanOrEqual(2);
  for (const chart of await charts.all()) {
    await expect(chart.locator('canvas')).toBeVisible();
    const card = chart.locator('xpath=ancestor::section[1]');
    await expect(card.getByText(t.showTable)).toBeVisible();
    await expect(card.locator('table')).toHaveCount(1);
  }
}

test('an admin opens the overview: each figure explained, charts drawn, each with its table', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const administration = page.getByRole('navigation', { name: 'Portal' }).getByRole('list', { name: 'Administration' });
  await expect(administration.getByRole('link').first()).toHaveText(t.nav);
  await administration.getByRole('link', { name: t.nav }).click();
  await expect(page).toHaveURL(/\/portal\/administrator$/);
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Figures as of / })).toBeVisible();

  for (const [title, explain] of CARDS) {
    const card = page.getByRole('region', { name: title });
    await expect(card.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    if (explain) await expect(card.getByText(explain)).toBeVisible();
  }
  await expectChartsWithTables(page);

  // The new members' table, opened from the keyboard: twelve months and their counts.
  const newMembers = page.getByRole('region', { name: t.newMembers.title });
  await newMembers.getByText(t.showTable).focus();
  await page.keyboard.press('Enter');
  const table = newMembers.getByRole('table', { name: t.newMembers.caption });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('columnheader')).toHaveText([t.newMembers.month, t.newMembers.count]);
  await expectNoBlockingViolations(page);

  // Refresh reads the figures anew.
  await page.getByRole('button', { name: t.refresh }).click();
  await expect(page.getByRole('button', { name: t.refresh })).toBeEnabled();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expectChartsWithTables(page);
  // An open table scrolls inside its card: the page stays 390 px wide.
  await page.getByRole('region', { name: t.members.title }).getByText(t.showTable).click();
  await expect(page.getByRole('table', { name: t.members.caption })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await expectNoBlockingViolations(page);
});

test('a member who opens the overview is sent to the dashboard', async ({ page }) => {
  await signIn(page, DEMO_MEMBER.email, DEMO_PASSWORD);
  await page.goto('/portal/administrator');
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('link', { name: t.nav })).toHaveCount(0);
});
