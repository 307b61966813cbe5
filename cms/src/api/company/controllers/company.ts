import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  PORTAL_MESSAGES,
  SOCIAL_LINK_KEYS,
  SORT_FIELDS,
  companySchema,
  joinRequestSchema,
  type CompanyCreated,
  type CompanyValues,
  type JoinRequestValues,
} from '@gro/config';
import { ok } from '../../../utils/envelope';
import { conflict } from '../../../utils/http-errors';
import { parseListQuery } from '../../../utils/list-query';
import { validateBody } from '../../../utils/validate';
import { toOwnJoinRequest } from '../services/company';

const UID = 'api::company.company';
const JOIN_UID = 'api::join-request.join-request';
const USER = 'plugin::users-permissions.user';

/** One company creation at a time per member, so a double submit cannot make two companies. */
const creating = new Set<number>();

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value ?? null);

/** GET /company, POST /company, POST /company/join-request, GET /company/join-request/mine (members). */
export default factories.createCoreController(UID, ({ strapi }) => {
  const companies = () => strapi.service(UID) as any;

  async function companyOf(userId: number): Promise<number | null> {
    const row = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id'], populate: { company: { select: ['id'] } } });
    return row?.company?.id ?? null;
  }

  return {
    async list(ctx: any) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.company);
      ctx.body = ok(await companies().listPage(query));
    },

    /** Creates the member's company and makes them part of it (spec §4: sets companyId). */
    async create(ctx: any) {
      const userId: number = ctx.state.user.id;
      const input = await validateBody<CompanyValues>(companySchema, ctx.request.body);
      if (creating.has(userId)) throw conflict(PORTAL_MESSAGES.alreadyInCompany);
      creating.add(userId);
      try {
        if (await companyOf(userId)) throw conflict(PORTAL_MESSAGES.alreadyInCompany);
        const name = input.name.trim();
        if (await companies().nameTaken(name)) throw conflict(PORTAL_MESSAGES.companyNameTaken(name));
        const values = input as Record<string, unknown>;
        let created: { id: number };
        try {
          created = (await strapi.documents(UID).create({
            data: {
              name,
              description: input.description,
              address: input.address,
              city: blankToNull(input.city),
              state: blankToNull(input.state),
              postalCode: blankToNull(input.postalCode),
              country: blankToNull(input.country),
              latitude: input.latitude ?? null,
              longitude: input.longitude ?? null,
              phoneNumber: blankToNull(input.phoneNumber),
              phoneExt: blankToNull(input.phoneExt),
              url: blankToNull(input.url),
              logo: blankToNull(input.logo),
              contactName: blankToNull(input.contactName),
              industry: blankToNull(input.industry),
              socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, blankToNull(values[key])])),
            } as any,
          })) as unknown as { id: number };
        } catch (err) {
          // The same name created a moment ago by someone else: the unique index decides.
          if (await companies().nameTaken(name)) throw conflict(PORTAL_MESSAGES.companyNameTaken(name));
          throw err;
        }
        await strapi.db.query(USER).update({ where: { id: userId }, data: { company: created.id } });
        const [company, user] = await Promise.all([
          companies().findById(created.id),
          strapi.service('api::account.account').findAccount(userId),
        ]);
        const data: CompanyCreated = { company, user };
        ctx.status = 201;
        ctx.body = ok(data, { title: PORTAL_MESSAGES.companyCreatedTitle, message: PORTAL_MESSAGES.companyCreated(name) });
      } finally {
        creating.delete(userId);
      }
    },

    /** A pending request to join a company; one per member and company, none once in a company. */
    async createJoinRequest(ctx: any) {
      const userId: number = ctx.state.user.id;
      const input = await validateBody<JoinRequestValues>(joinRequestSchema, ctx.request.body);
      if (await companyOf(userId)) throw conflict(PORTAL_MESSAGES.alreadyInCompany);
      const company = await strapi.db.query(UID).findOne({ where: { id: input.companyId }, select: ['id', 'name'] });
      if (!company) throw new errors.NotFoundError(PORTAL_MESSAGES.companyNotFound);
      const pending = await strapi.db.query(JOIN_UID).findOne({
        where: { user: { id: userId }, company: { id: company.id }, status: 'Pending' },
        select: ['id'],
      });
      if (pending) throw conflict(PORTAL_MESSAGES.joinRequestPending(company.name));
      const created = (await strapi.documents(JOIN_UID).create({
        data: { user: userId, company: company.id, note: blankToNull(input.note), status: 'Pending' } as any,
      })) as unknown as { id: number };
      const row = await strapi.db.query(JOIN_UID).findOne({
        where: { id: created.id },
        select: ['id', 'note', 'status', 'reason', 'createdAt'],
        populate: { company: { select: ['id', 'name'] } },
      });
      ctx.status = 201;
      ctx.body = ok(toOwnJoinRequest(row), { title: PORTAL_MESSAGES.joinRequestSentTitle, message: PORTAL_MESSAGES.joinRequestSent(company.name) });
    },

    async ownJoinRequests(ctx: any) {
      ctx.body = ok(await companies().ownJoinRequests(ctx.state.user.id));
    },
  };
});
