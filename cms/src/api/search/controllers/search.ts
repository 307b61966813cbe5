import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { signedIn } from '../../../auth/authenticate';
import { isAdmin } from '../../../auth/roles';
import { ok } from '../../../platform/http/envelope';
import { parseListQuery } from '../../../platform/http/list-query';
import { apiService } from '../../services';

/** GET /search?q= (member data): members, companies, chapters and events matching `q`, a few of each, best first. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const { q } = parseListQuery({ q: ctx.query.q }, [] as const);
    const { user } = signedIn(ctx);
    ctx.body = ok(await apiService(strapi, 'api::search.search').find(q, { id: user.id, isAdmin: isAdmin(user) }));
  },
});
