import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ok } from '../../../platform/http/envelope';
import { apiService } from '../../services';

/** GET /overview (admins): the admin overview's figures; `?fresh=1` reads them anew instead of from the minute-long cache. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const fresh = ctx.query.fresh === '1' || ctx.query.fresh === 'true';
    const service = apiService(strapi, 'api::overview.overview');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = ok(await service.overview(fresh));
  },
});
