import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '@gro/config';
import { ACCOUNT_SCREEN_TEXTS, DIRECTORY_TEXTS, EMPTY_STATES, MEMBER_CONTACT_TEXTS, USER_MENU_TEXTS } from '@gro/config/screens';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, createCompanyByApi, signInToDashboard, signUpByApi, uniqueStamp } from '../support/portal';
import { expectNoBlockingViolations } from '../support/axe';
import { waitForMailWhere } from '../support/mail';
import { followRequests, waitForQuiet } from '../../scripts/lib/network-quiet.mjs';

// Portal pages hold the bell's live stream open: 'networkidle' never comes there.
test.beforeEach(({ page }) => followRequests(page));

/** The directory: the privacy switch, the chapter and industry filters, the members map. */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** A last name no other member has, made of letters only. */
const uniqueLastname = (prefix: string) => `${prefix}${`${Date.now()}${process.pid}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

test('a hidden member is absent from another member\u2019s directory; an admin still sees them, marked', async ({ page, request }) => {
  const lastname = uniqueLastname('Hideaway');
  const hider = await signUpByApi(request, { firstname: 'Hedda', lastname, tag: 'hider' });
  await createCompanyByApi(request, hider, `Hideaway Works ${uniqueStamp()}`);

  // The member turns "Show me in the member directory" off in My Account.
  await signInToDashboard(page, hider.email, hider.password);
  await page.getByRole('button', { name: hider.fullname, exact: true }).click();
  await page.getByRole('button', { name: USER_MENU_TEXTS.myAccount, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount });
  const toggle = drawer.getByRole('switch', { name: ACCOUNT_SCREEN_TEXTS.directory.label });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await page.reload();
  await page.getByRole('button', { name: hider.fullname, exact: true }).click();
  await page.getByRole('button', { name: USER_MENU_TEXTS.myAccount, exact: true }).click();
  await expect(page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount }).getByRole('switch', { name: ACCOUNT_SCREEN_TEXTS.directory.label })).not.toBeChecked();

  // Another member searches the directory for them: nobody.
  await signOut(page);
  await signInToDashboard(page, DEMO_MEMBER.email, DEMO_PASSWORD);
  await page.goto('/portal/user/directory');
  await expect(heading(page, DIRECTORY_TEXTS.title)).toBeVisible();
  await page.getByRole('searchbox', { name: DIRECTORY_TEXTS.search }).fill(lastname);
  await expect(page.getByText(EMPTY_STATES.members)).toBeVisible();
  await expect(page.getByRole('link', { name: hider.fullname, exact: true })).toHaveCount(0);

  // An admin finds them, marked as hidden.
  await signOut(page);
  await signInToDashboard(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/portal/user/directory');
  await page.getByRole('searchbox', { name: DIRECTORY_TEXTS.search }).fill(lastname);
  // The search has answered: the list holds this one member (a card of the page before it would be replaced).
  await expect(page.getByText(DIRECTORY_TEXTS.count(1, 1), { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: hider.fullname, exact: true }) });
  await expect(card.getByText(DIRECTORY_TEXTS.hiddenBadge)).toBeVisible();
});

for (const width of [1280, 390]) {
  test.describe(`the directory's filters and map at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('filters, the Map view with its clustered pins and company list, and My Account have no serious or critical axe violation', async ({ page }) => {
      await signInToDashboard(page, DEMO_MEMBER.email, DEMO_PASSWORD);
      await page.goto('/portal/user/directory');
      await expect(heading(page, DIRECTORY_TEXTS.title)).toBeVisible();
      const chapter = page.getByRole('combobox', { name: DIRECTORY_TEXTS.chapterFilter });
      await expect(chapter.getByRole('option', { name: DEMO_MEMBER.chapter })).toBeAttached();
      await chapter.selectOption({ label: DEMO_MEMBER.chapter });
      await expect(page).toHaveURL(/[?&]chapter=\d+/);
      await expect(page.getByRole('link', { name: DEMO_MEMBER.name, exact: true })).toBeVisible();
      await waitForQuiet(page);
      await expectNoBlockingViolations(page);

      await page.getByRole('button', { name: DIRECTORY_TEXTS.mapView, exact: true }).click();
      await expect(page).toHaveURL(/view=map/);
      const map = page.getByRole('region', { name: DIRECTORY_TEXTS.mapLabel });
      await expect(map.locator('.leaflet-container')).toBeVisible();
      await expect(map.locator('.members-map-pin, .members-map-cluster').first()).toBeVisible();
      const list = page.getByRole('region', { name: DIRECTORY_TEXTS.mapListHeading });
      await expect(list.getByText(DEMO_MEMBER.company)).toBeVisible();
      await waitForQuiet(page);
      await expectNoBlockingViolations(page);

      // The address keeps the view and the filter: a reload opens the same.
      await page.reload();
      await expect(page.getByRole('region', { name: DIRECTORY_TEXTS.mapListHeading })).toBeVisible();
      await expect(page.getByRole('combobox', { name: DIRECTORY_TEXTS.chapterFilter })).not.toHaveValue('');

      await page.getByRole('button', { name: DEMO_MEMBER.name, exact: true }).click();
      await page.getByRole('button', { name: USER_MENU_TEXTS.myAccount, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount });
      await drawer.getByRole('switch', { name: ACCOUNT_SCREEN_TEXTS.directory.label }).scrollIntoViewIfNeeded();
      await expectNoBlockingViolations(page);
    });
  });
}

test('a member keeps their email and phone to their chapter; a member of another chapter writes to them with Contact instead', async ({ page, request }) => {
  const lastname = uniqueLastname('Quietly');
  const owner = await signUpByApi(request, { firstname: 'Quinn', lastname, tag: 'quiet' });
  await createCompanyByApi(request, owner, `Quiet Works ${uniqueStamp()}`);

  // The member chooses "Members of my chapter" in My Account (a Detroit member).
  await signInToDashboard(page, owner.email, owner.password);
  await page.getByRole('button', { name: owner.fullname, exact: true }).click();
  await page.getByRole('button', { name: USER_MENU_TEXTS.myAccount, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: USER_MENU_TEXTS.myAccount });
  const setting = drawer.getByRole('group', { name: ACCOUNT_SCREEN_TEXTS.contactVisibility.heading });
  await expect(setting.getByRole('radio', { name: ACCOUNT_SCREEN_TEXTS.contactVisibility.options.organisation.label })).toBeChecked();
  await setting.getByRole('radio', { name: ACCOUNT_SCREEN_TEXTS.contactVisibility.options.chapter.label }).check();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.visibilitySavedText.chapter })).toBeVisible();

  // A member of Ann Arbor finds them in the directory: a Contact button, no address.
  await signOut(page);
  await signInToDashboard(page, 'ethan.miller@example.com', DEMO_PASSWORD);
  await page.goto('/portal/user/directory');
  await page.getByRole('searchbox', { name: DIRECTORY_TEXTS.search }).fill(lastname);
  // The search has answered: the list holds this one member (a card of the page before it would be replaced).
  await expect(page.getByText(DIRECTORY_TEXTS.count(1, 1), { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: owner.fullname, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.locator('a[href^="mailto:"]')).toHaveCount(0);
  const contact = card.getByRole('button', { name: MEMBER_CONTACT_TEXTS.buttonLabel(owner.fullname) });
  await contact.click();
  const dialog = page.getByRole('dialog', { name: MEMBER_CONTACT_TEXTS.title(owner.fullname) });
  const message = `Hello Quinn, shall we meet for coffee? ${uniqueStamp()}`;
  await dialog.getByLabel(/Message/).fill(message);
  await dialog.getByRole('button', { name: MEMBER_CONTACT_TEXTS.send }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.sent(owner.fullname) })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(contact).toBeFocused();
  await expect(page.locator('body')).not.toContainText(owner.email);

  // The message reaches the member's inbox, with Ethan as Reply-To.
  const mail = await waitForMailWhere(owner.email, (m) => (m.text ?? '').includes(message));
  expect(mail.replyTo?.value[0]?.address).toBe('ethan.miller@example.com');
});
