import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ADMIN_MESSAGES, EXPORT_HEADERS, PORTAL_MESSAGES, SORT_FIELDS, joinRequestRejectSchema, joinRequestSchema,
  type JoinRequestRejectValues, type JoinRequestReviewItem, type JoinRequestValues,
} from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { sendTableCsv, type Cell } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { parseListQuery } from '../../../platform/http/list-query';
import { parseId } from '../../../platform/http/params';
import { countedSend } from '../../../platform/limits/send-limits';
import { validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

const UID = 'api::join-request.join-request';

/** A row of the join requests export, in the order of EXPORT_HEADERS.joinRequests. */
const requestCells = (r: JoinRequestReviewItem): Cell[] => [r.id, r.user.firstname, r.user.lastname, r.user.email, r.company.name, r.note, r.createdAt];

/** The id of a request under review: 400 when malformed. */
function requestId(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
  return id;
}

/**
 * POST /company/join-request, POST /company/join-request/{id}/withdraw and GET /company/join-request/mine
 * (members); the admins' review:
 * GET /company/join-request and POST /company/join-request/{id}/approve | reject.
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const joinRequests = () => apiService(strapi, UID);
  const reviews = () => apiService(strapi, 'api::join-request.review');

  return {
    async create(ctx: Context) {
      const input = await validateBody<JoinRequestValues>(joinRequestSchema, ctx.request.body);
      const userId = signedIn(ctx).user.id;
      // Counted against the member's hourly and daily limits; its notice is a delayed job (services/join-request).
      const { joinRequest, companyName } = await countedSend('join-request', userId, () => joinRequests().request(userId, input));
      ctx.status = 201;
      ctx.body = ok(joinRequest, { title: PORTAL_MESSAGES.joinRequestSentTitle, message: PORTAL_MESSAGES.joinRequestSent(companyName) });
    },

    async withdraw(ctx: Context) {
      const withdrawn = await joinRequests().withdraw(signedIn(ctx).user.id, requestId(ctx));
      ctx.body = ok(withdrawn, { title: PORTAL_MESSAGES.joinRequestWithdrawnTitle, message: PORTAL_MESSAGES.joinRequestWithdrawn(withdrawn.company.name) });
    },

    async mine(ctx: Context) {
      ctx.body = ok(await joinRequests().listOwn(signedIn(ctx).user.id));
    },

    async listPending(ctx: Context) {
      ctx.body = ok(await reviews().listPending(parseListQuery(ctx.query, SORT_FIELDS.joinRequest)));
    },

    /** GET /chapter/{id}/join-requests (its leaders, admins; the policy checked the chapter): the requests of members whose home chapter it is. */
    async listForChapter(ctx: Context) {
      const chapterId = parseId(ctx.params.id);
      if (chapterId === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
      ctx.body = ok(await reviews().listPending(parseListQuery(ctx.query, SORT_FIELDS.joinRequest), chapterId));
    },

    /** GET /company/join-request/export.csv (admins): the pending requests with the table's search and sort, as a streamed CSV (platform/http/csv). */
    async exportCsv(ctx: Context) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.joinRequest);
      const ids = await reviews().exportIds(query);
      sendTableCsv(ctx, signedIn(ctx).user.id, { name: 'join-requests', header: EXPORT_HEADERS.joinRequests, ids, rows: (some) => reviews().exportRows(some), idOf: (r) => r.id, cells: requestCells });
    },

    async approve(ctx: Context) {
      const id = requestId(ctx);
      const reviewed = await reviews().review(signedIn(ctx).user.id, id, 'approve');
      ctx.body = ok(reviewed, ADMIN_MESSAGES.joinRequestApproved(`${reviewed.user.firstname} ${reviewed.user.lastname}`, reviewed.company.name));
    },

    async reject(ctx: Context) {
      const id = requestId(ctx);
      const { reason } = await validateBody<JoinRequestRejectValues>(joinRequestRejectSchema, ctx.request.body);
      const reviewed = await reviews().review(signedIn(ctx).user.id, id, 'reject', reason);
      ctx.body = ok(reviewed, ADMIN_MESSAGES.joinRequestRejected(`${reviewed.user.firstname} ${reviewed.user.lastname}`, reviewed.company.name));
    },
  };
});
