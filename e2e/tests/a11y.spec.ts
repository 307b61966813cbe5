import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';

/** Every public route of spec §2 (the reset screen with and without its token). */
const ROUTES = [
  '/',
  '/chapters',
  '/chapters/detroit',
  '/chapters/no-such-chapter',
  '/chapters/start',
  '/contact',
  '/events',
  // The seeded Detroit weekly meeting (the first event of the demo data), and an id that names none.
  '/events/1',
  '/events/999999',
  '/faqs',
  '/legal/terms',
  '/subscription/success',
  '/signin',
  '/signup',
  '/password-forgot',
  '/password-reset',
  '/password-reset?token=abc',
  '/scramble',
];

/** The routes in groups of six: one tab visits a group, so a page load is not a test's set-up each time. */
const GROUPS = [ROUTES.slice(0, 6), ROUTES.slice(6, 12), ROUTES.slice(12)];

for (const width of [1280, 390]) {
  for (const group of GROUPS) {
    // Every route's violations are listed together, so one route's failure does not hide another's.
    test(`${group.join(', ')} at ${width} px have no serious or critical axe violation`, async ({ page }) => {
      // Six page loads and axe runs: three times a one-screen test's time-out, for a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const blocking: Record<string, string[]> = {};
      for (const route of group) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
        const found = await blockingViolations(page);
        if (found.length) blocking[route] = found;
      }
      expect(blocking).toEqual({});
    });
  }
}
