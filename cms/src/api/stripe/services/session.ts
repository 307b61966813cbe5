import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PAYMENT_MESSAGES, type SessionResult } from '@gro/config';
import { requirePayments } from '../../../providers/payments';
import { readFromStripe } from '../../../providers/payments/errors';
import { idOf, metadataUserId, planInterval } from '../../../providers/payments/objects';
import { databaseNow } from '../../../platform/db/database-clock';
import { apiService } from '../../services';

/** A Checkout session id as Stripe writes them (cs_test_…, cs_live_…), of a bounded length. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;


/**
 * GET /stripe/session/{id}: the confirmation page's lookup. Another member's session, a malformed
 * id and an unknown one get the same 404, so ids cannot be probed. The subscription found is synced,
 * so the dashboard shows it even before Stripe's webhook arrives.
 */
const sessionService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async lookup(userId: number, id: unknown): Promise<SessionResult> {
    const provider = requirePayments();
    const notFound = () => new errors.NotFoundError(PAYMENT_MESSAGES.sessionNotFound);
    if (typeof id !== 'string' || !SESSION_ID.test(id)) throw notFound();
    const session = await readFromStripe(strapi.log, `reading checkout session ${id}`, () => provider.stripe.checkout.sessions.retrieve(id));
    if (!session) throw notFound();
    const owner = metadataUserId(session.metadata);
    const customer = await apiService(strapi, 'api::subscription.customer').customerOf(userId);
    const owns = owner !== null ? owner === userId : !!customer && idOf(session.customer) === customer;
    if (!owns) throw notFound();

    const subscriptionId = idOf(session.subscription);
    const fetchedAt = await databaseNow(strapi);
    const sub = subscriptionId ? await readFromStripe(strapi.log, `reading subscription ${subscriptionId}`, () => provider.stripe.subscriptions.retrieve(subscriptionId)) : null;
    const row = sub ? await apiService(strapi, 'api::subscription.subscription').syncFromStripe(sub, fetchedAt) : null;
    return {
      id: session.id,
      status: session.status ?? null,
      subscription:
        sub && row
          ? {
              id: sub.id,
              status: row.status,
              items: sub.items.data.map((item) => {
                const interval = planInterval(item.price);
                return { price: { id: item.price.id, nickname: item.price.nickname ?? null, recurring: interval ? { interval } : null } };
              }),
            }
          : null,
    };
  },
});

export type SessionService = ReturnType<typeof sessionService>;
export default sessionService;
