import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { EXPORT_HEADERS, type ActivityEntry } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { sendTableCsv, type Cell } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { parseListQuery } from '../../../platform/http/list-query';
import { apiService } from '../../services';

const UID = 'api::admin-activity.admin-activity';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** A row of the activity export, in the order of EXPORT_HEADERS.activity. */
const activityCells = (e: ActivityEntry): Cell[] => [e.id, e.createdAt, e.actor?.fullname, e.actor?.email, e.action, e.subject, e.subjectId, e.summary, json(e.before), json(e.after)];

/** GET /activity (admins): the admin activity log, paged, newest first; GET /activity/export.csv, the whole log as a streamed CSV. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async list(ctx: Context) {
    const query = parseListQuery(ctx.query, [] as never[]);
    ctx.body = ok(await apiService(strapi, UID).listPage(query));
  },

  async exportCsv(ctx: Context) {
    parseListQuery(ctx.query, [] as never[]);
    const log = apiService(strapi, UID);
    const ids = await log.exportIds();
    sendTableCsv(ctx, signedIn(ctx).user.id, { name: 'activity', header: EXPORT_HEADERS.activity, ids, rows: (some) => log.exportRows(some), idOf: (e) => e.id, cells: activityCells });
  },
}));
