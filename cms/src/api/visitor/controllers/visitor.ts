import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  CHAPTER_NOT_FOUND, EXPORT_HEADERS, PORTAL_MESSAGES, VISITOR_MESSAGES, VISITOR_SORT_FIELDS,
  visitorHostSchema, visitorSchema, visitorStatusFilterSchema, visitorStatusSchema, type Visitor, type VisitorStatus, type VisitorValues,
} from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { sendTableCsv, type Cell } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseListQuery } from '../../../platform/http/list-query';
import { parseId } from '../../../platform/http/params';
import { sendPublic } from '../../../platform/cache/public-cache';
import { countedSend } from '../../../platform/limits/send-limits';
import { guardPublicForm } from '../../../platform/http/public-form';
import { validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

const UID = 'api::visitor.visitor';

const chapterNotFound = () => new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });

/** A chapter slug from the path: 404 for anything that cannot be one. */
function slugOf(ctx: Context): string {
  const slug = String(ctx.params.slug ?? '').toLowerCase();
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw chapterNotFound();
  return slug;
}

/** The visitors table's query (GET /chapter/{id}/visitors and its export): the chapter, page, sort, search and status. */
async function listQuery(ctx: Context) {
  const id = idOf(ctx);
  const query = parseListQuery(ctx.query, VISITOR_SORT_FIELDS);
  const { status } = await validateBody<{ status?: VisitorStatus | null }>(visitorStatusFilterSchema, { status: ctx.query.status });
  return { id, query, status: status ?? undefined };
}

/** A row of the visitors export, in the order of EXPORT_HEADERS.visitors. */
const visitorCells = (v: Visitor): Cell[] => [
  v.id, v.firstname, v.lastname, v.email, v.phoneNumber, v.phoneExt, v.company, v.industry, v.heardFrom, v.status, v.event?.title, v.occurrenceDate, v.invitedAt, v.joinedAt, v.createdAt,
];

function idOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
}

/**
 * Visitors: GET and POST /chapter/{slug}/visitor (public: the next meeting, and the
 * registration with the contact form's honeypot and rate limit); the admins' GET
 * /chapter/{id}/visitors, PUT /visitor/{id} and POST /visitor/{id}/invite.
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const visitors = () => apiService(strapi, UID);
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
      const { id, query, status } = await listQuery(ctx);
      ctx.body = ok(await visitors().list(id, query, status));
    },

    /** GET /chapter/{id}/visitors.csv (admins): the chapter's visitors with the table's search, sort and status, as a streamed CSV (platform/http/csv). */
    async exportCsv(ctx: Context) {
      const { id, query, status } = await listQuery(ctx);
      const ids = await visitors().exportIds(id, query, status);
      sendTableCsv(ctx, signedIn(ctx).user.id, { name: `visitors-${id}`, header: EXPORT_HEADERS.visitors, ids, rows: (some) => visitors().exportRows(some), idOf: (v) => v.id, cells: visitorCells });
    },

    async update(ctx: Context) {
      const id = idOf(ctx);
      const { status } = await validateBody<{ status: VisitorStatus }>(visitorStatusSchema, ctx.request.body);
      const visitor = await visitors().setStatus(id, status);
      ctx.body = ok(visitor, VISITOR_MESSAGES.statusSaved(`${visitor.firstname} ${visitor.lastname}`, visitor.status));
    },

    /** PUT /visitor/{id}/host: who brought the guest (a member of their chapter), or null. */
    async setHost(ctx: Context) {
      const id = idOf(ctx);
      const { hostId } = await validateBody<{ hostId: number | null }>(visitorHostSchema, ctx.request.body);
      const visitor = await visitors().setHost(id, hostId);
      ctx.body = ok(visitor, VISITOR_MESSAGES.hostSaved(`${visitor.firstname} ${visitor.lastname}`, visitor.host?.name ?? null));
    },

    async invite(ctx: Context) {
      const id = idOf(ctx);
      // Counted against the inviting leader's or admin's own hourly and daily limits, besides the visitor's interval.
      const visitor = await countedSend('visitor-invitation', signedIn(ctx).user.id, () => visitors().invite(id));
      ctx.body = ok(visitor, VISITOR_MESSAGES.invited(`${visitor.firstname} ${visitor.lastname}`, visitor.email));
    },
  };
});
