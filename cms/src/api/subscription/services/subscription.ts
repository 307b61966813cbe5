import type Stripe from 'stripe';
import { factories, type Core } from '@strapi/strapi';
import { ENDED_SUBSCRIPTION_STATUSES, type MemberSubscription, type PlanInterval, type SubscriptionStatus } from '@gro/config';
import { currentPeriodEnd, firstItem, fromUnix, idOf, isKnownStatus, metadataUserId, planInterval } from '../../../providers/payments/objects';
import { databaseNow } from '../../../platform/db/database-clock';
import { planLabelOf } from '../../../providers/payments/plans';
import { stripeMirror } from '../../../platform/db/stripe-mirror';
import { apiService } from '../../services';
import { SUBSCRIPTION_USER, USER_COMPANY } from '../../../platform/db/links';

const userLink = SUBSCRIPTION_USER.as('sul');
const companyLink = USER_COMPANY.as('ucl');

const UID = 'api::subscription.subscription';

/** A subscriptions row as the member and finance answers read it. */
export type SubscriptionRow = {
  id: number;
  stripeSubscriptionId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  interval: PlanInterval | null;
  currentPeriodEnd: string | null;
  canceledAt: string | null;
  isCancelled: boolean | null;
  cancelAtPeriodEnd: boolean | null;
  user?: { id: number } | null;
};

const COLUMNS = ['id', 'stripeSubscriptionId', 'status', 'priceId', 'interval', 'currentPeriodEnd', 'canceledAt', 'isCancelled', 'cancelAtPeriodEnd'];

/** The dashboard's and GET /account's view of a subscription row. */
export function toMemberSubscription(row: SubscriptionRow): MemberSubscription {
  return {
    status: row.status,
    priceId: row.priceId ?? null,
    planLabel: planLabelOf(row.priceId),
    interval: row.interval ?? null,
    currentPeriodEnd: row.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: Boolean(row.cancelAtPeriodEnd),
    canceledAt: row.canceledAt ?? null,
  };
}

/** Stripe's status in the one enum of config; a status Stripe adds later is kept as live (incomplete) and logged. */
function statusOf(strapi: Core.Strapi, sub: Stripe.Subscription): SubscriptionStatus {
  if (isKnownStatus(sub.status)) return sub.status;
  strapi.log.warn(`Payments: subscription ${sub.id} has the unknown status "${sub.status}"; stored as incomplete.`);
  return 'incomplete';
}

/**
 * Subscriptions rows, one per Stripe subscription (unique index on stripe_subscription_id), always
 * written from Stripe's own object: syncFromStripe is what the webhook, the confirmation page and
 * the admins' cancel call.
 */
const subscriptionService = ({ strapi }: { strapi: Core.Strapi }) => {
  const customers = () => apiService(strapi, 'api::subscription.customer');
  const rows = () => strapi.db.query(UID);
  const mirror = stripeMirror<SubscriptionRow>(strapi, UID, 'stripeSubscriptionId', COLUMNS, (userId, customerId) =>
    apiService(strapi, 'api::subscription.customer').link(userId, customerId),
  );

  return {
    /**
     * Upserts the row of this Stripe subscription and answers it. `fetchedAt` is when the object was
     * asked of Stripe, by the database's clock (databaseNow, taken before asking): a row written
     * from a later read is never overwritten by an earlier one (two webhooks for one subscription
     * handled at once, in one process or two). The member is the row's,
     * else the userId of the subscription's metadata, else the member whose customer it is.
     */
    async syncFromStripe(sub: Stripe.Subscription, fetchedAt?: Date): Promise<SubscriptionRow> {
      // Called with the object just returned by Stripe (the admins' cancel): no earlier read can be newer.
      fetchedAt ??= await databaseNow(strapi);
      const item = firstItem(sub);
      const status = statusOf(strapi, sub);
      const data = {
        status,
        priceId: item?.price?.id ?? null,
        interval: planInterval(item?.price),
        currentPeriodEnd: currentPeriodEnd(sub),
        canceledAt: fromUnix(sub.canceled_at),
        isCancelled: status === 'canceled',
        cancelAtPeriodEnd: status !== 'canceled' && (sub.cancel_at_period_end === true || typeof sub.cancel_at === 'number'),
        syncedAt: fetchedAt,
      };
      const customerId = idOf(sub.customer);
      return mirror.upsert(sub.id, data, customerId, () => customers().userFor({ metadataUserId: metadataUserId(sub.metadata), customerId }));
    },

    /** The member's latest subscription, whatever its status (the dashboard and GET /account). */
    async latestOf(userId: number): Promise<MemberSubscription | null> {
      const row: SubscriptionRow | null = await rows().findOne({ where: { user: { id: userId } }, select: COLUMNS, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      return row ? toMemberSubscription(row) : null;
    },

    /** The member's live subscription (anything but canceled and incomplete_expired), newest first; null for none. */
    async liveOf(userId: number): Promise<MemberSubscription | null> {
      const row: SubscriptionRow | null = await rows().findOne({
        where: { user: { id: userId }, status: { $notIn: [...ENDED_SUBSCRIPTION_STATUSES] } },
        select: COLUMNS,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      return row ? toMemberSubscription(row) : null;
    },

    /** Whether another member of the company has a live subscription (the corporate discount, spec §1). */
    async colleagueSubscribed(companyId: number, exceptUserId: number): Promise<boolean> {
      const row = await strapi.db
        .connection('subscriptions as s')
        .join(userLink.table, userLink.owner, 's.id')
        .join(companyLink.table, companyLink.owner, userLink.target)
        .where(companyLink.target, companyId)
        .whereNot(userLink.target, exceptUserId)
        .whereNotNull('s.status')
        .whereNotIn('s.status', [...ENDED_SUBSCRIPTION_STATUSES])
        .first('s.id');
      return Boolean(row);
    },
  };
};

export type SubscriptionService = ReturnType<typeof subscriptionService>;

export default factories.createCoreService(UID, subscriptionService);
