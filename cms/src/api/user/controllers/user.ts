import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LIST_LIMITS, PORTAL_MESSAGES, SORT_FIELDS } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { isAdmin } from '../../../auth/roles';
import { ok } from '../../../utils/envelope';
import { parseFilterId, parseListQuery } from '../../../utils/list-query';
import { parseId } from '../../../utils/params';
import type { DashboardService } from '../services/dashboard';
import type { UserService, Viewer } from '../services/user';

const viewerOf = (ctx: Context): Viewer => {
  const { user } = signedIn(ctx);
  return { id: user.id, isAdmin: isAdmin(user) };
};

/** GET /user, /user/directory, /user/{id} and /dashboard (routes use the global::is-member policy: a company is needed). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.service('api::user.user') as UserService;

  return {
    async list(ctx: Context) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.user);
      const chapterId = parseFilterId(ctx.query.chapter, 'chapter', 'Chapter');
      const companyId = parseFilterId(ctx.query.company, 'company', 'Company');
      ctx.body = ok(await users().list({ viewer: viewerOf(ctx), query, chapterId, companyId }));
    },

    async directory(ctx: Context) {
      const query = parseListQuery(ctx.query, [] as const, LIST_LIMITS.directoryPageSize);
      // The directory is the same for everyone: public profile fields of Active members.
      ctx.body = ok(await users().list({ viewer: { id: signedIn(ctx).user.id, isAdmin: false }, query, directory: true }));
    },

    async findOne(ctx: Context) {
      const id = parseId(ctx.params.id);
      if (id === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
      const member = await users().findOne(id, viewerOf(ctx));
      if (!member) throw new errors.NotFoundError(PORTAL_MESSAGES.memberNotFound);
      ctx.body = ok(member);
    },

    /** The member's company, chapter, subscription, the chapter's events and a few chapter members. */
    async dashboard(ctx: Context) {
      ctx.body = ok(await (strapi.service('api::user.dashboard') as DashboardService).forMember(signedIn(ctx).user.id));
    },
  };
};
