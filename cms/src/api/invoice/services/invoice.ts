import type Stripe from 'stripe';
import { factories } from '@strapi/strapi';
import { fromUnix, idOf, invoiceSubscriptionId, metadataUserId } from '../../../providers/payments/objects';
import { databaseNow } from '../../../utils/database-clock';
import type { CustomerService } from '../../subscription/services/customer';

const UID = 'api::invoice.invoice';

type InvoiceRow = { id: number; stripeInvoiceId: string; status: string | null; total: number; currency: string; user?: { id: number } | null };

/**
 * Invoices rows, one per Stripe invoice (unique index on stripe_invoice_id), written from Stripe's
 * own object by the webhook. Totals in cents, currency as Stripe writes it ('usd').
 */
export default factories.createCoreService(UID, ({ strapi }) => {
  const customers = () => strapi.service('api::subscription.customer') as CustomerService;
  const rows = () => strapi.db.query(UID);
  const findRow = (stripeInvoiceId: string): Promise<InvoiceRow | null> =>
    rows().findOne({ where: { stripeInvoiceId }, select: ['id', 'stripeInvoiceId', 'status', 'total', 'currency'], populate: { user: { select: ['id'] } } });

  /** Gives a row found without a member its member; a concurrent request doing the same wins the link's unique index. */
  async function linkUser(id: number, userId: number) {
    try {
      await rows().update({ where: { id }, data: { user: userId } });
    } catch (err) {
      const row = await rows().findOne({ where: { id }, select: ['id'], populate: { user: { select: ['id'] } } });
      if (!row?.user) throw err;
    }
  }

  return {
    /**
     * Upserts the row of this Stripe invoice (it must have an id: an upcoming invoice has none) and
     * answers it with its member. As for subscriptions, a row written from a later read of Stripe is
     * never overwritten by an earlier one.
     */
    async syncFromStripe(invoice: Stripe.Invoice & { id: string }, fetchedAt?: Date): Promise<InvoiceRow> {
      fetchedAt ??= await databaseNow(strapi);
      const data = {
        stripeSubscriptionId: invoiceSubscriptionId(invoice),
        status: invoice.status ?? 'draft',
        total: invoice.total,
        currency: invoice.currency,
        dueDate: fromUnix(invoice.due_date),
        paidAt: fromUnix(invoice.status_transitions?.paid_at),
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        syncedAt: fetchedAt,
      };
      const customerId = idOf(invoice.customer);
      const existing = await findRow(invoice.id);
      let userId = existing?.user?.id ?? null;
      if (userId === null && data.stripeSubscriptionId) {
        const sub = await strapi.db.query('api::subscription.subscription').findOne({ where: { stripeSubscriptionId: data.stripeSubscriptionId }, select: ['id'], populate: { user: { select: ['id'] } } });
        userId = sub?.user?.id ?? null;
      }
      userId ??= await customers().userFor({ metadataUserId: metadataUserId(invoice.parent?.subscription_details?.metadata), customerId });
      if (!existing) {
        try {
          // The row and its member's link together: another request never sees the row without its member.
          await strapi.db.transaction(() => rows().create({ data: { ...data, stripeInvoiceId: invoice.id, user: userId } }));
          await customers().link(userId, customerId);
          return (await findRow(invoice.id))!;
        } catch (err) {
          // Inserted a moment ago by another request: the unique index decides, it is updated below.
          if (!(await findRow(invoice.id))) throw err;
        }
      }
      await rows().updateMany({ where: { stripeInvoiceId: invoice.id, $or: [{ syncedAt: null }, { syncedAt: { $lte: fetchedAt } }] }, data });
      const row = (await findRow(invoice.id))!;
      if (!row.user && userId !== null) {
        await linkUser(row.id, userId);
        row.user = { id: userId };
      }
      if (!existing?.user) await customers().link(userId, customerId);
      return row;
    },
  };
});
