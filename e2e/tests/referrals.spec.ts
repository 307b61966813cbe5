import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ONE_TO_ONE_MESSAGES, REFERRAL_LABELS, REFERRAL_MESSAGES, type AllChaptersReferralFigures } from '@gro/config';
import { FIGURES_TEXTS, ONE_TO_ONE_TEXTS, REFERRAL_TEXTS, TABLE_EXPORT_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { waitForMailWhere } from '../support/mail';
import { DEMO_ADMIN, createCompanyByApi, signIn, signUpByApi, uniqueStamp } from '../support/portal';

/**
 * Referrals in Chromium: member A passes a referral to B from B's profile; B gets the
 * email and closes it with $4,000; A's dashboard shows $4,000 credited; C, of the same chapter,
 * sees A's credited total on the chapter's figures but neither that it came from B nor the
 * referral itself; A proposes a one-to-one and B confirms it happened; an admin exports every
 * chapter's figures and the CSV's totals are the figures' own.
 */

/** Letters only (names refuse digits): this run's stamp spelled with a–j for 0–9. */
const letters = (stamp: string) => stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

async function member(request: APIRequestContext, firstname: string, lastname: string, tag: string) {
  const m = await signUpByApi(request, { firstname, lastname, tag });
  await createCompanyByApi(request, m, `${firstname} ${lastname} Works`);
  return m;
}

async function pageOf(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}

/** The CSV's rows (cells without quotes: the figures export has no quoted cells but the names'). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')).filter((_, i, all) => i < all.length - 1 || all[i] !== ''));
}

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('A passes a referral to B, B closes it with $4,000 credited to A, C sees the total only, a one-to-one is confirmed, the admin CSV adds up', async ({ browser, request }) => {
  const surname = `Referral${letters(uniqueStamp())}`;
  const a = await member(request, 'Avery', surname, 'ref-a');
  const b = await member(request, 'Blake', surname, 'ref-b');
  const c = await member(request, 'Casey', surname, 'ref-c');
  const contact = `Dana Client${letters(uniqueStamp())}`;
  const need = 'An audit of their books before the year closes.';

  // A passes the referral from B's profile.
  const pageA = await pageOf(browser, a.email, a.password);
  await pageA.goto(`/portal/user/${b.id}`);
  await pageA.getByRole('button', { name: REFERRAL_TEXTS.passTo(b.fullname) }).click();
  const form = pageA.getByRole('form', { name: REFERRAL_TEXTS.pass });
  await form.getByLabel(REFERRAL_LABELS.contactName).fill(contact);
  await form.getByLabel(REFERRAL_LABELS.contactPhone).fill('(313) 555-0199');
  await form.getByLabel(REFERRAL_LABELS.need).fill(need);
  await form.getByLabel(REFERRAL_LABELS.warmth).selectOption('4');
  await form.getByLabel(REFERRAL_LABELS.expectsCall).check();
  await form.getByRole('button', { name: REFERRAL_TEXTS.passSubmit }).click();
  await expect(pageA.getByText(REFERRAL_MESSAGES.passed(b.fullname).message)).toBeVisible();

  // B receives the email, with the way to the referral.
  const mail = await waitForMailWhere(b.email, (m) => m.subject === `${a.fullname} passed you a referral`, 30_000);
  const link = /\/portal\/referral\/(\d+)/.exec(mail.text ?? '');
  expect(link, 'the email links to the referral').not.toBeNull();
  const referralId = Number(link![1]);

  // B opens it from the received list and closes it with $4,000.
  const pageB = await pageOf(browser, b.email, b.password);
  await pageB.goto('/portal/referral');
  await pageB.getByRole('link', { name: new RegExp(contact) }).first().click();
  await expect(pageB).toHaveURL(new RegExp(`/portal/referral/${referralId}$`));
  await expect(pageB.getByText(need)).toBeVisible();
  const follow = pageB.getByRole('form', { name: REFERRAL_TEXTS.follow });
  await follow.getByLabel(REFERRAL_LABELS.status).selectOption('Closed');
  await follow.getByLabel(REFERRAL_LABELS.amount).fill('4,000');
  await follow.getByRole('button', { name: REFERRAL_TEXTS.followSubmit }).click();
  await expect(pageB.getByText(REFERRAL_MESSAGES.closed('$4,000.00').message)).toBeVisible();

  // A's dashboard: $4,000 credited, this month and over the last 12.
  await pageA.goto('/portal');
  const card = pageA.getByRole('region', { name: FIGURES_TEXTS.cardTitle });
  const credited = card.getByRole('row', { name: new RegExp(`^${FIGURES_TEXTS.figures.creditedCents}`) });
  await expect(credited.getByRole('cell')).toHaveText(['$4,000.00', '$4,000.00']);

  // C sees A's credited total on the chapter's figures, but not the referral nor where the credit came from.
  const pageC = await pageOf(browser, c.email, c.password);
  await pageC.goto('/portal');
  await pageC.getByRole('link', { name: FIGURES_TEXTS.chapterFigures }).click();
  await expect(pageC).toHaveURL(/\/portal\/chapter\/\d+\/referrals$/);
  const members = pageC.getByRole('table', { name: FIGURES_TEXTS.membersCaption });
  // The table shows 10 members a page: highest closed business first brings A onto the first.
  const byCredit = members.getByRole('button', { name: new RegExp(`^${FIGURES_TEXTS.figures.creditedCents}`) });
  await byCredit.click();
  await byCredit.click();
  await expect(members.getByRole('row', { name: new RegExp(a.fullname) })).toContainText('$4,000.00');
  await expect(members.getByRole('row', { name: new RegExp(surname) }).filter({ hasText: '$4,000.00' })).toHaveCount(1);
  const chapterPage = await pageC.content();
  expect(chapterPage).not.toContain(contact);
  expect(chapterPage).not.toContain(need);
  await pageC.goto(`/portal/referral/${referralId}`);
  await expect(pageC.getByText(REFERRAL_MESSAGES.notFound)).toBeVisible();
  await expect(pageC.getByText(contact)).toHaveCount(0);
  const cRead = await request.get(`/api/referral/${referralId}`, { headers: { Authorization: `Bearer ${c.token}` } });
  expect(cRead.status()).toBe(404);

  // A proposes a one-to-one from B's profile; B confirms it happened.
  await pageA.goto(`/portal/user/${b.id}`);
  await pageA.getByRole('button', { name: ONE_TO_ONE_TEXTS.proposeTo(b.fullname) }).click();
  const proposal = pageA.getByRole('form', { name: ONE_TO_ONE_TEXTS.propose });
  await proposal.getByLabel(REFERRAL_LABELS.date).fill(localToday());
  await proposal.getByLabel(REFERRAL_LABELS.time).selectOption('08:00');
  await proposal.getByLabel(REFERRAL_LABELS.place).fill('Avalon Café, Detroit');
  await proposal.getByRole('button', { name: ONE_TO_ONE_TEXTS.proposeSubmit }).click();
  await expect(pageA.getByText(/We have sent .* your invitation/)).toBeVisible();
  const invitation = await waitForMailWhere(b.email, (m) => (m.subject ?? '').startsWith(`${a.fullname} proposes a one-to-one`), 30_000);
  expect(invitation.attachments.map((file) => file.filename)).toContain('one-to-one.ics');
  expect(invitation.attachments.find((file) => file.filename === 'one-to-one.ics')!.content.toString('utf8')).toContain('Avalon Café');

  await pageB.goto('/portal/one-to-one');
  await pageB.getByRole('button', { name: ONE_TO_ONE_TEXTS.confirm }).click();
  await expect(pageB.getByText(ONE_TO_ONE_MESSAGES.confirmed.message)).toBeVisible();
  await pageA.goto('/portal');
  await expect(card.getByRole('row', { name: new RegExp(`^${FIGURES_TEXTS.figures.oneToOnes}`) }).getByRole('cell')).toHaveText(['1', '1']);

  // The admin exports every chapter's figures: the file's rows are the figures', its Total their sum.
  const admin = await pageOf(browser, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto('/portal/administrator/referrals');
  await expect(admin.getByRole('table', { name: FIGURES_TEXTS.adminCaption })).toBeVisible();
  const saved = admin.waitForEvent('download');
  await admin.getByRole('button', { name: TABLE_EXPORT_TEXTS.exportCsv }).click();
  const download = await saved;
  const [header, ...rows] = csvRows(fs.readFileSync((await download.path())!, 'utf8'));
  expect(header).toEqual(['Chapter', 'Given', 'Received', 'Closed business credited (USD)', 'One-to-ones']);
  const token = await admin.evaluate(() => JSON.parse(localStorage.getItem('gro-auth') ?? '{}').token as string);
  const figures = (await (await request.get('/api/referral-figures', { headers: { Authorization: `Bearer ${token}` } })).json()).data as AllChaptersReferralFigures;
  const detroit = rows.find((row) => row[0] === 'GRO Detroit')!;
  const detroitFigures = figures.chapters.find((row) => row.chapterName === 'GRO Detroit')!;
  expect(detroit).toEqual(['GRO Detroit', String(detroitFigures.given), String(detroitFigures.received), (detroitFigures.creditedCents / 100).toFixed(2), String(detroitFigures.oneToOnes)]);
  expect(detroitFigures.creditedCents).toBeGreaterThanOrEqual(400_000);
  expect(detroitFigures.oneToOnes).toBeGreaterThanOrEqual(2);
  const total = rows.find((row) => row[0] === 'Total')!;
  const chapters = rows.filter((row) => row[0] !== 'Total');
  const sum = (i: number) => chapters.reduce((n, row) => n + Number(row[i]), 0);
  expect(total.slice(1).map(Number)).toEqual([sum(1), sum(2), Number(sum(3).toFixed(2)), sum(4)]);
  expect(total.slice(1).map(Number)).toEqual([figures.totals.given, figures.totals.received, figures.totals.creditedCents / 100, figures.totals.oneToOnes]);
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`the referrals page and the pass form are axe-clean at ${viewport.width} px`, async ({ page, request }) => {
    const surname = `Axe${letters(uniqueStamp())}`;
    const a = await member(request, 'Avery', surname, 'ref-axe');
    await page.setViewportSize(viewport);
    await signIn(page, a.email, a.password);
    await page.goto('/portal/referral');
    await expect(page.getByText(REFERRAL_TEXTS.empty.received)).toBeVisible();
    await expectNoBlockingViolations(page);
    await page.getByRole('button', { name: REFERRAL_TEXTS.pass }).first().click();
    await expect(page.getByRole('form', { name: REFERRAL_TEXTS.pass })).toBeVisible();
    await expectNoBlockingViolations(page);
  });
}
