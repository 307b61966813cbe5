import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { PORTAL_MESSAGES } from '@gro/config';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { apiService } from '../../services';

/** GET /chapter/{id}/home (the chapter's leaders, admins): what needs their attention now. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const id = parseId(ctx.params.id);
    if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = ok(await apiService(strapi, 'api::chapter-home.chapter-home').home(id));
  },
});
