import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { factories } from '@strapi/strapi';

const UID = 'api::subscription-log.subscription-log';

/** The subscription log: every Stripe event the webhook handled, once (unique index on stripe_event_id), with its raw payload. */
const subscriptionLogService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  const logged = async (stripeEventId: string) => Boolean(await rows().findOne({ where: { stripeEventId }, select: ['id'] }));

  return {
    logged,

    /** Appends the event; false when it is already there (a duplicate delivery, perhaps to another replica at the same moment). */
    async append(event: Stripe.Event, userId: number | null): Promise<boolean> {
      try {
        // The entry and its member's link together (a crash never leaves an entry without its member).
        await strapi.db.transaction(() => rows().create({ data: { stripeEventId: event.id, type: event.type, rawPayload: event, user: userId } }));
        return true;
      } catch (err) {
        if (await logged(event.id)) return false;
        throw err;
      }
    },
  };
};

export type SubscriptionLogService = ReturnType<typeof subscriptionLogService>;

export default factories.createCoreService(UID, subscriptionLogService);
