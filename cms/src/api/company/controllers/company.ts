import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ADMIN_MESSAGES, EXPORT_HEADERS, MEMBER_DATA_MESSAGES, PORTAL_MESSAGES, SOCIAL_LINK_KEYS, SORT_FIELDS, companyAdminSchema, companySchema,
  joinRequestRejectSchema, type Company, type CompanyAdminValues, type CompanyValues, type JoinRequestRejectValues,
} from '@gro/config';
import { memberDataRule } from '../../../auth/member-data';
import { signedIn } from '../../../auth/authenticate';
import { belongsToCompany, isAdmin } from '../../../auth/roles';
import { afterAnswer } from '../../../platform/http/after-answer';
import { sendTableCsv, type Cell } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { parseListQuery } from '../../../platform/http/list-query';
import { parseDocumentId, parseId } from '../../../platform/http/params';
import { validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

const UID = 'api::company.company';

/**
 * A company as the company gate's type-ahead shows it to an account without a company: its name
 * and place to tell namesakes apart; its contact person, phone, web and social links stay for members.
 */
const forTheGate = ({ id, uuid, name, city, state, country, industry }: Company): Company => ({
  id,
  uuid,
  name,
  city,
  state,
  country,
  industry,
  description: null,
  address: null,
  postalCode: null,
  latitude: null,
  longitude: null,
  phoneNumber: null,
  phoneExt: null,
  url: null,
  logo: null,
  contactName: null,
  socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, null])),
});

/** A company as members see it: everything but the Nonprofit flag and the review status, which are for admins. */
const forMembers = ({ isNonprofit: _nonprofit, reviewStatus: _review, ...company }: Company): Company => company;

/** The uuid of the company a review names: 404 when malformed. */
function companyUuid(ctx: Context): string {
  const documentId = parseDocumentId(ctx.params.uuid);
  if (documentId === null) throw new errors.NotFoundError(PORTAL_MESSAGES.companyNotFound);
  return documentId;
}

/** A row of the companies export, in the order of EXPORT_HEADERS.companies. */
const companyCells = (c: Company): Cell[] => [
  c.id, c.name, c.industry, c.contactName, c.phoneNumber, c.phoneExt, c.url, c.address, c.city, c.state, c.postalCode, c.country, c.isNonprofit ? 'Yes' : 'No',
];

/**
 * GET /company and POST /company (any signed-in account: the company gate uses both; admins also
 * create companies for members through POST); PUT /company/{uuid} (admins).
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const companies = () => apiService(strapi, UID);
  const reviews = () => apiService(strapi, 'api::company.review');

  return {
    /** Admins see every field; members all but the Nonprofit flag; an account without a company what the gate shows. */
    async list(ctx: Context) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.company);
      const { user } = signedIn(ctx);
      // Companies waiting for review are the admins' (and their creator's, who is in it).
      const page = await companies().listPage(query, isAdmin(user) ? undefined : user.companyId);
      const shown = isAdmin(user) ? (c: Company) => c : belongsToCompany(user) ? forMembers : forTheGate;
      ctx.body = ok({ ...page, items: page.items.map(shown) });
    },

    /** GET /company/export.csv (admins): the companies table with its search and sort, as a streamed CSV (platform/http/csv). */
    async exportCsv(ctx: Context) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.company);
      const ids = await companies().exportIds(query);
      sendTableCsv(ctx, signedIn(ctx).user.id, { name: 'companies', header: EXPORT_HEADERS.companies, ids, rows: (some) => companies().exportRows(some), idOf: (c) => c.id, cells: companyCells });
    },

    /**
     * A member creates their company and becomes part of it (spec §4: sets companyId). An admin
     * creates a company for members to join: it is not attached to the admin, it may be flagged
     * Nonprofit, and the activity log records it.
     */
    async create(ctx: Context) {
      const { user } = signedIn(ctx);
      if (isAdmin(user)) {
        const input = await validateBody<CompanyAdminValues>(companyAdminSchema, ctx.request.body);
        const company = await companies().createByAdmin(user.id, input);
        ctx.status = 201;
        ctx.body = ok(company, ADMIN_MESSAGES.companyCreated(company.name));
        return;
      }
      const input = await validateBody<CompanyValues>(companySchema, ctx.request.body);
      const data = await companies().createForMember(user.id, input);
      afterAnswer(strapi, ctx, 'The new company notice to its reviewers', () => reviews().notifyReviewers(data.company.id, user.id));
      ctx.status = 201;
      const message = memberDataRule() === 'approved-company' ? MEMBER_DATA_MESSAGES.companyCreatedPending(data.company.name) : PORTAL_MESSAGES.companyCreated(data.company.name);
      ctx.body = ok({ ...data, company: forMembers(data.company) }, { title: PORTAL_MESSAGES.companyCreatedTitle, message });
    },

    /** GET /company/pending (admins): the companies members created that wait for review, oldest first. */
    async listPending(ctx: Context) {
      ctx.body = ok(await reviews().listPending(parseListQuery(ctx.query, [] as const)));
    },

    /** GET /chapter/{id}/pending-companies (its leaders, admins; the policy checked the chapter): those its members created. */
    async listPendingForChapter(ctx: Context) {
      const chapterId = parseId(ctx.params.id);
      if (chapterId === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
      ctx.body = ok(await reviews().listPending(parseListQuery(ctx.query, [] as const), chapterId));
    },

    async approve(ctx: Context) {
      const reviewed = await reviews().review(signedIn(ctx).user.id, companyUuid(ctx), 'approve');
      ctx.body = ok(reviewed, MEMBER_DATA_MESSAGES.companyApproved(reviewed.name));
    },

    async reject(ctx: Context) {
      const documentId = companyUuid(ctx);
      const { reason } = await validateBody<JoinRequestRejectValues>(joinRequestRejectSchema, ctx.request.body);
      const reviewed = await reviews().review(signedIn(ctx).user.id, documentId, 'reject', reason);
      ctx.body = ok(reviewed, MEMBER_DATA_MESSAGES.companyRejected(reviewed.name));
    },

    async update(ctx: Context) {
      const documentId = parseDocumentId(ctx.params.uuid);
      if (documentId === null) throw new errors.NotFoundError(PORTAL_MESSAGES.companyNotFound);
      const input = await validateBody<CompanyAdminValues>(companyAdminSchema, ctx.request.body);
      const company = await companies().updateByAdmin(signedIn(ctx).user.id, documentId, input);
      ctx.body = ok(company, ADMIN_MESSAGES.companyUpdated(company.name));
    },
  };
});
