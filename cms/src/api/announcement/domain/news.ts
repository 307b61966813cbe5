import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ANNOUNCEMENT_LIMITS, CHAPTER_NEWS_MESSAGES, CHAPTER_NEWS_TEXTS, NOTIFICATION_SETTING,
  type AnnouncementStatus, type ChapterNewsValues, type NewsItem, type NewsPage, type NewsPreview, type NewsSummary, type NotificationSettingKey,
} from '@gro/config';
import { now } from '../../../platform/db/clock';
import { conflict } from '../../../platform/http/http-errors';
import { fieldError } from '../../../platform/http/validate';
import { sendMailInBackground } from '../../../notifications';
import { oneLineSubject } from '../../../providers/email';
import { apiService } from '../../services';
import { audienceOf } from './audience';
import { composerOf, newsPath } from './compose';
import { createAnnouncement, type AnnouncementRow } from './delivery';
import { renderMarkdown } from './markdown';

/**
 * Chapter news: written by the chapter's leaders (or an admin) in the portal, previewed as its
 * members will get it, tested on the writer's own address, then sent now or at a time within
 * ANNOUNCEMENT_LIMITS.scheduleDays to the chapter's members under their "Chapter news" setting,
 * through the announcement delivery (delivery.ts). The chapter's members read the archive.
 */

const SETTING: NotificationSettingKey = NOTIFICATION_SETTING.chapterNews;
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Core.Strapi['db']['connection'];
const db = (strapi: Core.Strapi): Db => strapi.db.connection;

/** Who reads: a leader of the chapter (or an admin) sees what is scheduled and how each send went. */
export type NewsViewer = { userId: number; leader: boolean };

export type Row = AnnouncementRow & { send_at: string | number | Date; recipients: number | null; sent: number | null; skipped: number | null; failed: number | null; author_id: number | null };

export const iso = (value: string | number | Date) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).toISOString();
const eventIdsOf = (row: Pick<AnnouncementRow, 'event_ids'>) => (Array.isArray(row.event_ids) ? row.event_ids.map(Number) : (JSON.parse(String(row.event_ids ?? '[]')) as number[]));
/** The start of a Markdown body as plain text (160 characters at most). */
export const excerptOf = (body: string | null) => {
  const text = (body ?? '')
    .replace(/^\s*(?:[-+*]|\d+[.)])\s+/gm, '').replace(/[#>*_`~[\]()!]/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text;
};

/** The event the news names: the chapter's own or one for every chapter; a 400 on the field otherwise. */
async function eventFor(strapi: Core.Strapi, chapterId: number, eventId: number | null | undefined) {
  if (eventId === null || eventId === undefined) return null;
  const [event] = await apiService(strapi, 'api::event.event').byIds([eventId]);
  if (!event || (event.chapterId !== null && event.chapterId !== chapterId)) fieldError('eventId', CHAPTER_NEWS_MESSAGES.eventNotInChapter);
  return event;
}

/** When to send: null for now; a 400 on the field for a time past or too far ahead. */
export function sendTimeOf(sendAt: string | null | undefined): Date | null {
  if (sendAt === null || sendAt === undefined) return null;
  const at = new Date(sendAt);
  if (at.getTime() <= now()) fieldError('sendAt', CHAPTER_NEWS_MESSAGES.sendAtPast);
  if (at.getTime() > now() + ANNOUNCEMENT_LIMITS.scheduleDays * DAY_MS) fieldError('sendAt', CHAPTER_NEWS_MESSAGES.sendAtTooFar);
  return at;
}

/** How many members an announcement would reach now (email or SMS on under its setting), of how many. */
export async function reachOf(strapi: Core.Strapi, audience: Parameters<typeof audienceOf>[1]): Promise<{ members: number; recipients: number }> {
  let members = 0;
  let recipients = 0;
  for await (const page of audienceOf(strapi, audience)) {
    members += page.length;
    recipients += page.filter((r) => (r.email && r.byEmail) || (r.phone && r.bySms)).length;
  }
  return { members, recipients };
}

/** How many of the chapter's members the news would reach now, of how many. */
const newsAudience = (strapi: Core.Strapi, chapterId: number) => reachOf(strapi, { chapter_id: chapterId, setting_key: SETTING });

/** A draft as an announcement row, for the preview and the test send (id 0: it has none yet). */
function draftRow(chapterId: number, input: ChapterNewsValues): AnnouncementRow {
  return {
    id: 0, kind: 'chapterNews', setting_key: SETTING, chapter_id: chapterId, subject: input.subject, body: input.body, sms_text: null, link: newsPath(0),
    event_ids: input.eventId ? [input.eventId] : [], status: 'scheduled',
  };
}

/** What the members will get: the email (subject, HTML, text) and the SMS, for the writer's own name; and how many get it. */
export async function previewNews(strapi: Core.Strapi, chapterId: number, writer: { id: number; firstname: string | null; email: string | null }, input: ChapterNewsValues): Promise<NewsPreview> {
  await eventFor(strapi, chapterId, input.eventId);
  sendTimeOf(input.sendAt);
  const compose = await composerOf(strapi, draftRow(chapterId, input));
  const to = { userId: writer.id, firstname: writer.firstname, email: writer.email };
  const mail = compose.email(to);
  return { subject: mail.subject, html: mail.html, text: mail.text, sms: compose.sms(to), ...(await newsAudience(strapi, chapterId)) };
}

/** The email as members will get it, to the writer's own address only, its subject marked as a test. */
export async function sendTestNews(strapi: Core.Strapi, chapterId: number, writer: { id: number; firstname: string | null; email: string | null }, input: ChapterNewsValues): Promise<void> {
  await eventFor(strapi, chapterId, input.eventId);
  const compose = await composerOf(strapi, draftRow(chapterId, input));
  const mail = compose.email({ userId: writer.id, firstname: writer.firstname, email: writer.email });
  await sendMailInBackground(strapi, oneLineSubject({ ...mail, subject: CHAPTER_NEWS_TEXTS.testSubject(mail.subject) }));
}

/** Writes the news for its time (now: its delivery starts at once). */
export async function sendNews(strapi: Core.Strapi, chapterId: number, authorId: number, input: ChapterNewsValues): Promise<{ id: number; scheduled: boolean; recipients: number }> {
  await eventFor(strapi, chapterId, input.eventId);
  const sendAt = sendTimeOf(input.sendAt);
  const { recipients } = sendAt ? { recipients: 0 } : await newsAudience(strapi, chapterId);
  const id = await createAnnouncement(strapi, {
    kind: 'chapterNews',
    settingKey: SETTING,
    chapterId,
    subject: input.subject,
    body: input.body,
    link: newsPath,
    eventIds: input.eventId ? [input.eventId] : undefined,
    ...(sendAt ? { sendAt } : {}),
    authorId,
  });
  return { id, scheduled: sendAt !== null, recipients };
}

async function summaries(strapi: Core.Strapi, rows: Row[], viewer: NewsViewer): Promise<NewsSummary[]> {
  const authorIds = [...new Set(rows.map((r) => r.author_id).filter((id): id is number => id !== null))];
  const authors = authorIds.length ? ((await db(strapi)('up_users').whereIn('id', authorIds).select('id', 'firstname', 'lastname')) as { id: number; firstname: string | null; lastname: string | null }[]) : [];
  const eventIds = [...new Set(rows.flatMap(eventIdsOf))];
  const events = eventIds.length ? await apiService(strapi, 'api::event.event').byIds(eventIds) : [];
  return rows.map((row) => {
    const author = authors.find((a) => Number(a.id) === Number(row.author_id));
    const event = events.find((e) => e.id === eventIdsOf(row)[0]);
    return {
      id: Number(row.id),
      subject: row.subject,
      excerpt: excerptOf(row.body),
      status: row.status as AnnouncementStatus,
      sendAt: iso(row.send_at),
      author: author ? [author.firstname, author.lastname].filter(Boolean).join(' ') : null,
      event: event ? { id: event.id, title: event.title } : null,
      counts: viewer.leader ? { recipients: Number(row.recipients ?? 0), sent: Number(row.sent ?? 0), skipped: Number(row.skipped ?? 0), failed: Number(row.failed ?? 0) } : null,
    };
  });
}

/** Progress while a send is under way: its delivery rows by status (the row's counts are written when it ends). */
export async function liveCounts(strapi: Core.Strapi, rows: Row[]): Promise<void> {
  const sending = rows.filter((r) => r.status === 'sending');
  if (sending.length === 0) return;
  const counts = (await db(strapi)('announcement_deliveries')
    .whereIn('announcement_id', sending.map((r) => r.id))
    .groupBy('announcement_id', 'status')
    .select('announcement_id', 'status')
    .count({ n: 'id' })) as { announcement_id: number; status: string; n: number | string }[];
  for (const row of sending) {
    const of = (status: string) => Number(counts.find((c) => Number(c.announcement_id) === Number(row.id) && c.status === status)?.n ?? 0);
    Object.assign(row, { sent: of('sent'), skipped: of('skipped'), failed: of('failed') });
  }
}

/** The chapter's news, newest first, a page at a time; members see what has gone out, leaders also what is scheduled. */
export async function newsArchive(strapi: Core.Strapi, chapterId: number, viewer: NewsViewer, page: number): Promise<NewsPage> {
  const base = () => {
    const q = db(strapi)('announcements').where({ kind: 'chapterNews', chapter_id: chapterId });
    if (!viewer.leader) q.whereNot('status', 'scheduled');
    return q;
  };
  const [{ n }] = (await base().count({ n: 'id' })) as { n: number | string }[];
  const size = ANNOUNCEMENT_LIMITS.archivePage;
  const rows = (await base().orderBy('send_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size)) as Row[];
  await liveCounts(strapi, rows);
  return { items: await summaries(strapi, rows, viewer), page, pageSize: size, total: Number(n) };
}

const notFound = () => new errors.NotFoundError(CHAPTER_NEWS_MESSAGES.notFound);

/** One news item with its body made safe; a member cannot read one that has not gone out. */
export async function newsItem(strapi: Core.Strapi, id: number, viewer: NewsViewer): Promise<NewsItem> {
  const row = (await db(strapi)('announcements').where({ id, kind: 'chapterNews' }).first()) as Row | undefined;
  if (!row || (!viewer.leader && row.status === 'scheduled')) throw notFound();
  await liveCounts(strapi, [row]);
  const chapter = (await db(strapi)('chapters').where('id', row.chapter_id).first('id', 'name')) as { id: number; name: string };
  const [summary] = await summaries(strapi, [row], viewer);
  return { ...summary!, chapter: { id: Number(chapter.id), name: chapter.name }, body: row.body ?? '', html: renderMarkdown(row.body ?? '') };
}

/** Cancels news that is still waiting for its time (one statement: a send that started is not touched). */
export async function cancelNews(strapi: Core.Strapi, id: number): Promise<void> {
  if (!(await db(strapi)('announcements').where({ id, kind: 'chapterNews' }).first('id'))) throw notFound();
  const removed = await db(strapi)('announcements').where({ id, kind: 'chapterNews', status: 'scheduled' }).delete();
  if (Number(removed) === 0) throw conflict(CHAPTER_NEWS_MESSAGES.notCancellable);
}
