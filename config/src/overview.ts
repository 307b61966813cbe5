/**
 * The admin overview: GET /overview answers the figures of /portal/administrator in one
 * call, summed by the database. Amounts are in cents; months are 'YYYY-MM' (UTC).
 */
import type { SubscriptionStatus, UserStatus } from './enums';
import { DUES_SHARE_NO_CHAPTER } from './payments';

/** How many months the monthly figures cover (the current one last). */
export const OVERVIEW_MONTHS = 12;
/** The overview is kept this long (per process) before the database is asked again; `?fresh=1` asks at once. */
export const OVERVIEW_CACHE_SECONDS = 60;
/** Subscriptions counted as active and in the monthly recurring revenue (trials pay nothing yet). */
export const OVERVIEW_ACTIVE_STATUSES = ['active'] as const satisfies readonly SubscriptionStatus[];
/** A failed payment awaiting a card update: Stripe keeps retrying (past_due) or has stopped (unpaid). */
export const OVERVIEW_FAILED_PAYMENT_STATUSES = ['past_due', 'unpaid'] as const satisfies readonly SubscriptionStatus[];
/** Subscriptions that never started (the first payment never went through): neither subscribers nor churn. */
export const OVERVIEW_NEVER_STARTED_STATUSES = ['incomplete', 'incomplete_expired'] as const satisfies readonly SubscriptionStatus[];

/** Members (every account but the administrators') of one home chapter, per status. */
export interface OverviewChapterMembers {
  /** null: members with no home chapter. */
  chapterId: number | null;
  chapterName: string;
  counts: Record<UserStatus, number>;
  total: number;
}

export interface OverviewMonthCount {
  month: string;
  count: number;
}

/** One plan's active subscriptions and what they bring in a month, at the plan's list price. */
export interface OverviewPlan {
  priceId: string | null;
  /** 'Monthly', 'Yearly', 'Nonprofit', or null for a price no longer configured. */
  planLabel: string | null;
  interval: 'month' | 'year' | null;
  active: number;
  /** The plan's price per interval; null when the payment provider could not say. */
  priceCents: number | null;
  /** active × price, a yearly price counted as a twelfth; null when the price is unknown. */
  mrrCents: number | null;
}

export interface OverviewChurnMonth {
  month: string;
  /** Subscriptions that ended in the month. */
  canceled: number;
  /** Subscriptions running on the month's first day. */
  activeAtStart: number;
  /** canceled / activeAtStart, 0 to 1; null when none was running. */
  rate: number | null;
}

/** Guests registered for chapter meetings in the last OVERVIEW_MONTHS months, and how many joined. */
export interface OverviewChapterVisitors {
  chapterId: number | null;
  chapterName: string;
  visitors: number;
  joined: number;
  /** joined / visitors, 0 to 1. */
  conversion: number;
}

export interface OverviewDuesShareRow {
  chapterId: number | null;
  chapterName: string;
  netCents: number;
  shareCents: number;
}

/** GET /overview (admins; `?fresh=1` skips the cache). */
export interface AdminOverview {
  /** ISO date-time the figures were read. */
  generatedAt: string;
  cacheSeconds: number;
  /** The months of the monthly figures, oldest first, the current one last. */
  months: string[];
  members: { total: number; chapters: OverviewChapterMembers[] };
  newMembers: OverviewMonthCount[];
  subscriptions: { active: number; mrrCents: number | null; currency: string; plans: OverviewPlan[] };
  churn: OverviewChurnMonth[];
  failedPayments: { subscriptions: number; pastDue: number; unpaid: number; openInvoices: number; amountDueCents: number; currency: string };
  joinRequests: { pending: number; oldestAt: string | null };
  visitors: { since: string; chapters: OverviewChapterVisitors[] };
  duesShare: { month: string; percent: number; currency: string; totalShareCents: number; chapters: OverviewDuesShareRow[] };
}

/** The chapterName of members, visitors and dues of no chapter (the dues share's word). */
export const OVERVIEW_NO_CHAPTER = DUES_SHARE_NO_CHAPTER;

/** The MRR of `active` subscriptions at `priceCents` per interval, to the cent: a yearly price counts a twelfth. */
export function monthlyRecurringCents(active: number, priceCents: number, interval: 'month' | 'year'): number {
  return Math.round((active * priceCents) / (interval === 'year' ? 12 : 1));
}
