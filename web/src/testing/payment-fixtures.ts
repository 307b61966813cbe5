import type { InvoiceRow, MemberSubscription, Paginated, Plan, PlanOffer, SessionResult, SubscriptionLogRow, SubscriptionRow } from '@gro/config';

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

const financeMember = { id: 7, fullname: 'Jordan Rivera', email: 'jordan@example.com' };

/** A paid monthly invoice of Jordan Rivera. */
export const buildInvoiceRow = (overrides: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: 1,
  stripeInvoiceId: 'in_1',
  user: financeMember,
  status: 'paid',
  total: 2500,
  currency: 'usd',
  dueDate: '2026-02-08T12:00:00.000Z',
  paidAt: '2026-02-01T12:00:00.000Z',
  hostedInvoiceUrl: 'https://invoice.example.com/in_1',
  createdAt: '2026-02-01T12:00:00.000Z',
  ...overrides,
});

/** Jordan Rivera's active monthly subscription, renewing on 1 March 2026. */
export const buildSubscriptionRow = (overrides: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  id: 1,
  stripeSubscriptionId: 'sub_1',
  user: financeMember,
  status: 'active',
  priceId: 'price_monthly',
  planLabel: 'Monthly',
  currentPeriodEnd: '2026-03-01T12:00:00.000Z',
  canceledAt: null,
  isCancelled: false,
  cancelAtPeriodEnd: false,
  createdAt: '2026-02-01T12:00:00.000Z',
  ...overrides,
});

/** One handled Stripe event of the subscription log. */
export const buildLogRow = (overrides: Partial<SubscriptionLogRow> = {}): SubscriptionLogRow => ({
  id: 1,
  stripeEventId: 'evt_1',
  type: 'invoice.paid',
  user: financeMember,
  createdAt: '2026-03-01T10:00:00.000Z',
  rawPayload: { id: 'evt_1', type: 'invoice.paid', data: { object: { id: 'in_1', total: 2500 } } },
  ...overrides,
});

/** One page of a list answer holding `items`. */
export const pageOf = <T>(items: T[], total = items.length, page = 1, pageSize = 10): Paginated<T> => ({
  items,
  pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total },
});
