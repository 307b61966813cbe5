/**
 * Roles and their rights (the rights themselves in chapter-rights.ts): the server's policies (cms/src/policies) check
 * them, the roles table of docs/api.md (npm run api-docs) lists them, the web shows or hides
 * actions by them.
 *
 * - A member belongs to a company and a home chapter and uses the member portal.
 * - A chapter leader is a member who leads one or more chapters (given and taken by admins): for
 *   those chapters only, they hold the rights below.
 * - An admin holds every right on every chapter, and everything else (users' roles, finance).
 */

/** Where the leader policy reads the chapter from: a route parameter, or the object the route names (never the body). */
export type ChapterSource = 'chapter' | 'chapterUuid' | 'event' | 'visitor' | 'joinRequest' | 'company' | 'news' | 'anyLed';

/** A chapter the signed-in member leads, as GET /account answers it (`User.leads`). */
export interface LedChapter {
  id: number;
  name: string;
  slug: string;
}

/** The role names the roles table shows (the admin role's name is checked by isAdminRoleName). */
export const ROLE_LABELS = { member: 'Member', leader: 'Chapter leader', admin: 'Admin' } as const;

/** `error.details.reason` of the leader policy's 403s: the web reloads the account (the role may just have been taken). */
export const CHAPTER_LEADER_REASON = 'chapter-leader';

/** The 403's `details.reason` of a call the second-factor gate refuses (secondFactorGate): the web reloads the account and shows the gate. */
export const SECOND_FACTOR_REASON = 'second-factor-required';
