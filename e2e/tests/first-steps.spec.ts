import { expect, test, type Page } from '@playwright/test';
import { REFERRAL_LABELS, REFERRAL_MESSAGES } from '@gro/config';
import { DASHBOARD_TEXTS, FIRST_WEEK_TEXTS as texts, PORTAL_EVENT_TEXTS, REFERRAL_TEXTS, RSVP_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { memberWithCompany, signIn, uniqueStamp } from '../support/portal';

/** A new member's first steps on the dashboard: each ticks itself as the member does it. */

const checklist = (page: Page) => page.getByRole('region', { name: texts.title });
const step = (page: Page, label: string) => checklist(page).getByRole('listitem').filter({ hasText: label });

test("a new member's checklist ticks as they go: an RSVP from the events page, a referral passed from the dashboard", async ({ page, request }) => {
  const stamp = uniqueStamp();
  const newcomer = await memberWithCompany(request, 'Nadia', `first-steps-${stamp}`);
  const peer = await memberWithCompany(request, 'Pavel', `first-steps-peer-${stamp}`);
  await signIn(page, newcomer.email, newcomer.password);

  // Signed up, verified and in a company: two of seven steps are done.
  await expect(checklist(page).getByRole('progressbar', { name: texts.progress(2, 7) })).toBeVisible();
  await expect(step(page, texts.steps.verifyEmail.label)).toContainText(`${texts.done}:`);
  await expect(step(page, texts.steps.rsvp.label)).toContainText(`${texts.toDo}:`);
  await expectNoBlockingViolations(page);
  // The card at a phone's width too, then back to the desktop for the rest of the journey.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(checklist(page)).toBeVisible();
  await expectNoBlockingViolations(page);
  if (desktop) await page.setViewportSize(desktop);

  // An RSVP to one of the chapter's events, from the events page the step links to.
  await step(page, texts.steps.rsvp.label).getByRole('link', { name: texts.steps.rsvp.action }).click();
  await expect(page).toHaveURL(/\/portal\/event$/);
  // The dashboard stays on screen while the events page loads, with RSVP buttons of its own.
  await expect(page.getByRole('heading', { level: 1, name: PORTAL_EVENT_TEXTS.title })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${RSVP_TEXTS.open} — `) }).first().click();
  const drawer = page.getByRole('dialog', { name: /^RSVP — / });
  await drawer.getByRole('button', { name: RSVP_TEXTS.going, exact: true }).first().click();
  await expect(drawer.getByRole('button', { name: RSVP_TEXTS.going, exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  // Escape closes the drawer even though the focused Going button was disabled while it saved.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: RSVP_TEXTS.yourAnswer }).first()).toContainText(RSVP_TEXTS.statusLabels.Going);
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: DASHBOARD_TEXTS.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.title })).toBeVisible();
  await expect(step(page, texts.steps.rsvp.label)).toContainText(`${texts.done}:`);
  await expect(checklist(page).getByRole('progressbar', { name: texts.progress(3, 7) })).toBeVisible();

  // A referral passed from the step's own button: it ticks without leaving the dashboard.
  await step(page, texts.steps.referral.label).getByRole('button', { name: texts.steps.referral.action }).click();
  const form = page.getByRole('form', { name: REFERRAL_TEXTS.pass });
  await form.getByRole('combobox', { name: /Member/ }).fill(peer.company);
  await page.getByRole('option', { name: new RegExp(`^${peer.fullname}`) }).click();
  await form.getByLabel(REFERRAL_LABELS.contactName).fill(`Dana Client ${stamp}`);
  await form.getByLabel(REFERRAL_LABELS.contactPhone).fill('(313) 555-0199');
  await form.getByLabel(REFERRAL_LABELS.need).fill('A bookkeeper for two shops.');
  await form.getByLabel(REFERRAL_LABELS.warmth).selectOption('3');
  await form.getByRole('button', { name: REFERRAL_TEXTS.passSubmit }).click();
  await expect(page.getByText(REFERRAL_MESSAGES.passed(peer.fullname).message)).toBeVisible();
  await expect(step(page, texts.steps.referral.label)).toContainText(`${texts.done}:`);
  await expect(checklist(page).getByRole('progressbar', { name: texts.progress(4, 7) })).toBeVisible();
});
