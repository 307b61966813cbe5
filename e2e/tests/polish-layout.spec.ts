import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNT_SCREEN_TEXTS,
  ADMIN_FORM_TEXTS,
  PORTAL_COMPANY_TEXTS,
  PORTAL_USER_TEXTS,
  TABLE_TEXTS,
  USER_DETAIL_TEXTS,
  USER_MENU_TEXTS,
  USER_STATUS_TEXTS,
} from '@gro/config/screens';
import { DEMO_ADMIN, DEMO_MEMBER, memberWithCompany, signIn, signInToDashboard } from '../support/portal';

/** Tables made for phones, and toasts that never hide a control. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** How far the page scrolls sideways: 0 when nothing sticks out of the screen. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The phone layout's cards: the items of the list named by the table's caption (not the lists inside a card, like Roles). */
const cards = (page: Page, caption: string) => page.getByRole('list', { name: caption }).locator(':scope > li');

/** The server orders names by lower(name), code point by code point. */
const byLowerCase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out on screen').not.toBeNull();
  return box!;
}

/** Waits until the toast has stopped moving (it slides in), then returns where it sits. */
async function settledBox(locator: Locator): Promise<Box> {
  let last = await boxOf(locator);
  await expect(async () => {
    const now = await boxOf(locator);
    const still = now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height;
    last = now;
    expect(still).toBe(true);
  }).toPass({ intervals: [150, 150, 300] });
  return last;
}

test.describe('tables on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the users table is a list of cards with the key fields labelled, sortable, and nothing sticks out sideways', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/portal/user');
    const list = cards(page, PORTAL_USER_TEXTS.caption);
    await expect(list).toHaveCount(10);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);

    // One member's card: the name (a link to the profile), then Email, Company, Chapter, Roles and Status labelled.
    await page.getByRole('searchbox', { name: PORTAL_USER_TEXTS.search }).fill(DEMO_MEMBER.email);
    await expect(list).toHaveCount(1);
    const card = list.first();
    await expect(card.getByRole('link', { name: DEMO_MEMBER.name })).toBeVisible();
    const { columns } = PORTAL_USER_TEXTS;
    await expect(card.getByRole('term')).toHaveText([columns.email, columns.company, columns.chapter, columns.roles, USER_STATUS_TEXTS.column]);
    await expect(card.getByRole('definition').first()).toHaveText(DEMO_MEMBER.email);
    await expect(card.getByRole('definition').nth(1)).toHaveText(DEMO_MEMBER.company);
    await expect(card.getByRole('definition').nth(2)).toHaveText(DEMO_MEMBER.chapter);
    // Every card fits the screen, its Edit button too.
    const edit = card.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(DEMO_MEMBER.name), exact: true });
    await expect(edit).toBeVisible();
    const cardBox = await boxOf(card);
    expect(cardBox.x).toBeGreaterThanOrEqual(0);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await sidewaysOverflow(page)).toBe(0);

    // The keyboard reaches the card and opens the member's page with Enter.
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portal\/user\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: USER_DETAIL_TEXTS.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(DEMO_MEMBER.email);
  });

  test("'Sort by' orders the cards on the server in both directions", async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/portal/company');
    const list = cards(page, PORTAL_COMPANY_TEXTS.caption);
    await expect(list).toHaveCount(10);
    expect(await sidewaysOverflow(page)).toBe(0);
    const names = async () => (await list.locator(':scope > :first-child').allTextContents()).map((name) => name.trim());
    const sortBy = page.getByRole('combobox', { name: TABLE_TEXTS.sortBy });

    const sorted = page.waitForResponse((r) => /\/api\/company\?/.test(r.url()) && /sort=name(%3A|:)asc/.test(r.url()));
    await sortBy.selectOption({ label: TABLE_TEXTS.sortOption(PORTAL_COMPANY_TEXTS.columns.name, 'asc') });
    await sorted;
    await expect.poll(async () => (await names())[0]).not.toBe('');
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort(byLowerCase));

    const reversed = page.waitForResponse((r) => /\/api\/company\?/.test(r.url()) && /sort=name(%3A|:)desc/.test(r.url()));
    await sortBy.selectOption({ label: TABLE_TEXTS.sortOption(PORTAL_COMPANY_TEXTS.columns.name, 'desc') });
    await reversed;
    await expect.poll(names).not.toEqual(ascending);
    const descending = await names();
    expect(descending).toEqual([...descending].sort(byLowerCase).reverse());
    // Industry and City are labelled on each card.
    await expect(list.first().getByRole('term').first()).toHaveText(PORTAL_COMPANY_TEXTS.columns.industry);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

test('at 1280 px the tables stay tables with sortable headers', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/portal/user');
  const table = page.getByRole('table', { name: PORTAL_USER_TEXTS.caption });
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(10);
  await expect(page.getByRole('combobox', { name: TABLE_TEXTS.sortBy })).toHaveCount(0);
  const header = table.getByRole('columnheader', { name: PORTAL_USER_TEXTS.columns.email });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // The sort icon keeps its size.
  const icon = await boxOf(header.locator('svg'));
  expect(icon.width).toBeGreaterThanOrEqual(13.5);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${viewport.width} px a toast covers neither an open drawer's title and close button nor the header's user menu`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const member = await memberWithCompany(request, 'Tessa', `toast${viewport.width}`);
    await signInToDashboard(page, member.email, member.password);

    const menu = page.getByRole('banner').getByRole('button', { name: member.fullname, exact: true });
    await menu.click();
    await page.getByRole('button', { name: USER_MENU_TEXTS.settings, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: USER_MENU_TEXTS.settings });
    await expect(drawer.getByRole('table', { name: ACCOUNT_SCREEN_TEXTS.settings.caption })).toBeVisible();

    // A setting saved from the drawer: the server's success toast appears while the drawer stays open.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/setting') && r.request().method() === 'PUT');
    await drawer.getByRole('switch').first().click();
    expect((await saved).ok()).toBe(true);
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await expect(toast).toHaveCount(1);
    await expect(toast).toBeVisible();
    // The pointer on the toast pauses its 5 s countdown while it is measured (a slow machine took
    // longer than that); clicking Close below moves the pointer away and starts a new countdown.
    await toast.hover();

    const toastBox = await settledBox(toast);
    const close = drawer.getByRole('button', { name: 'Close', exact: true });
    const title = drawer.getByRole('heading', { name: USER_MENU_TEXTS.settings });
    expect(intersects(toastBox, await boxOf(close)), 'the toast covers the close button').toBe(false);
    expect(intersects(toastBox, await boxOf(title)), "the toast covers the drawer's title").toBe(false);
    // The topmost element at the close button's centre is the button itself.
    const closeBox = await boxOf(close);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
      { x: closeBox.x + closeBox.width / 2, y: closeBox.y + closeBox.height / 2 },
    );
    expect(hit).toBe('Close');
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(viewport.width);

    // Closing the drawer leaves the toast on screen, clear of the header's user menu.
    await close.click();
    await expect(drawer).toBeHidden();
    await expect(toast).toBeVisible();
    await toast.hover();
    const after = await settledBox(toast);
    expect(intersects(after, await boxOf(menu)), 'the toast covers the user menu').toBe(false);
    expect(intersects(after, await boxOf(page.getByRole('banner'))), 'the toast covers the header').toBe(false);
    await menu.click();
    await expect(page.getByRole('button', { name: USER_MENU_TEXTS.settings, exact: true })).toBeVisible();
  });
}
