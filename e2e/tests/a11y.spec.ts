import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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

for (const width of [1280, 390]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        expect(blocking).toEqual([]);
      });
    }
  });
}
