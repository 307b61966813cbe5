import type Stripe from 'stripe';
import { factories } from '@strapi/strapi';
import { fromUnix, idOf, invoiceSubscriptionId, metadataUserId } from '../../../providers/payments/objects';
import { now } from '../../../utils/clock';
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

  return {
    /**
     * Upserts the row of this Stripe invoice (it must have an id: an upcoming invoice has none) and
     * answers it with its member. As for subscriptions, a row written from a later read of Stripe is
     * never overwritten by an earlier one.
     */
    async syncFromStripe(invoice: Stripe.Invoice & { id: string }, fetchedAt: Date = new Date(now())): Promise<InvoiceRow> {
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
      let inserted = false;
      if (!existing) {
        try {
          await rows().create({ data: { ...data, stripeInvoiceId: invoice.id, user: userId } });
          inserted = true;
        } catch (err) {
          // Inserted a moment ago by another request: the unique index decides, it is updated below.
          if (!(await findRow(invoice.id))) throw err;
        }
      }
      if (!inserted) {
        await rows().updateMany({ where: { stripeInvoiceId: invoice.id, $or: [{ syncedAt: null }, { syncedAt: { $lte: fetchedAt } }] }, data });
        const row = await findRow(invoice.id);
        if (row && !row.user && userId !== null) await rows().update({ where: { id: row.id }, data: { user: userId } });
      }
      await customers().link(userId, customerId);
      const row = (await findRow(invoice.id))!;
      return { ...row, user: row.user ?? (userId !== null ? { id: userId } : null) };
    },
  };
});
