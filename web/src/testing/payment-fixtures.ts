import type { MemberSubscription, Plan, PlanOffer, SessionResult } from '@gro/config';

export const monthlyPlan: Plan = { key: 'monthly', priceId: 'price_monthly', label: 'Monthly', amount: 2500, currency: 'usd', interval: 'month' };
export const yearlyPlan: Plan = { key: 'yearly', priceId: 'price_yearly', label: 'Yearly', amount: 25000, currency: 'usd', interval: 'year' };
export const nonprofitPlan: Plan = {
  key: 'nonprofit',
  priceId: 'price_nonprofit',
  label: 'Nonprofit',
  amount: 10000,
  currency: 'usd',
  interval: 'year',
};

/** GET /subscription/plan for a member of a company that is not a nonprofit, with no live subscription. */
export const buildPlanOffer = (overrides: Partial<PlanOffer> = {}): PlanOffer => ({
  plans: [monthlyPlan, yearlyPlan],
  corporateDiscount: null,
  current: null,
  ...overrides,
});

/** The member's monthly subscription, renewing on 1 March 2026. */
export const buildMemberSubscription = (overrides: Partial<MemberSubscription> = {}): MemberSubscription => ({
  status: 'active',
  priceId: 'price_monthly',
  planLabel: 'Monthly',
  interval: 'month',
  currentPeriodEnd: '2026-03-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  canceledAt: null,
  ...overrides,
});

type SessionPrice = NonNullable<SessionResult['subscription']>['items'][number]['price'];

/** GET /stripe/session/{id} of a completed checkout for `price`. */
export const buildSessionResult = (price: Partial<SessionPrice> = {}): SessionResult => ({
  id: 'cs_test_1',
  status: 'complete',
  subscription: {
    id: 'sub_1',
    status: 'active',
    items: [{ price: { id: 'price_monthly', nickname: 'Monthly', recurring: { interval: 'month' }, ...price } }],
  },
});
