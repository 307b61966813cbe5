import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  CHAPTER_NOT_FOUND, PORTAL_MESSAGES, VISITOR_MESSAGES, VISITOR_SORT_FIELDS,
  visitorSchema, visitorStatusFilterSchema, visitorStatusSchema, type VisitorStatus, type VisitorValues,
} from '@gro/config';
import { ok } from '../../../utils/envelope';
import { badRequest } from '../../../utils/http-errors';
import { parseListQuery } from '../../../utils/list-query';
import { parseId } from '../../../utils/params';
import { sendPublic } from '../../../utils/public-cache';
import { guardPublicForm } from '../../../utils/public-form';
import { validateBody } from '../../../utils/validate';
import type { VisitorService } from '../services/visitor';

const UID = 'api::visitor.visitor';

const chapterNotFound = () => new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });

/** A chapter slug from the path: 404 for anything that cannot be one. */
function slugOf(ctx: Context): string {
  const slug = String(ctx.params.slug ?? '').toLowerCase();
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw chapterNotFound();
  return slug;
}

function idOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
}

/**
 * Visitors (issue 15): GET and POST /chapter/{slug}/visitor (public: the next meeting, and the
 * registration with the contact form's honeypot and rate limit); the admins' GET
 * /chapter/{id}/visitors, PUT /visitor/{id} and POST /visitor/{id}/invite.
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const visitors = () => strapi.service(UID) as unknown as VisitorService;
  return {
    /** The same for everyone: kept in the public cache (its short life moves the answer on once a meeting starts). */
    async meeting(ctx: Context) {
      const slug = slugOf(ctx);
      await sendPublic(ctx, `visitor-meeting:${slug}`, () => visitors().meetingOf(slug));
    },

    async register(ctx: Context) {
      const slug = slugOf(ctx);
      const body = await guardPublicForm(ctx, 'visitor');
      const input = await validateBody<VisitorValues>(visitorSchema, body);
      const { meeting, when } = await visitors().register(slug, input);
      ctx.status = 201;
      ctx.body = ok({ meeting }, VISITOR_MESSAGES.registered(input.firstname, meeting.title, when));
    },

    async list(ctx: Context) {
      const id = idOf(ctx);
      const query = parseListQuery(ctx.query, VISITOR_SORT_FIELDS);
      const { status } = await validateBody<{ status?: VisitorStatus | null }>(visitorStatusFilterSchema, { status: ctx.query.status });
      ctx.body = ok(await visitors().list(id, query, status ?? undefined));
    },

    async update(ctx: Context) {
      const id = idOf(ctx);
      const { status } = await validateBody<{ status: VisitorStatus }>(visitorStatusSchema, ctx.request.body);
      const visitor = await visitors().setStatus(id, status);
      ctx.body = ok(visitor, VISITOR_MESSAGES.statusSaved(`${visitor.firstname} ${visitor.lastname}`, visitor.status));
    },

    async invite(ctx: Context) {
      const id = idOf(ctx);
      const visitor = await visitors().invite(id);
      ctx.body = ok(visitor, VISITOR_MESSAGES.invited(`${visitor.firstname} ${visitor.lastname}`, visitor.email));
    },
  };
});
