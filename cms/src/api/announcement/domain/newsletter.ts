import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ANNOUNCEMENT_LIMITS, NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS, NOTIFICATION_SETTING,
  type AnnouncementStatus, type NewsPreview, type NewsletterAudience, type NewsletterIssue, type NewsletterPage, type NewsletterSend, type NewsletterSendValues, type NotificationSettingKey,
} from '@gro/config';
import { conflict } from '../../../platform/http/http-errors';
import { fieldError } from '../../../platform/http/validate';
import { sendMailInBackground } from '../../../notifications';
import { oneLineSubject } from '../../../providers/email';
import { composerOf, newsletterIssuePath } from './compose';
import { createAnnouncement, type AnnouncementRow } from './delivery';
import { renderMarkdown } from './markdown';
import { excerptOf, iso, liveCounts, reachOf, sendTimeOf, type Row } from './news';

/**
 * The GRO newsletter: staff write it in the content admin (api::announcement.newsletter: subject
 * and Markdown body); an admin sends it from the portal to an audience (everyone, one chapter, or
 * the members with a live subscription), always under each member's "GRO newsletter" setting,
 * after a preview and a test to their own address, now or at a time. Each send keeps the words as
 * they were sent (a later edit changes the next send only) and is delivered as every announcement
 * (delivery.ts); its recipients read it in the portal.
 */

const SETTING: NotificationSettingKey = NOTIFICATION_SETTING.newsletter;
const NEWSLETTERS = 'newsletters';
const ANNOUNCEMENTS = 'announcements';

type Db = Core.Strapi['db']['connection'];
const db = (strapi: Core.Strapi): Db => strapi.db.connection;

type NewsletterRow = { id: number; subject: string | null; body: string | null; updated_at: string | number | Date };
type SendRow = Row & { audience: NewsletterAudience | null; newsletter_id: number | null };

/** Someone an email is written for: the admin's own name and address for a preview or test. */
export type Writer = { id: number; firstname: string | null; email: string | null };

const notFound = () => new errors.NotFoundError(NEWSLETTER_MESSAGES.notFound);

/** The newsletter as staff left it; 404 when there is none, a 400 when it has no subject or body yet. */
async function newsletterOf(strapi: Core.Strapi, id: number): Promise<{ id: number; subject: string; body: string }> {
  const row = (await db(strapi)(NEWSLETTERS).where('id', id).first('id', 'subject', 'body')) as NewsletterRow | undefined;
  if (!row) throw notFound();
  const subject = (row.subject ?? '').replace(/\s+/g, ' ').trim();
  const body = row.body ?? '';
  if (!subject || !body.trim()) throw new errors.ValidationError(NEWSLETTER_MESSAGES.empty);
  return { id: Number(row.id), subject, body };
}

/** Who a send is for: the chapter (an active one) for 'chapter'; none otherwise. A 400 on the field for an unknown chapter. */
async function audienceOf(strapi: Core.Strapi, input: NewsletterSendValues): Promise<{ audience: NewsletterAudience; chapterId: number | null }> {
  const audience = input.audience as NewsletterAudience;
  if (audience !== 'chapter') return { audience, chapterId: null };
  const chapter = await db(strapi)('chapters').where({ id: input.chapterId, is_active: true }).first('id');
  if (!chapter) fieldError('chapterId', NEWSLETTER_MESSAGES.chapterNotFound);
  return { audience, chapterId: Number(chapter.id) };
}

/** A send not written yet, as an announcement row, for the preview and the test (id 0: no issue page yet). */
function draftRow(newsletter: { id: number; subject: string; body: string }, to: { audience: NewsletterAudience; chapterId: number | null }): AnnouncementRow {
  return {
    id: 0, kind: 'newsletter', setting_key: SETTING, chapter_id: to.chapterId, subject: newsletter.subject, body: newsletter.body, sms_text: null,
    link: newsletterIssuePath(0), event_ids: [], status: 'scheduled', audience: to.audience, newsletter_id: newsletter.id,
  };
}

const reach = (strapi: Core.Strapi, to: { audience: NewsletterAudience; chapterId: number | null }) => reachOf(strapi, { chapter_id: to.chapterId, setting_key: SETTING, audience: to.audience });

/** The email and SMS as the audience gets them, for the admin's own name, and how many it reaches. */
export async function previewNewsletter(strapi: Core.Strapi, id: number, writer: Writer, input: NewsletterSendValues): Promise<NewsPreview> {
  const newsletter = await newsletterOf(strapi, id);
  const to = await audienceOf(strapi, input);
  sendTimeOf(input.sendAt);
  const compose = await composerOf(strapi, draftRow(newsletter, to));
  const addressee = { userId: writer.id, firstname: writer.firstname, email: writer.email };
  const mail = compose.email(addressee);
  return { subject: mail.subject, html: mail.html, text: mail.text, sms: compose.sms(addressee), ...(await reach(strapi, to)) };
}

/** The email to the admin's own address only, its subject marked as a test. */
export async function sendTestNewsletter(strapi: Core.Strapi, id: number, writer: Writer, input: NewsletterSendValues): Promise<void> {
  const newsletter = await newsletterOf(strapi, id);
  const compose = await composerOf(strapi, draftRow(newsletter, await audienceOf(strapi, input)));
  const mail = compose.email({ userId: writer.id, firstname: writer.firstname, email: writer.email });
  await sendMailInBackground(strapi, oneLineSubject({ ...mail, subject: NEWSLETTER_TEXTS.testSubject(mail.subject) }));
}

/** Writes a send of the newsletter, with its words as they are now, for its time (now: its delivery starts at once). */
export async function sendNewsletter(strapi: Core.Strapi, id: number, authorId: number, input: NewsletterSendValues): Promise<{ id: number; scheduled: boolean; recipients: number }> {
  const newsletter = await newsletterOf(strapi, id);
  const to = await audienceOf(strapi, input);
  const sendAt = sendTimeOf(input.sendAt);
  const { recipients } = sendAt ? { recipients: 0 } : await reach(strapi, to);
  const sendId = await createAnnouncement(strapi, {
    kind: 'newsletter',
    settingKey: SETTING,
    chapterId: to.chapterId,
    audience: to.audience,
    newsletterId: newsletter.id,
    subject: newsletter.subject,
    body: newsletter.body,
    link: newsletterIssuePath,
    ...(sendAt ? { sendAt } : {}),
    authorId,
  });
  return { id: sendId, scheduled: sendAt !== null, recipients };
}

/** The sends of these newsletters, newest first, each with its chapter and how its delivery went (live while sending). */
async function sendsOf(strapi: Core.Strapi, newsletterIds: number[]): Promise<Map<number, NewsletterSend[]>> {
  const rows = newsletterIds.length
    ? ((await db(strapi)(ANNOUNCEMENTS).where('kind', 'newsletter').whereIn('newsletter_id', newsletterIds).orderBy('send_at', 'desc').orderBy('id', 'desc')) as SendRow[])
    : [];
  await liveCounts(strapi, rows);
  const chapterIds = [...new Set(rows.map((r) => r.chapter_id).filter((c): c is number => c !== null))];
  const chapters = chapterIds.length ? ((await db(strapi)('chapters').whereIn('id', chapterIds).select('id', 'name')) as { id: number; name: string }[]) : [];
  const byNewsletter = new Map<number, NewsletterSend[]>();
  for (const row of rows) {
    const chapter = chapters.find((c) => Number(c.id) === Number(row.chapter_id));
    const send: NewsletterSend = {
      id: Number(row.id),
      audience: row.audience ?? 'everyone',
      chapter: chapter ? { id: Number(chapter.id), name: chapter.name } : null,
      status: row.status as AnnouncementStatus,
      sendAt: iso(row.send_at),
      counts: { recipients: Number(row.recipients ?? 0), sent: Number(row.sent ?? 0), skipped: Number(row.skipped ?? 0), failed: Number(row.failed ?? 0) },
    };
    const list = byNewsletter.get(Number(row.newsletter_id)) ?? [];
    list.push(send);
    byNewsletter.set(Number(row.newsletter_id), list);
  }
  return byNewsletter;
}

/** The newsletters staff wrote, last edited first, a page at a time, each with its sends. */
export async function listNewsletters(strapi: Core.Strapi, page: number): Promise<NewsletterPage> {
  const size = ANNOUNCEMENT_LIMITS.newslettersPage;
  const [{ n }] = (await db(strapi)(NEWSLETTERS).count({ n: 'id' })) as { n: number | string }[];
  const rows = (await db(strapi)(NEWSLETTERS)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .select('id', 'subject', 'body', 'updated_at')) as NewsletterRow[];
  const sends = await sendsOf(strapi, rows.map((r) => Number(r.id)));
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      subject: row.subject ?? '',
      excerpt: excerptOf(row.body),
      updatedAt: iso(row.updated_at),
      sends: sends.get(Number(row.id)) ?? [],
    })),
    page,
    pageSize: size,
    total: Number(n),
  };
}

const issueNotFound = () => new errors.NotFoundError(NEWSLETTER_MESSAGES.issueNotFound);

/**
 * One issue as its recipients read it: a member reads an issue that went out to them (it has their
 * delivery row); an admin reads any, scheduled ones too. The same 404 for every other case, so an
 * issue's existence says nothing to whom it was not sent.
 */
export async function newsletterIssue(strapi: Core.Strapi, id: number, viewer: { userId: number; admin: boolean }): Promise<NewsletterIssue> {
  const row = (await db(strapi)(ANNOUNCEMENTS).where({ id, kind: 'newsletter' }).first('id', 'subject', 'body', 'status', 'send_at')) as SendRow | undefined;
  if (!row) throw issueNotFound();
  if (!viewer.admin) {
    const delivered = row.status !== 'scheduled' && (await db(strapi)('announcement_deliveries').where({ announcement_id: id, user_id: viewer.userId }).first('id'));
    if (!delivered) throw issueNotFound();
  }
  const body = row.body ?? '';
  return { id: Number(row.id), subject: row.subject, status: row.status as AnnouncementStatus, sendAt: iso(row.send_at), body, html: renderMarkdown(body) };
}

/** Cancels a send still waiting for its time (one statement: a send that started is not touched). */
export async function cancelNewsletterSend(strapi: Core.Strapi, id: number): Promise<void> {
  if (!(await db(strapi)(ANNOUNCEMENTS).where({ id, kind: 'newsletter' }).first('id'))) throw issueNotFound();
  const removed = await db(strapi)(ANNOUNCEMENTS).where({ id, kind: 'newsletter', status: 'scheduled' }).delete();
  if (Number(removed) === 0) throw conflict(NEWSLETTER_MESSAGES.notCancellable);
}
