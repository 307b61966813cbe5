import { factories, type Core } from '@strapi/strapi';
import { recordInvoicePaid, recordRefund, type InvoicePaid, type Recorded, type Refunded } from '../domain/ledger';

const UID = 'api::dues-entry.dues-entry';

/**
 * The dues ledger (dues share): the payment webhook records every paid invoice and every
 * refund here; GET /finance/dues-share sums it. Both calls are idempotent, also across processes
 * (the unique index on kind + Stripe id, platform/db/indexes.ts), and join the caller's transaction when
 * there is one.
 */
const duesEntryService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async recordInvoicePaid(input: InvoicePaid): Promise<Recorded> {
    return await strapi.db.transaction(({ trx }) => recordInvoicePaid(trx, input));
  },

  async recordRefund(input: Refunded): Promise<Recorded> {
    return await strapi.db.transaction(({ trx }) => recordRefund(trx, input));
  },
});

export type DuesEntryService = ReturnType<typeof duesEntryService>;
export default factories.createCoreService(UID, duesEntryService);
