import { PLAN_KEYS, PLAN_LABELS, type PlanKey } from '@gro/config';
import { paymentProvider } from '.';

/** The configured plans (STRIPE_PRICE_*): key and Stripe price id; none when payments are not configured. */
export function configuredPlans(): { key: PlanKey; priceId: string }[] {
  const prices = paymentProvider()?.prices;
  if (!prices) return [];
  return PLAN_KEYS.flatMap((key) => (prices[key] ? [{ key, priceId: prices[key] as string }] : []));
}

/** 'Monthly', 'Yearly' or 'Nonprofit' for a configured price; null for any other. */
export function planLabelOf(priceId: string | null | undefined): string | null {
  const plan = priceId ? configuredPlans().find((p) => p.priceId === priceId) : undefined;
  return plan ? PLAN_LABELS[plan.key] : null;
}
