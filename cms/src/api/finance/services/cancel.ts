import type Stripe from 'stripe';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ENDED_SUBSCRIPTION_STATUSES, PAYMENT_MESSAGES, type SubscriptionRow } from '@gro/config';
import { requirePayments } from '../../../providers/payments';
import { callStripe, readFromStripe } from '../../../providers/payments/errors';
import { fromUnix, isKnownStatus } from '../../../providers/payments/objects';
import { planLabelOf } from '../../../providers/payments/plans';
import { now } from '../../../platform/db/clock';
import { conflict } from '../../../platform/http/http-errors';
import { apiService } from '../../services';
import { SUBSCRIPTION_USER } from '../../../platform/db/links';

const userLink = SUBSCRIPTION_USER.as('l');

const ENDED: readonly string[] = ENDED_SUBSCRIPTION_STATUSES;


type Found = {
  id: number;
  status: string | null;
  is_cancelled: boolean | number | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
};

const isEnded = (row: { status: string | null; is_cancelled: boolean | number | null }) => (row.status !== null && ENDED.includes(row.status)) || row.is_cancelled === true || row.is_cancelled === 1;

/**
 * POST /subscription/cancel (admins): ends a member's subscription at Stripe at once.
 * Of two admins cancelling one subscription, one wins: the row is claimed in the database
 * (isCancelled set only where it is still false) before Stripe is asked, so the other gets the 409
 * whichever process it reached; a Stripe failure gives the claim back. The row then says what
 * Stripe answered and the admin activity log records the cancellation, together.
 */
const cancelService = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const subscriptions = () => apiService(strapi, 'api::subscription.subscription');

  /** Gives a claim back: the subscription is live again, for another try. */
  const release = (id: number) =>
    knex()('subscriptions')
      .where('id', id)
      .where('is_cancelled', true)
      .where((q) => q.whereNull('status').orWhereNotIn('status', ENDED))
      .update({ is_cancelled: false, updated_at: new Date() });

  return {
    async cancel(actorId: number, stripeSubscriptionId: string): Promise<{ row: SubscriptionRow; member: string }> {
      const { stripe } = requirePayments();
      const found: Found | undefined = await knex()('subscriptions as s')
        .leftJoin(userLink.table, userLink.owner, 's.id')
        .leftJoin('up_users as u', 'u.id', userLink.target)
        .where('s.stripe_subscription_id', stripeSubscriptionId)
        .first('s.id', 's.status', 's.is_cancelled', 'u.firstname', 'u.lastname', 'u.email');
      // An id that is not ours is never sent to Stripe.
      if (!found) throw new errors.NotFoundError(PAYMENT_MESSAGES.subscriptionNotFound);
      if (isEnded(found)) throw conflict(PAYMENT_MESSAGES.alreadyCanceled);
      const member = [found.firstname, found.lastname].filter(Boolean).join(' ') || found.email || stripeSubscriptionId;

      const claimed = await knex()('subscriptions')
        .where('id', found.id)
        .where((q) => q.where('is_cancelled', false).orWhereNull('is_cancelled'))
        .where((q) => q.whereNull('status').orWhereNotIn('status', ENDED))
        .update({ is_cancelled: true, updated_at: new Date() });
      if (claimed !== 1) throw conflict(PAYMENT_MESSAGES.alreadyCanceled);

      let canceled: Stripe.Subscription;
      try {
        canceled = await callStripe(strapi.log, `cancel of subscription ${stripeSubscriptionId}`, () => stripe.subscriptions.cancel(stripeSubscriptionId));
      } catch (failure) {
        // Stripe may have ended it already (the member in the Customer Portal, a webhook still on its way): the row follows Stripe.
        const current = await readFromStripe(strapi.log, `subscription ${stripeSubscriptionId}`, () => stripe.subscriptions.retrieve(stripeSubscriptionId)).catch(() => null);
        if (current && ENDED.includes(current.status)) {
          await subscriptions().syncFromStripe(current);
          throw conflict(PAYMENT_MESSAGES.alreadyCanceled);
        }
        await release(found.id);
        throw failure;
      }

      // The row says what Stripe answered and the activity log records it, in one transaction (only
      // transaction-aware writes in it: on SQLite anything else would wait for its one connection).
      const status = isKnownStatus(canceled.status) ? canceled.status : 'canceled';
      const canceledAt = fromUnix(canceled.canceled_at) ?? new Date(now());
      await strapi.db.transaction(async () => {
        await strapi.db.query('api::subscription.subscription').update({ where: { id: found.id }, data: { status, isCancelled: true, canceledAt } });
        const activity = apiService(strapi, 'api::admin-activity.admin-activity');
        await activity.record({
          actorId,
          action: 'cancel',
          subject: 'subscription',
          subjectId: found.id,
          summary: `Canceled the subscription of ${member} (${stripeSubscriptionId})`,
          before: { status: found.status, isCancelled: false },
          after: { status, isCancelled: true, canceledAt: canceledAt.toISOString() },
        });
      });
      // Then every other field from Stripe's object, as the webhook that follows would.
      await subscriptions()
        .syncFromStripe(canceled)
        .catch((err: unknown) => strapi.log.error(`Payments: subscription ${stripeSubscriptionId} was canceled but not synced: ${(err as Error).message}`));
      const row = await apiService(strapi, 'api::finance.lists').subscription(found.id, planLabelOf);
      return { row: row!, member };
    },
  };
};

export type CancelService = ReturnType<typeof cancelService>;
export default cancelService;
