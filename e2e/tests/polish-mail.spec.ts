import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PORTAL_MESSAGES, formatTimeLabel, type ChapterEvent } from '@gro/config';
import { AUTH_SCREEN_TEXTS, COMPANY_GATE_TEXTS } from '@gro/config/screens';
import { isNewDeviceMail, isNewEventNotice, isSignUpMail, isWelcomeMail, mailsTo, waitForMailWhere } from '../support/mail';
import { DEMO_ADMIN, NEW_PASSWORD, adminToken, memberWithCompany, signIn, signUpByApi, uniqueEmail, uniqueStamp } from '../support/portal';

/** Join requests and transactional email: the welcome email, the join-request notice, withdrawing a request. */

const gate = (page: Page) => page.getByRole('heading', { name: AUTH_SCREEN_TEXTS.companyGate.title });
const TZ = process.env.APP_TIMEZONE || 'America/Detroit';

/** The organisation's today as 'YYYY-MM-DD' (the server decides "upcoming" in APP_TIMEZONE). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function nextWeekday(from: string, day: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((WEEKDAYS.indexOf(day) - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}
const fullDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The chapter's own next event as the public events list has it: its title and the 'When:' line of the welcome email. */
async function nextMeetingOf(request: APIRequestContext, chapter: string): Promise<{ title: string; when: string } | null> {
  const events = ((await (await request.get('/api/event')).json()) as { data: ChapterEvent[] }).data.filter((e) => e.chapter?.name === chapter);
  const from = today();
  const upcoming = events
    .map((e) => ({ e, day: e.type === 'Once' ? e.date : e.dayOfWeek ? nextWeekday(from, e.dayOfWeek) : null }))
    .filter((x): x is { e: ChapterEvent; day: string } => Boolean(x.day) && x.day! >= from)
    .sort((a, b) => a.day.localeCompare(b.day) || (a.e.timeStart ?? '').localeCompare(b.e.timeStart ?? '') || a.e.id - b.e.id);
  if (!upcoming.length) return null;
  const { e, day } = upcoming[0];
  const [start, end] = [formatTimeLabel(e.timeStart), formatTimeLabel(e.timeEnd)];
  const time = start && end ? `${start} – ${end}` : start;
  return { title: e.title, when: `When: ${fullDate(day)}${time ? `, ${time}` : ''}${e.type === 'Recurring' ? ` (every ${e.dayOfWeek})` : ''}.` };
}

test('signing up sends the welcome email: the chapter and its next meeting, as text and HTML', async ({ page, request }) => {
  const email = uniqueEmail('welcome');
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Wren');
  await page.getByLabel('Last Name').fill('Welcome');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(313) 555-0188');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('combobox', { name: 'Chapter', exact: true }).selectOption({ label: 'GRO Detroit' });
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signUp.submit }).click();
  await expect(gate(page)).toBeVisible();

  const mail = await waitForMailWhere(email, isWelcomeMail);
  expect(mail.subject).toBe('Welcome to GRO, Wren!');
  const text = mail.text ?? '';
  expect(text).toContain('Hello Wren,');
  expect(text).toContain('your home chapter is GRO Detroit.');
  const meeting = await nextMeetingOf(request, 'GRO Detroit');
  if (meeting) {
    expect(text).toContain(`GRO Detroit's next meeting: ${meeting.title}.`);
    expect(text).toContain(meeting.when);
    expect(mail.html).toContain(meeting.title.replace(/&/g, '&amp;'));
  } else {
    expect(text).toContain('GRO Detroit has no meeting on the calendar yet');
  }
  expect(text).toMatch(/Open the member portal: http:\/\/\S+\/portal/);
  expect(mail.html).toMatch(/<h1[^>]*>Welcome to GRO<\/h1>/);
  expect((await mailsTo(email)).filter(isWelcomeMail)).toHaveLength(1);
});

test("a join request emails the company's member and the admin; the requester withdraws it from the gate", async ({ page, request }) => {
  const owner = await memberWithCompany(request, 'Olive', 'notice');
  const requester = await signUpByApi(request, { firstname: 'Jonah', lastname: `Asker${uniqueStamp()}`, tag: 'withdraw' });
  await signIn(page, requester.email, requester.password);
  await expect(gate(page)).toBeVisible();
  // Who reviews a request and what happens next.
  const steps = page.getByRole('region', { name: COMPANY_GATE_TEXTS.howItWorksHeading });
  await expect(steps.getByRole('listitem')).toHaveText([...COMPANY_GATE_TEXTS.howItWorks]);

  await page.getByRole('button', { name: COMPANY_GATE_TEXTS.requestToJoin }).click();
  const drawer = page.getByRole('dialog', { name: COMPANY_GATE_TEXTS.requestToJoin });
  await drawer.getByRole('combobox', { name: /Company/ }).fill(owner.company);
  await drawer.getByRole('option', { name: owner.company }).click();
  await drawer.getByLabel(/Note/).fill('I run the Midtown office.');
  await drawer.getByRole('button', { name: COMPANY_GATE_TEXTS.joinSubmit }).click();
  await expect(page.getByText(PORTAL_MESSAGES.joinRequestSent(owner.company)).first()).toBeVisible();

  // The notice: in the company member's and the admin's outbox, never the requester's.
  const subject = `${requester.fullname} asked to join ${owner.company}`;
  const toOwner = await waitForMailWhere(owner.email, (m) => m.subject === subject);
  expect(toOwner.text).toContain('Their note: I run the Midtown office.');
  expect(toOwner.text).toContain('A GRO administrator reviews the request.');
  expect(toOwner.text).not.toContain(requester.email);
  const toAdmin = await waitForMailWhere(DEMO_ADMIN.email, (m) => m.subject === subject);
  expect(toAdmin.text).toContain(`${requester.fullname} (${requester.email}) asked to join ${owner.company}`);
  expect(toAdmin.text).toMatch(/Review join requests: http:\/\/\S+\/portal\/administrator\/company\/join/);
  expect((await mailsTo(requester.email)).filter((m) => !isSignUpMail(m) && !isNewDeviceMail(m) && !isNewEventNotice(m))).toHaveLength(0);

  // Withdraw: a confirmation first; Keep request changes nothing.
  const withdraw = page.getByRole('button', { name: COMPANY_GATE_TEXTS.withdrawAria(owner.company) });
  await withdraw.click();
  let dialog = page.getByRole('alertdialog', { name: COMPANY_GATE_TEXTS.withdrawTitle });
  await expect(dialog.getByText(COMPANY_GATE_TEXTS.withdrawQuestion(owner.company))).toBeVisible();
  await dialog.getByRole('button', { name: COMPANY_GATE_TEXTS.withdrawKeep }).click();
  await expect(dialog).toBeHidden();
  await withdraw.click();
  dialog = page.getByRole('alertdialog', { name: COMPANY_GATE_TEXTS.withdrawTitle });
  await dialog.getByRole('button', { name: COMPANY_GATE_TEXTS.withdrawConfirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: COMPANY_GATE_TEXTS.pendingHeading }).getByText(COMPANY_GATE_TEXTS.requestStatus.Withdrawn(owner.company))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: PORTAL_MESSAGES.joinRequestWithdrawn(owner.company) })).toBeVisible();
  await expect(withdraw).toHaveCount(0);

  // The admins' review list no longer has it, and a reload still shows it withdrawn.
  const token = await adminToken(request);
  const pending = await request.get(`/api/company/join-request?q=${encodeURIComponent(requester.email)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await pending.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
  await page.reload();
  await expect(page.getByText(COMPANY_GATE_TEXTS.requestStatus.Withdrawn(owner.company))).toBeVisible();

  // Asking the same company again waits a day after a withdrawal: the form says when.
  await page.getByRole('button', { name: COMPANY_GATE_TEXTS.requestToJoin }).click();
  await drawer.getByRole('combobox', { name: /Company/ }).fill(owner.company);
  await drawer.getByRole('option', { name: owner.company }).click();
  await drawer.getByRole('button', { name: COMPANY_GATE_TEXTS.joinSubmit }).click();
  const refusal = PORTAL_MESSAGES.joinRequestAfterWithdraw(owner.company, 24 * 3600);
  const wait = refusal.slice(0, refusal.lastIndexOf(' in ') + 4);
  await expect(page.getByText(wait, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: COMPANY_GATE_TEXTS.withdrawAria(owner.company) })).toHaveCount(0);
});
