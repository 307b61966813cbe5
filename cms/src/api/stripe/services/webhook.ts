import type Stripe from 'stripe';
import type { Core } from '@strapi/strapi';
import { PAYMENT_MESSAGES, formatMoney, isLiveSubscription, NOTIFICATION_SETTING } from '@gro/config';
import { paymentFailedEmail, renewalNoticeEmail } from '../messages';
import { sendMailInBackground } from '../../../notifications';
import { requirePayments, type PaymentProvider } from '../../../providers/payments';
import { callStripe, readFromStripe } from '../../../providers/payments/errors';
import { fromUnix, idOf, invoiceSubscriptionId, metadataUserId } from '../../../providers/payments/objects';
import { planLabelOf } from '../../../providers/payments/plans';
import { now } from '../../../platform/db/clock';
import { databaseNow } from '../../../platform/db/database-clock';
import { badRequest } from '../../../platform/http/http-errors';
import type { SubscriptionRow } from '../../subscription/services/subscription';
import { apiService } from '../../services';

/** Stripe's default: a signature older than 5 minutes is refused (replays). */
const SIGNATURE_TOLERANCE_S = 300;
/** The notification setting that covers payment emails (NOTIFICATION_SETTINGS, @gro/config). */
const SETTING_KEY = NOTIFICATION_SETTING.billing;

/** What handling an event did: whose it is (for the log), and what to do once it is logged (emails: at most once). */
type Outcome = { userId: number | null; afterLogged?: () => Promise<void> };
export type WebhookResult = { received: true; type: string; duplicate: boolean; handled: boolean };

/**
 * POST /stripe/webhook. The event is verified on the raw body, then handled from the latest state
 * of its objects, re-read from Stripe (events arrive late, twice and out of order; the snapshot in
 * an event may be stale), and logged LAST: the rows are upserts by Stripe id and the dues ledger is
 * idempotent, so an event whose handling was cut short (crash, Stripe unreachable: non-2xx) is
 * simply handled again when Stripe redelivers it, and an event already in the log is acknowledged
 * without touching anything. Two replicas receiving one event at once both write the same state;
 * the unique index on the log's stripe_event_id lets exactly one append it and send its emails.
 */
const webhookService = ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => apiService(strapi, 'api::subscription.subscription');
  const invoices = () => apiService(strapi, 'api::invoice.invoice');
  const customers = () => apiService(strapi, 'api::subscription.customer');
  const log = () => apiService(strapi, 'api::subscription-log.subscription-log');
  const dues = () => apiService(strapi, 'api::dues-entry.dues-entry');

  /** The subscription as Stripe has it now (the event's snapshot when Stripe no longer has it), synced. */
  async function syncSubscription(provider: PaymentProvider, id: string, snapshot?: Stripe.Subscription): Promise<SubscriptionRow | null> {
    const fetchedAt = await databaseNow(strapi);
    const sub = (await readFromStripe(strapi.log, `reading subscription ${id}`, () => provider.stripe.subscriptions.retrieve(id))) ?? snapshot;
    return sub ? subscriptions().syncFromStripe(sub, fetchedAt) : null;
  }

  /** The invoice as Stripe has it now, synced; with its subscription's row, if the cms has it yet (its own events sync it). */
  async function syncInvoice(provider: PaymentProvider, id: string) {
    const fetchedAt = await databaseNow(strapi);
    const invoice = await readFromStripe(strapi.log, `reading invoice ${id}`, () => provider.stripe.invoices.retrieve(id));
    if (!invoice?.id) return null;
    const row = await invoices().syncFromStripe(invoice as Stripe.Invoice & { id: string }, fetchedAt);
    const subscriptionId = invoiceSubscriptionId(invoice);
    const subscription: { priceId: string | null } | null = subscriptionId
      ? await strapi.db.query('api::subscription.subscription').findOne({ where: { stripeSubscriptionId: subscriptionId }, select: ['priceId'] })
      : null;
    return { invoice, userId: row.user?.id ?? null, subscription };
  }

  /** Sends a billing email to the member when their notification settings allow it. */
  async function tellMember(userId: number, mail: (to: { email: string; firstname: string | null }) => ReturnType<typeof paymentFailedEmail>) {
    if (!(await apiService(strapi, 'api::account.setting').allows(userId, SETTING_KEY, 'email'))) return;
    const member = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: userId }, select: ['email', 'firstname', 'status'] });
    if (member?.email && member.status !== 'Deleted') await sendMailInBackground(strapi, mail(member));
  }

  const handlers: Record<string, (provider: PaymentProvider, object: never) => Promise<Outcome>> = {
    async 'checkout.session.completed'(provider, session: Stripe.Checkout.Session) {
      const customerId = idOf(session.customer);
      const metadataUser = metadataUserId(session.metadata) ?? metadataUserId({ userId: session.client_reference_id ?? '' });
      const userId = await customers().userFor({ metadataUserId: metadataUser, customerId });
      await customers().link(userId, customerId);
      const subscriptionId = idOf(session.subscription);
      const row = subscriptionId ? await syncSubscription(provider, subscriptionId) : null;
      return { userId: userId ?? row?.user?.id ?? null };
    },

    async 'customer.subscription.created'(provider, sub: Stripe.Subscription) {
      return { userId: (await syncSubscription(provider, sub.id, sub))?.user?.id ?? null };
    },
    async 'customer.subscription.updated'(provider, sub: Stripe.Subscription) {
      return { userId: (await syncSubscription(provider, sub.id, sub))?.user?.id ?? null };
    },
    async 'customer.subscription.deleted'(provider, sub: Stripe.Subscription) {
      return { userId: (await syncSubscription(provider, sub.id, sub))?.user?.id ?? null };
    },

    async 'invoice.finalized'(provider, invoice: Stripe.Invoice) {
      return { userId: invoice.id ? ((await syncInvoice(provider, invoice.id))?.userId ?? null) : null };
    },

    /** A payment: the invoice row, and the dues ledger (the amount actually paid; none for a zero invoice). */
    async 'invoice.paid'(provider, snapshot: Stripe.Invoice) {
      const synced = snapshot.id ? await syncInvoice(provider, snapshot.id) : null;
      if (!synced) return { userId: null };
      const { invoice, userId, subscription } = synced;
      const paidAt = fromUnix(invoice.status_transitions?.paid_at) ?? fromUnix(invoice.created) ?? new Date(now());
      // Dues: invoices of members, or of a subscription made here whose member is gone (counted under no chapter).
      if (invoice.amount_paid > 0 && (userId !== null || subscription)) {
        await dues().recordInvoicePaid({ stripeInvoiceId: invoice.id!, userId, amountCents: invoice.amount_paid, currency: invoice.currency, paidAt });
      } else if (invoice.amount_paid > 0) {
        strapi.log.warn(`Payments: invoice ${invoice.id} is no GRO member's; not counted as dues.`);
      }
      return { userId };
    },

    /** A failed payment: the member is told (once), with a link to the dashboard's Manage billing. */
    async 'invoice.payment_failed'(provider, snapshot: Stripe.Invoice) {
      const synced = snapshot.id ? await syncInvoice(provider, snapshot.id) : null;
      if (!synced) return { userId: null };
      const { invoice, userId, subscription } = synced;
      return {
        userId,
        afterLogged: async () => {
          // Paid since (a retry, a new card): nothing to tell.
          if (userId === null || invoice.status === 'paid') return;
          await tellMember(userId, (to) => paymentFailedEmail(to, { amount: formatMoney(invoice.amount_due, invoice.currency), plan: planLabelOf(subscription?.priceId) }));
        },
      };
    },

    /** About 7 days before a renewal: a yearly plan's member is told the date and the amount (the preview invoice has no id). */
    async 'invoice.upcoming'(provider, preview: Stripe.Invoice) {
      const subscriptionId = invoiceSubscriptionId(preview);
      const subscription = subscriptionId ? await syncSubscription(provider, subscriptionId) : null;
      const userId = subscription?.user?.id ?? null;
      return {
        userId,
        afterLogged: async () => {
          if (!subscription || userId === null || subscription.interval !== 'year') return;
          // A subscription that ends at the period end does not renew.
          if (!isLiveSubscription(subscription.status) || subscription.cancelAtPeriodEnd) return;
          const renewsAt = fromUnix(preview.next_payment_attempt) ?? (subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : null);
          if (!renewsAt) return;
          const date = renewsAt.toLocaleDateString('en-US', { timeZone: process.env.APP_TIMEZONE || 'America/Detroit', year: 'numeric', month: 'long', day: 'numeric' });
          const amount = formatMoney(preview.amount_due, preview.currency);
          await tellMember(userId, (to) => renewalNoticeEmail(to, { amount, date, plan: planLabelOf(subscription.priceId) }));
        },
      };
    },

    /** Refunds subtract from the dues share in the month refunded: each refund of the charge, once (the ledger is idempotent). */
    async 'charge.refunded'(provider, snapshot: Stripe.Charge) {
      const charge = await callStripe(strapi.log, `reading charge ${snapshot.id}`, () => provider.stripe.charges.retrieve(snapshot.id, { expand: ['refunds'] }));
      const paymentIntent = idOf(charge.payment_intent);
      const payments = paymentIntent
        ? await callStripe(strapi.log, `finding the invoice of ${paymentIntent}`, () =>
            provider.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 }),
          )
        : null;
      const invoiceId = idOf(payments?.data[0]?.invoice ?? null);
      const synced = invoiceId ? await syncInvoice(provider, invoiceId) : null;
      const userId = synced?.userId ?? (await customers().userFor({ metadataUserId: null, customerId: idOf(charge.customer) }));
      if (!invoiceId) {
        strapi.log.warn(`Payments: charge ${charge.id} was refunded but paid no invoice; not counted as dues.`);
        return { userId };
      }
      for (const refund of charge.refunds?.data ?? []) {
        if (refund.status !== 'succeeded') continue;
        await dues().recordRefund({
          stripeRefundId: refund.id,
          stripeInvoiceId: invoiceId,
          userId,
          amountCents: refund.amount,
          currency: refund.currency,
          refundedAt: fromUnix(refund.created) ?? new Date(now()),
        });
      }
      return { userId };
    },
  };

  return {
    async receive(raw: unknown, signature: unknown): Promise<WebhookResult> {
      const provider = requirePayments();
      const payload = typeof raw === 'string' || Buffer.isBuffer(raw) ? raw : null;
      if (!payload || typeof signature !== 'string' || !signature) throw badRequest(PAYMENT_MESSAGES.badSignature);
      let event: Stripe.Event;
      try {
        event = provider.stripe.webhooks.constructEvent(payload, signature, provider.webhookSecret, SIGNATURE_TOLERANCE_S);
      } catch (err) {
        // Every delivery refused here means a wrong STRIPE_WEBHOOK_SECRET, a clock far off, or someone else's request.
        strapi.log.warn(`Stripe webhook refused: ${(err as Error).message.split('\n')[0].slice(0, 200)}`);
        throw badRequest(PAYMENT_MESSAGES.badSignature);
      }
      const result = { received: true as const, type: event.type };
      if (await log().logged(event.id)) return { ...result, duplicate: true, handled: true };
      const handler = Object.hasOwn(handlers, event.type) ? handlers[event.type] : undefined;
      if (!handler) {
        strapi.log.info(`Stripe webhook: ${event.type} ${event.id} acknowledged (not handled).`);
        return { ...result, duplicate: false, handled: false };
      }
      const outcome = await handler(provider, event.data.object as never);
      const appended = await log().append(event, outcome.userId);
      if (appended && outcome.afterLogged) {
        await outcome.afterLogged().catch((err: Error) => strapi.log.error(`Stripe webhook: after ${event.type} ${event.id}: ${err.message}`));
      }
      return { ...result, duplicate: !appended, handled: true };
    },
  };
};

export type WebhookService = ReturnType<typeof webhookService>;
export default webhookService;
