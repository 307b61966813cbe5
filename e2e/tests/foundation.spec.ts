import { expect, test } from '@playwright/test';
import { signUpByApi } from '../support/portal';

test.describe('one origin', () => {
  test('the home page renders with the sign-up call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/GRO/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: "Let's GRO Together" }).first()).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} GRO`);
  });

  test('GET /api/chapter/active answers the envelope with the seeded chapters', async ({ request }) => {
    const res = await request.get('/api/chapter/active');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.ok).toBe(true);
    expect(body.data.map((c: { slug: string }) => c.slug)).toContain('detroit');
  });

  test('/admin serves the Strapi admin', async ({ request }) => {
    const res = await request.get('/admin');
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(/<div id="strapi"|strapi/i);
  });

  test('a client route reloads into the SPA', async ({ page, request }) => {
    const res = await request.get('/portal/user/directory');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/text\/html/);
    await page.goto('/chapters');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/chapters$/);
    // Without a session the portal route lands on sign-in, rendered by the SPA after a full reload.
    await page.goto('/portal/user/directory');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a missing asset is a real 404, not the SPA', async ({ request }) => {
    expect((await request.get('/assets/does-not-exist.js')).status()).toBe(404);
  });
});

test.describe('header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const links: [string, RegExp][] = [
    ['Chapters', /\/chapters$/],
    ['Events', /\/events$/],
    ['Contact', /\/contact$/],
    ['Start a Chapter', /\/chapters\/start$/],
    ['FAQ', /\/faqs$/],
    ['Become a Member', /\/signup$/],
    ['Member Login', /\/signin$/],
  ];

  test('header links navigate without a page load', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    for (const [name, url] of links) {
      await header.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  });

  test("'Go to Dashboard' replaces the account links when a token exists", async ({ page, request }) => {
    // A real session: with a made-up token the app rightly ends the session after its one refresh,
    // and whether the link was seen before that depended on the machine's speed.
    const member = await signUpByApi(request, { firstname: 'Hana', lastname: 'Header', tag: 'header' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
    await page.evaluate((token) => localStorage.setItem('gro-auth', JSON.stringify({ token, user: null })), member.token);
    await page.reload();
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/portal');
    await expect(header.getByRole('link', { name: 'Member Login' })).toHaveCount(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('toggles, and closes when a link is clicked', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await close.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link', { name: 'Golf Scramble' })).toBeVisible();
    await close.click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Golf Scramble' })).toBeHidden();
  });
});
