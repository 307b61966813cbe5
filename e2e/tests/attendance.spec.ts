import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ATTENDANCE_MESSAGES, ATTENDANCE_LABELS, ROLE_MEMBER, chapterDefaults, eventDefaults, eventFormToPayload, type AttendanceSheet } from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { NEW_PASSWORD, adminToken, createCompanyByApi, signIn, signUpByApi, uniqueEmail, uniqueStamp } from '../support/portal';
import { enrolAtSecondFactorGate } from '../support/second-factor';
import { daytimeZone, meetingSoon } from '../support/meeting-time';

/**
 * The weekly meeting on phones (390 px): a member says on their dashboard, ahead of the meeting, that
 * they are sending a substitute; a chapter's leader starts check-in; two members, each in a
 * browser of their own, open the QR code's address and show as Present on the leader's screen; a
 * registered guest checks in there with their email; the substitute shows on the leader's sheet
 * with their name; the leader marks one member Medical; the
 * leader's phone loses its connection, two more marks wait in the page and are sent once it
 * returns. axe finds nothing serious at 390 and 1280 px.
 */

const PHONE = { width: 390, height: 844 };

async function memberOf(request: APIRequestContext, admin: Record<string, string>, chapterId: number, companyId: number, firstname: string, lastname: string) {
  const email = uniqueEmail(`door-${firstname.toLowerCase()}`);
  const res = await request.post('/api/user', {
    headers: admin,
    data: { firstname, lastname, email, phoneNumber: '(313) 555-0147', phoneExt: '', chapterId, companyId, status: 'Active', role: ROLE_MEMBER, password: NEW_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: Number((await res.json()).data.id), email, name: `${firstname} ${lastname}` };
}

const row = (page: Page, name: string) => page.getByRole('group', { name: ATTENDANCE_TEXTS.statusGroup(name) });

test('a leader runs check-in at the door from a phone, members and a guest check in, marks by hand, and marks made offline are kept', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const stamp = uniqueStamp();
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const zone = daytimeZone();
  const chapter = await request.post('/api/chapter', {
    headers: admin,
    data: { ...chapterDefaults, name: `GRO Door ${stamp}`, location: 'Guardian Building', email: uniqueEmail('door-chapter'), city: 'Detroit', state: 'MI', timeZone: zone },
  });
  expect(chapter.status(), await chapter.text()).toBe(201);
  const { id: chapterId, slug } = (await chapter.json()).data as { id: number; slug: string };
  const when = meetingSoon(zone);
  const title = `Door meeting ${stamp}`;
  const event = await request.post('/api/event', {
    headers: admin,
    data: eventFormToPayload({ ...eventDefaults, title, type: 'Recurring', dayOfWeek: when.dayOfWeek as (typeof eventDefaults)['dayOfWeek'], chapterId, location: 'Guardian Building', timeStart: when.timeStart, timeEnd: when.timeEnd }),
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = Number((await event.json()).data.id);

  const leader = await signUpByApi(request, { firstname: 'Lena', lastname: 'Door', tag: `door.leader.${stamp}` });
  const company = await createCompanyByApi(request, leader, `Door Works ${stamp}`);
  expect((await request.put(`/api/chapter/${chapterId}/leaders/${leader.id}`, { headers: admin })).status()).toBe(201);
  const [ada, ben, cy, dot, eve, fay] = [
    await memberOf(request, admin, chapterId, company.id, 'Ada', 'Arden'),
    await memberOf(request, admin, chapterId, company.id, 'Ben', 'Brook'),
    await memberOf(request, admin, chapterId, company.id, 'Cy', 'Cole'),
    await memberOf(request, admin, chapterId, company.id, 'Dot', 'Dale'),
    await memberOf(request, admin, chapterId, company.id, 'Eve', 'Ember'),
    await memberOf(request, admin, chapterId, company.id, 'Fay', 'Frost'),
  ];

  // Before the meeting, Fay says on her dashboard that she is sending a substitute.
  {
    const context = await browser.newContext({ viewport: PHONE });
    const phone = await context.newPage();
    await signIn(phone, fay.email, NEW_PASSWORD);
    const card = phone.getByRole('region', { name: ATTENDANCE_TEXTS.ahead.title });
    await expect(card.getByText(title)).toBeVisible();
    await card.getByRole('button', { name: ATTENDANCE_TEXTS.ahead.choices.Substitute }).click();
    await card.getByLabel(ATTENDANCE_TEXTS.ahead.substituteName).fill('Sam Stand-in');
    await card.getByLabel(ATTENDANCE_TEXTS.ahead.substituteEmail).fill(uniqueEmail('door-substitute'));
    await card.getByRole('button', { name: ATTENDANCE_TEXTS.ahead.substituteSubmit }).click();
    await expect(card.getByRole('status')).toHaveText(ATTENDANCE_TEXTS.ahead.substitute('Sam Stand-in'));
    // The toast that says so is on screen (axe then waits for its fade-in: half-faded text reads as low contrast).
    await expect(phone.getByRole('region', { name: 'Notifications' }).getByText(ATTENDANCE_MESSAGES.aheadSaved('Substitute', title, '', true, 'Sam Stand-in').title)).toBeVisible();
    await expectNoBlockingViolations(phone);
    await context.close();
  }

  // A guest registers for the chapter's next meeting on its public page (by its API).
  const guestEmail = uniqueEmail('door-guest');
  const registered = await request.post(`/api/chapter/${slug}/visitor`, {
    // From an address of its own: the guest form's per-address limit is for people, and other specs register guests too.
    headers: { 'X-Forwarded-For': `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: { firstname: 'Gus', lastname: 'Guest', email: guestEmail, phoneNumber: '(313) 555-0181', heardFrom: 'Other' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await registered.json()).data.meeting.eventId).toBe(eventId);

  // The leader, on a phone, opens the chapter's attendance: the meeting about to start, nobody marked.
  await page.setViewportSize(PHONE);
  await signIn(page, leader.email, leader.password);
  await enrolAtSecondFactorGate(page, leader.password);
  await page.goto(`/portal/my-chapter/${chapterId}/attendance`);
  await expect(page.getByRole('heading', { name: ATTENDANCE_TEXTS.title, level: 1 })).toBeVisible();
  await expect(page.getByText(ATTENDANCE_TEXTS.counted(1, 6))).toBeVisible();
  await expect(row(page, fay.name).getByRole('button', { name: ATTENDANCE_LABELS.Substitute, pressed: true })).toBeVisible();
  await expect(page.getByText(ATTENDANCE_TEXTS.substituteOf('Sam Stand-in'), { exact: false })).toBeVisible();
  await expectNoBlockingViolations(page);

  // Start check-in: the QR code holds the check-in page's address.
  await page.getByRole('button', { name: ATTENDANCE_TEXTS.startCheckIn }).click();
  const qr = page.getByRole('img', { name: ATTENDANCE_TEXTS.qrLabel(title) });
  await expect(qr).toBeVisible();
  const address = (await qr.getAttribute('data-value'))!;
  expect(address).toMatch(new RegExp(`/check-in\\?event=${eventId}&date=${when.date}&code=[A-Za-z0-9_-]{22}$`));
  await expectNoBlockingViolations(page);

  // Two members scan it, each on a phone of their own.
  for (const member of [ada, ben]) {
    const context = await browser.newContext({ viewport: PHONE });
    const phone = await context.newPage();
    await signIn(phone, member.email, NEW_PASSWORD);
    await phone.goto(address);
    await expect(phone.getByRole('heading', { name: ATTENDANCE_TEXTS.page.done })).toBeVisible();
    await context.close();
  }
  // The guest, signed out on their own phone, checks in with the email they registered with.
  {
    const context = await browser.newContext({ viewport: PHONE });
    const phone = await context.newPage();
    await phone.goto(address);
    await phone.getByLabel(ATTENDANCE_TEXTS.page.guestEmail).fill(guestEmail.toUpperCase());
    await phone.getByRole('button', { name: ATTENDANCE_TEXTS.page.guestSubmit }).click();
    await expect(phone.getByText(ATTENDANCE_MESSAGES.visitorCheckedIn('Gus', title).message)).toBeVisible();
    await expectNoBlockingViolations(phone);
    await context.close();
  }
  // The leader's screen shows them checked in (it reads the sheet again every few seconds while the code shows).
  for (const member of [ada, ben]) {
    await expect(row(page, member.name).getByRole('button', { name: 'Present', pressed: true })).toBeVisible({ timeout: 15_000 });
  }
  await expect(page.getByRole('group', { name: ATTENDANCE_TEXTS.visitorGroup('Gus Guest') }).getByRole('button', { name: 'Attended', pressed: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(ATTENDANCE_TEXTS.counted(3, 6))).toBeVisible();

  // The leader marks Cy Medical by hand.
  await row(page, cy.name).getByRole('button', { name: 'Medical' }).click();
  await expect(page.getByText(ATTENDANCE_TEXTS.counted(4, 6))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Sending/ })).toHaveCount(0);

  // The connection drops: two marks wait in the page, and go when it returns.
  await page.context().setOffline(true);
  await row(page, dot.name).getByRole('button', { name: 'Absent' }).click();
  await row(page, eve.name).getByRole('button', { name: 'Late' }).click();
  await expect(page.getByText(ATTENDANCE_TEXTS.offline(2))).toBeVisible();
  await expect(page.getByText(ATTENDANCE_TEXTS.counted(6, 6))).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText(/^Offline/)).toHaveCount(0, { timeout: 15_000 });

  // Stored, once each: the server's sheet.
  const sheet = await request.get(`/api/event/${eventId}/attendance?date=${when.date}`, { headers: admin });
  expect(sheet.status(), await sheet.text()).toBe(200);
  const { members } = (await sheet.json()).data as AttendanceSheet;
  const statusOf = (id: number) => members.find((m) => m.userId === id)?.status;
  expect([statusOf(cy.id), statusOf(dot.id), statusOf(eve.id), statusOf(fay.id)]).toEqual(['Medical', 'Absent', 'Late', 'Substitute']);
  expect(members.filter((m) => [ada.id, ben.id].includes(m.userId)).map((m) => m.source)).toEqual(['CheckIn', 'CheckIn']);
  expect(members.find((m) => m.userId === fay.id)?.substituteName).toBe('Sam Stand-in');
  expect(members).toHaveLength(6);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoBlockingViolations(page);
});
