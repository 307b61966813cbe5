import type { ChapterRight } from '@gro/config';
import type { ChapterLeaderPolicyConfig } from '../policies/is-chapter-leader';

/**
 * Route configs of the protected endpoints. auth: false skips users-permissions' role check; the
 * global policy authenticates (open session, Active status) and sets state.user.
 */

/** The account's own calls and the company gate's: any signed-in account, with or without a company. */
export const signedInOnly = { auth: false as const, policies: ['global::is-signed-in'] };

/**
 * What an admin or leader may call before their second factor (the second-factor gate): reading
 * their account and setting up two-step sign-in. Everything else answers 403 until then.
 */
export const beforeSecondFactor = { auth: false as const, policies: [{ name: 'global::is-signed-in', config: { beforeSecondFactor: true } }] };

/** The company gate's actions that reach other members (create a company, ask to join one): a verified email address. */
export const verifiedOnly = { auth: false as const, policies: ['global::is-verified'] };

/** A member's own portal calls (dashboard, subscription, RSVPs, referrals): the account must belong to a company and be verified, or be an admin. */
export const memberOnly = { auth: false as const, policies: ['global::is-member'] };

/**
 * Member data (the directory, the users list, a member's page, the members map): as memberOnly,
 * then the server's MEMBER_DATA_ACCESS rule (a company approved by the organisation by default).
 */
export const memberDataOnly = { auth: false as const, policies: ['global::reads-member-data'] };

/**
 * What reaches another member from the portal (proposing a one-to-one, passing a referral): the
 * same rule as member data, so only members the organisation vouches for write to other members;
 * not counted as a read (SEND_LIMITS count these).
 */
export const reachesMembersOnly = { auth: false as const, policies: [{ name: 'global::reads-member-data', config: { countRead: false } }] };

/** Admin operations: the same authentication, then the user's role must be admin (auth/roles.ts). */
export const adminOnly = { auth: false as const, policies: ['global::is-admin'] };

/**
 * A chapter's leaders' routes: admins, or a member who leads the chapter the route names
 * or its object belongs to (`from`; never the body). policies/is-chapter-leader.ts; the rights are
 * CHAPTER_RIGHTS in @gro/config.
 */
export const leaderOf = (from: ChapterLeaderPolicyConfig['from'], right?: ChapterRight, extra: Omit<ChapterLeaderPolicyConfig, 'from' | 'right'> = {}) => ({
  auth: false as const,
  policies: [{ name: 'global::is-chapter-leader', config: { from, right, ...extra } satisfies ChapterLeaderPolicyConfig }],
});
