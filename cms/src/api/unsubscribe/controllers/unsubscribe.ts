import { UNSUBSCRIBE_MESSAGES, unsubscribeSchema } from '@gro/config';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ok } from '../../../platform/http/envelope';
import { validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

/** The token from the query (the page, a mail client's one-click POST) or the JSON body (the page's button). */
async function tokenOf(ctx: Context, fromBody: boolean): Promise<string> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const raw = fromBody && body.token !== undefined ? body.token : ctx.query.token;
  const { token } = await validateBody<{ token: string }>(unsubscribeSchema, {
    token: raw,
  });
  return token;
}

/** GET and POST /unsubscribe (public): the unsubscribe link of notices. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => apiService(strapi, 'api::unsubscribe.unsubscribe');
  return {
    async preview(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = ok(await service().preview(await tokenOf(ctx, false)));
    },

    async apply(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const done = await service().apply(await tokenOf(ctx, true));
      const message = done.audience === 'visitor' ? UNSUBSCRIBE_MESSAGES.visitorDone : UNSUBSCRIBE_MESSAGES.done;
      ctx.body = ok(done, message(done.setting.label, done.channel));
    },
  };
};
