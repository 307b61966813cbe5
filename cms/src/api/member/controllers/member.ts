import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DASHBOARD_MEMBER_LIMIT, LIST_LIMITS, PORTAL_MESSAGES, SORT_FIELDS, type Dashboard } from '@gro/config';
import { isAdmin } from '../../../auth/roles';
import { ok } from '../../../utils/envelope';
import { parseFilterId, parseListQuery } from '../../../utils/list-query';
import { parseId } from '../../../utils/params';
import type { Viewer } from '../services/member';

const viewerOf = (ctx: any): Viewer => ({ id: ctx.state.user.id, isAdmin: isAdmin(ctx.state.user) });

/** GET /user, /user/directory, /user/{id} and /dashboard (routes use the global::is-member policy). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const members = () => strapi.service('api::member.member');

  return {
    async list(ctx: any) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.user);
      const chapterId = parseFilterId(ctx.query.chapter, 'chapter', 'Chapter');
      const companyId = parseFilterId(ctx.query.company, 'company', 'Company');
      ctx.body = ok(await members().list({ viewer: viewerOf(ctx), query, chapterId, companyId }));
    },

    async directory(ctx: any) {
      const query = parseListQuery(ctx.query, [] as const, LIST_LIMITS.directoryPageSize);
      // The directory is the same for everyone: public profile fields of Active members.
      ctx.body = ok(await members().list({ viewer: { id: ctx.state.user.id, isAdmin: false }, query, directory: true }));
    },

    async findOne(ctx: any) {
      const id = parseId(ctx.params.id);
      if (id === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
      const member = await members().findOne(id, viewerOf(ctx));
      if (!member) throw new errors.NotFoundError(PORTAL_MESSAGES.memberNotFound);
      ctx.body = ok(member);
    },

    /** The member's company, chapter, subscription, the chapter's events and a few chapter members. */
    async dashboard(ctx: any) {
      const account = await strapi.service('api::account.account').findAccount(ctx.state.user.id);
      const [company, chapter, events, chapterMembers] = await Promise.all([
        account?.companyId ? strapi.service('api::company.company').findById(account.companyId) : null,
        account?.chapter ? strapi.service('api::chapter.chapter').findPublicChapter(account.chapter.id) : null,
        account?.chapter ? strapi.service('api::event.event').listActive({ chapterId: account.chapter.id }) : [],
        account?.chapter ? members().chapterMembers(account.chapter.id, ctx.state.user.id, DASHBOARD_MEMBER_LIMIT) : [],
      ]);
      const data: Dashboard = {
        company: company ?? null,
        chapter: chapter ?? null,
        subscription: account?.subscription ?? null,
        events,
        members: chapterMembers,
      };
      ctx.body = ok(data);
    },
  };
};
