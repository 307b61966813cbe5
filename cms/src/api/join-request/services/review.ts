import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ADMIN_MESSAGES,
  type JoinRequestPage,
  type JoinRequestReviewItem,
  type JoinRequestSortField,
  type JoinRequestStatus,
  type ReviewedJoinRequest, INBOX_NOTICES, NOTIFICATION_SETTING, SITE_PATHS } from '@gro/config';
import { joinRequestApprovedEmail, joinRequestRejectedEmail } from '../messages';
import { withUnsubscribe } from '../../../notifications/unsubscribe';
import { addToInbox, sendMailInBackground } from '../../../notifications';
import { blankToNull } from '../../../platform/http/blank';
import { now } from '../../../platform/db/clock';
import { distinctIds } from '../../../platform/http/csv';
import { conflict } from '../../../platform/http/http-errors';
import { containsPattern, pagination, type ParsedListQuery } from '../../../platform/http/list-query';
import { serially } from '../../../platform/db/serial';
import { apiService } from '../../services';
import { JOIN_REQUEST_COMPANY, JOIN_REQUEST_USER, USER_CHAPTER } from '../../../platform/db/links';

const userLink = JOIN_REQUEST_USER.as('jul');
const companyLink = JOIN_REQUEST_COMPANY.as('jcl');
const chapterLink = USER_CHAPTER.as('jrch');

const UID = 'api::join-request.join-request';
const USER = 'plugin::users-permissions.user';
/** The notification setting that covers the member's own join requests (NOTIFICATION_SETTINGS, @gro/config). */
const SETTING_KEY = NOTIFICATION_SETTING.joinRequests;

type Decision = 'approve' | 'reject';
type Member = { id: number; firstname: string | null; lastname: string | null; email: string };
type RequestRow = {
  id: number;
  status: JoinRequestStatus;
  note: string | null;
  createdAt: string;
  user: Member | null;
  company: { id: number; documentId: string; name: string } | null;
};
type ListRow = {
  id: number;
  note: string | null;
  created_at: string | number | Date;
  user_id: number;
  firstname: string | null;
  lastname: string | null;
  email: string;
  company_id: number;
  company_uuid: string;
  company_name: string;
};

const fullname = (m: { firstname: string | null; lastname: string | null }) => [m.firstname, m.lastname].filter(Boolean).join(' ');

/** Orders of the review list; each ends on the request's age and id. */
const SORT_SQL: Record<JoinRequestSortField, string[]> = {
  createdAt: ['jr.created_at'],
  member: ['lower(u.lastname)', 'lower(u.firstname)'],
  email: ['lower(u.email)'],
  company: ['lower(c.name)'],
};

function toItem(row: ListRow): JoinRequestReviewItem {
  return {
    id: row.id,
    note: row.note ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    user: { id: row.user_id, firstname: row.firstname ?? '', lastname: row.lastname ?? '', email: row.email },
    company: { id: row.company_id, uuid: row.company_uuid, name: row.company_name },
    companyId: row.company_id,
  };
}

/** The admins' review of members' requests to join a company. */
const reviewService = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  /**
   * Pending requests that still have their member and company (deleting either removes its link
   * row). The member and company tables are joined only when a search or an order needs them, so
   * the count and the default page walk the (status, created_at, id) index.
   */
  function pending(query: ParsedListQuery<JoinRequestSortField>, chapterId?: number) {
    const q = knex()('join_requests as jr')
      .join(userLink.table, userLink.owner, 'jr.id')
      .join(companyLink.table, companyLink.owner, 'jr.id')
      .where('jr.status', 'Pending');
    // A chapter's leaders review the requests of its members: the requester's home chapter.
    if (chapterId !== undefined) q.join(chapterLink.table, chapterLink.owner, userLink.target).where(chapterLink.target, chapterId);
    const field = query.sort?.field ?? 'createdAt';
    if (query.q || field === 'member' || field === 'email') q.join('up_users as u', 'u.id', userLink.target);
    if (query.q || field === 'company') q.join('companies as c', 'c.id', companyLink.target);
    if (query.q) {
      const p = containsPattern(query.q);
      const like = (expr: string) => `lower(${expr}) LIKE ? ESCAPE '\\'`;
      q.whereRaw(`(${like("u.firstname || ' ' || u.lastname")} OR ${like('u.email')} OR ${like('c.name')})`, [p, p, p]);
    }
    return q;
  }

  /** Tells the member the decision: in their notification centre, and by email when their settings allow it. */
  async function tellMember(member: Member, company: string, decision: Decision, reason: string | null) {
    await addToInbox(strapi, [
      decision === 'approve'
        ? { userId: member.id, kind: 'joinRequestApproved', title: INBOX_NOTICES.joinRequestApproved(company), link: SITE_PATHS.portal.dashboard }
        : { userId: member.id, kind: 'joinRequestRejected', title: INBOX_NOTICES.joinRequestRejected(company), body: reason, link: SITE_PATHS.portal.dashboard },
    ]);
    const settings = apiService(strapi, 'api::account.setting');
    if (!(await settings.allows(member.id, SETTING_KEY, 'email'))) return;
    const mail = decision === 'approve' ? joinRequestApprovedEmail(member, company) : joinRequestRejectedEmail(member, company, reason);
    await sendMailInBackground(strapi, withUnsubscribe(mail, member.id, SETTING_KEY));
  }

  /** Orders a query of requests as the table does: the sort's expressions, then the date and id. */
  function ordered(query: ParsedListQuery<JoinRequestSortField>) {
    const direction = query.sort?.direction ?? 'asc';
    return <Q extends ReturnType<typeof pending>>(q: Q): Q => {
      for (const expr of SORT_SQL[query.sort?.field ?? 'createdAt']) q.orderByRaw(`${expr} ${direction}`);
      return q.orderBy('jr.created_at', direction).orderBy('jr.id', direction) as Q;
    };
  }

  /** Requests (as `jr`) with their member and company: the columns of ListRow. */
  function withDetails(q: ReturnType<typeof pending>) {
    return q
      .leftJoin(userLink.table, userLink.owner, 'jr.id')
      .leftJoin('up_users as u', 'u.id', userLink.target)
      .leftJoin(companyLink.table, companyLink.owner, 'jr.id')
      .leftJoin('companies as c', 'c.id', companyLink.target)
      .select(
        'jr.id', 'jr.note', 'jr.created_at', 'u.id as user_id', 'u.firstname', 'u.lastname', 'u.email',
        'c.id as company_id', 'c.document_id as company_uuid', 'c.name as company_name',
      );
  }

  return {
    /** The admins' CSV export: the ids of the pending requests the search matches, in the table's order. */
    async exportIds(query: ParsedListQuery<JoinRequestSortField>): Promise<Int32Array> {
      return distinctIds(await ordered(query)(pending(query).select('jr.id')));
    },

    /** The requests of `ids` (any order) as the table lists them. */
    async exportRows(ids: number[]): Promise<JoinRequestReviewItem[]> {
      const rows: ListRow[] = await withDetails(knex()('join_requests as jr').whereIn('jr.id', ids));
      return rows.filter((row) => row.user_id !== null && row.company_id !== null).map(toItem);
    },

    /** GET /company/join-request: a page of pending requests, oldest first unless sorted otherwise; GET /chapter/{id}/join-requests: those of the chapter's members. */
    async listPending(query: ParsedListQuery<JoinRequestSortField>, chapterId?: number): Promise<JoinRequestPage> {
      const order = ordered(query);
      // One statement: the page's ids with the number of requests (an index count beside the
      // walk; COUNT(*) OVER () of a search's scan), joined to their member and company. The page
      // stays the outer table (LEFT JOINs), so only its rows are looked up.
      const page = pending(query, chapterId).select('jr.id');
      if (query.q) page.select(knex().raw('COUNT(*) OVER () AS total'));
      else page.select(pending(query, chapterId).count('jr.id').as('total'));
      order(page).limit(query.pageSize).offset(query.offset);
      const rows: (ListRow & { total: number | string })[] = await order(withDetails(knex().from(page.as('pg')).leftJoin('join_requests as jr', 'jr.id', 'pg.id')).select('pg.total'));
      let count: number;
      if (rows.length) count = Number(rows[0]!.total);
      else if (query.offset === 0) count = 0;
      else count = Number((await pending(query, chapterId).count({ total: 'jr.id' }))[0].total);
      const byId = new Map<number, JoinRequestReviewItem>();
      for (const row of rows) if (row.user_id !== null && row.company_id !== null) byId.set(row.id, toItem(row));
      return { items: [...byId.values()], pagination: pagination(query.page, query.pageSize, count) };
    },

    /**
     * Approves or rejects a pending request. 404 when it (or its member or company) does not exist;
     * 409 when it is no longer pending, or, approving, when the member meanwhile joined another
     * company. Approving makes the company the member's. The member is emailed the decision.
     */
    async review(actorId: number, id: number, decision: Decision, reasonInput?: string | null): Promise<ReviewedJoinRequest> {
      return serially('join-request-review', async () => {
        const row: RequestRow | null = await strapi.db.query(UID).findOne({
          where: { id },
          select: ['id', 'status', 'note', 'createdAt'],
          populate: { user: { select: ['id', 'firstname', 'lastname', 'email'] }, company: { select: ['id', 'documentId', 'name'] } },
        });
        if (!row || !row.user || !row.company) throw new errors.NotFoundError(ADMIN_MESSAGES.joinRequestNotFound);
        if (row.status !== 'Pending') throw conflict(ADMIN_MESSAGES.joinRequestNotPending(row.status));
        const { user: member, company } = row;

        const currentCompanyId = await apiService(strapi, 'api::company.company').companyOfUser(member.id);
        if (decision === 'approve' && currentCompanyId !== null && currentCompanyId !== company.id) {
          const current = await strapi.db.query('api::company.company').findOne({ where: { id: currentCompanyId }, select: ['name'] });
          throw conflict(ADMIN_MESSAGES.joinRequestMemberInCompany(current?.name ?? 'another company'));
        }

        const status = decision === 'approve' ? 'Approved' : 'Rejected';
        const reason = decision === 'reject' ? ((blankToNull(reasonInput) as string | null) ?? null) : null;
        const reviewedAt = new Date(now());
        const name = fullname(member);
        await strapi.db.transaction(async () => {
          // Conditional: of two reviews at once (another process), only one finds it pending.
          const { count } = await strapi.db.query(UID).updateMany({ where: { id, status: 'Pending' }, data: { status, reason, reviewedAt } });
          if (count !== 1) {
            // Another review, or the member's withdrawal, came first: say which.
            const current: { status: JoinRequestStatus } | null = await strapi.db.query(UID).findOne({ where: { id }, select: ['status'] });
            throw conflict(ADMIN_MESSAGES.joinRequestNotPending(current?.status ?? 'Approved'));
          }
          await strapi.db.query(UID).update({ where: { id }, data: { reviewedBy: actorId } });
          if (decision === 'approve' && currentCompanyId !== company.id) {
            await strapi.db.query(USER).update({ where: { id: member.id }, data: { company: company.id } });
          }
          const activity = apiService(strapi, 'api::admin-activity.admin-activity');
          await activity.record({
            actorId,
            action: decision,
            subject: 'join-request',
            subjectId: id,
            summary: `${decision === 'approve' ? 'Approved' : 'Rejected'} ${name || member.email}'s request to join ${company.name}`,
            before: { status: 'Pending', userId: member.id, companyId: company.id, memberCompanyId: currentCompanyId },
            after: {
              status,
              userId: member.id,
              companyId: company.id,
              memberCompanyId: decision === 'approve' ? company.id : currentCompanyId,
              ...(decision === 'reject' ? { reason } : {}),
            },
          });
        });
        await tellMember(member, company.name, decision, reason);
        return {
          id,
          note: row.note ?? null,
          createdAt: new Date(row.createdAt).toISOString(),
          user: { id: member.id, firstname: member.firstname ?? '', lastname: member.lastname ?? '', email: member.email },
          company: { id: company.id, uuid: company.documentId, name: company.name },
          companyId: company.id,
          status,
          reason,
          reviewedAt: reviewedAt.toISOString(),
        };
      });
    },
  };
};

export type ReviewService = ReturnType<typeof reviewService>;
export default reviewService;
