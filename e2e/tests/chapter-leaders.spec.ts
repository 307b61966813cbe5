import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, CHAPTER_LEADER_MESSAGES, CHAPTER_LEADER_REASON, FIELD_LABELS as L, SECOND_FACTOR_REASON, eventDefaults, eventFormToPayload, type Chapter } from '@gro/config';
import { ADMIN_FORM_TEXTS, CHAPTER_LEADER_TEXTS, EVENT_DRAWER_TEXTS, JOIN_REQUEST_REVIEW_TEXTS, MY_CHAPTER_TEXTS, PORTAL_USER_TEXTS, USER_DRAWER_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { waitForMailWhere } from '../support/mail';
import { enrolAtSecondFactorGate } from '../support/second-factor';
import { DEMO_ADMIN, createCompanyByApi, memberWithCompany, requestToJoinByApi, signIn, signUpByApi, storedToken, uniqueStamp } from '../support/portal';

/**
 * Chapter leaders in Chromium: an admin makes a member leader of GRO Detroit from the user
 * drawer; the leader, held at the second-factor gate, sets up an authenticator app first, then edits a Detroit event and approves a join request of a Detroit member from
 * "My chapter"; GRO Ann Arbor shows them no edit action and the server refuses its change with 403
 * when the UI is bypassed; the moment the admin removes the role, the leader's next save is refused,
 * their "My chapter" menu goes, and the API answers 403.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Portal' });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody').getByRole('row');
const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });
const field = (scope: Locator, role: 'textbox' | 'combobox', name: string) => scope.getByRole(role, { name, exact: true });
/** The sidebar's "My chapter" group (a leader of one chapter). */
const myChapter = (page: Page) => sidebar(page).getByRole('list', { name: MY_CHAPTER_TEXTS.navHeading });

async function chapterBySlug(request: APIRequestContext, slug: string): Promise<Chapter> {
  const res = await request.get(`/api/chapter/slug/${slug}`);
  expect(res.status(), `GET /api/chapter/slug/${slug}`).toBe(200);
  return (await res.json()).data as Chapter;
}

/** The chapter form's values of a chapter as GET answers it (what PUT /chapter/{uuid} takes). */
const chapterForm = (c: Chapter & Record<string, unknown>) => ({
  name: c.name, slug: c.slug, description: c.description ?? '', location: c.location ?? '', email: c.email ?? '', address: c.address ?? '', city: c.city ?? '',
  state: c.state ?? '', postalCode: c.postalCode ?? '', country: c.country ?? '', latitude: c.latitude ?? null, longitude: c.longitude ?? null,
  timeStart: c.timeStart, timeEnd: c.timeEnd, dayOfWeek: c.dayOfWeek, timeZone: c.timeZone ?? '', isActive: c.isActive,
});

test('an admin makes a member leader of Detroit, who edits a Detroit event and approves a Detroit join request, cannot change Ann Arbor, and loses the rights at once', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const detroit = await chapterBySlug(request, 'detroit');
  const annArbor = await chapterBySlug(request, 'ann-arbor');
  // Sign-ups made by the support helpers have GRO Detroit as their home chapter.
  const leader = await memberWithCompany(request, 'Lena', `leader.${stamp}`);
  const owner = await signUpByApi(request, { firstname: 'Otto', lastname: 'Zeller', tag: `leader.owner.${stamp}` });
  const company = await createCompanyByApi(request, owner, `Zeller Leader Works ${stamp}`);
  const asker = await signUpByApi(request, { firstname: 'Ada', lastname: `Asker${stamp.replace(/\d/g, 'x')}`, tag: `leader.asker.${stamp}` });
  await requestToJoinByApi(request, asker, company, 'I run their Detroit office.');

  // The admin adds an event to each chapter, and makes the member a leader of Detroit from the user drawer.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const adminToken = await storedToken(page);
  const addEvent = async (chapterId: number, title: string) => {
    const res = await request.post('/api/event', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: eventFormToPayload({ ...eventDefaults, title, type: 'Once', date: '2031-03-05', chapterId, location: 'Chapter hall' }),
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).data as { id: number } & Record<string, unknown>;
  };
  const detroitEvent = await addEvent(detroit.id, `Detroit leaders night ${stamp}`);
  const annArborEvent = await addEvent(annArbor.id, `Ann Arbor leaders night ${stamp}`);

  await sidebar(page).locator('a[href="/portal/user"]').click();
  await page.getByRole('searchbox', { name: PORTAL_USER_TEXTS.search }).fill(leader.email);
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(leader.fullname), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: USER_DRAWER_TEXTS.edit });
  await drawer.getByRole('tab', { name: USER_DRAWER_TEXTS.tabs.leadership }).click();
  const leadership = drawer.getByRole('region', { name: CHAPTER_LEADER_TEXTS.userHeading });
  await expect(leadership.getByText(CHAPTER_LEADER_TEXTS.userEmpty)).toBeVisible();
  const chapterInput = field(leadership, 'combobox', CHAPTER_LEADER_TEXTS.chapterLabel);
  await chapterInput.fill('Detroit');
  await leadership.getByRole('option', { name: detroit.name, exact: true }).click();
  await leadership.getByRole('button', { name: CHAPTER_LEADER_TEXTS.grant, exact: true }).click();
  await expect(toast(page, CHAPTER_LEADER_MESSAGES.granted(leader.fullname, detroit.name).message)).toBeVisible();
  await expect(leadership.getByRole('button', { name: CHAPTER_LEADER_TEXTS.removeLabel(leader.fullname, detroit.name) })).toBeVisible();
  // The member is told what they now lead.
  await waitForMailWhere(leader.email, (m) => m.subject === `You now lead ${detroit.name}`, 30_000);

  // The leader signs in: the server requires leaders' second factor, so the portal first leads them
  // through setting up an authenticator app, and the API refuses even their member screens until then.
  const leaderContext = await browser.newContext();
  const lp = await leaderContext.newPage();
  await signIn(lp, leader.email, leader.password);
  await expect(sidebar(lp)).toHaveCount(0);
  const held = await request.get(`/api/chapter/${detroit.id}/members`, { headers: { Authorization: `Bearer ${await storedToken(lp)}` } });
  expect(held.status()).toBe(403);
  expect((await held.json()).details?.reason).toBe(SECOND_FACTOR_REASON);
  await lp.screenshot({ path: test.info().outputPath('second-factor-gate-1280.png'), fullPage: true });
  await lp.setViewportSize({ width: 390, height: 844 });
  await lp.screenshot({ path: test.info().outputPath('second-factor-gate-390.png'), fullPage: true });
  await lp.setViewportSize({ width: 1280, height: 720 });
  await enrolAtSecondFactorGate(lp, leader.password);
  // Then "My chapter" holds Detroit's screens.
  await expect(myChapter(lp).getByRole('link', { name: detroit.name })).toBeVisible();

  // They edit the Detroit event from My chapter → Events.
  await myChapter(lp).getByRole('link', { name: MY_CHAPTER_TEXTS.nav.events }).click();
  await expect(lp).toHaveURL(new RegExp(`/portal/my-chapter/${detroit.id}/events$`));
  await expect(lp.getByRole('heading', { level: 1, name: MY_CHAPTER_TEXTS.eventsTitle(detroit.name) })).toBeVisible();
  await lp.getByRole('searchbox').fill(`leaders night ${stamp}`);
  await expect(bodyRows(lp)).toHaveCount(1);
  await expect(bodyRows(lp)).toContainText(`Detroit leaders night ${stamp}`);
  await expectNoBlockingViolations(lp);
  const renamed = `Detroit leaders evening ${stamp}`;
  await lp.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(`Detroit leaders night ${stamp}`), exact: true }).click();
  const eventDrawer = lp.getByRole('dialog', { name: EVENT_DRAWER_TEXTS.edit });
  await field(eventDrawer, 'textbox', L.title).fill(renamed);
  await eventDrawer.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true }).click();
  await expect(toast(lp, ADMIN_MESSAGES.eventUpdated(renamed).message)).toBeVisible();
  await expect(eventDrawer).toBeHidden();
  expect(((await (await request.get(`/api/event/${detroitEvent.id}`)).json()).data as { title: string }).title).toBe(renamed);

  // They approve the join request of a Detroit member.
  await myChapter(lp).getByRole('link', { name: MY_CHAPTER_TEXTS.nav.joinRequests }).click();
  await expect(lp).toHaveURL(new RegExp(`/portal/my-chapter/${detroit.id}/join-requests$`));
  const approve = lp.getByRole('button', { name: JOIN_REQUEST_REVIEW_TEXTS.approveLabel(asker.fullname, company.name), exact: true });
  await approve.click();
  await expect(toast(lp, ADMIN_MESSAGES.joinRequestApproved(asker.fullname, company.name).message)).toBeVisible();
  await expect(approve).toHaveCount(0);
  const askerAccount = (await (await request.get('/api/account', { headers: { Authorization: `Bearer ${asker.token}` } })).json()).data as { companyId: number | null };
  expect(askerAccount.companyId).toBe(company.id);

  // Chapters: an edit action on Detroit only.
  await sidebar(lp).locator('a[href="/portal/chapter"]').click();
  await expect(bodyRows(lp).filter({ hasText: annArbor.name })).toHaveCount(1);
  await expect(lp.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(detroit.name), exact: true })).toBeVisible();
  await expect(lp.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(annArbor.name), exact: true })).toHaveCount(0);

  // The UI bypassed: the server refuses Ann Arbor's chapter and event with 403.
  const leaderToken = await storedToken(lp);
  const asLeader = { Authorization: `Bearer ${leaderToken}` };
  const full = (await (await request.get(`/api/chapter/${annArbor.id}`)).json()).data;
  const put = await request.put(`/api/chapter/${annArbor.uuid}`, { headers: asLeader, data: { ...chapterForm(full), description: 'Changed by a leader of another chapter.' } });
  expect(put.status()).toBe(403);
  expect((await put.json()).details?.reason).toBe(CHAPTER_LEADER_REASON);
  const putEvent = await request.put(`/api/event/${annArborEvent.id}`, { headers: asLeader, data: eventFormToPayload({ ...eventDefaults, title: 'Hijacked', type: 'Once', date: '2031-03-05', chapterId: annArbor.id }) });
  expect(putEvent.status()).toBe(403);
  expect(((await (await request.get(`/api/event/${annArborEvent.id}`)).json()).data as { title: string }).title).toBe(`Ann Arbor leaders night ${stamp}`);
  expect(((await (await request.get(`/api/chapter/${annArbor.id}`)).json()).data as { description: string | null }).description).toBe(full.description);

  // The leader opens the Detroit event again; meanwhile the admin removes the role.
  await myChapter(lp).getByRole('link', { name: MY_CHAPTER_TEXTS.nav.events }).click();
  await lp.getByRole('button', { name: ADMIN_FORM_TEXTS.editLabel(renamed), exact: true }).click();
  await field(eventDrawer, 'textbox', L.title).fill(`${renamed} again`);

  await leadership.getByRole('button', { name: CHAPTER_LEADER_TEXTS.removeLabel(leader.fullname, detroit.name) }).click();
  const confirm = page.getByRole('alertdialog', { name: CHAPTER_LEADER_TEXTS.removeTitle });
  await confirm.getByRole('button', { name: CHAPTER_LEADER_TEXTS.removeConfirm, exact: true }).click();
  await expect(toast(page, CHAPTER_LEADER_MESSAGES.revoked(leader.fullname, detroit.name).message)).toBeVisible();

  // At once: the save is refused, the leader is told why, and their My chapter menu goes.
  await eventDrawer.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true }).click();
  await expect(lp.getByText(CHAPTER_LEADER_MESSAGES.leadersOnly).first()).toBeVisible();
  await expect(myChapter(lp)).toHaveCount(0);
  expect(((await (await request.get(`/api/event/${detroitEvent.id}`)).json()).data as { title: string }).title).toBe(renamed);
  const after = await request.put(`/api/event/${detroitEvent.id}`, { headers: asLeader, data: eventFormToPayload({ ...eventDefaults, title: 'Too late', type: 'Once', date: '2031-03-05', chapterId: detroit.id }) });
  expect(after.status()).toBe(403);
  const account = (await (await request.get('/api/account', { headers: asLeader })).json()).data as { leads: unknown[] };
  expect(account.leads).toEqual([]);
  await leaderContext.close();
});
