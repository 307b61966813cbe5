import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SUBSCRIPTION_STATUS_LABELS, type DuesShareReport } from '@gro/config';
import {
  BILLING_TEXTS,
  CONFIRM_TEXTS,
  DASHBOARD_TEXTS,
  DUES_SHARE_TEXTS,
  INVOICE_TEXTS,
  SUBSCRIBE_TEXTS,
  SUBSCRIPTION_ADMIN_TEXTS,
  SUBSCRIPTION_LOG_TEXTS,
  SUBSCRIPTION_SUCCESS_TEXTS,
} from '@gro/config/screens';
import { DEMO_ADMIN, createCompanyByApi, signIn, signInToDashboard, signUpByApi, uniqueStamp } from '../support/portal';
import { colleagueOf, planOffer, subscribeMonthlyByApi } from '../support/payments';

/**
 * Payments through the cms's built-in Stripe simulator: the e2e server has no
 * STRIPE_SECRET_KEY, so checkout leads to the simulator's hosted page and its signed webhooks reach
 * the cms a moment later. Whatever a webhook writes is waited for, never slept for.
 */

/** The simulator's pages say so on every page. */
const SIMULATOR_BANNER = /No card is charged/;
/** The monthly plan's price as the simulator names it (nickname 'Monthly', interval 'month'): the confirmation's plan label. */
const MONTHLY_PLAN_LABEL = 'Monthly (month)';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const subscribeBlock = (page: Page) => page.getByRole('region', { name: SUBSCRIBE_TEXTS.heading });
const subscriptionCard = (page: Page) => page.getByRole('main').getByRole('region', { name: DASHBOARD_TEXTS.subscription, exact: true });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody').getByRole('row');
/** The cell of `row` under the column headed `header`. */
async function cellOf(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = (await page.getByRole('table').getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}
/** Today's 'Mar 1, 2026' for an instant, as the portal writes dates (formatDate, the reader's time zone). */
const mediumDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

/**
 * Searches a finance table for `query` until a row containing `text` is there: what a webhook
 * writes arrives a moment after the browser returns from the simulator, so the list is asked again.
 */
async function rowOnceWritten(page: Page, searchLabel: string, query: string, text: string | RegExp = query): Promise<Locator> {
  const row = bodyRows(page).filter({ hasText: text });
  await expect(async () => {
    await page.reload();
    await page.getByRole('searchbox', { name: searchLabel }).fill(query);
    // The search is applied (every row is the member's), and the awaited row is among them.
    await expect(bodyRows(page).filter({ hasNotText: query })).toHaveCount(0, { timeout: 5_000 });
    await expect(row.first()).toBeVisible({ timeout: 5_000 });
  }).toPass();
  return row;
}

test.describe('payments through the built-in Stripe simulator', () => {
  test('a member subscribes monthly, sees it confirmed and active, opens billing; an admin sees the invoice, subscription and log, cancels it, and the member sees Canceled', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const member = await signUpByApi(request, { firstname: 'Paula', lastname: `Payer${uniqueStamp()}`, tag: 'pay' });
    await createCompanyByApi(request, member, `Payer Works ${uniqueStamp()}`);

    // The Subscribe block offers the configured plans (spec §9 prices); Monthly leads to the hosted checkout.
    await signInToDashboard(page, member.email, member.password);
    await expect(subscriptionCard(page)).toContainText(DASHBOARD_TEXTS.unsubscribed);
    const block = subscribeBlock(page);
    await expect(block.getByRole('button', { name: SUBSCRIBE_TEXTS.yearly, exact: true })).toBeVisible();
    await expect(block.getByText(SUBSCRIBE_TEXTS.discountIntro)).toHaveCount(0);
    await block.getByRole('button', { name: SUBSCRIBE_TEXTS.monthly, exact: true }).click();

    // The simulator's hosted checkout page: says no card is charged, shows the plan and the total.
    await expect(page).toHaveURL(/\/pay\/cs_\w+$/);
    await expect(page.getByRole('note')).toHaveText(SIMULATOR_BANNER);
    await expect(page.getByRole('heading', { name: 'Subscribe to GRO membership' })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '$25.00 / month' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Discount/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();

    // Back on GRO: the confirmation names the plan as the price has it, 'name (interval)'.
    await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_\w+$/);
    await expect(heading(page, SUBSCRIPTION_SUCCESS_TEXTS.title)).toBeVisible();
    await expect(page.getByText(`Thank you for subscribing to the ${MONTHLY_PLAN_LABEL} plan.`)).toBeVisible();
    expect(SUBSCRIPTION_SUCCESS_TEXTS.thanks(SUBSCRIPTION_SUCCESS_TEXTS.planLabel('Monthly', 'month'))).toBe(
      `Thank you for subscribing to the ${MONTHLY_PLAN_LABEL} plan.`,
    );

    // The dashboard: Active, the plan and the renewal date about a month ahead; the Subscribe block is gone.
    const dashboardAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard' && r.ok());
    await page.getByRole('main').getByRole('link', { name: SUBSCRIPTION_SUCCESS_TEXTS.goToDashboard }).click();
    await expect(page).toHaveURL(/\/portal$/);
    const card = subscriptionCard(page);
    await expect(card.getByText(SUBSCRIPTION_STATUS_LABELS.active, { exact: true })).toBeVisible();
    const { subscription } = (await (await dashboardAnswer).json()).data as { subscription: { status: string; currentPeriodEnd: string } };
    expect(subscription.status).toBe('active');
    const daysAhead = (Date.parse(subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(27);
    expect(daysAhead).toBeLessThan(32);
    await expect(card).toContainText(`Monthly · ${DASHBOARD_TEXTS.renewsOn(mediumDate(subscription.currentPeriodEnd))}`);
    await expect(subscribeBlock(page)).toHaveCount(0);

    // Manage billing opens the simulator's Customer Portal for this member.
    await card.getByRole('button', { name: BILLING_TEXTS.manage, exact: true }).click();
    await expect(page).toHaveURL(/\/billing\/bps_\w+$/);
    await expect(page.getByRole('note')).toHaveText(SIMULATOR_BANNER);
    await expect(page.getByRole('heading', { name: 'Manage your GRO membership' })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    const billed = page.getByRole('region', { name: 'Monthly subscription' });
    await expect(billed).toContainText('Status: Active');
    await expect(billed.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to GRO' }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(heading(page, DASHBOARD_TEXTS.title)).toBeVisible();

    // The admin: the invoice in dollars with its hosted page, the subscription, and the log with the raw payloads.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);

    await admin.goto('/portal/finance/invoice');
    await expect(heading(admin, INVOICE_TEXTS.title)).toBeVisible();
    const invoice = await rowOnceWritten(admin, INVOICE_TEXTS.search, member.email);
    await expect(invoice).toHaveCount(1);
    await expect(await cellOf(admin, invoice, INVOICE_TEXTS.columns.total)).toHaveText('$25.00');
    await expect(await cellOf(admin, invoice, INVOICE_TEXTS.columns.status)).toHaveText(INVOICE_TEXTS.statuses.paid);
    await expect(invoice.getByRole('link', { name: new RegExp(INVOICE_TEXTS.view) })).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/invoice\/in_\w+$/);

    // Each finance screen has its link under Finance in the sidebar.
    await admin.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: SUBSCRIPTION_LOG_TEXTS.title, exact: true }).click();
    await expect(admin).toHaveURL(/\/portal\/finance\/subscription\/log$/);
    await expect(heading(admin, SUBSCRIPTION_LOG_TEXTS.title)).toBeVisible();
    await rowOnceWritten(admin, SUBSCRIPTION_LOG_TEXTS.search, member.email, 'invoice.paid');
    for (const type of ['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']) {
      await expect(bodyRows(admin).filter({ hasText: type }).first()).toBeVisible();
    }
    await bodyRows(admin).filter({ hasText: 'checkout.session.completed' }).getByRole('button', { name: SUBSCRIPTION_LOG_TEXTS.viewPayload }).click();
    const drawer = admin.getByRole('dialog', { name: SUBSCRIPTION_LOG_TEXTS.payloadTitle });
    await expect(drawer).toBeVisible();
    const payload = drawer.getByRole('region', { name: SUBSCRIPTION_LOG_TEXTS.payloadTitle });
    await expect(payload).toContainText('"type": "checkout.session.completed"');
    await expect(payload).toContainText('"object": "event"');
    const raw = JSON.parse((await payload.textContent())!) as { data: { object: { customer_details?: unknown; mode: string } } };
    expect(raw.data.object.mode).toBe('subscription');
    await admin.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await admin.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: SUBSCRIPTION_ADMIN_TEXTS.title, exact: true }).click();
    await expect(admin).toHaveURL(/\/portal\/finance\/subscription$/);
    await expect(heading(admin, SUBSCRIPTION_ADMIN_TEXTS.title)).toBeVisible();
    const row = await rowOnceWritten(admin, SUBSCRIPTION_ADMIN_TEXTS.search, member.email);
    await expect(row).toHaveCount(1);
    await expect(await cellOf(admin, row, SUBSCRIPTION_ADMIN_TEXTS.columns.status)).toHaveText(SUBSCRIPTION_STATUS_LABELS.active);
    await expect(await cellOf(admin, row, SUBSCRIPTION_ADMIN_TEXTS.columns.plan)).toHaveText('Monthly');
    await expect(await cellOf(admin, row, SUBSCRIPTION_ADMIN_TEXTS.columns.period)).toHaveText(SUBSCRIPTION_ADMIN_TEXTS.renews(mediumDate(subscription.currentPeriodEnd)));

    // Cancel asks once; keeping it sends nothing, confirming cancels at once and 'Canceled' replaces the button.
    const cancelButton = row.getByRole('button', { name: SUBSCRIPTION_ADMIN_TEXTS.cancelLabel(member.fullname), exact: true });
    const cancels: string[] = [];
    admin.on('request', (r) => new URL(r.url()).pathname === '/api/subscription/cancel' && cancels.push(r.postData() ?? ''));
    await cancelButton.click();
    const dialog = admin.getByRole('alertdialog', { name: SUBSCRIPTION_ADMIN_TEXTS.confirmTitle });
    await expect(dialog).toContainText(CONFIRM_TEXTS.cancelSubscription);
    await dialog.getByRole('button', { name: SUBSCRIPTION_ADMIN_TEXTS.keep, exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(cancels).toEqual([]);
    await cancelButton.click();
    await dialog.getByRole('button', { name: SUBSCRIPTION_ADMIN_TEXTS.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(await cellOf(admin, row, SUBSCRIPTION_ADMIN_TEXTS.columns.actions)).toHaveText(SUBSCRIPTION_ADMIN_TEXTS.canceled);
    await expect(await cellOf(admin, row, SUBSCRIPTION_ADMIN_TEXTS.columns.status)).toHaveText(SUBSCRIPTION_STATUS_LABELS.canceled);
    await expect(row.getByRole('button', { name: SUBSCRIPTION_ADMIN_TEXTS.cancelLabel(member.fullname) })).toHaveCount(0);
    expect(cancels).toHaveLength(1);
    expect(JSON.parse(cancels[0])).toEqual({ stripeSubscriptionId: expect.stringMatching(/^sub_\w+$/) });
    await adminContext.close();

    // The member, on the next visit: Canceled, and the Subscribe block is back.
    await page.reload();
    await expect(subscriptionCard(page).getByText(SUBSCRIPTION_STATUS_LABELS.canceled, { exact: true })).toBeVisible();
    await expect(subscriptionCard(page)).toContainText(/Ended on /);
    await expect(subscribeBlock(page).getByRole('button', { name: SUBSCRIBE_TEXTS.monthly, exact: true })).toBeVisible();
  });

  test('a second employee of a subscribed company gets the corporate discount, shown before paying and on the checkout page', async ({ page, request }) => {
    test.slow();
    const first = await signUpByApi(request, { firstname: 'Fern', lastname: `First${uniqueStamp()}`, tag: 'corp.first' });
    const company = await createCompanyByApi(request, first, `Corporate Pair ${uniqueStamp()}`);
    const second = await colleagueOf(request, company, 'Sami', `Second${uniqueStamp()}`, 'corp.second');
    // Before the first employee subscribes, the colleague is offered no discount.
    expect((await planOffer(request, second)).corporateDiscount).toBeNull();
    await subscribeMonthlyByApi(request, first);
    const offer = await planOffer(request, second);
    expect(offer.corporateDiscount).toMatchObject({ label: 'Corporate discount: 20% off', percentOff: 20 });

    // The Subscribe block says so before paying, with the rule that nothing changes retroactively.
    await signInToDashboard(page, second.email, second.password);
    const block = subscribeBlock(page);
    await expect(block.getByText(offer.corporateDiscount!.label, { exact: true })).toBeVisible();
    await expect(block.getByText(SUBSCRIBE_TEXTS.discountIntro)).toBeVisible();
    await expect(block.getByText(SUBSCRIBE_TEXTS.discountNote)).toBeVisible();
    // The plan buttons say what the member will pay: $25 less 20%.
    await expect(block.getByRole('button', { name: SUBSCRIBE_TEXTS.monthly, exact: true })).toHaveCount(0);
    await block.getByRole('button', { name: SUBSCRIBE_TEXTS.planButton('Monthly', 2000, 'month'), exact: true }).click();

    // The hosted checkout carries the coupon: $25.00, less 20%, $20.00 due today.
    await expect(page).toHaveURL(/\/pay\/cs_\w+$/);
    await expect(page.getByRole('note')).toHaveText(SIMULATOR_BANNER);
    await expect(page.getByRole('term').filter({ hasText: 'Discount: Corporate (20% off)' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '−$5.00' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '$20.00' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();
    await expect(heading(page, SUBSCRIPTION_SUCCESS_TEXTS.title)).toBeVisible();
    await expect(page.getByText(`Thank you for subscribing to the ${MONTHLY_PLAN_LABEL} plan.`)).toBeVisible();
  });

  test("the dues share shows the member's chapter's paid dues this month, and Export CSV downloads them", async ({ page, request }) => {
    test.slow();
    const member = await signUpByApi(request, { firstname: 'Dora', lastname: `Dues${uniqueStamp()}`, tag: 'dues' });
    await createCompanyByApi(request, member, `Dues Works ${uniqueStamp()}`);
    await subscribeMonthlyByApi(request, member);
    const month = new Date().toISOString().slice(0, 7);

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    // invoice.paid writes the dues a moment after the payment: the report is asked again until it counts them.
    let report: DuesShareReport | undefined;
    await expect(async () => {
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/finance/dues-share' && r.ok());
      await page.goto('/portal/finance/dues-share');
      report = (await (await answer).json()).data as DuesShareReport;
      const detroit = report.rows.find((r) => r.chapterName === 'GRO Detroit' && r.month === month);
      expect(detroit?.paidCents ?? 0).toBeGreaterThanOrEqual(2500);
    }).toPass();
    const detroit = report!.rows.find((r) => r.chapterName === 'GRO Detroit' && r.month === month)!;
    expect(detroit.shareCents).toBe(Math.round((detroit.netCents * report!.percent) / 100));

    await expect(heading(page, DUES_SHARE_TEXTS.title)).toBeVisible();
    await expect(page.getByText(DUES_SHARE_TEXTS.description(report!.percent))).toBeVisible();
    await expect(page.getByRole('img', { name: /^Bar chart of each chapter's dues share per month/ })).toBeVisible();
    const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
    const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
    const row = page.getByRole('row').filter({ hasText: 'GRO Detroit' }).filter({ hasText: monthLabel });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(dollars(detroit.paidCents));
    await expect(row).toContainText(dollars(detroit.shareCents));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: DUES_SHARE_TEXTS.exportCsv, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(DUES_SHARE_TEXTS.csvFilename(report!.from, report!.to));
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Month,Chapter,Paid,Refunded,Net,Share,Currency');
    expect(lines.some((l) => l.startsWith(`${month},GRO Detroit,`) && l.endsWith(',USD')), csv).toBe(true);
  });
});
