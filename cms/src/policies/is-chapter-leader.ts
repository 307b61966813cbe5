import type { Core } from '@strapi/strapi';
import { CHAPTER_LEADER_MESSAGES, CHAPTER_LEADER_REASON, type ChapterRight, type ChapterSource } from '@gro/config';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';
import { chapterOfRoute, leadsChapter, notLeader, type LeaderScope } from '../auth/leadership';
import { assertCompanyMember, isAdmin } from '../auth/roles';
import { forbidden } from '../platform/http/http-errors';
import { USER_CHAPTER } from '../platform/db/links';

export type ChapterLeaderPolicyConfig = {
  /** Where the chapter comes from: the route's :id or :uuid, or the object it names; 'anyLed': any chapter the caller leads. */
  from: ChapterSource;
  /** The right of CHAPTER_RIGHTS this route needs (every leader holds all of them; named for the roles table and the logs). */
  right?: ChapterRight;
  /** The chapter's own members pass too (their home chapter now), with `deniedMessage` for the others. */
  homeMembers?: boolean;
  deniedMessage?: string;
};

/**
 * A chapter's leader's routes: an admin passes everywhere; anyone else must be signed in,
 * Active, belong to a company, and lead the chapter the route names or its object belongs to (read
 * from the route and the database at every call, never from the body; auth/leadership.ts). 403 with
 * details.reason 'chapter-leader' otherwise. Leaves state.leaderScope for the controllers' body checks.
 */
export default async (policyContext: PolicyContext, config: ChapterLeaderPolicyConfig, { strapi }: { strapi: Core.Strapi }) => {
  const user = await signedInCaller(strapi, policyContext);
  const right = config.right ?? null;
  if (isAdmin(user)) {
    policyContext.state.leaderScope = { chapterId: null, right, admin: true } satisfies LeaderScope;
    return true;
  }
  assertCompanyMember(user);
  const db = strapi.db.connection;
  if (!config.homeMembers && !(await db('chapter_leaders').where({ user_id: user.id }).first('id'))) throw notLeader(CHAPTER_LEADER_MESSAGES.leadersOnly);
  if (config.from === 'anyLed') {
    policyContext.state.leaderScope = { chapterId: null, right, admin: false } satisfies LeaderScope;
    return true;
  }
  const params = ((policyContext as unknown as { params?: Record<string, unknown> }).params ?? {}) as Record<string, unknown>;
  const chapterId = await chapterOfRoute(db, config.from, params);
  let allowed = chapterId !== null && (await leadsChapter(db, user.id, chapterId));
  if (!allowed && chapterId !== null && config.homeMembers) {
    allowed = Boolean(await db(USER_CHAPTER.table).where({ [USER_CHAPTER.owner]: user.id, [USER_CHAPTER.target]: chapterId }).first(USER_CHAPTER.owner));
    if (!allowed) throw forbidden(config.deniedMessage ?? CHAPTER_LEADER_MESSAGES.notYourChapter, { reason: CHAPTER_LEADER_REASON });
  }
  if (!allowed) throw notLeader(chapterId === null && config.from === 'event' ? CHAPTER_LEADER_MESSAGES.eventChapterNotYours : CHAPTER_LEADER_MESSAGES.notYourChapter);
  policyContext.state.leaderScope = { chapterId, right, admin: false } satisfies LeaderScope;
  return true;
};
