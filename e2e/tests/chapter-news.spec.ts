import { expect, test, type APIRequestContext } from '@playwright/test';
import { CHAPTER_NEWS_MESSAGES, CHAPTER_NEWS_TEXTS, FORM_LABELS, NOTIFICATION_SETTING, ROLE_MEMBER, chapterDefaults, type AccountSetting } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { mailsTo, waitForMailWhere } from '../support/mail';
import { NEW_PASSWORD, adminToken, memberWithCompany, signIn, uniqueEmail, uniqueStamp } from '../support/portal';
import { enrolAtSecondFactorGate } from '../support/second-factor';
import { smsWith } from '../support/server-jobs';

/**
 * Chapter news in Chromium: a chapter's leader writes news with a link and an image, previews the
 * email, sends a test to themselves, then sends it after "Send to 3 members?". The two members with
 * Chapter news on get it by email, the one who turned it off does not, the one with SMS on also gets
 * the short text; a recipient's one-click unsubscribe (RFC 8058, as a mail client does it) turns
 * their setting off.
 */

const L = FORM_LABELS.chapterNews;

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/authenticate', { data: { email, password: NEW_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.token as string;
}

test('a leader previews, tests and sends chapter news; members get it by their settings, and one-click unsubscribe turns it off', async ({ page, request }) => {
  test.setTimeout(150_000);
  const stamp = uniqueStamp();
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const chapter = await request.post('/api/chapter', {
    headers: admin,
    data: { ...chapterDefaults, name: `GRO News ${stamp}`, location: 'Guardian Building', email: uniqueEmail('news-chapter'), city: 'Detroit', state: 'MI', timeZone: 'America/Detroit' },
  });
  expect(chapter.status(), await chapter.text()).toBe(201);
  const chapterId = Number((await chapter.json()).data.id);

  const member = async (firstname: string) => {
    const email = uniqueEmail(`news-${firstname.toLowerCase()}`);
    const res = await request.post('/api/user', {
      headers: admin,
      data: { firstname, lastname: 'Reader', email, phoneNumber: '(313) 555-0147', phoneExt: '', chapterId, companyId: null, status: 'Active', role: ROLE_MEMBER, password: NEW_PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { email, token: await tokenOf(request, email) };
  };
  const [ann, ben, cat, dee] = [await member('Ann'), await member('Ben'), await member('Cat'), await member('Dee')];
  const setting = (who: { token: string }, channel: 'email' | 'sms', value: boolean) =>
    request.put('/api/account/setting', { headers: { Authorization: `Bearer ${who.token}` }, data: { setting: { key: NOTIFICATION_SETTING.chapterNews }, channel, value } });
  expect((await setting(ben, 'email', false)).status()).toBe(200);
  expect((await setting(cat, 'sms', true)).status()).toBe(200);

  const leader = await memberWithCompany(request, 'Lena', `news.leader.${stamp}`);
  expect((await request.put(`/api/chapter/${chapterId}/leaders/${leader.id}`, { headers: admin })).status()).toBe(201);

  // The leader signs in (setting up the second factor leaders need) and opens the chapter's news.
  await signIn(page, leader.email, leader.password);
  await enrolAtSecondFactorGate(page, leader.password);
  await page.goto(`/portal/chapter/${chapterId}/news`);
  await expect(page.getByRole('heading', { name: CHAPTER_NEWS_TEXTS.heading(`GRO News ${stamp}`), level: 1 })).toBeVisible();

  const subject = `Breakfast moves to the Rose Cafe ${stamp}`;
  const form = page.getByRole('form', { name: NEWS_TEXTS.write.heading });
  await form.getByRole('textbox', { name: L.subject }).fill(subject);
  await form.getByRole('textbox', { name: L.body }).fill('From next week we meet at the **Rose Cafe**: [the agenda](https://example.com/agenda).\n\n![The room](https://example.com/room.png)');

  // Preview: the email as members get it, in a sandboxed frame, and how many it reaches.
  await form.getByRole('button', { name: NEWS_TEXTS.write.preview, exact: true }).click();
  await expect(form.getByRole('status').filter({ hasText: NEWS_TEXTS.preview.reach(3, 4) })).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${NEWS_TEXTS.preview.frame}"]`);
  await expect(frame.getByRole('heading', { name: subject })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'the agenda' })).toHaveAttribute('href', 'https://example.com/agenda');
  await expect(frame.getByRole('img', { name: 'The room' })).toHaveAttribute('src', 'https://example.com/room.png');
  await expect(page.locator(`iframe[title="${NEWS_TEXTS.preview.frame}"]`)).toHaveAttribute('sandbox', '');

  // A test to the leader alone.
  await form.getByRole('button', { name: NEWS_TEXTS.write.test, exact: true }).click();
  await expect(page.getByText(CHAPTER_NEWS_MESSAGES.testSent(leader.email).message)).toBeVisible();
  await waitForMailWhere(leader.email, (m) => m.subject === CHAPTER_NEWS_TEXTS.testSubject(subject), 20_000);

  // Send: asked first, with the count.
  await form.getByRole('button', { name: NEWS_TEXTS.write.send, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: NEWS_TEXTS.confirm.sendTitle });
  await expect(dialog.getByText(NEWS_TEXTS.confirm.sendQuestion(3))).toBeVisible();
  await dialog.getByRole('button', { name: NEWS_TEXTS.confirm.send, exact: true }).click();
  await expect(page.getByText(CHAPTER_NEWS_MESSAGES.sent(3).message)).toBeVisible();
  await expect(page.getByRole('link', { name: subject })).toBeVisible();

  // Ann and Dee by email, Cat by email and SMS, Ben not at all.
  const toAnn = await waitForMailWhere(ann.email, (m) => m.subject === subject, 30_000);
  expect(String(toAnn.html)).toContain('<strong>Rose Cafe</strong>');
  await waitForMailWhere(dee.email, (m) => m.subject === subject, 30_000);
  await waitForMailWhere(cat.email, (m) => m.subject === subject, 30_000);
  await expect.poll(() => smsWith(subject).length, { timeout: 20_000 }).toBe(1);
  expect(smsWith(subject)[0]!.body).toMatch(/\/portal\/news\/\d+ Opt out: reply STOP or /);
  expect((await mailsTo(ben.email)).filter((m) => m.subject === subject)).toHaveLength(0);
  // The leader's archive reports how it went once the send is done (read again on a reload).
  await page.reload();
  await expect(page.getByText(NEWS_TEXTS.archive.report(3, 1, 0))).toBeVisible({ timeout: 20_000 });

  // Ann's mail client unsubscribes in one click: her Chapter news email is off.
  const oneClick = /<([^>]+)>/.exec(toAnn.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '')?.[1];
  expect(oneClick).toBeTruthy();
  const unsubscribed = await request.post(oneClick!, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
  expect(unsubscribed.status(), await unsubscribed.text()).toBeLessThan(300);
  const settings = await request.get('/api/account/setting', { headers: { Authorization: `Bearer ${ann.token}` } });
  const rows = (await settings.json()).data as AccountSetting[];
  expect(rows.find((s) => s.setting.key === NOTIFICATION_SETTING.chapterNews)?.email).toBe(false);
});
