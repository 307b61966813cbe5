import type Stripe from 'stripe';
import { PLAN_INTERVALS, SUBSCRIPTION_STATUSES, type PlanInterval, type SubscriptionStatus } from '@gro/config';

/** The id of a field Stripe sends either as an id or as the expanded object. */
export function idOf(value: string | { id?: string | null } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : (value.id ?? null);
}

/** A Stripe timestamp (seconds) as a Date. */
export const fromUnix = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null);

/** The member's user id we put in metadata (checkout, customer, subscription), or null. */
export function metadataUserId(metadata: Stripe.Metadata | null | undefined): number | null {
  const raw = metadata?.userId;
  return typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

export function isKnownStatus(status: string): status is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

export function planInterval(price: Pick<Stripe.Price, 'recurring'> | null | undefined): PlanInterval | null {
  const interval = price?.recurring?.interval;
  return interval && (PLAN_INTERVALS as readonly string[]).includes(interval) ? (interval as PlanInterval) : null;
}

/** The subscription's first item: GRO's subscriptions have exactly one (one plan). */
export const firstItem = (sub: Stripe.Subscription): Stripe.SubscriptionItem | null => sub.items?.data?.[0] ?? null;

/** Since API version 2025-03-31 the billing period lives on the items: the latest end among them. */
export function currentPeriodEnd(sub: Stripe.Subscription): Date | null {
  const ends = (sub.items?.data ?? []).map((item) => item.current_period_end).filter((end): end is number => typeof end === 'number');
  return ends.length ? fromUnix(Math.max(...ends)) : null;
}

/** The subscription an invoice bills (API 2025-03-31 and later: invoice.parent.subscription_details). */
export const invoiceSubscriptionId = (invoice: Stripe.Invoice): string | null => idOf(invoice.parent?.subscription_details?.subscription ?? null);
