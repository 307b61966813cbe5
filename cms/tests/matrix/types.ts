import type { ChapterRight } from '@gro/config';

/**
 * The authorization matrix's vocabulary: callers, targets, rows and field rules. The
 * rows are in rows.ts; the test that runs them against the server's own route table is
 * tests/authorization-matrix.test.ts.
 */

/**
 * Who calls: nobody signed in; a fresh sign-up without a company (the company gate's situation);
 * a member of a company; a member of a company who leads the fixture's chapter; one who leads
 * another chapter; a portal admin (the admin role, no company, like the seeded one); a sign-up that
 * never opened its verification link; a member of a company still waiting for review.
 */
export const CALLERS = ['visitor', 'newcomer', 'member', 'leader', 'otherLeader', 'admin', 'unverified', 'pendingMember'] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'visitor'>;
/** The two leaders: a row that does not name them gives them the member's expectation (they are members with a company). */
export const LEADER_CALLERS = ['leader', 'otherLeader'] as const;
type LeaderCaller = (typeof LEADER_CALLERS)[number];
/**
 * Callers whose expectation a row need not name: the unverified sign-up is a newcomer refused what
 * needs a verified address (global::is-verified), the member of a pending company a member refused
 * member data (global::reads-member-data); the test reads both policies from the route files.
 */
export const DERIVED_CALLERS = { unverified: 'newcomer', pendingMember: 'member' } as const;
type DerivedCaller = keyof typeof DERIVED_CALLERS;
/** The callers every row must name. */
type BaseCaller = Exclude<Caller, LeaderCaller | DerivedCaller>;

/** Whose object a route with an id is called on: the caller's own, or another member's. */
export type Target = 'own' | 'other';

/** An account the fixture made, with what the rows put in paths and bodies. */
export interface Account {
  id: number;
  email: string;
  password: string;
  /** Their avatar in the upload plugin's files table. */
  avatarFileId: number;
  /** The company they belong to, if any. */
  companyId: number | null;
  companyUuid: string | null;
  /** Their pending request to join the other member's company (the newcomer's), if any. */
  joinRequestId: number | null;
}

/** A public object as its GET answers it (the rows re-send its own values to update it without changing it). */
type Answered = Record<string, unknown> & { id: number };

/** What the rows may use to build a request. */
export interface Fixture {
  /** An active chapter, as GET /chapter/:id answers it (without its members). */
  chapter: Answered & { uuid: string; slug: string };
  /** An event, as GET /event answers it. */
  event: Answered;
  /** Each signed-in caller's own account. */
  accounts: Record<SignedInCaller, Account>;
  /** Another member, with a company and an avatar: the object that is not the caller's. */
  other: Account;
  /**
   * Pending join requests to the other member's company, one per reviewing row and caller, each by a
   * newcomer whose home chapter is the fixture's chapter (the leader reviews those).
   */
  pendingJoinRequests: Record<'approve' | 'reject', Record<Caller, number>>;
  /** Companies waiting for review (their uuids), each created by a member of the fixture's chapter, one per reviewing row and caller. */
  pendingCompanies: Record<'approve' | 'reject', Record<Caller, string>>;
  /** An event of the fixture's chapter, as GET /event answers it (leaders edit it and read its RSVPs). */
  chapterEvent: Answered;
  /** A one-time meeting of the fixture's chapter a week ago, and a member at home in that chapter (on its attendance sheet). */
  pastMeeting: { id: number; date: string; memberId: number };
  /** A weekly meeting of the fixture's chapter, at noon UTC's day, with a date of its own per caller (for rows that cancel one). */
  weeklyMeeting: { id: number; dates: Record<Caller, string> };
  /** Registered visitors of the fixture's chapter, one per visitor row and caller. */
  visitors: Record<'update' | 'invite', Record<Caller, number>>;
  /** The active chapter the other leader leads (not the fixture's). */
  otherChapter: Answered & { uuid: string; slug: string };
  /** A notification setting's key (PUT /account/setting). */
  settingKey: string;
  /** A unique value for bodies that create something. */
  unique: (tag: string) => string;
}

export interface RequestContext {
  f: Fixture;
  caller: Caller;
  /** The caller's own account (undefined for the visitor). */
  me: Account | undefined;
  /** Set on rows that take an object id. */
  target?: Target;
  /** The account the id points at: `me` for 'own', `f.other` for 'other'. */
  owner?: Account;
}

/** Every caller's status; the leaders' default to the member's, the derived callers' to their base's. */
export type Statuses = Record<BaseCaller, number> & Partial<Record<LeaderCaller | DerivedCaller, number>>;

/**
 * What a caller may see in a 2xx answer, as paths into the envelope's `data`: `a.b` walks objects,
 * `items[]` walks every element of an array (the array must not be empty).
 */
export interface FieldRule {
  /** Present in every element (a value, null allowed). */
  has?: string[];
  /** Absent from every element. */
  lacks?: string[];
  /** Null (or absent) in every element: fields a role must not see the values of. */
  empty?: string[];
  /** A path whose value must be the caller's own id: the answer is about the caller. */
  self?: string;
  /** Admin-only keys (billing ids) a non-admin may see here: their own, in an answer about themselves. */
  allow?: string[];
}

export interface Row {
  /** As the router lists it: 'GET /api/user/:id'. */
  route: string;
  /**
   * The expected status per caller; for a route that takes an object id, per target. 'own' lists
   * the callers that own such an object (never the visitor; not the newcomer for a company).
   */
  expect: Statuses | { own: Partial<Omit<Statuses, 'visitor'>>; other: Statuses };
  /** The concrete path (default: the route's path). */
  path?: (c: RequestContext) => string;
  /** A JSON body (or FormData), valid enough that the status reflects authorization. */
  body?: (c: RequestContext) => unknown;
  /** Field rules of the 2xx answers, per caller. */
  fields?: Partial<Record<Caller, FieldRule>>;
  /**
   * The call changes the caller (ends or rotates its session, gives it a company, changes its
   * password): each caller is a disposable copy made for this row alone.
   */
  fresh?: true;
  /** The answer is a stream of server-sent events: a 2xx is judged by its status alone. */
  stream?: true;
  /** Why the statuses are what they are, when the route config alone does not say it. */
  note?: string;
  /** The chapter leader's right (CHAPTER_RIGHTS) the route needs, for a leader route. */
  right?: ChapterRight;
}

export const ALL = (status: number): Statuses => ({ visitor: status, newcomer: status, member: status, admin: status });
/**
 * Chapter-leader routes (global::is-chapter-leader) called on the fixture's chapter or an
 * object of it: its leader and admins get `status`; the leader of another chapter, members and
 * newcomers 403; visitors 401.
 */
export const LEADERS = (status: number): Statuses => ({ visitor: 401, newcomer: 403, member: 403, leader: status, otherLeader: 403, admin: status });
/** signedInOnly routes: any signed-in account, with or without a company. */
export const SIGNED_IN = (status: number): Statuses => ({ visitor: 401, newcomer: status, member: status, admin: status });
/** memberOnly routes: a member of a company, or an admin. */
export const MEMBERS = (status: number): Statuses => ({ visitor: 401, newcomer: 403, member: status, admin: status });
/** adminOnly routes. */
export const ADMINS = (status: number): Statuses => ({ visitor: 401, newcomer: 403, member: 403, admin: status });
