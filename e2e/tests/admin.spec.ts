import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import {
  ADMIN_MESSAGES,
  CHAPTER_DEFAULT_TIMES,
  END_AFTER_START,
  EVENT_DEFAULT_TIMES,
  EVENT_TYPE_LABELS,
  FIELD_LABELS as L,
  PASSWORD_REQUIRED,
  TIME_STEP_MINUTES,
  formatTimeLabel,
  requiredLabel,
  timeOptions,
} from '@gro/config';
import {
  ACTIVITY_TEXTS,
  ADMIN_FORM_TEXTS,
  AUTH_SCREEN_TEXTS,
  CHAPTER_DRAWER_TEXTS,
  CHAPTER_OPTIONAL_HINT,
  COMPANY_DRAWER_TEXTS,
  CONFIRM_TEXTS,
  DASHBOARD_TEXTS,
  EVENT_DRAWER_TEXTS,
  JOIN_REQUEST_REVIEW_TEXTS,
  PORTAL_CHAPTER_TEXTS,
  PORTAL_COMPANY_TEXTS,
  PORTAL_EVENT_TEXTS,
  PORTAL_USER_TEXTS,
  TABLE_TEXTS,
  USER_DRAWER_TEXTS,
} from '@gro/config/screens';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  NEW_PASSWORD,
  createCompanyByApi,
  memberWithCompany,
  requestToJoinByApi,
  signIn,
  signInToDashboard,
  signUpByApi,
  uniqueEmail,
  uniqueStamp,
} from '../support/portal';
import { waitForMail, waitForMailWhere } from '../support/mail';

/** Admin screens and the finance screen a member must not reach (spec §2, §6). */
const ADMIN_URLS = ['/portal/administrator/company/join', '/portal/administrator/activity', '/portal/finance/invoice'];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody').getByRole('row');
/** A success toast (a status message) with the server's message. */
const successToast = (page: Page, message: { message: string }) => page.getByRole('status').filter({ hasText: message.message });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control's accessible description holds `text` (hints and inline errors are wired with aria-describedby). */
const describedAs = (text: string) => new RegExp(escapeRegExp(text));
const field = (scope: Locator, role: 'textbox' | 'combobox' | 'checkbox', name: string) => scope.getByRole(role, { name, exact: true });

async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
}

/** The portal's sidebar. */
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Portal' });

/** Opens a portal screen from the sidebar, as a user would (no reload of the app). */
async function openFromSidebar(page: Page, path: string) {
  await sidebar(page).locator(`a[href="${path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

/** The JSON body of the next API call to `path` with `method` (the drawer's submit). */
function nextCall(page: Page, method: string, path: RegExp): Promise<Request> {
  return page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));
}

/** Picks `option` in a remote select (chapter, company) by typing `text`. */
async function pickRemote(scope: Locator, label: string, text: string, option: string) {
  const input = field(scope, 'combobox', label);
  await input.fill(text);
  await scope.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** Searches a server-paged table and waits for the one row that names `text`. */
async function searchRow(page: Page, searchLabel: string, query: string, text = query): Promise<Locator> {
  await page.getByRole('searchbox', { name: searchLabel }).fill(query);
  const row = bodyRows(page).filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(bodyRows(page)).toHaveCount(1);
  return row;
}

test.describe('as an admin', () => {
  test('creates and edits a chapter in the drawer (slug, 15-minute times, end after start), and Activity lists the writes newest first', async ({ page }) => {
    const stamp = uniqueStamp();
    const name = `GRO Testville ${stamp}`;
    const renamed = `GRO Testville Harbor ${stamp}`;
    await signInAsAdmin(page);
    await openFromSidebar(page, '/portal/chapter');
    await expect(heading(page, PORTAL_CHAPTER_TEXTS.title)).toBeVisible();

    await page.getByRole('button', { name: CHAPTER_DRAWER_TEXTS.create, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: CHAPTER_DRAWER_TEXTS.create });
    await expect(drawer).toBeVisible();
    const start = field(drawer, 'combobox', L.timeStart);
    const end = field(drawer, 'combobox', L.timeEnd);
    // Times: every 15 minutes across 24 hours, 12-hour labels and HH:MM values; 09:00 to 10:00 by default.
    const options = await start.locator('option').evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toHaveLength((24 * 60) / TIME_STEP_MINUTES);
    expect(options).toEqual(timeOptions().map((o) => [o.value, o.label]));
    expect(options.slice(0, 2)).toEqual([['00:00', '12:00 AM'], ['00:15', '12:15 AM']]);
    await expect(start).toHaveValue(CHAPTER_DEFAULT_TIMES.timeStart);
    await expect(end).toHaveValue(CHAPTER_DEFAULT_TIMES.timeEnd);
    await expect(field(drawer, 'checkbox', L.isActive)).toBeChecked();

    await field(drawer, 'textbox', L.name).fill(name);
    await expect(field(drawer, 'textbox', L.slug)).toHaveValue('');
    await field(drawer, 'textbox', L.location).fill('Harbor Hall');
    await field(drawer, 'textbox', L.chapterEmail).fill(`testville.${stamp}@example.com`);
    await field(drawer, 'combobox', L.dayOfWeek).selectOption('Wednesday');
    await start.selectOption({ label: '2:30 PM' });
    await expect(start).toHaveValue('14:30');
    await end.selectOption('14:15');

    // End before start: the error shows under End Time and nothing is sent.
    let posted = 0;
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/chapter' && (posted += 1));
    await drawer.getByRole('button', { name: ADMIN_FORM_TEXTS.create, exact: true }).click();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription(describedAs(END_AFTER_START));
    await expect(drawer).toBeVisible();
    await end.selectOption('15:45');
    await expect(drawer.getByText(END_AFTER_START)).toHaveCount(0);
    expect(posted).toBe(0);

    const created = nextCall(page, 'POST', /^\/api\/chapter$/);
    await drawer.getByRole('button', { name: ADMIN_FORM_TEXTS.create, exact: true }).click();
    expect((await created).postDataJSON()).toMatchObject({ name, timeStart: '14:30', timeEnd: '15:45', dayOfWeek: 'Wednesday' });
    await expect(successToast(page, ADMIN_MESSAGES.chapterCreated(name))).toBeVisible();
    await expect(drawer).toBeHidden();
    const row = bodyRows(page).filter({ hasText: name });
    await expect(row).toContainText(`Wednesday, ${formatTimeLabel('14:30')}`);

    // Edit: the slug was made from the name; renaming keeps it.
    await page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(name), exact: true }).click();
    const edit = page.getByRole('dialog', { name: CHAPTER_DRAWER_TEXTS.edit });
    const slug = `gro-testville-${stamp}`;
    await expect(field(edit, 'textbox', L.slug)).toHaveValue(slug);
    await expect(field(edit, 'textbox', L.name)).toHaveValue(name);
    await expect(field(edit, 'combobox', L.timeStart)).toHaveValue('14:30');
    await expect(field(edit, 'combobox', L.timeEnd)).toHaveValue('15:45');
    await field(edit, 'textbox', L.name).fill(renamed);
    await field(edit, 'combobox', L.timeEnd).selectOption('14:30');
    await edit.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true }).click();
    await expect(field(edit, 'combobox', L.timeEnd)).toHaveAccessibleDescription(describedAs(END_AFTER_START));
    await field(edit, 'combobox', L.timeEnd).selectOption('16:00');
    await edit.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true }).click();
    await expect(successToast(page, ADMIN_MESSAGES.chapterUpdated(renamed))).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(bodyRows(page).filter({ hasText: renamed })).toContainText(formatTimeLabel('16:00'));

    // A chosen slug replaces the generated one; the public chapter page answers at it.
    await page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(renamed), exact: true }).click();
    await expect(field(edit, 'textbox', L.slug)).toHaveValue(slug);
    await field(edit, 'textbox', L.slug).fill(`harbor-${stamp}`);
    const moved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/chapter\/\w+$/.test(r.url()));
    await edit.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true }).click();
    expect((await (await moved).json()).data).toMatchObject({ name: renamed, slug: `harbor-${stamp}` });
    await expect(edit).toBeHidden();

    // Activity: the three writes, newest first (other tests' writes may sit between them).
    await openFromSidebar(page, '/portal/administrator/activity');
    await expect(heading(page, ACTIVITY_TEXTS.title)).toBeVisible();
    const mine: string[] = [];
    const times: string[] = [];
    for (let pageNo = 1; mine.length < 3 && pageNo <= 5; pageNo += 1) {
      if (pageNo > 1) {
        const first = await bodyRows(page).first().textContent();
        await page.getByRole('button', { name: TABLE_TEXTS.next, exact: true }).click();
        await expect(bodyRows(page).first()).not.toHaveText(first!);
      }
      await expect(bodyRows(page).first()).toBeVisible();
      times.push(...(await page.getByRole('table').locator('tbody time').evaluateAll((list) => list.map((t) => t.getAttribute('datetime')!))));
      for (const text of await bodyRows(page).allTextContents()) {
        if (text.includes(stamp)) mine.push(text);
      }
    }
    expect(times).toEqual([...times].sort().reverse());
    expect(mine).toHaveLength(3);
    for (const text of mine) expect(text).toContain(`${ACTIVITY_TEXTS.subjects.chapter} #`);
    expect(mine.map((text) => (text.includes(ACTIVITY_TEXTS.actions.create) ? 'create' : text.includes(ACTIVITY_TEXTS.actions.update) ? 'update' : '?'))).toEqual([
      'update',
      'update',
      'create',
    ]);
    expect(mine[2]).toContain(name);
    expect(mine[0]).toContain(renamed);
    await expect(page.getByRole('cell', { name: DEMO_ADMIN.name }).first()).toBeVisible();

    await page.goto(`/chapters/harbor-${stamp}`);
    await expect(heading(page, renamed)).toBeVisible();
  });

  test('creates a one-time and a recurring event; the type clears the other kind of field', async ({ page }) => {
    const stamp = uniqueStamp();
    const once = `Harbor Social ${stamp}`;
    const weekly = `Harbor Weekly ${stamp}`;
    await signInAsAdmin(page);
    await openFromSidebar(page, '/portal/event');
    await expect(heading(page, PORTAL_EVENT_TEXTS.title)).toBeVisible();

    await page.getByRole('button', { name: EVENT_DRAWER_TEXTS.create, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: EVENT_DRAWER_TEXTS.create });
    const type = field(drawer, 'combobox', L.type);
    const date = field(drawer, 'textbox', L.date);
    const day = field(drawer, 'combobox', L.dayOfWeek);
    const chapter = field(drawer, 'combobox', L.chapter);
    const submit = drawer.getByRole('button', { name: ADMIN_FORM_TEXTS.create, exact: true });
    await expect(type).toHaveValue('Once');
    await expect(type.locator('option:checked')).toHaveText(EVENT_TYPE_LABELS.Once);
    await expect(field(drawer, 'combobox', L.timeStart)).toHaveValue(EVENT_DEFAULT_TIMES.timeStart);
    await expect(field(drawer, 'combobox', L.timeEnd)).toHaveValue(EVENT_DEFAULT_TIMES.timeEnd);
    // One-time: the chapter is optional and says so.
    await expect(chapter).toHaveAccessibleDescription(describedAs(CHAPTER_OPTIONAL_HINT));
    await field(drawer, 'textbox', L.title).fill(once);

    // Once needs a date.
    await submit.click();
    await expect(date).toHaveAccessibleDescription(describedAs(requiredLabel(L.date)));
    await expect(drawer.getByText(requiredLabel(L.chapter))).toHaveCount(0);

    // One-time: no day of week. Recurring clears the date (and its error) and shows the day instead;
    // it needs a day and a chapter, no longer optional.
    await expect(day).toHaveCount(0);
    await date.fill('2027-03-17');
    await type.selectOption('Recurring');
    await expect(date).toHaveCount(0);
    await expect(drawer.getByText(requiredLabel(L.date))).toHaveCount(0);
    await expect(drawer.getByText(CHAPTER_OPTIONAL_HINT)).toHaveCount(0);
    await submit.click();
    await expect(day).toHaveAccessibleDescription(describedAs(requiredLabel(L.dayOfWeek)));
    await expect(chapter).toHaveAccessibleDescription(describedAs(requiredLabel(L.chapter)));

    // Once clears the day's error, and the day itself (its field goes).
    await type.selectOption('Once');
    await expect(drawer.getByText(requiredLabel(L.dayOfWeek))).toHaveCount(0);
    await expect(day).toHaveCount(0);
    await expect(date).not.toHaveAttribute('aria-invalid', 'true');
    await expect(chapter).toHaveAccessibleDescription(describedAs(CHAPTER_OPTIONAL_HINT));
    await expect(drawer.getByText(requiredLabel(L.chapter))).toHaveCount(0);
    await type.selectOption('Recurring');
    await day.selectOption('Friday');
    await type.selectOption('Once');
    await expect(day).toHaveCount(0);
    await expect(date).toHaveValue('');
    await type.selectOption('Recurring');
    await expect(day).toHaveValue('');
    await type.selectOption('Once');

    // The one-time event, without a chapter: the date as a date value, the day and chapter as null.
    await date.fill('2027-03-17');
    await field(drawer, 'combobox', L.timeStart).selectOption('18:00');
    await field(drawer, 'combobox', L.timeEnd).selectOption('20:00');
    const first = nextCall(page, 'POST', /^\/api\/event$/);
    await submit.click();
    expect((await first).postDataJSON()).toMatchObject({ title: once, type: 'Once', date: '2027-03-17', dayOfWeek: null, chapter: null, timeStart: '18:00', timeEnd: '20:00' });
    await expect(successToast(page, ADMIN_MESSAGES.eventCreated(once))).toBeVisible();
    await expect(drawer).toBeHidden();

    // The recurring event, in GRO Detroit: no date, the chapter as a connect reference.
    await page.getByRole('button', { name: EVENT_DRAWER_TEXTS.create, exact: true }).click();
    await expect(drawer).toBeVisible();
    await expect(field(drawer, 'textbox', L.title)).toHaveValue('');
    await field(drawer, 'textbox', L.title).fill(weekly);
    await type.selectOption('Recurring');
    await day.selectOption('Thursday');
    await pickRemote(drawer, L.chapter, 'Detroit', 'GRO Detroit');
    const second = nextCall(page, 'POST', /^\/api\/event$/);
    await submit.click();
    const payload = (await second).postDataJSON();
    expect(payload).toMatchObject({ title: weekly, type: 'Recurring', date: null, dayOfWeek: 'Thursday', timeStart: EVENT_DEFAULT_TIMES.timeStart });
    expect(payload.chapter).toEqual({ connect: [{ id: expect.any(Number) }] });
    await expect(successToast(page, ADMIN_MESSAGES.eventCreated(weekly))).toBeVisible();
    await expect(drawer).toBeHidden();

    // Both are listed with their type; the recurring one opens for edit as it was saved.
    await page.getByRole('searchbox', { name: PORTAL_EVENT_TEXTS.search }).fill(stamp);
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(bodyRows(page).filter({ hasText: once })).toContainText(EVENT_TYPE_LABELS.Once);
    await expect(bodyRows(page).filter({ hasText: weekly })).toContainText(EVENT_TYPE_LABELS.Recurring);
    await page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(weekly), exact: true }).click();
    const edit = page.getByRole('dialog', { name: EVENT_DRAWER_TEXTS.edit });
    await expect(field(edit, 'combobox', L.type)).toHaveValue('Recurring');
    await expect(field(edit, 'combobox', L.dayOfWeek)).toHaveValue('Thursday');
    await expect(field(edit, 'combobox', L.chapter)).toHaveValue('GRO Detroit');
    await expect(field(edit, 'textbox', L.date)).toHaveCount(0);

    // Members hear of each new event once, seconds later (NEW_EVENT_NOTICE_DELAY_SECONDS in the e2e
    // config): a GRO Detroit member of both, the one for every chapter and the Detroit meeting, each
    // with its calendar file.
    for (const title of [once, weekly]) {
      const notice = await waitForMailWhere(DEMO_MEMBER.email, (m) => (m.text ?? '').includes(title), 30_000);
      expect(notice.subject).toMatch(title === once ? /for all GRO chapters/ : /for GRO Detroit/);
      expect(notice.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
    }
    const weeklyNotice = await waitForMailWhere(DEMO_MEMBER.email, (m) => (m.text ?? '').includes(weekly));
    expect(weeklyNotice.text).toContain('(every Thursday)');
  });

  test('edits a company, Nonprofit flag included', async ({ page, request }) => {
    const owner = await memberWithCompany(request, 'Nora', 'nonprofit');
    await signInAsAdmin(page);
    await openFromSidebar(page, '/portal/company');
    await expect(heading(page, PORTAL_COMPANY_TEXTS.title)).toBeVisible();
    await searchRow(page, PORTAL_COMPANY_TEXTS.search, owner.company);

    await page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(owner.company), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: COMPANY_DRAWER_TEXTS.edit });
    await expect(field(drawer, 'textbox', L.companyName)).toHaveValue(owner.company);
    const nonprofit = field(drawer, 'checkbox', L.isNonprofit);
    await expect(nonprofit).not.toBeChecked();
    await expect(nonprofit).toHaveAccessibleDescription(describedAs(COMPANY_DRAWER_TEXTS.nonprofitHint));
    await field(drawer, 'textbox', L.industry).fill('Community Services');
    await nonprofit.check();
    const saved = nextCall(page, 'PUT', /^\/api\/company\/[\w-]+$/);
    await drawer.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true }).click();
    expect((await saved).postDataJSON()).toMatchObject({ name: owner.company, industry: 'Community Services', isNonprofit: true });
    await expect(successToast(page, ADMIN_MESSAGES.companyUpdated(owner.company))).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(bodyRows(page).filter({ hasText: owner.company })).toContainText('Community Services');

    // After a reload the drawer opens on the saved values.
    await page.reload();
    await searchRow(page, PORTAL_COMPANY_TEXTS.search, owner.company);
    await page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(owner.company), exact: true }).click();
    await expect(field(drawer, 'checkbox', L.isNonprofit)).toBeChecked();
    await expect(field(drawer, 'textbox', L.industry)).toHaveValue('Community Services');
  });

  test('creates a user: the password section is shown and required', async ({ page, request }) => {
    const stamp = uniqueStamp();
    const email = uniqueEmail('created');
    const fullname = `Ines Created${stamp}`;
    await signInAsAdmin(page);
    await openFromSidebar(page, '/portal/user');
    await expect(heading(page, PORTAL_USER_TEXTS.title)).toBeVisible();

    await page.getByRole('button', { name: USER_DRAWER_TEXTS.create, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: USER_DRAWER_TEXTS.create });
    const password = field(drawer, 'textbox', L.password);
    const confirm = field(drawer, 'textbox', L.confirmPassword);
    // On create the password fields are shown from the start and required.
    await expect(password).toBeVisible();
    await expect(confirm).toBeVisible();
    await expect(drawer.getByRole('button', { name: USER_DRAWER_TEXTS.changePassword })).toHaveCount(0);
    await field(drawer, 'textbox', L.firstname).fill('Ines');
    await field(drawer, 'textbox', L.lastname).fill(`Created${stamp}`);
    await field(drawer, 'textbox', L.email).fill(email);
    await field(drawer, 'textbox', L.phoneNumber).fill('(313) 555-0161');
    await expect(field(drawer, 'combobox', L.status)).toHaveValue('Active');
    await pickRemote(drawer, L.chapter, 'Detroit', 'GRO Detroit');
    await drawer.getByRole('button', { name: ADMIN_FORM_TEXTS.create, exact: true }).click();
    await expect(password).toHaveAccessibleDescription(describedAs(PASSWORD_REQUIRED));
    await expect(confirm).toHaveAccessibleDescription(describedAs(requiredLabel(L.confirmPassword)));
    await password.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    const created = nextCall(page, 'POST', /^\/api\/user$/);
    await drawer.getByRole('button', { name: ADMIN_FORM_TEXTS.create, exact: true }).click();
    expect((await created).postDataJSON()).toMatchObject({ email, password: NEW_PASSWORD, status: 'Active' });
    await expect(successToast(page, ADMIN_MESSAGES.userCreated(fullname))).toBeVisible();
    await expect(drawer).toBeHidden();
    await searchRow(page, PORTAL_USER_TEXTS.search, email);
    // The new user can sign in with that password.
    expect((await request.post('/api/authenticate', { data: { email, password: NEW_PASSWORD } })).ok()).toBe(true);
  });

  test('edits a user: the password stays hidden until Change Password, and a closed section sends none', async ({ page, request }) => {
    const stamp = uniqueStamp();
    const member = await signUpByApi(request, { firstname: 'Edda', lastname: `Edited${stamp}`, tag: 'edited' });
    await signInAsAdmin(page);
    await openFromSidebar(page, '/portal/user');
    await searchRow(page, PORTAL_USER_TEXTS.search, member.email);
    await page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(member.fullname), exact: true }).click();
    const edit = page.getByRole('dialog', { name: USER_DRAWER_TEXTS.edit });
    const password = field(edit, 'textbox', L.password);
    const save = edit.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true });
    await expect(field(edit, 'textbox', L.email)).toHaveValue(member.email);
    await expect(field(edit, 'combobox', L.chapter)).toHaveValue('GRO Detroit');
    await expect(password).toHaveCount(0);
    await expect(edit.getByText(USER_DRAWER_TEXTS.passwordHint)).toBeVisible();

    // Change Password opens the section: a password is then required; Keep Current Password closes it.
    await edit.getByRole('button', { name: USER_DRAWER_TEXTS.changePassword, exact: true }).click();
    await expect(password).toBeFocused();
    await save.click();
    await expect(password).toHaveAccessibleDescription(describedAs(PASSWORD_REQUIRED));
    await password.fill('Half-typed-pass-9');
    await edit.getByRole('button', { name: USER_DRAWER_TEXTS.keepPassword, exact: true }).click();
    await expect(password).toHaveCount(0);
    await expect(edit.getByRole('button', { name: USER_DRAWER_TEXTS.changePassword, exact: true })).toBeFocused();

    // Saved with the section closed: no password travels, and the old one still signs in.
    await field(edit, 'textbox', L.phoneExt).fill('42');
    const updated = nextCall(page, 'PUT', /^\/api\/user\/\d+$/);
    await save.click();
    const body = (await updated).postDataJSON();
    expect(body).toMatchObject({ email: member.email, phoneExt: '42' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('newPassword');
    await expect(successToast(page, ADMIN_MESSAGES.userUpdated(member.fullname, false))).toBeVisible();
    await expect(edit).toBeHidden();
    expect((await request.post('/api/authenticate', { data: { email: member.email, password: member.password } })).ok()).toBe(true);
  });

  test("suspends a member, whose open session is refused on its next call", async ({ page, browser, request }) => {
    const member = await memberWithCompany(request, 'Sven', 'suspended');
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInToDashboard(memberPage, member.email, member.password);

    await signInAsAdmin(page);
    await openFromSidebar(page, '/portal/user');
    await searchRow(page, PORTAL_USER_TEXTS.search, member.email);
    await page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(member.fullname), exact: true }).click();
    const edit = page.getByRole('dialog', { name: USER_DRAWER_TEXTS.edit });
    await expect(field(edit, 'textbox', L.email)).toHaveValue(member.email);
    await field(edit, 'combobox', L.status).selectOption('Suspended');
    await edit.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true }).click();
    await expect(successToast(page, ADMIN_MESSAGES.userUpdated(member.fullname, true))).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(bodyRows(page).filter({ hasText: member.email })).toContainText('Suspended');

    // The member's next call (the companies list, for members only) is refused: back at /signin.
    await sidebar(memberPage).locator('a[href="/portal/company"]').click();
    await expect(memberPage).toHaveURL(/\/signin$/);
    await expect(memberPage.getByRole('button', { name: AUTH_SCREEN_TEXTS.signIn.submit, exact: true })).toBeVisible();
    await memberContext.close();
  });

  test('approves one join request, rejects another with a reason, and a cancelled reject dialog sends nothing', async ({ page, browser, request }) => {
    const stamp = uniqueStamp();
    const owner = await signUpByApi(request, { firstname: 'Olga', lastname: 'Zeller', tag: 'jr.owner' });
    const company = await createCompanyByApi(request, owner, `Zeller Review Works ${stamp}`);
    const approved = await signUpByApi(request, { firstname: 'Abel', lastname: `Approved${stamp}`, tag: 'jr.approved' });
    const rejected = await signUpByApi(request, { firstname: 'Rhea', lastname: `Rejected${stamp}`, tag: 'jr.rejected' });
    await requestToJoinByApi(request, approved, company, 'I keep the books.');
    await requestToJoinByApi(request, rejected, company, 'I would like to join.');
    const reason = `We do not know you yet (${stamp}).`;

    // The member to be approved has the portal open, at the company gate.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, approved.email, approved.password);
    await expect(memberPage.getByRole('heading', { level: 1, name: AUTH_SCREEN_TEXTS.companyGate.title })).toBeVisible();

    await signInAsAdmin(page);
    await sidebar(page).getByRole('link', { name: JOIN_REQUEST_REVIEW_TEXTS.title }).click();
    await expect(page).toHaveURL(/\/portal\/administrator\/company\/join$/);
    await expect(heading(page, JOIN_REQUEST_REVIEW_TEXTS.title)).toBeVisible();
    const approveButton = page.getByRole('button', { name: JOIN_REQUEST_REVIEW_TEXTS.approveLabel(approved.fullname, company.name), exact: true });
    const rejectButton = page.getByRole('button', { name: JOIN_REQUEST_REVIEW_TEXTS.rejectLabel(rejected.fullname, company.name), exact: true });
    await expect(approveButton).toBeVisible();
    await expect(bodyRows(page).filter({ hasText: rejected.email })).toContainText('I would like to join.');

    const reviews: string[] = [];
    page.on('request', (r) => /\/api\/company\/join-request\/\d+\/(approve|reject)$/.test(r.url()) && reviews.push(r.url()));

    // Cancel: nothing is sent and the request stays.
    await rejectButton.click();
    const dialog = page.getByRole('alertdialog', { name: JOIN_REQUEST_REVIEW_TEXTS.rejectTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(JOIN_REQUEST_REVIEW_TEXTS.rejectIntro(rejected.fullname, company.name));
    const reasonBox = dialog.getByRole('textbox', { name: CONFIRM_TEXTS.rejectReason });
    await expect(reasonBox).toBeFocused();
    await reasonBox.fill('Not sent.');
    await dialog.getByRole('button', { name: ADMIN_FORM_TEXTS.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rejectButton).toBeFocused();
    // Escape cancels too.
    await rejectButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(reviews).toEqual([]);
    await expect(rejectButton).toBeVisible();

    // Approve.
    await approveButton.click();
    await expect(successToast(page, ADMIN_MESSAGES.joinRequestApproved(approved.fullname, company.name))).toBeVisible();
    await expect(approveButton).toHaveCount(0);

    // Reject with a reason.
    await rejectButton.click();
    await expect(reasonBox).toHaveValue('');
    await reasonBox.fill(reason);
    const sent = nextCall(page, 'POST', /^\/api\/company\/join-request\/\d+\/reject$/);
    await dialog.getByRole('button', { name: JOIN_REQUEST_REVIEW_TEXTS.rejectConfirm, exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ reason });
    await expect(successToast(page, ADMIN_MESSAGES.joinRequestRejected(rejected.fullname, company.name))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rejectButton).toHaveCount(0);
    expect(reviews).toHaveLength(2);

    // The approved member's open session: the next load is the portal with the company, no new sign-in.
    await memberPage.reload();
    await expect(memberPage).toHaveURL(/\/portal$/);
    await expect(heading(memberPage, DASHBOARD_TEXTS.title)).toBeVisible();
    await expect(memberPage.getByRole('main').getByText(company.name, { exact: true })).toBeVisible();
    await memberContext.close();

    // The rejected member is emailed the decision and the reason.
    const [mail] = await waitForMail(rejected.email);
    expect(mail.subject).toContain(company.name);
    expect(mail.text).toContain(reason);
    const [approvedMail] = await waitForMail(approved.email);
    expect(approvedMail.subject).toContain(company.name);
    expect(approvedMail.text).not.toContain(reason);
  });
});

test('as a member: no admin links in the sidebar, and admin URLs redirect to /portal', async ({ page, request }) => {
  const member = await memberWithCompany(request, 'Mira', 'noadmin');
  await signInToDashboard(page, member.email, member.password);
  const nav = sidebar(page);
  await expect(nav.locator('a[href="/portal/event"]')).toBeVisible();
  await expect(nav.locator('a[href^="/portal/administrator"], a[href^="/portal/finance"], a[href="/portal/user"]')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: JOIN_REQUEST_REVIEW_TEXTS.title })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: ACTIVITY_TEXTS.title })).toHaveCount(0);

  for (const url of ADMIN_URLS) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/portal$/);
    await expect(heading(page, DASHBOARD_TEXTS.title)).toBeVisible();
    await expect(heading(page, JOIN_REQUEST_REVIEW_TEXTS.title)).toHaveCount(0);
  }
});
