import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PORTAL_MESSAGES, SCORECARD_MESSAGES, SCORECARD_PAGE_SIZE, SCORECARD_SORT_FIELDS } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { leadsChapter, type LeaderScope } from '../../../auth/leadership';
import { ok } from '../../../platform/http/envelope';
import { badRequest, forbidden } from '../../../platform/http/http-errors';
import { parseListQuery } from '../../../platform/http/list-query';
import { parseId } from '../../../platform/http/params';
import { apiService } from '../../services';

const idParam = (value: unknown): number => {
  const id = parseId(value);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
};

/**
 * Scorecards: GET /chapter/{id}/scorecards (its leaders and admins: every member, a page at a time;
 * its members: the chapter's totals and their own row), /chapter/{id}/scorecards/{userId} (one member: themselves, or
 * anyone for its leaders and admins), /scorecard/mine and, for admins, /admin/scorecards.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const scorecards = () => apiService(strapi, 'api::scorecard.scorecard');

  /** Whether the caller sees every member of the chapter: an admin or one of its leaders (its members passed the route's policy too). */
  async function seesEveryMember(ctx: Context, chapterId: number): Promise<boolean> {
    if ((ctx.state.leaderScope as LeaderScope | undefined)?.admin) return true;
    return leadsChapter(strapi.db.connection, signedIn(ctx).user.id, chapterId);
  }

  return {
    async chapter(ctx: Context) {
      const chapterId = idParam(ctx.params.id);
      const query = parseListQuery(ctx.query, SCORECARD_SORT_FIELDS, SCORECARD_PAGE_SIZE);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await scorecards().chapter(chapterId, signedIn(ctx).user.id, await seesEveryMember(ctx, chapterId), query));
    },

    async detail(ctx: Context) {
      const chapterId = idParam(ctx.params.id);
      const userId = idParam(ctx.params.userId);
      if (userId !== signedIn(ctx).user.id && !(await seesEveryMember(ctx, chapterId))) throw forbidden(SCORECARD_MESSAGES.ownOnly);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await scorecards().detail(chapterId, userId));
    },

    /** The caller's own scorecard in their home chapter (404 without one). */
    async mine(ctx: Context) {
      const userId = signedIn(ctx).user.id;
      const chapterId = await scorecards().homeChapterOf(userId);
      if (chapterId === null) throw new errors.NotFoundError(SCORECARD_MESSAGES.noChapter);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await scorecards().detail(chapterId, userId));
    },

    async all(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await scorecards().all());
    },
  };
};
