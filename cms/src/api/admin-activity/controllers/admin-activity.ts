import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { ok } from '../../../utils/envelope';
import { parseListQuery } from '../../../utils/list-query';
import type { ActivityService } from '../services/admin-activity';

const UID = 'api::admin-activity.admin-activity';

/** GET /activity (admins): the admin activity log, paged, newest first. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async list(ctx: Context) {
    const query = parseListQuery(ctx.query, [] as never[]);
    ctx.body = ok(await (strapi.service(UID) as ActivityService).listPage(query));
  },
}));
