import { expect, test, type Page } from '@playwright/test';
import { EVENT_TYPE_LABELS, FORM_LABELS } from '@gro/config';
import {
  ACTIVITY_TEXTS,
  ADMIN_FORM_TEXTS,
  AUTH_SCREEN_TEXTS,
  CHAPTER_DRAWER_TEXTS,
  CHAPTER_LEADER_TEXTS,
  COMPANY_DRAWER_TEXTS,
  COMPANY_GATE_TEXTS,
  DUES_SHARE_TEXTS,
  EVENT_DRAWER_TEXTS,
  INVOICE_TEXTS,
  JOIN_REQUEST_REVIEW_TEXTS,
  SUBSCRIPTION_ADMIN_TEXTS,
  SUBSCRIPTION_LOG_TEXTS,
  USER_DRAWER_TEXTS,
  USER_STATUS_TEXTS,
} from '@gro/config/screens';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_PASSWORD,
  createCompanyByApi,
  requestToJoinByApi,
  signIn,
  signInToDashboard,
  signUpByApi,
  storedToken,
  uniqueStamp,
} from '../support/portal';
import { animationsDone, blockingViolations, expectNoBlockingViolations } from '../support/axe';
import { subscribeMonthlyByApi } from '../support/payments';
import { followRequests, waitForQuiet } from '../../scripts/lib/network-quiet.mjs';

// Portal pages hold the bell's live stream open: 'networkidle' never comes there.
test.beforeEach(({ page }) => followRequests(page));

/** The portal screens of spec §2 a member sees; ':id' is another member's id. */
const ROUTES = ['/portal', '/portal/chapter', '/portal/company', '/portal/event', '/portal/user', '/portal/user/:id', '/portal/user/directory'];

/** Opens a screen as the signed-in user and waits for its data, not its loading state. */
async function openScreen(page: Page, route: string) {
  await page.goto(route);
  await waitForQuiet(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Loading/)).toHaveCount(0);
}

/** Clicks `opener`, checks the drawer or dialog named `name` opened and settled, and runs axe on the page with it open. */
async function expectOpenDialogAccessible(page: Page, opener: ReturnType<Page['getByRole']>, name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  await opener.click();
  const dialog = page.getByRole(role, { name, exact: true });
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  await waitForQuiet(page);
  await expectNoBlockingViolations(page);
  return dialog;
}

async function closeDrawer(page: Page, name: string) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name, exact: true })).toBeHidden();
}

/** Another demo member's id, from the users list. */
async function otherMemberId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/user?q=Keisha%20Johnson', { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
  return ((await answer.json()).data.items as { id: number }[])[0].id;
}

for (const width of [1280, 390]) {
  test.describe(`portal accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // One sign-in, one tab through every screen: each screen's violations are listed together.
    test('the member screens have no serious or critical axe violation', async ({ page }) => {
      // Seven page loads and axe runs: three times a one-screen test's time-out, for a busy machine.
      test.slow();
      await signInToDashboard(page, DEMO_MEMBER.email, DEMO_PASSWORD);
      const other = String(await otherMemberId(page));
      const blocking: Record<string, string[]> = {};
      for (const route of ROUTES) {
        await openScreen(page, route.replace(':id', other));
        const found = await blockingViolations(page);
        if (found.length) blocking[route] = found;
      }
      expect(blocking).toEqual({});
    });

    test('the company gate with the Create Company drawer open has no serious or critical axe violation', async ({ page, request }) => {
      const member = await signUpByApi(request, { firstname: 'Ada', lastname: 'Zeller', tag: `a11y${width}` });
      await signIn(page, member.email, member.password);
      await expect(page.getByRole('heading', { level: 1, name: AUTH_SCREEN_TEXTS.companyGate.title })).toBeVisible();
      // Whatever fades in (a toast) is read by axe as too little contrast until it is done.
      await expectNoBlockingViolations(page);

      await page.getByRole('button', { name: COMPANY_GATE_TEXTS.createCompany, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: COMPANY_GATE_TEXTS.createCompany });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('textbox', { name: 'Company Name', exact: true })).toBeFocused();
      // Let the slide-in finish, so axe sees the drawer's final colours and places.
      await animationsDone(page);
      await waitForQuiet(page);
      await expectNoBlockingViolations(page);
    });

    test.describe('signed in as the portal admin', () => {
      test.beforeEach(async ({ page }) => {
        // Each test runs axe on a screen and its open drawers, several times over on a busy 2-core machine.
        test.slow();
        await signInToDashboard(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      });

      test('company join requests, with a pending request and the reject dialog open, have no serious or critical axe violation', async ({
        page,
        request,
      }) => {
        const owner = await signUpByApi(request, { firstname: 'Owen', lastname: 'Zeller', tag: `a11yjoin${width}` });
        const company = await createCompanyByApi(request, owner, `Quill Harbor ${width} ${uniqueStamp()}`);
        const joiner = await signUpByApi(request, { firstname: 'Jada', lastname: `Quill${width}`, tag: `a11yjoiner${width}` });
        await requestToJoinByApi(request, joiner, company, 'I keep the books for the harbor office.');

        await openScreen(page, '/portal/administrator/company/join');
        await expect(page.getByRole('heading', { level: 1, name: JOIN_REQUEST_REVIEW_TEXTS.title })).toBeVisible();
        const reject = page.getByRole('button', { name: JOIN_REQUEST_REVIEW_TEXTS.rejectLabel(joiner.fullname, company.name), exact: true });
        await expect(reject).toBeVisible();
        await expectNoBlockingViolations(page);

        const dialog = await expectOpenDialogAccessible(page, reject, JOIN_REQUEST_REVIEW_TEXTS.rejectTitle, 'alertdialog');
        await dialog.getByRole('button', { name: ADMIN_FORM_TEXTS.cancel, exact: true }).click();
        await expect(dialog).toBeHidden();
      });

      test('the activity log, with a change shown, has no serious or critical axe violation', async ({ page, request }) => {
        // An admin write to log: approving a new member's request to join a new company.
        const owner = await signUpByApi(request, { firstname: 'Olga', lastname: 'Zeller', tag: `a11yact${width}` });
        const company = await createCompanyByApi(request, owner, `Wren Works ${width} ${uniqueStamp()}`);
        const joiner = await signUpByApi(request, { firstname: 'Jon', lastname: `Wren${width}`, tag: `a11yactjoin${width}` });
        const joinRequest = await requestToJoinByApi(request, joiner, company, 'Approve me, please.');
        const approved = await request.post(`/api/company/join-request/${joinRequest.id}/approve`, {
          headers: { Authorization: `Bearer ${await storedToken(page)}` },
        });
        expect(approved.ok()).toBe(true);

        await openScreen(page, '/portal/administrator/activity');
        await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_TEXTS.title })).toBeVisible();
        await expectNoBlockingViolations(page);
        await page.getByRole('button', { name: ACTIVITY_TEXTS.showChanges }).first().click();
        await expect(page.getByRole('button', { name: ACTIVITY_TEXTS.hideChanges }).first()).toBeVisible();
        await expectNoBlockingViolations(page);
      });

      test('users with the status filter, and the user drawers with the password section shown, have no serious or critical axe violation', async ({
        page,
      }) => {
        await openScreen(page, '/portal/user');
        // A table on a desktop; on a phone a card per member, the status one of its labelled fields.
        if (width >= 640) await expect(page.getByRole('columnheader', { name: USER_STATUS_TEXTS.column })).toBeVisible();
        else await expect(page.getByRole('term').filter({ hasText: USER_STATUS_TEXTS.column }).first()).toBeVisible();
        await expect(page.getByRole('combobox', { name: USER_STATUS_TEXTS.filter, exact: true })).toBeVisible();
        await expectNoBlockingViolations(page);

        const create = await expectOpenDialogAccessible(
          page,
          page.getByRole('button', { name: USER_DRAWER_TEXTS.create, exact: true }),
          USER_DRAWER_TEXTS.create,
        );
        await expect(create.getByRole('textbox', { name: FORM_LABELS.user.newPassword, exact: true })).toBeVisible();
        await closeDrawer(page, USER_DRAWER_TEXTS.create);

        const edit = await expectOpenDialogAccessible(
          page,
          page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(''), exact: false }).first(),
          USER_DRAWER_TEXTS.edit,
        );
        await edit.getByRole('button', { name: USER_DRAWER_TEXTS.changePassword, exact: true }).click();
        await expect(edit.getByRole('textbox', { name: FORM_LABELS.user.newPassword, exact: true })).toBeFocused();
        await expectNoBlockingViolations(page);
      });

      test('chapters and the chapter drawers have no serious or critical axe violation', async ({ page }) => {
        await openScreen(page, '/portal/chapter');
        await expectNoBlockingViolations(page);
        await expectOpenDialogAccessible(page, page.getByRole('button', { name: CHAPTER_DRAWER_TEXTS.create, exact: true }), CHAPTER_DRAWER_TEXTS.create);
        await closeDrawer(page, CHAPTER_DRAWER_TEXTS.create);
        const edit = await expectOpenDialogAccessible(
          page,
          page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(DEMO_MEMBER.chapter), exact: true }),
          CHAPTER_DRAWER_TEXTS.edit,
        );
        // The Leaders tab of the same drawer.
        await edit.getByRole('tab', { name: CHAPTER_DRAWER_TEXTS.tabs.leaders, exact: true }).click();
        await expect(edit.getByRole('region', { name: CHAPTER_LEADER_TEXTS.chapterHeading, exact: true })).toBeVisible();
        await expectNoBlockingViolations(page);
      });

      test('events and the Create Event drawer, One Time and Recurring, have no serious or critical axe violation', async ({ page }) => {
        await openScreen(page, '/portal/event');
        await expectNoBlockingViolations(page);
        const drawer = await expectOpenDialogAccessible(
          page,
          page.getByRole('button', { name: EVENT_DRAWER_TEXTS.create, exact: true }),
          EVENT_DRAWER_TEXTS.create,
        );
        const type = drawer.getByRole('combobox', { name: FORM_LABELS.event.type, exact: true });
        await expect(type).toHaveValue('Once');
        await type.selectOption({ label: EVENT_TYPE_LABELS.Recurring });
        await expect(type).toHaveValue('Recurring');
        await expectNoBlockingViolations(page);
      });

      test('the finance screens (invoices, subscriptions with the cancel dialog, the log with a payload open, the dues share) have no serious or critical axe violation', async ({
        page,
        request,
      }) => {
        // A member who paid through the built-in Stripe simulator, so every finance table has a row of theirs.
        const member = await signUpByApi(request, { firstname: 'Fay', lastname: `Finance${width}`, tag: `a11yfin${width}` });
        await createCompanyByApi(request, member, `Ledger Lane ${width} ${uniqueStamp()}`);
        await subscribeMonthlyByApi(request, member);
        const memberRow = async (search: string) => {
          // What the webhook writes arrives a moment after the payment: the list is asked again until it is there.
          await expect(async () => {
            await openScreen(page, page.url());
            await page.getByRole('searchbox', { name: search }).fill(member.email);
            // A table's rows on a desktop; on a phone the cards of the list that stands for the table.
            const rows = width >= 640 ? page.getByRole('table').locator('tbody').getByRole('row') : page.locator('main ul[aria-labelledby] > li:not([data-skeleton])');
            await expect(rows.filter({ hasNotText: member.email })).toHaveCount(0, { timeout: 5_000 });
            await expect(rows.first()).toBeVisible({ timeout: 5_000 });
          }).toPass();
        };

        await openScreen(page, '/portal/finance/invoice');
        await expect(page.getByRole('heading', { level: 1, name: INVOICE_TEXTS.title })).toBeVisible();
        await memberRow(INVOICE_TEXTS.search);
        await expectNoBlockingViolations(page);

        await openScreen(page, '/portal/finance/subscription');
        await memberRow(SUBSCRIPTION_ADMIN_TEXTS.search);
        await expectNoBlockingViolations(page);
        const dialog = await expectOpenDialogAccessible(
          page,
          page.getByRole('button', { name: SUBSCRIPTION_ADMIN_TEXTS.cancelLabel(member.fullname), exact: true }),
          SUBSCRIPTION_ADMIN_TEXTS.confirmTitle,
          'alertdialog',
        );
        await dialog.getByRole('button', { name: SUBSCRIPTION_ADMIN_TEXTS.keep, exact: true }).click();
        await expect(dialog).toBeHidden();

        await openScreen(page, '/portal/finance/subscription/log');
        await memberRow(SUBSCRIPTION_LOG_TEXTS.search);
        await expectNoBlockingViolations(page);
        await expectOpenDialogAccessible(
          page,
          page.getByRole('button', { name: SUBSCRIPTION_LOG_TEXTS.viewPayload }).first(),
          SUBSCRIPTION_LOG_TEXTS.payloadTitle,
        );
        await closeDrawer(page, SUBSCRIPTION_LOG_TEXTS.payloadTitle);

        await openScreen(page, '/portal/finance/dues-share');
        await expect(page.getByRole('img', { name: /^Bar chart of each chapter's dues share/ })).toBeVisible();
        await expect(page.getByRole('button', { name: DUES_SHARE_TEXTS.exportCsv, exact: true })).toBeVisible();
        await expectNoBlockingViolations(page);
      });

      test('companies and the Edit Company drawer have no serious or critical axe violation', async ({ page }) => {
        await openScreen(page, '/portal/company');
        await expectNoBlockingViolations(page);
        await expectOpenDialogAccessible(
          page,
          page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(DEMO_MEMBER.company), exact: true }),
          COMPANY_DRAWER_TEXTS.edit,
        );
      });
    });
  });
}
