import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ADMIN_MESSAGES, CHAPTER_LEADER_MESSAGES, CHAPTER_LEADER_REASON, CHAPTER_NEWS_MESSAGES, CHAPTER_NOT_FOUND, EVENT_NOT_FOUND, PORTAL_MESSAGES, VISITOR_MESSAGES,
  type ChapterRight, type ChapterSource, type LedChapter,
} from '@gro/config';
import { forbidden } from '../platform/http/http-errors';
import { parseDocumentId, parseId } from '../platform/http/params';
import { EVENT_CHAPTER, JOIN_REQUEST_USER, USER_CHAPTER, USER_COMPANY, VISITOR_CHAPTER } from '../platform/db/links';

const companyLink = USER_COMPANY.as('ucl');
const chapterLink = USER_CHAPTER.as('uchl');
const eventChapter = EVENT_CHAPTER.as('ecl');
const visitorChapter = VISITOR_CHAPTER.as('vc');
const requestUser = JOIN_REQUEST_USER.as('jul');

type Db = Core.Strapi['db']['connection'];

/** The chapters a member leads, by name: read from chapter_leaders at every call (no cache: a revoke counts at once). */
export async function ledChapters(db: Db, userId: number): Promise<LedChapter[]> {
  const rows: { id: number | string; name: string; slug: string }[] = await db('chapter_leaders as l')
    .join('chapters as c', 'c.id', 'l.chapter_id')
    .where('l.user_id', userId)
    .orderByRaw('lower(c.name), c.id')
    .select('c.id', 'c.name', 'c.slug');
  return rows.map((r) => ({ id: Number(r.id), name: r.name, slug: r.slug }));
}

/** Whether the member leads the chapter (one indexed lookup). */
export async function leadsChapter(db: Db, userId: number, chapterId: number): Promise<boolean> {
  return Boolean(await db('chapter_leaders').where({ user_id: userId, chapter_id: chapterId }).first('id'));
}

/** The 403 of a leader's route: its reason tells the web to reload the account (the role may just have been taken). */
export const notLeader = (message: string = CHAPTER_LEADER_MESSAGES.notYourChapter) => forbidden(message, { reason: CHAPTER_LEADER_REASON });

const badId = () => new errors.ValidationError(PORTAL_MESSAGES.badId);
const chapterNotFound = () => new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });

/**
 * The chapter a leader's route is about, from the route's parameter or the object it names, never
 * from the body: the chapter (`:id` or `:uuid`), an event's chapter, a visitor's chapter, or the home
 * chapter of the member who asked to join a company, or of the member who created a company waiting
 * for review (its first member). 400 for a malformed id, 404 for an unknown object; null for an
 * object without a chapter (an event of none: only admins edit it).
 */
export async function chapterOfRoute(db: Db, from: Exclude<ChapterSource, 'anyLed'>, params: Record<string, unknown>): Promise<number | null> {
  if (from === 'chapterUuid') {
    const uuid = parseDocumentId(params.uuid);
    if (uuid === null) throw chapterNotFound();
    const row = await db('chapters').where({ document_id: uuid }).first('id');
    if (!row) throw chapterNotFound();
    return Number(row.id);
  }
  if (from === 'company') {
    const uuid = parseDocumentId(params.uuid);
    const company = uuid === null ? undefined : await db('companies').where({ document_id: uuid }).first('id');
    if (!company) throw new errors.NotFoundError(PORTAL_MESSAGES.companyNotFound);
    const creator = await db(companyLink.table)
      .leftJoin(chapterLink.table, chapterLink.owner, companyLink.owner)
      .where(companyLink.target, company.id)
      .orderBy(companyLink.owner)
      .first(`${chapterLink.target} as chapter_id`);
    return creator?.chapter_id == null ? null : Number(creator.chapter_id);
  }
  const id = parseId(params.id);
  if (id === null) throw badId();
  if (from === 'chapter') {
    if (!(await db('chapters').where({ id }).first('id'))) throw chapterNotFound();
    return id;
  }
  if (from === 'event') {
    const row = await db('events as e').leftJoin(eventChapter.table, eventChapter.owner, 'e.id').where('e.id', id).first('e.id', eventChapter.target);
    if (!row) throw new errors.NotFoundError(EVENT_NOT_FOUND.message, { title: EVENT_NOT_FOUND.title });
    return row.chapter_id == null ? null : Number(row.chapter_id);
  }
  if (from === 'news') {
    const row = await db('announcements').where({ id, kind: 'chapterNews' }).first('chapter_id');
    if (!row) throw new errors.NotFoundError(CHAPTER_NEWS_MESSAGES.notFound);
    return row.chapter_id == null ? null : Number(row.chapter_id);
  }
  if (from === 'visitor') {
    const row = await db('visitors as v').leftJoin(visitorChapter.table, visitorChapter.owner, 'v.id').where('v.id', id).first('v.id', visitorChapter.target);
    if (!row) throw new errors.NotFoundError(VISITOR_MESSAGES.notFound);
    return row.chapter_id == null ? null : Number(row.chapter_id);
  }
  const row = await db('join_requests as jr')
    .leftJoin(requestUser.table, requestUser.owner, 'jr.id')
    .leftJoin(chapterLink.table, chapterLink.owner, requestUser.target)
    .where('jr.id', id)
    .first('jr.id', `${chapterLink.target} as chapter_id`);
  if (!row) throw new errors.NotFoundError(ADMIN_MESSAGES.joinRequestNotFound);
  return row.chapter_id == null ? null : Number(row.chapter_id);
}

/** What global::is-chapter-leader leaves in ctx.state for the controllers: the chapter judged, null for an admin. */
export type LeaderScope = { chapterId: number | null; right: ChapterRight | null; admin: boolean };
