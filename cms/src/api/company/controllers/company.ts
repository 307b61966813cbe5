import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ADMIN_MESSAGES, PORTAL_MESSAGES, SOCIAL_LINK_KEYS, SORT_FIELDS, companyAdminSchema, companySchema,
  type Company, type CompanyAdminValues, type CompanyValues,
} from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { belongsToCompany } from '../../../auth/roles';
import { ok } from '../../../utils/envelope';
import { parseListQuery } from '../../../utils/list-query';
import { parseDocumentId } from '../../../utils/params';
import { validateBody } from '../../../utils/validate';
import type { CompanyService } from '../services/company';

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

/** GET /company and POST /company (any signed-in account: the company gate uses both); PUT /company/{uuid} (admins). */
export default factories.createCoreController(UID, ({ strapi }) => {
  const companies = () => strapi.service(UID) as CompanyService;

  return {
    async list(ctx: Context) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.company);
      const page = await companies().listPage(query);
      ctx.body = ok(belongsToCompany(signedIn(ctx).user) ? page : { ...page, items: page.items.map(forTheGate) });
    },

    /** Creates the member's company and makes them part of it (spec §4: sets companyId). */
    async create(ctx: Context) {
      const input = await validateBody<CompanyValues>(companySchema, ctx.request.body);
      const data = await companies().createForMember(signedIn(ctx).user.id, input);
      ctx.status = 201;
      ctx.body = ok(data, { title: PORTAL_MESSAGES.companyCreatedTitle, message: PORTAL_MESSAGES.companyCreated(data.company.name) });
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
