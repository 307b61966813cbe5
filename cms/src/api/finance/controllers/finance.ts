import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { FINANCE_SORT_FIELDS } from '@gro/config';
import { now } from '../../../utils/clock';
import { ok } from '../../../utils/envelope';
import { parseListQuery } from '../../../utils/list-query';
import type { DuesShareService } from '../services/dues-share';
import type { FinanceListService } from '../services/lists';
import { duesShareCsv } from '../utils/csv';
import { parseMonthRange } from '../utils/months';

/**
 * The admins' finance calls (issue 12): GET /invoice, /subscription, /subscription/log,
 * POST /subscription/cancel, GET /finance/dues-share and its CSV.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const lists = () => strapi.service('api::finance.lists') as FinanceListService;
  const duesShare = () => strapi.service('api::finance.dues-share') as DuesShareService;

  return {
    async invoices(ctx: Context) {
      ctx.body = ok(await lists().invoices(parseListQuery(ctx.query, FINANCE_SORT_FIELDS.invoice)));
    },

    async subscriptionLogs(ctx: Context) {
      ctx.body = ok(await lists().logs(parseListQuery(ctx.query, FINANCE_SORT_FIELDS.subscriptionLog)));
    },

    async duesShare(ctx: Context) {
      ctx.body = ok(await duesShare().report(parseMonthRange(ctx.query, new Date(now()))));
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
