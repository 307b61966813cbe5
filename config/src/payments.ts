/**
 * Payments and finance (spec §1, §2, §3, §7, §8): the contract between the cms and the web for
 * plans, checkout, the Customer Portal, the confirmation page, the admin finance screens and the
 * dues share. Statuses are Stripe's own words.
 */
import type { Paginated } from './api';
import type { SubscriptionStatus } from './enums';
import { CHAPTER_DUES_SHARE_PERCENT_DEFAULT } from './constants';

/** Statuses after which a member may subscribe again; every other status is a live subscription (409 on checkout). */
export const ENDED_SUBSCRIPTION_STATUSES = ['canceled', 'incomplete_expired'] as const satisfies readonly SubscriptionStatus[];

/** Whether a subscription with this status still binds the member (active, trialing, past_due, unpaid, incomplete, paused). */
export function isLiveSubscription(status: string | null | undefined): boolean {
  return !!status && !(ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** How each status reads on the dashboard and in the finance tables. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/** The plans of configuration (STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY, STRIPE_PRICE_NONPROFIT). */
export const PLAN_KEYS = ['monthly', 'yearly', 'nonprofit'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
/** How a plan reads on the Subscribe block, the dashboard and the finance tables. */
export const PLAN_LABELS: Record<PlanKey, string> = { monthly: 'Monthly', yearly: 'Yearly', nonprofit: 'Nonprofit' };
/** Stripe's recurring intervals of the plans (a subscription row stores its plan's). */
export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** One plan a member may buy, as GET /subscription/plan answers it. */
export interface Plan {
  key: PlanKey;
  /** The Stripe price id: what POST /subscription/checkout takes. */
  priceId: string;
  /** 'Monthly', 'Yearly', 'Nonprofit'. */
  label: string;
  /** In cents. */
  amount: number;
  /** ISO 4217, lower case as Stripe writes it ('usd'). */
  currency: string;
  interval: PlanInterval;
}

/** The corporate discount a checkout would get now (spec §1: two or more employees of one company). */
export interface CorporateDiscount {
  couponId: string;
  /** 'Corporate discount: 20% off' — from the coupon's percent_off or amount_off. */
  label: string;
  percentOff: number | null;
  /** In cents. */
  amountOff: number | null;
}

/**
 * What a plan costs the member with the corporate discount, in cents, as Stripe computes it: a
 * percentage off rounded to the cent, or an amount off (never below 0). The plan's own amount
 * without a discount.
 */
export function discountedAmount(amount: number, discount: Pick<CorporateDiscount, 'percentOff' | 'amountOff'> | null | undefined): number {
  if (discount?.percentOff) return amount - Math.round((amount * discount.percentOff) / 100);
  if (discount?.amountOff) return Math.max(0, amount - discount.amountOff);
  return amount;
}

/** GET /subscription/plan (members). */
export interface PlanOffer {
  /** Monthly and yearly for everyone; nonprofit only for members of a company an admin marked Nonprofit. */
  plans: Plan[];
  /** Set when the member's company already has another live subscriber and STRIPE_COUPON_CORPORATE is configured. */
  corporateDiscount: CorporateDiscount | null;
  /** The member's live subscription, if any: then the portal offers Manage billing, not Subscribe. */
  current: MemberSubscription | null;
}

/** POST /subscription/checkout {priceId} → { url } of the hosted checkout page; POST /subscription/portal → { url } of the Customer Portal. */
export interface CheckoutRequest {
  priceId: string;
}
export interface RedirectUrl {
  url: string;
}

/** GET /stripe/session/{id}: the confirmation page's lookup (spec §3), answered only to the session's own member. */
export interface SessionResult {
  id: string;
  status: string | null;
  subscription: {
    id: string;
    status: SubscriptionStatus;
    items: { price: { id: string; nickname: string | null; recurring: { interval: PlanInterval } | null } }[];
  } | null;
}

/** The member's latest subscription on the dashboard and in GET /account (`subscription`). */
export interface MemberSubscription {
  status: SubscriptionStatus;
  priceId: string | null;
  /** The configured plan's label, or null for a price no longer configured. */
  planLabel: string | null;
  interval: PlanInterval | null;
  /** ISO date-time: renewal date while live, end of access once cancelled at period end. */
  currentPeriodEnd: string | null;
  /** The member cancelled in the Customer Portal: the subscription ends at currentPeriodEnd. */
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
}

/** Who a finance row belongs to (null once the account is gone). */
export interface FinanceUserRef {
  id: number;
  fullname: string;
  email: string;
}

/** GET /invoice (admins; paged, sortable by createdAt|dueDate|total|status|paidAt, searchable by member name/email and status). */
export interface InvoiceRow {
  id: number;
  stripeInvoiceId: string;
  user: FinanceUserRef | null;
  status: string;
  /** In cents; the screen shows total / 100 with the currency. */
  total: number;
  currency: string;
  dueDate: string | null;
  paidAt: string | null;
  hostedInvoiceUrl: string | null;
  createdAt: string;
}

/** GET /subscription (admins; paged, sortable by createdAt|status|currentPeriodEnd, searchable by member name/email and status). */
export interface SubscriptionRow {
  id: number;
  stripeSubscriptionId: string;
  user: FinanceUserRef | null;
  status: SubscriptionStatus;
  priceId: string | null;
  planLabel: string | null;
  currentPeriodEnd: string | null;
  canceledAt: string | null;
  /** Cancelled (by an admin at once, or ended): the screen shows 'Canceled' instead of the Cancel button. */
  isCancelled: boolean;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
}

/** GET /subscription/log (admins; paged, newest first by default, sortable by createdAt|type, searchable by type and member). */
export interface SubscriptionLogRow {
  id: number;
  stripeEventId: string;
  type: string;
  user: FinanceUserRef | null;
  createdAt: string;
  /** The event exactly as Stripe sent it. */
  rawPayload: unknown;
}

/** Sortable columns of the finance lists (`sort=field:asc|desc`), as the comments above list them. */
export const FINANCE_SORT_FIELDS = {
  invoice: ['createdAt', 'dueDate', 'total', 'status', 'paidAt'],
  subscription: ['createdAt', 'status', 'currentPeriodEnd'],
  subscriptionLog: ['createdAt', 'type'],
} as const;
export type InvoiceSortField = (typeof FINANCE_SORT_FIELDS.invoice)[number];
export type SubscriptionSortField = (typeof FINANCE_SORT_FIELDS.subscription)[number];
export type SubscriptionLogSortField = (typeof FINANCE_SORT_FIELDS.subscriptionLog)[number];

export type InvoicePage = Paginated<InvoiceRow>;
export type SubscriptionPage = Paginated<SubscriptionRow>;
export type SubscriptionLogPage = Paginated<SubscriptionLogRow>;

/** POST /subscription/cancel (admins). */
export interface CancelSubscriptionRequest {
  stripeSubscriptionId: string;
}

/**
 * GET /finance/dues-share?from=YYYY-MM&to=YYYY-MM (admins; default the last 12 months, at most 36):
 * paid dues per home chapter per month and the chapter's share. GET /finance/dues-share/csv: the same as CSV.
 */
export interface DuesShareRow {
  /** null: members with no home chapter when they paid. */
  chapterId: number | null;
  chapterName: string;
  /** 'YYYY-MM' (UTC). */
  month: string;
  paidCents: number;
  refundedCents: number;
  netCents: number;
  /** round(netCents × percent / 100). */
  shareCents: number;
  /**
   * ISO 4217 as Stripe writes it ('usd'): dues in another currency than the report's are rows of
   * their own, never summed with it. Always sent; optional only so rows written before it still type.
   */
  currency?: string;
}
export interface DuesShareReport {
  percent: number;
  from: string;
  to: string;
  /** Every month from..to, in order (the chart's x axis). */
  months: string[];
  /** The currency of the dues (the most common one when several appear; 'usd' when there are none). */
  currency: string;
  rows: DuesShareRow[];
}

/** The chapterName of dues paid by members who had no home chapter when they paid. */
export const DUES_SHARE_NO_CHAPTER = 'No home chapter';

export const DUES_SHARE_LIMITS = { defaultMonths: 12, maxMonths: 36, defaultPercent: CHAPTER_DUES_SHARE_PERCENT_DEFAULT } as const;

/** Messages the payment endpoints answer with. */
export const PAYMENT_MESSAGES = {
  paymentsNotConfigured: 'Payments are not configured.',
  planNotOffered: 'That plan is not available to you.',
  alreadySubscribed: 'You already have a subscription. Manage it from your dashboard.',
  noBillingAccount: 'You have no billing account yet. Subscribe first.',
  sessionNotFound: 'Checkout session not found.',
  subscriptionNotFound: 'Subscription not found.',
  alreadyCanceled: 'This subscription is already canceled.',
  canceledTitle: 'Subscription canceled',
  canceled: (name: string): string => `The subscription of ${name} is canceled.`,
  badSignature: 'Invalid webhook signature.',
  paymentProviderFailed: 'The payment provider did not answer. Try again in a moment.',
  badMonth: 'Months must be written YYYY-MM.',
  badRange: `The range must run forward and span at most ${DUES_SHARE_LIMITS.maxMonths} months.`,
} as const;
