import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { factories } from '@strapi/strapi';
import { fromUnix, idOf, invoiceSubscriptionId, metadataUserId } from '../../../providers/payments/objects';
import { databaseNow } from '../../../platform/db/database-clock';
import { stripeMirror } from '../../../platform/db/stripe-mirror';
import { apiService } from '../../services';

const UID = 'api::invoice.invoice';

type InvoiceRow = { id: number; stripeInvoiceId: string; status: string | null; total: number; currency: string; user?: { id: number } | null };

/**
 * Invoices rows, one per Stripe invoice (unique index on stripe_invoice_id), written from Stripe's
 * own object by the webhook. Totals in cents, currency as Stripe writes it ('usd').
 */
const invoiceService = ({ strapi }: { strapi: Core.Strapi }) => {
  const customers = () => apiService(strapi, 'api::subscription.customer');
  const mirror = stripeMirror<InvoiceRow>(strapi, UID, 'stripeInvoiceId', ['id', 'stripeInvoiceId', 'status', 'total', 'currency'], (userId, customerId) =>
    customers().link(userId, customerId),
  );

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
      // The member: the subscription row's, else the subscription's metadata, else the customer's.
      return mirror.upsert(invoice.id, data, customerId, async () => {
        const sub = data.stripeSubscriptionId
          ? await strapi.db.query('api::subscription.subscription').findOne({ where: { stripeSubscriptionId: data.stripeSubscriptionId }, select: ['id'], populate: { user: { select: ['id'] } } })
          : null;
        return sub?.user?.id ?? (await customers().userFor({ metadataUserId: metadataUserId(invoice.parent?.subscription_details?.metadata), customerId }));
      });
    },
  };
};

export type InvoiceService = ReturnType<typeof invoiceService>;

export default factories.createCoreService(UID, invoiceService);
