import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AUTH_SCREEN_TEXTS, COMPANY_GATE_TEXTS } from '@gro/config/screens';
import { DEMO_MEMBER, DEMO_PASSWORD, signIn, signInToDashboard, signUpByApi, storedToken } from '../support/portal';

/** The portal screens of spec §2 a member sees; ':id' is another member's id. */
const ROUTES = ['/portal', '/portal/chapter', '/portal/company', '/portal/event', '/portal/user', '/portal/user/:id', '/portal/user/directory'];

async function expectNoBlockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(blocking).toEqual([]);
}

/** Another demo member's id, from the users list. */
async function otherMemberId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/user?q=Keisha%20Johnson', { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
  return ((await answer.json()).data.items as { id: number }[])[0].id;
}

for (const width of [1280, 390]) {
  test.describe(`portal accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical axe violation`, async ({ page }) => {
        await signInToDashboard(page, DEMO_MEMBER.email, DEMO_PASSWORD);
        await page.goto(route.replace(':id', String(await otherMemberId(page))));
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Wait for the data, not the loading state.
        await expect(page.getByText(/Loading/)).toHaveCount(0);
        await expectNoBlockingViolations(page);
      });
    }

    test('the company gate with the Create Company drawer open has no serious or critical axe violation', async ({ page, request }) => {
      const member = await signUpByApi(request, { firstname: 'Ada', lastname: 'Zeller', tag: `a11y${width}` });
      await signIn(page, member.email, member.password);
      await expect(page.getByRole('heading', { level: 1, name: AUTH_SCREEN_TEXTS.companyGate.title })).toBeVisible();
      await expectNoBlockingViolations(page);

      await page.getByRole('button', { name: COMPANY_GATE_TEXTS.createCompany, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: COMPANY_GATE_TEXTS.createCompany });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('textbox', { name: 'Company Name', exact: true })).toBeFocused();
      // Let the slide-in finish, so axe sees the drawer's final colours and places.
      await expect
        .poll(() =>
          page.evaluate(
            () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
          ),
        )
        .toBe(0);
      await page.waitForLoadState('networkidle');
      await expectNoBlockingViolations(page);
    });
  });
}
