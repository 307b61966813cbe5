/**
 * Roles and their rights, in one table: the server's policies (cms/src/policies) check
 * them, the roles table of docs/api.md (npm run api-docs) lists them, the web shows or hides
 * actions by them.
 *
 * - A member belongs to a company and a home chapter and uses the member portal.
 * - A chapter leader is a member who leads one or more chapters (given and taken by admins): for
 *   those chapters only, they hold the rights below.
 * - An admin holds every right on every chapter, and everything else (users' roles, finance).
 */

/** What a chapter's leaders may do for that chapter, checked by global::is-chapter-leader. */
export const CHAPTER_RIGHTS = {
  editChapter: { label: 'Edit the chapter', description: 'Its meeting day, times, place, description and contact (not its name, address on the site or whether it is active).' },
  manageEvents: { label: 'Run its events', description: 'Add events to the chapter and edit them.' },
  manageVisitors: { label: 'Manage its visitors', description: 'See the guests registered for its meetings, follow them up and invite them to join.' },
  seeRsvps: { label: 'See its RSVPs', description: "See who is going to the chapter's events, and export the list." },
  reviewJoinRequests: { label: 'Review join requests', description: 'Approve or reject the requests to join a company made by members of the chapter.' },
  seeMembers: { label: 'See its members', description: "The chapter's members with their status, including those hidden from the directory." },
  seeReferralFigures: { label: 'See its referral totals', description: "The chapter's referral figures (its members see them too): counts and totals, never a referral's contact." },
  seeDuesShare: { label: 'See its dues share', description: "The dues its members paid per month and the chapter's share." },
} as const;

export type ChapterRight = keyof typeof CHAPTER_RIGHTS;
export const CHAPTER_RIGHT_NAMES = Object.keys(CHAPTER_RIGHTS) as ChapterRight[];

/** Where the leader policy reads the chapter from: a route parameter, or the object the route names (never the body). */
export type ChapterSource = 'chapter' | 'chapterUuid' | 'event' | 'visitor' | 'joinRequest' | 'company' | 'anyLed';

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
