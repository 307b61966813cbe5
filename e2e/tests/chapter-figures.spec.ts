import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { ATTENDANCE_STATUSES, ROLE_MEMBER, chapterDefaults, eventDefaults, eventFormToPayload } from '@gro/config';
import { MEETING_REPORT_TEXTS, SCORECARD_TEXTS } from '@gro/config/screens';
import { dbFile } from '../playwright.config';
import { NEW_PASSWORD, adminToken, createCompanyByApi, signIn, signUpByApi, uniqueEmail, uniqueStamp } from '../support/portal';
import { enrolAtSecondFactorGate } from '../support/second-factor';
import { daytimeZone, meetingSoon } from '../support/meeting-time';

/**
 * A chapter's figures as they happen: a weekly meeting about to start today gets a mark of each
 * PALMS kind, a registered guest who came and a referral passed that morning, and the leader's
 * meeting report shows those counts; a member who has been to every meeting sees their scorecard
 * with its legend, green, and yellow once an absence takes their attendance under the green
 * threshold; a member absent four weeks running shows on the leader's home as past the attendance
 * policy. Marks are written by the admin's API (the door journey, attendance.spec.ts, covers marking
 * in the browser).
 */

const DAY_MS = 86_400_000;

/** The same weekday `weeks` weeks before `date` (YYYY-MM-DD). */
const weeksBefore = (date: string, weeks: number) => new Date(Date.parse(`${date}T12:00:00Z`) - weeks * 7 * DAY_MS).toISOString().slice(0, 10);

test('the meeting report counts the meeting as it happens, a scorecard turns yellow, and a member past the attendance policy shows on the leader home', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const stamp = uniqueStamp();
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const zone = daytimeZone();
  const chapter = await request.post('/api/chapter', {
    headers: admin,
    data: { ...chapterDefaults, name: `GRO Figures ${stamp}`, location: 'Guardian Building', email: uniqueEmail('figures-chapter'), city: 'Detroit', state: 'MI', timeZone: zone },
  });
  expect(chapter.status(), await chapter.text()).toBe(201);
  const { id: chapterId, slug } = (await chapter.json()).data as { id: number; slug: string };
  const when = meetingSoon(zone);
  const title = `Figures meeting ${stamp}`;
  const event = await request.post('/api/event', {
    headers: admin,
    data: eventFormToPayload({ ...eventDefaults, title, type: 'Recurring', dayOfWeek: when.dayOfWeek as (typeof eventDefaults)['dayOfWeek'], chapterId, location: 'Guardian Building', timeStart: when.timeStart, timeEnd: when.timeEnd }),
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = Number((await event.json()).data.id);

  const leader = await signUpByApi(request, { firstname: 'Lena', lastname: 'Figures', tag: `figures.leader.${stamp}` });
  const company = await createCompanyByApi(request, leader, `Figures Works ${stamp}`);
  expect((await request.put(`/api/chapter/${chapterId}/leaders/${leader.id}`, { headers: admin })).status()).toBe(201);
  const memberOf = async (firstname: string, lastname: string) => {
    const email = uniqueEmail(`figures-${firstname.toLowerCase()}`);
    const res = await request.post('/api/user', {
      headers: admin,
      data: { firstname, lastname, email, phoneNumber: '(313) 555-0147', phoneExt: '', chapterId, companyId: company.id, status: 'Active', role: ROLE_MEMBER, password: NEW_PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { id: Number((await res.json()).data.id), email, name: `${firstname} ${lastname}` };
  };
  const [ada, ben, cy, dot, eve, fay] = [
    await memberOf('Ada', 'Arden'),
    await memberOf('Ben', 'Brook'),
    await memberOf('Cy', 'Cole'),
    await memberOf('Dot', 'Dale'),
    await memberOf('Eve', 'Ember'),
    await memberOf('Fay', 'Frost'),
  ];
  // Members for a year: past the first four weeks in which a scorecard judges nothing.
  {
    const db = new Database(dbFile);
    db.pragma('busy_timeout = 10000');
    db.prepare(`UPDATE up_users SET created_at = ? WHERE id IN (${[ada, ben, cy, dot, eve, fay].map((m) => m.id).join(',')})`).run(Date.now() - 365 * DAY_MS);
    db.close();
  }

  // That morning: a guest registers for the meeting, and Ada passes Ben a referral.
  const registered = await request.post(`/api/chapter/${slug}/visitor`, {
    headers: { 'X-Forwarded-For': `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: { firstname: 'Gus', lastname: 'Guest', email: uniqueEmail('figures-guest'), phoneNumber: '(313) 555-0181', heardFrom: 'A member invited me' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const adaSession = await request.post('/api/authenticate', { data: { email: ada.email, password: NEW_PASSWORD } });
  expect(adaSession.status(), await adaSession.text()).toBe(200);
  const passed = await request.post('/api/referral', {
    headers: { Authorization: `Bearer ${(await adaSession.json()).data.token}` },
    data: { receiverId: ben.id, type: 'Outside', contactName: 'Dana Contact', contactCompany: 'Contact Co', contactPhone: '(313) 555-0199', contactEmail: 'dana@contact.example.com', need: `Bookkeeping ${stamp}`, warmth: 4, expectsCall: true },
  });
  expect(passed.status(), await passed.text()).toBe(201);

  const mark = async (date: string, marks: Record<string, unknown>[]) => {
    const res = await request.put(`/api/event/${eventId}/attendance`, {
      headers: admin,
      data: { date, marks: marks.map((m, i) => ({ key: `figures-${stamp}-${date}-${i}`, markedAt: new Date().toISOString(), ...m })) },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  // The meeting: one mark of each PALMS kind, and the guest came.
  const sheet = await request.get(`/api/event/${eventId}/attendance?date=${when.date}`, { headers: admin });
  expect(sheet.status(), await sheet.text()).toBe(200);
  const guest = ((await sheet.json()).data.visitors as { visitorId: number }[])[0]!;
  await mark(when.date, [
    { userId: ada.id, status: 'Present' },
    { userId: ben.id, status: 'Absent' },
    { userId: cy.id, status: 'Late' },
    { userId: dot.id, status: 'Medical' },
    { userId: eve.id, status: 'Substitute', substituteName: 'Sam Stand-in', substituteEmail: uniqueEmail('figures-substitute') },
    { visitorId: guest.visitorId, status: 'Attended' },
  ]);
  // The weeks before: Ada at every meeting, Fay absent the last four.
  for (let week = 1; week <= 9; week += 1) {
    await mark(weeksBefore(when.date, week), [{ userId: ada.id, status: 'Present' }, ...(week <= 4 ? [{ userId: fay.id, status: 'Absent' }] : [])]);
  }

  // The leader's meeting report shows the counts of the meeting.
  await signIn(page, leader.email, leader.password);
  await enrolAtSecondFactorGate(page, leader.password);
  await page.goto(`/portal/chapter/${chapterId}/report?event=${eventId}&date=${when.date}`);
  const tiles = page.getByRole('group', { name: title });
  for (const status of ATTENDANCE_STATUSES) await expect(tiles.getByRole('listitem').filter({ hasText: MEETING_REPORT_TEXTS.statuses[status] })).toHaveText(`${MEETING_REPORT_TEXTS.statuses[status]} 1`);
  await expect(tiles.getByRole('listitem').filter({ hasText: MEETING_REPORT_TEXTS.statuses.Unmarked })).toHaveText(`${MEETING_REPORT_TEXTS.statuses.Unmarked} 1`);
  await expect(tiles.getByText(MEETING_REPORT_TEXTS.visitorsLine(1, 1, 0))).toBeVisible();
  await expect(tiles.getByText(MEETING_REPORT_TEXTS.referralsReceived(1))).toBeVisible();

  // Fay, absent four weeks running, is past the policy on the leader's home.
  await page.goto(`/portal/my-chapter/${chapterId}`);
  const pastPolicy = page.getByRole('region', { name: new RegExp(`^${SCORECARD_TEXTS.homePastPolicyTitle}`) });
  await expect(pastPolicy.getByRole('listitem').filter({ hasText: fay.name })).toContainText(SCORECARD_TEXTS.absences(4));

  // Ada's scorecard: the legend, and her attendance green (10 of 10), then yellow after an absence (10 of 11: 90%).
  const context = await browser.newContext();
  const adaPage = await context.newPage();
  await signIn(adaPage, ada.email, NEW_PASSWORD);
  await adaPage.goto('/portal/scorecard');
  await expect(adaPage.getByRole('heading', { name: SCORECARD_TEXTS.legendTitle })).toBeVisible();
  const attendance = adaPage.getByRole('listitem').filter({ has: adaPage.getByRole('heading', { name: 'Attendance' }) });
  await expect(attendance).toContainText('100%');
  await expect(attendance).toContainText(SCORECARD_TEXTS.colourLabel('green'));
  await mark(weeksBefore(when.date, 10), [{ userId: ada.id, status: 'Absent' }]);
  await adaPage.reload();
  await expect(attendance).toContainText('90%');
  await expect(attendance).toContainText(SCORECARD_TEXTS.colourLabel('yellow'));
  await context.close();
});
