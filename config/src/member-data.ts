import { waitText } from './auth';

/**
 * Who reads member data (the directory, the users list and a member's page, the dashboard's
 * members, event attendee lists, the members map): signed-in members whose email address is
 * verified and who belong to a company, as the server's MEMBER_DATA_ACCESS rule further decides.
 * Admins always do; a chapter's leaders reach their chapter's members through their own screens.
 */
export const MEMBER_DATA_ACCESS_RULES = [
  /** Members of a company the organisation approved (the default): a company a member creates waits for review. */
  'approved-company',
  /** Members of any company, approved or not: anyone who proves an address and names a company reads member data at once. */
  'any-company',
  /** Members of any company whose subscription is active or trialing: paying members only. */
  'active-subscription',
] as const;
export type MemberDataAccessRule = (typeof MEMBER_DATA_ACCESS_RULES)[number];
const DEFAULT_MEMBER_DATA_ACCESS: MemberDataAccessRule = 'approved-company';
/** The server's environment variable that chooses the rule (.env.example). */
const MEMBER_DATA_ACCESS_ENV = 'MEMBER_DATA_ACCESS';

/** The rule in force: the environment's value, else the default; an unknown value throws with the variable's name. */
export function memberDataAccessRuleFrom(env: Record<string, string | undefined>): MemberDataAccessRule {
  const raw = env[MEMBER_DATA_ACCESS_ENV]?.trim();
  if (!raw) return DEFAULT_MEMBER_DATA_ACCESS;
  if (!(MEMBER_DATA_ACCESS_RULES as readonly string[]).includes(raw)) {
    throw new Error(`${MEMBER_DATA_ACCESS_ENV} must be one of ${MEMBER_DATA_ACCESS_RULES.join(', ')}, not ${JSON.stringify(raw)}`);
  }
  return raw as MemberDataAccessRule;
}

/** Where a company a member created stands: Pending until an admin or a leader of the creator's chapter approves it. */
export const COMPANY_REVIEW_STATUSES = ['Pending', 'Approved'] as const;
export type CompanyReviewStatus = (typeof COMPANY_REVIEW_STATUSES)[number];

/** A company waiting for review as its reviewers list it: who created it, and their home chapter (whose leaders review it). */
export interface PendingCompany {
  id: number;
  uuid: string;
  name: string;
  city: string | null;
  industry: string | null;
  url: string | null;
  createdAt: string;
  creator: { id: number; firstname: string; lastname: string; email: string; chapter: { id: number; name: string } | null } | null;
}

/** POST /company/{uuid}/approve | reject answer: the company as reviewed. */
export interface ReviewedCompany extends PendingCompany {
  decision: 'Approved' | 'Rejected';
  reason: string | null;
}

/** Why a member of a company does not read member data yet. */
export type MemberDataBlock = 'company-pending' | 'subscription-required';

/** GET /account: whether the account reads member data, and if not, why. */
export interface MemberDataAccess {
  allowed: boolean;
  reason: MemberDataBlock | null;
}

/** Subscription statuses (Stripe's words) that count as paying (a live subscription): the 'active-subscription' rule, the newsletter's 'subscribers' audience. */
export const PAYING_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

export interface MemberDataFacts {
  isAdmin: boolean;
  verified: boolean;
  companyId: number | null;
  companyStatus: CompanyReviewStatus | null;
  subscriptionStatus: string | null;
}

/** The rule applied to one account: whether it reads member data, and if not, why (null reason: no company or no verified address, which the company gate handles). */
export function memberDataAccess(rule: MemberDataAccessRule, facts: MemberDataFacts): MemberDataAccess {
  if (facts.isAdmin) return { allowed: true, reason: null };
  if (!facts.verified || facts.companyId === null) return { allowed: false, reason: null };
  if (rule === 'approved-company' && facts.companyStatus === 'Pending') return { allowed: false, reason: 'company-pending' };
  if (rule === 'active-subscription' && !(PAYING_SUBSCRIPTION_STATUSES as readonly string[]).includes(facts.subscriptionStatus ?? '')) {
    return { allowed: false, reason: 'subscription-required' };
  }
  return { allowed: true, reason: null };
}

/** A limit's window as people say it: 'the last hour', 'the last 30 minutes', 'the last 24 hours'. */
function lastWindowText(minutes: number): string {
  if (minutes === 60) return 'the last hour';
  if (minutes % 60 === 0) return `the last ${minutes / 60} hours`;
  return minutes === 1 ? 'the last minute' : `the last ${minutes} minutes`;
}

/** Texts of the member-data rule and of the review of new companies. */
export const MEMBER_DATA_MESSAGES = {
  companyPendingTitle: 'Waiting for review',
  companyPending: (company: string): string =>
    `${company} is waiting for review. An administrator or a leader of your chapter approves new companies; we email you when it is done, and the member directory opens then.`,
  subscriptionRequiredTitle: 'Subscription required',
  subscriptionRequired: 'The member directory and other members’ details are for members with an active subscription. Subscribe to see them.',
  companyCreatedPending: (company: string): string => `${company} is now your company. It is waiting for review: the member directory opens once it is approved.`,
  /** 409 of a request to join a company that is itself still waiting for review. */
  companyNotReviewed: (company: string): string => `${company} is waiting for review. You can ask to join it once it is approved.`,
  companyReviewNotFound: 'That company is not waiting for review.',
  companyApproved: (company: string) => ({ title: 'Company approved', message: `${company} is approved. Its members now see the member directory.` }),
  companyRejected: (company: string) => ({ title: 'Company rejected', message: `${company} was rejected and removed. Its members are back at the company gate.` }),
  /** 429 of a member past READ_LIMITS.memberDataReadsPerHour: the limit's window and the wait, in seconds, until they can continue. */
  readLimitTitle: 'Member details paused',
  readLimit: (windowMinutes: number, seconds: number): string =>
    `You have opened member details very often in ${lastWindowText(windowMinutes)}. You can continue in ${waitText(seconds)}.`,
  /** The activity log's entry (one per window) for a member who reached that limit, named by full name or email. */
  readLimitReached: (member: string): string => `Member-data read limit reached by ${member}`,
} as const;
