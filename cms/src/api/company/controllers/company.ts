import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { PORTAL_MESSAGES, SORT_FIELDS, companySchema, type CompanyValues } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../utils/envelope';
import { parseListQuery } from '../../../utils/list-query';
import { validateBody } from '../../../utils/validate';
import type { CompanyService } from '../services/company';

const UID = 'api::company.company';

/** GET /company and POST /company (members). */
export default factories.createCoreController(UID, ({ strapi }) => {
  const companies = () => strapi.service(UID) as CompanyService;

  return {
    async list(ctx: Context) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.company);
      ctx.body = ok(await companies().listPage(query));
    },

    /** Creates the member's company and makes them part of it (spec §4: sets companyId). */
    async create(ctx: Context) {
      const input = await validateBody<CompanyValues>(companySchema, ctx.request.body);
      const data = await companies().createForMember(signedIn(ctx).user.id, input);
      ctx.status = 201;
      ctx.body = ok(data, { title: PORTAL_MESSAGES.companyCreatedTitle, message: PORTAL_MESSAGES.companyCreated(data.company.name) });
    },
  };
});
