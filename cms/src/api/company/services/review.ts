import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MEMBER_DATA_MESSAGES, type Paginated, type PendingCompany, type ReviewedCompany, NOTIFICATION_SETTING } from '@gro/config';
import { companyApprovedEmail, companyRejectedEmail, companyReviewNoticeEmail } from '../messages';
import { withUnsubscribe } from '../../../notifications/unsubscribe';
import { sendMailInBackground } from '../../../notifications';
import { blankToNull } from '../../../platform/http/blank';
import { conflict } from '../../../platform/http/http-errors';
import { pagination, type ParsedListQuery } from '../../../platform/http/list-query';
import { serially } from '../../../platform/db/serial';
import { apiService } from '../../services';
import { USER_CHAPTER, USER_COMPANY } from '../../../platform/db/links';

const chapterLink = USER_CHAPTER.as('uch');

const UID = 'api::company.company';
const USER = 'plugin::users-permissions.user';
/** The notification setting that covers the review of members' companies and join requests (NOTIFICATION_SETTINGS, @gro/config). */
const SETTING_KEY = NOTIFICATION_SETTING.joinRequests;

type Row = {
  id: number;
  document_id: string;
  name: string;
  city: string | null;
  industry: string | null;
  url: string | null;
  created_at: string | number | Date;
  creator_id: number | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  chapter_id: number | null;
  chapter_name: string | null;
};
type Member = { id: number; email: string; firstname: string | null; lastname: string | null };

function toPending(row: Row): PendingCompany {
  return {
    id: row.id,
    uuid: row.document_id,
    name: row.name,
    city: row.city ?? null,
    industry: row.industry ?? null,
    url: row.url ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    creator:
      row.creator_id === null || row.email === null
        ? null
        : {
            id: row.creator_id,
            firstname: row.firstname ?? '',
            lastname: row.lastname ?? '',
            email: row.email,
            chapter: row.chapter_id === null ? null : { id: Number(row.chapter_id), name: row.chapter_name ?? '' },
          },
  };
}

/**
 * The review of companies members create: they wait (reviewStatus Pending) until an admin, or a
 * leader of the creator's home chapter, approves them; rejecting removes the company, freeing its
 * name and returning its member to the company gate. Its creator is its first member (a pending
 * company takes no join requests).
 */
const companyReviewService = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  /** Pending companies with their creator (first member) and the creator's home chapter; of one chapter's creators when `chapterId` is given. */
  function pending(chapterId?: number) {
    const creator = knex()(USER_COMPANY.table).select(`${USER_COMPANY.target} as company_id`).min({ user_id: USER_COMPANY.owner }).groupBy(USER_COMPANY.target);
    const q = knex()('companies as c')
      .leftJoin(creator.as('cr'), 'cr.company_id', 'c.id')
      .leftJoin('up_users as u', 'u.id', 'cr.user_id')
      .leftJoin(chapterLink.table, chapterLink.owner, 'u.id')
      .leftJoin('chapters as ch', 'ch.id', chapterLink.target)
      .where('c.review_status', 'Pending');
    if (chapterId !== undefined) q.where(chapterLink.target, chapterId);
    return q;
  }

  const COLUMNS = [
    'c.id', 'c.document_id', 'c.name', 'c.city', 'c.industry', 'c.url', 'c.created_at',
    'u.id as creator_id', 'u.firstname', 'u.lastname', 'u.email', 'ch.id as chapter_id', 'ch.name as chapter_name',
  ];

  async function findPending(documentId: string): Promise<{ company: PendingCompany; members: Member[] }> {
    const row: Row | undefined = await pending().where('c.document_id', documentId).first(COLUMNS);
    if (!row) throw new errors.NotFoundError(MEMBER_DATA_MESSAGES.companyReviewNotFound);
    const members: Member[] = await strapi.db.query(USER).findMany({ where: { company: { id: row.id } }, select: ['id', 'email', 'firstname', 'lastname'] });
    return { company: toPending(row), members };
  }

  const creatorName = (c: PendingCompany) => (c.creator ? [c.creator.firstname, c.creator.lastname].filter(Boolean).join(' ') || c.creator.email : 'a member');

  return {
    /** GET /company/pending (admins) and GET /chapter/{id}/pending-companies (its leaders): oldest first. */
    async listPending(query: ParsedListQuery<never>, chapterId?: number): Promise<Paginated<PendingCompany>> {
      const [{ total }] = await pending(chapterId).count({ total: 'c.id' });
      const count = Number(total);
      const rows: Row[] = count === 0 ? [] : await pending(chapterId).select(COLUMNS).orderBy('c.created_at', 'asc').orderBy('c.id', 'asc').limit(query.pageSize).offset(query.offset);
      return { items: rows.map(toPending), pagination: pagination(query.page, query.pageSize, count) };
    },

    /**
     * Emails the admins and the leaders of the creator's home chapter that a company waits for
     * review, each as their "Company join requests" setting allows. One company per member at a
     * time, and a new one only after a reviewer removed the last: the notices follow human decisions.
     */
    async notifyReviewers(companyId: number, creatorId: number): Promise<void> {
      const [company, creator] = await Promise.all([
        strapi.db.query(UID).findOne({ where: { id: companyId }, select: ['name'] }),
        strapi.db.query(USER).findOne({ where: { id: creatorId }, select: ['email', 'firstname', 'lastname'] }),
      ]);
      if (!company || !creator) return;
      const recipients = await apiService(strapi, 'api::join-request.notice').recipients(companyId, creatorId);
      for (const to of recipients) {
        if (!to.reviewer) continue;
        const mail = companyReviewNoticeEmail(to, { company: company.name, creator, leaderOf: to.leaderOf });
        await sendMailInBackground(strapi, withUnsubscribe(mail, to.id, SETTING_KEY));
      }
    },

    /**
     * Approves or rejects a company waiting for review (404 when there is none by that id; 409 when
     * another review came first). Approving opens member data to its members; rejecting removes the
     * company (its name is free again) and returns its members to the company gate. Both are in the
     * activity log, and the company's members are emailed the decision.
     */
    async review(actorId: number, documentId: string, decision: 'approve' | 'reject', reasonInput?: string | null): Promise<ReviewedCompany> {
      return serially('company-review', async () => {
        const { company, members } = await findPending(documentId);
        const reason = decision === 'reject' ? ((blankToNull(reasonInput) as string | null) ?? null) : null;
        const summary = `${decision === 'approve' ? 'Approved' : 'Rejected'} company ${company.name}, created by ${creatorName(company)}`;
        const activity = apiService(strapi, 'api::admin-activity.admin-activity');
        await strapi.db.transaction(async () => {
          // Conditional: of two reviews at once (another process), only one finds it pending.
          if (decision === 'approve') {
            const { count } = await strapi.db.query(UID).updateMany({ where: { id: company.id, reviewStatus: 'Pending' }, data: { reviewStatus: 'Approved' } });
            if (count !== 1) throw conflict(MEMBER_DATA_MESSAGES.companyReviewNotFound);
          } else {
            await strapi.db.query('api::join-request.join-request').deleteMany({ where: { company: { id: company.id } } });
            const deleted = await strapi.db.query(UID).delete({ where: { id: company.id, reviewStatus: 'Pending' } });
            if (!deleted) throw conflict(MEMBER_DATA_MESSAGES.companyReviewNotFound);
          }
          await activity.record({
            actorId,
            action: decision,
            subject: 'company',
            subjectId: company.id,
            summary,
            before: { reviewStatus: 'Pending', name: company.name, memberIds: members.map((m) => m.id) },
            after: decision === 'approve' ? { reviewStatus: 'Approved' } : { removed: true, reason },
          });
        });
        for (const member of members) {
          const mail = decision === 'approve' ? companyApprovedEmail(member, company.name) : companyRejectedEmail(member, company.name, reason);
          await sendMailInBackground(strapi, mail);
        }
        return { ...company, decision: decision === 'approve' ? 'Approved' : 'Rejected', reason };
      });
    },
  };
};

export type CompanyReviewService = ReturnType<typeof companyReviewService>;
export default companyReviewService;
