import type Stripe from 'stripe';
import type { Core } from '@strapi/strapi';
import {
  PAYMENT_MESSAGES, PLAN_LABELS, formatMoney, isLiveSubscription,
  type CorporateDiscount, type Plan, type PlanKey, type PlanOffer, type RedirectUrl,
} from '@gro/config';
import { requirePayments, type PaymentProvider } from '../../../providers/payments';
import { couponOf, priceOf } from '../../../providers/payments/catalog';
import { callStripe, readFromStripe } from '../../../providers/payments/errors';
import { idOf, planInterval } from '../../../providers/payments/objects';
import { configuredPlans } from '../../../providers/payments/plans';
import { databaseNow } from '../../../platform/db/database-clock';
import { conflict } from '../../../platform/http/http-errors';
import { siteUrl } from '../../../platform/http/site-url';
import { fieldError } from '../../../platform/http/validate';
import { digest } from './customer';
import { apiService } from '../../services';

type Member = { userId: number; companyId: number | null };

function discountLabel(coupon: Stripe.Coupon): string {
  const off = coupon.percent_off ? `${coupon.percent_off}%` : formatMoney(coupon.amount_off ?? 0, coupon.currency ?? 'usd');
  return `Corporate discount: ${off} off`;
}

/** The Subscribe block's plans, checkout and the Customer Portal (spec §1, §2, §7). */
const checkoutService = ({ strapi }: { strapi: Core.Strapi }) => {
  const customers = () => apiService(strapi, 'api::subscription.customer');
  const subscriptions = () => apiService(strapi, 'api::subscription.subscription');

  /** Monthly and yearly for everyone; nonprofit only for members of a company an admin marked Nonprofit. */
  async function plansFor({ companyId }: Member): Promise<{ key: PlanKey; priceId: string }[]> {
    const company = companyId ? await strapi.db.query('api::company.company').findOne({ where: { id: companyId }, select: ['isNonprofit'] }) : null;
    return configuredPlans().filter((plan) => plan.key !== 'nonprofit' || company?.isNonprofit === true);
  }

  /** The configured corporate coupon, while another member of the member's company has a live subscription. */
  async function corporateCoupon(provider: PaymentProvider, { userId, companyId }: Member): Promise<Stripe.Coupon | null> {
    if (!provider.corporateCoupon || !companyId) return null;
    if (!(await subscriptions().colleagueSubscribed(companyId, userId))) return null;
    const coupon = await couponOf(provider, strapi.log, provider.corporateCoupon);
    return coupon?.valid === false ? null : coupon;
  }

  /**
   * The member's one open checkout session for this price and coupon: the one already open is
   * reused, one for another plan is expired and replaced. A session completed meanwhile (the
   * webhook not yet arrived) is synced, and its live subscription refuses the checkout (409).
   */
  async function openSession(provider: PaymentProvider, userId: number, params: Stripe.Checkout.SessionCreateParams): Promise<Stripe.Checkout.Session> {
    const seen = new Map<string, Stripe.Checkout.Session>();
    const matches = (s: Stripe.Checkout.Session) =>
      s.status === 'open' && !!s.url && s.metadata?.priceId === params.metadata?.priceId && (s.metadata?.couponId ?? '') === (params.metadata?.couponId ?? '');

    const current = async (id: string): Promise<boolean> => {
      const session = await readFromStripe(strapi.log, `reading checkout session ${id}`, () => provider.stripe.checkout.sessions.retrieve(id));
      if (!session) return false;
      seen.set(id, session);
      const subscriptionId = idOf(session.subscription);
      if (session.status === 'complete' && subscriptionId) {
        const fetchedAt = await databaseNow(strapi);
        const sub = await callStripe(strapi.log, `reading subscription ${subscriptionId}`, () => provider.stripe.subscriptions.retrieve(subscriptionId));
        const row = await subscriptions().syncFromStripe(sub, fetchedAt);
        if (isLiveSubscription(row.status)) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
      }
      return matches(session);
    };

    const create = async (token: string, replaced: string | null): Promise<string> => {
      if (replaced && seen.get(replaced)?.status === 'open') {
        await provider.stripe.checkout.sessions.expire(replaced).catch((err: Error) => strapi.log.warn(`Payments: expiring checkout session ${replaced}: ${err.message}`));
      }
      const key = `gro-checkout-${userId}-${token}-${digest(JSON.stringify(params))}`;
      const session = await callStripe(strapi.log, 'creating a checkout session', () => provider.stripe.checkout.sessions.create(params, { idempotencyKey: key }));
      seen.set(session.id, session);
      return session.id;
    };

    const id = await customers().once(userId, 'stripeCheckoutSessionId', create, current);
    return seen.get(id) ?? (await callStripe(strapi.log, `reading checkout session ${id}`, () => provider.stripe.checkout.sessions.retrieve(id)));
  }

  return {
    /** GET /subscription/plan: the plans the member may buy, the corporate discount due now, the live subscription. */
    async offer(member: Member): Promise<PlanOffer> {
      const provider = requirePayments();
      const [allowed, coupon, current] = await Promise.all([plansFor(member), corporateCoupon(provider, member), subscriptions().liveOf(member.userId)]);
      const plans: Plan[] = [];
      for (const { key, priceId } of allowed) {
        const price = await priceOf(provider, strapi.log, priceId);
        const interval = planInterval(price);
        if (!interval || price.unit_amount === null) {
          strapi.log.warn(`Payments: price ${priceId} (${key}) is not a monthly or yearly recurring price; it is not offered.`);
          continue;
        }
        plans.push({ key, priceId, label: PLAN_LABELS[key], amount: price.unit_amount, currency: price.currency, interval });
      }
      const corporateDiscount: CorporateDiscount | null = coupon
        ? { couponId: coupon.id, label: discountLabel(coupon), percentOff: coupon.percent_off ?? null, amountOff: coupon.amount_off ?? null }
        : null;
      return { plans, corporateDiscount, current };
    },

    /**
     * POST /subscription/checkout: the url of a hosted Checkout session in subscription mode for a
     * plan the member may buy (400 otherwise), refused while they have a live subscription (409).
     */
    async checkout(member: Member, priceId: string): Promise<RedirectUrl> {
      const provider = requirePayments();
      const plan = (await plansFor(member)).find((p) => p.priceId === priceId);
      if (!plan) fieldError('priceId', PAYMENT_MESSAGES.planNotOffered);
      if (await subscriptions().liveOf(member.userId)) throw conflict(PAYMENT_MESSAGES.alreadySubscribed);
      const coupon = await corporateCoupon(provider, member);
      const customer = await customers().ensureCustomer(member.userId, provider);
      const userId = String(member.userId);
      const session = await openSession(provider, member.userId, {
        mode: 'subscription',
        customer,
        line_items: [{ price: plan.priceId, quantity: 1 }],
        client_reference_id: userId,
        metadata: { userId, priceId: plan.priceId, ...(coupon ? { couponId: coupon.id } : {}) },
        subscription_data: { metadata: { userId } },
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        // Stripe fills in {CHECKOUT_SESSION_ID}; the confirmation page looks the session up.
        success_url: `${siteUrl('/subscription/success')}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: siteUrl('/portal'),
      });
      return { url: session.url! };
    },

    /** POST /subscription/portal: a fresh Customer Portal session (its links expire), back to the dashboard. */
    async portal(userId: number): Promise<RedirectUrl> {
      const provider = requirePayments();
      const customer = await customers().customerOf(userId);
      if (!customer) throw conflict(PAYMENT_MESSAGES.noBillingAccount);
      const session = await callStripe(strapi.log, 'creating a Customer Portal session', () =>
        provider.stripe.billingPortal.sessions.create({ customer, return_url: siteUrl('/portal') }),
      );
      return { url: session.url };
    },
  };
};

export type CheckoutService = ReturnType<typeof checkoutService>;
export default checkoutService;
