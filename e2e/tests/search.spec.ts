import { expect, test } from '@playwright/test';
import { SEARCH_TEXTS, USER_DETAIL_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { memberWithCompany, signIn, uniqueStamp } from '../support/portal';

/** The portal's one search: a member found by what they do, opened from the keyboard. */

for (const width of [1280, 390]) {
  test(`the search finds a member by profession and opens their profile (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const member = await memberWithCompany(request, 'Sasha', `search-${width}-${uniqueStamp()}`);
    await signIn(page, member.email, member.password);

    // Ctrl K anywhere in the portal (once the header is there); the demo's Lucia Hernandez is a nonprofit director.
    await expect(page.getByRole('button', { name: SEARCH_TEXTS.open })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: SEARCH_TEXTS.dialogTitle });
    const box = dialog.getByRole('combobox', { name: SEARCH_TEXTS.label });
    await expect(box).toBeFocused();
    await box.pressSequentially('nonprofit dir');
    const found = dialog.getByRole('group', { name: SEARCH_TEXTS.groups.members }).getByRole('option').first();
    await expect(found).toContainText('Lucia Hernandez');
    await expect(found).toContainText('Nonprofit Director');
    await expect(found).toHaveAttribute('aria-selected', 'true');
    await expectNoBlockingViolations(page);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Lucia Hernandez' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Nonprofit Director');
    await expect(page.getByRole('region', { name: USER_DETAIL_TEXTS.idealReferral })).toBeVisible();
    await expectNoBlockingViolations(page);
  });
}
