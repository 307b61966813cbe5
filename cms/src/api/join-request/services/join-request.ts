import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ABUSE_DELAYS, MEMBER_DATA_MESSAGES, PORTAL_MESSAGES, type JoinRequestValues, type OwnJoinRequest } from '@gro/config';
import { enqueueJob } from '../../../jobs';
import { blankToNull } from '../../../platform/http/blank';
import { now } from '../../../platform/db/clock';
import { configuredMs } from '../../../platform/limits/configured-limits';
import { conflict } from '../../../platform/http/http-errors';
import { apiService } from '../../services';

const UID = 'api::join-request.join-request';
const OWN_FIELDS = ['id', 'note', 'status', 'reason', 'createdAt'];

type CompanyRef = { id: number; name: string };
type OwnRow<C = CompanyRef | null> = { id: number; note: string | null; status: OwnJoinRequest['status']; reason: string | null; createdAt: string; company: C };

function toOwnJoinRequest(row: OwnRow<CompanyRef>): OwnJoinRequest {
  return {
    id: row.id,
    companyId: row.company.id,
    company: { id: row.company.id, name: row.company.name },
    note: row.note ?? null,
    status: row.status,
    reason: row.reason ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const joinRequestService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * A pending request to join a company; one per member and company, none once in a company, and
   * none for ABUSE_DELAYS.joinRequestAfterWithdraw after the member withdrew one to that company (a
   * 429 saying when; the stored withdrawal's time on the server clock decides, on every replica).
   * The notice to the company and its reviewers is queued with the request, to leave after
   * ABUSE_DELAYS.joinRequestNotice (the job drops it if the request was withdrawn or decided by then).
   */
  async request(userId: number, input: JoinRequestValues): Promise<{ joinRequest: OwnJoinRequest; companyName: string }> {
    const companies = apiService(strapi, 'api::company.company');
    if (await companies.companyOfUser(userId)) throw conflict(PORTAL_MESSAGES.alreadyInCompany);
    const company = await strapi.db.query('api::company.company').findOne({ where: { id: input.companyId }, select: ['id', 'name', 'reviewStatus'] });
    if (!company) throw new errors.NotFoundError(PORTAL_MESSAGES.companyNotFound);
    // A company waiting for review has only its creator until it is approved (or rejected and removed).
    if (company.reviewStatus === 'Pending') throw conflict(MEMBER_DATA_MESSAGES.companyNotReviewed(company.name));
    const pending = await strapi.db.query(UID).findOne({
      where: { user: { id: userId }, company: { id: company.id }, status: 'Pending' },
      select: ['id'],
    });
    if (pending) throw conflict(PORTAL_MESSAGES.joinRequestPending(company.name));
    const withdrawn: { withdrawnAt: string | null } | null = await strapi.db.query(UID).findOne({
      where: { user: { id: userId }, company: { id: company.id }, status: 'Withdrawn', withdrawnAt: { $notNull: true } },
      select: ['withdrawnAt'],
      orderBy: { withdrawnAt: 'desc' },
    });
    const waitMs = withdrawn?.withdrawnAt ? Date.parse(withdrawn.withdrawnAt) + configuredMs(ABUSE_DELAYS.joinRequestAfterWithdraw) - now() : 0;
    if (waitMs > 0) {
      const retryAfter = Math.ceil(waitMs / 1000);
      throw new errors.RateLimitError(PORTAL_MESSAGES.joinRequestAfterWithdraw(company.name, retryAfter), { retryAfter, title: 'Too Many Requests' });
    }
    const created = await strapi.db.transaction(async () => {
      const row = (await strapi.documents(UID).create({
        data: { user: userId, company: company.id, note: blankToNull(input.note), status: 'Pending' },
      })) as unknown as { id: number };
      // In the transaction: the job is stored in the database with the request, or not at all.
      await enqueueJob(strapi, 'joinRequests.notice', { joinRequestId: row.id }, { delayMs: configuredMs(ABUSE_DELAYS.joinRequestNotice) });
      return row;
    });
    const row = await strapi.db.query(UID).findOne({ where: { id: created.id }, select: OWN_FIELDS, populate: { company: { select: ['id', 'name'] } } });
    return { joinRequest: toOwnJoinRequest(row), companyName: company.name };
  },

  /**
   * The member takes back their own pending request. 404 when it is not theirs (or does not exist:
   * the two look alike); 409 when it is no longer pending. The status changes by a conditional
   * update, so of a withdrawal and a review at the same moment only one finds it pending.
   */
  async withdraw(userId: number, id: number): Promise<OwnJoinRequest> {
    const row: (OwnRow & { user: { id: number } | null }) | null = await strapi.db.query(UID).findOne({
      where: { id },
      select: OWN_FIELDS,
      populate: { company: { select: ['id', 'name'] }, user: { select: ['id'] } },
    });
    if (!row || row.user?.id !== userId || !row.company) throw new errors.NotFoundError(PORTAL_MESSAGES.joinRequestNotFound);
    const { count } = await strapi.db.query(UID).updateMany({ where: { id, status: 'Pending' }, data: { status: 'Withdrawn', withdrawnAt: new Date(now()) } });
    if (count !== 1) {
      const current: { status: OwnJoinRequest['status'] } | null = await strapi.db.query(UID).findOne({ where: { id }, select: ['status'] });
      throw conflict(PORTAL_MESSAGES.joinRequestNotWithdrawable(current?.status ?? row.status));
    }
    return toOwnJoinRequest({ ...row, company: row.company, status: 'Withdrawn' });
  },

  /** The member's own requests, newest first. */
  async listOwn(userId: number): Promise<OwnJoinRequest[]> {
    const rows: OwnRow[] = await strapi.db.query(UID).findMany({
      where: { user: { id: userId } },
      select: OWN_FIELDS,
      populate: { company: { select: ['id', 'name'] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.filter((row): row is OwnRow<CompanyRef> => Boolean(row.company)).map(toOwnJoinRequest);
  },
});

export type JoinRequestService = ReturnType<typeof joinRequestService>;

/** Members' requests to join a company (spec §4). */
export default factories.createCoreService(UID, joinRequestService);
