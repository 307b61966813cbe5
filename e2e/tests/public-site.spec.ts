import { expect, test } from '@playwright/test';
import { CHAPTER_NOT_FOUND, FAQ_COUNT, TESTIMONIAL_ROTATE_MS } from '@gro/config';
import { EVENT_TEXTS } from '@gro/config/screens';
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

test('the testimonial carousel advances every 15 s, wraps, and pauses while hovered', async ({ page, request }) => {
  const testimonials = (await (await request.get('/api/testimonial')).json()).data as { quote: string }[];
  await page.clock.install();
  await page.goto('/');
  const quote = (i: number) => page.getByText(testimonials[i].quote);
  await expect(quote(0)).toBeVisible();
  await page.clock.runFor(TESTIMONIAL_ROTATE_MS);
  await expect(quote(1)).toBeVisible();
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(quote(0)).toBeVisible();
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(quote(testimonials.length - 1)).toBeVisible();
  await page.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(quote(0)).toBeVisible();
  await quote(0).hover();
  await page.clock.runFor(TESTIMONIAL_ROTATE_MS * 2);
  await expect(quote(0)).toBeVisible();
});

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

test('events filter by chapter, and the map preview zoom stays within 1 to 18', async ({ page }) => {
  await page.goto('/events');
  const select = page.getByRole('combobox', { name: 'Chapter' });
  await expect(select.locator('option').first()).toHaveText('All Chapters');
  await expect(page.getByText(/Recurring Event|Special Event/).first()).toBeVisible();
  await select.selectOption({ label: 'GRO Detroit' });
  await expect(page).toHaveURL(/\/events/);
  // The list reloads for the chosen chapter: wait for its cards before counting them.
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(0);

  const card = page.getByRole('article').filter({ has: page.getByRole('img') }).first();
  const img = card.getByRole('img').first();
  await expect(img).toHaveAttribute('src', /zoom=13/);
  const zoomIn = card.getByRole('button', { name: 'Zoom in' });
  for (let i = 13; i < 18; i += 1) await zoomIn.click();
  await expect(img).toHaveAttribute('src', /zoom=18/);
  await expect(zoomIn).toBeDisabled();
  const zoomOut = card.getByRole('button', { name: 'Zoom out' });
  for (let i = 18; i > 1; i -= 1) await zoomOut.click();
  await expect(img).toHaveAttribute('src', /zoom=1(&|$)/);
  await expect(zoomOut).toBeDisabled();
  const res = await page.request.get(`/api/map/preview?lat=42.36&lng=-83.07&zoom=13&width=600&height=200&retina=true&useLogo=true`);
  expect(res.headers()['content-type']).toBe('image/png');
});

test("events show 'Failed to load events.' when the call fails and 'No events found.' when there are none", async ({ page }) => {
  await page.route('**/api/event/active*', (route) => route.abort('connectionreset'));
  await page.goto('/events');
  await expect(page.getByText(EVENT_TEXTS.loadFailed)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  // The call answers, with no event for any chapter.
  await page.unroute('**/api/event/active*');
  await page.route('**/api/event/active*', (route) =>
    route.fulfill({ json: { ok: true, error: false, data: [], message: { title: 'Success', message: '' } } }),
  );
  await page.reload();
  await expect(page.getByText(EVENT_TEXTS.empty)).toBeVisible();
  await expect(page.getByText(EVENT_TEXTS.loadFailed)).toHaveCount(0);
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
