import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ADMIN_MESSAGES, LIST_LIMITS, PORTAL_MESSAGES, SORT_FIELDS, USER_STATUSES, userPayloadSchema,
  type UserPayload, type UserStatus,
} from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { isAdmin } from '../../../auth/roles';
import { ok } from '../../../utils/envelope';
import { sharedMemberAnswer } from '../../../utils/member-answers';
import { parseFilterId, parseListQuery } from '../../../utils/list-query';
import { parseId } from '../../../utils/params';
import { fieldError, validateBody } from '../../../utils/validate';
import type { DashboardService } from '../services/dashboard';
import type { ManagementService } from '../services/management';
import type { UserService, Viewer } from '../services/user';

const viewerOf = (ctx: Context): Viewer => {
  const { user } = signedIn(ctx);
  return { id: user.id, isAdmin: isAdmin(user) };
};

/** `status=` of GET /user: one of the user statuses, or undefined when absent; 400 otherwise. */
function parseStatus(value: unknown): UserStatus | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(USER_STATUSES as readonly string[]).includes(value)) fieldError('status', ADMIN_MESSAGES.badStatusFilter);
  return value as UserStatus;
}

function userId(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
  return id;
}

/**
 * GET /user, /user/directory, /user/directory/letters, /user/{id} and /dashboard (routes use the global::is-member policy:
 * a company is needed, or the admin role); POST /user and PUT /user/{id} (admins).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.service('api::user.user') as UserService;
  const management = () => strapi.service('api::user.management') as ManagementService;

  return {
    async list(ctx: Context) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.user);
      const chapterId = parseFilterId(ctx.query.chapter, 'chapter', 'Chapter');
      const companyId = parseFilterId(ctx.query.company, 'company', 'Company');
      const viewer = viewerOf(ctx);
      // Members only ever see Active members: the filter is the admins'.
      const status = parseStatus(ctx.query.status);
      ctx.body = ok(await users().list({ viewer, query, chapterId, companyId, status: viewer.isAdmin ? status : undefined }));
    },

    async directory(ctx: Context) {
      const query = parseListQuery(ctx.query, [] as const, LIST_LIMITS.directoryPageSize);
      const { user } = signedIn(ctx);
      // The directory is the same for every member (public profile fields of Active members), so
      // its pages are kept until a write changes members, companies or chapters.
      const key = JSON.stringify(['directory', query.page, query.pageSize, query.q]);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = await sharedMemberAnswer(key, () => users().list({ viewer: { id: user.id, isAdmin: false }, query, directory: true }));
    },

    /** The A-Z jump bar of the directory with the same search (`q`); no other parameter. */
    async directoryLetters(ctx: Context) {
      const { q } = parseListQuery({ q: ctx.query.q }, [] as const, LIST_LIMITS.directoryPageSize);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = await sharedMemberAnswer(JSON.stringify(['letters', q]), () => users().directoryLetters(q));
    },

    async findOne(ctx: Context) {
      const member = await users().findOne(userId(ctx), viewerOf(ctx));
      if (!member) throw new errors.NotFoundError(PORTAL_MESSAGES.memberNotFound);
      ctx.body = ok(member);
    },

    async create(ctx: Context) {
      // The schema requires the password on create.
      const input = (await validateBody<UserPayload>(userPayloadSchema, ctx.request.body, { isCreate: true })) as UserPayload & { password: string };
      const user = await management().create(signedIn(ctx).user.id, input);
      ctx.status = 201;
      ctx.body = ok(user, ADMIN_MESSAGES.userCreated(user.fullname));
    },

    async update(ctx: Context) {
      const id = userId(ctx);
      const input = await validateBody<UserPayload>(userPayloadSchema, ctx.request.body);
      const { user: actor, sessionId } = signedIn(ctx);
      const { user, signedOut } = await management().update(actor.id, sessionId, id, input);
      ctx.body = ok(user, ADMIN_MESSAGES.userUpdated(user.fullname, signedOut));
    },

    /** The member's company, chapter, subscription, the chapter's events and a few chapter members. */
    async dashboard(ctx: Context) {
      ctx.body = ok(await (strapi.service('api::user.dashboard') as DashboardService).forMember(signedIn(ctx).user.id));
    },
  };
};
