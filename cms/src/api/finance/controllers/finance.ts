import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  EXPORT_HEADERS, FINANCE_SORT_FIELDS, PAYMENT_MESSAGES, PORTAL_MESSAGES, SERVER_MESSAGES, mustBeText, requiredLabel,
  type CancelSubscriptionRequest, type FinanceUserRef, type InvoiceRow, type SubscriptionLogRow, type SubscriptionRow,
} from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { planLabelOf } from '../../../providers/payments/plans';
import { now } from '../../../platform/db/clock';
import { dollars, Figure, sendTableCsv, type Cell } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { isPlainObject } from '../../../platform/http/input-shape';
import { parseListQuery, type ParsedListQuery } from '../../../platform/http/list-query';
import { parseMonthRange } from '../../../platform/http/month-range';
import { fieldError } from '../../../platform/http/validate';
import { duesShareCsv } from '../domain/csv';
import { parseId } from '../../../platform/http/params';
import { apiService } from '../../services';

const SUBSCRIPTION_LABEL = 'Subscription';

/** The Stripe id of POST /subscription/cancel: text, given. Any text may be looked up; one not in the table is a 404. */
function subscriptionIdOf(body: unknown): CancelSubscriptionRequest['stripeSubscriptionId'] {
  if (!isPlainObject(body)) throw badRequest(SERVER_MESSAGES.bodyNotObject);
  const id = body.stripeSubscriptionId;
  if (id === undefined || id === null || id === '') fieldError('stripeSubscriptionId', requiredLabel(SUBSCRIPTION_LABEL));
  if (typeof id !== 'string') fieldError('stripeSubscriptionId', mustBeText(SUBSCRIPTION_LABEL));
  return id as string;
}

const member = (user: FinanceUserRef | null): Cell[] => [user?.fullname, user?.email];

/** Rows of the finance exports, in the order of EXPORT_HEADERS: dates ISO 8601, money in dollars with two decimals. */
const invoiceCells = (r: InvoiceRow): Cell[] => [
  r.id, r.stripeInvoiceId, ...member(r.user), r.status, new Figure(dollars(r.total)), r.currency.toUpperCase(), r.dueDate, r.paidAt, r.createdAt, r.hostedInvoiceUrl,
];
const subscriptionCells = (r: SubscriptionRow): Cell[] => [
  r.id, r.stripeSubscriptionId, ...member(r.user), r.status, r.planLabel ?? r.priceId, r.currentPeriodEnd, r.cancelAtPeriodEnd ? 'Yes' : 'No', r.canceledAt, r.createdAt,
];
const logCells = (r: SubscriptionLogRow): Cell[] => [r.id, r.stripeEventId, r.type, ...member(r.user), r.createdAt, JSON.stringify(r.rawPayload)];

/** One finance table's CSV export: its ids for the query in the table's order, then its rows, streamed. */
async function sendFinanceCsv<F extends string, R extends { id: number }>(
  ctx: Context,
  query: ParsedListQuery<F>,
  table: { ids: (query: ParsedListQuery<F>) => Promise<Int32Array>; rows: (ids: number[]) => Promise<R[]> },
  name: string,
  header: readonly string[],
  cells: (row: R) => Cell[],
): Promise<void> {
  const ids = await table.ids(query);
  sendTableCsv(ctx, signedIn(ctx).user.id, { name, header, ids, rows: table.rows, idOf: (r) => r.id, cells });
}

/**
 * The admins' finance calls: GET /invoice, /subscription, /subscription/log,
 * POST /subscription/cancel, GET /finance/dues-share and its CSV.
 */
/** The chapter of a leader's route: the policy (global::is-chapter-leader) already refused a malformed or unknown one. */
function chapterIdOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const lists = () => apiService(strapi, 'api::finance.lists');
  const duesShare = () => apiService(strapi, 'api::finance.dues-share');
  const cancels = () => apiService(strapi, 'api::finance.cancel');

  return {
    async invoices(ctx: Context) {
      ctx.body = ok(await lists().invoices(parseListQuery(ctx.query, FINANCE_SORT_FIELDS.invoice)));
    },

    async subscriptions(ctx: Context) {
      ctx.body = ok(await lists().subscriptions(parseListQuery(ctx.query, FINANCE_SORT_FIELDS.subscription), planLabelOf));
    },

    async invoicesCsv(ctx: Context) {
      await sendFinanceCsv(ctx, parseListQuery(ctx.query, FINANCE_SORT_FIELDS.invoice), lists().exports(planLabelOf).invoices, 'invoices', EXPORT_HEADERS.invoices, invoiceCells);
    },

    async subscriptionsCsv(ctx: Context) {
      const table = lists().exports(planLabelOf).subscriptions;
      await sendFinanceCsv(ctx, parseListQuery(ctx.query, FINANCE_SORT_FIELDS.subscription), table, 'subscriptions', EXPORT_HEADERS.subscriptions, subscriptionCells);
    },

    async subscriptionLogsCsv(ctx: Context) {
      const table = lists().exports(planLabelOf).logs;
      await sendFinanceCsv(ctx, parseListQuery(ctx.query, FINANCE_SORT_FIELDS.subscriptionLog), table, 'subscription-log', EXPORT_HEADERS.subscriptionLogs, logCells);
    },

    async cancelSubscription(ctx: Context) {
      const { row, member } = await cancels().cancel(signedIn(ctx).user.id, subscriptionIdOf(ctx.request.body));
      ctx.body = ok(row, { title: PAYMENT_MESSAGES.canceledTitle, message: PAYMENT_MESSAGES.canceled(member) });
    },

    async subscriptionLogs(ctx: Context) {
      ctx.body = ok(await lists().logs(parseListQuery(ctx.query, FINANCE_SORT_FIELDS.subscriptionLog)));
    },

    async duesShare(ctx: Context) {
      ctx.body = ok(await duesShare().report(parseMonthRange(ctx.query, new Date(now()))));
    },

    /** GET /chapter/{id}/dues-share (its leaders, admins; the policy checked the chapter): that chapter's rows. */
    async chapterDuesShare(ctx: Context) {
      ctx.body = ok(await duesShare().report(parseMonthRange(ctx.query, new Date(now())), chapterIdOf(ctx)));
    },

    async chapterDuesShareCsv(ctx: Context) {
      const chapterId = chapterIdOf(ctx);
      const report = await duesShare().report(parseMonthRange(ctx.query, new Date(now())), chapterId);
      ctx.set('Content-Disposition', `attachment; filename="dues-share-chapter-${chapterId}-${report.from}-${report.to}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = duesShareCsv(report);
    },

    /** The same report as a spreadsheet download: the CSV itself, not the JSON envelope (api-envelope leaves a 200's body alone). */
    async duesShareCsv(ctx: Context) {
      const report = await duesShare().report(parseMonthRange(ctx.query, new Date(now())));
      ctx.set('Content-Disposition', `attachment; filename="dues-share-${report.from}-${report.to}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = duesShareCsv(report);
    },
  };
};
