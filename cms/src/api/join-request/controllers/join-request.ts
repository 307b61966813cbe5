import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { PORTAL_MESSAGES, joinRequestSchema, type JoinRequestValues } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../utils/envelope';
import { validateBody } from '../../../utils/validate';
import type { JoinRequestService } from '../services/join-request';

const UID = 'api::join-request.join-request';

/** POST /company/join-request and GET /company/join-request/mine (members). */
export default factories.createCoreController(UID, ({ strapi }) => {
  const joinRequests = () => strapi.service(UID) as JoinRequestService;

  return {
    async create(ctx: Context) {
      const input = await validateBody<JoinRequestValues>(joinRequestSchema, ctx.request.body);
      const { joinRequest, companyName } = await joinRequests().request(signedIn(ctx).user.id, input);
      ctx.status = 201;
      ctx.body = ok(joinRequest, { title: PORTAL_MESSAGES.joinRequestSentTitle, message: PORTAL_MESSAGES.joinRequestSent(companyName) });
    },

    async mine(ctx: Context) {
      ctx.body = ok(await joinRequests().listOwn(signedIn(ctx).user.id));
    },
  };
});
