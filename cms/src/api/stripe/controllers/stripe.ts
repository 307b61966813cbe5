import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { apiService } from '../../services';

/** Where strapi::body (includeUnparsed) keeps the body exactly as received: the signature covers these bytes. */
const UNPARSED_BODY = Symbol.for('unparsedBody');

/** GET /stripe/session/{id} (members) and POST /stripe/webhook (Stripe). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async session(ctx: Context) {
    const sessions = apiService(strapi, 'api::stripe.session');
    ctx.body = ok(await sessions.lookup(signedIn(ctx).user.id, ctx.params.id));
  },

  /** Any 2xx tells Stripe the event arrived; a 400 (bad signature) or 5xx makes it deliver again later. */
  async webhook(ctx: Context) {
    const body = ctx.request.body as Record<symbol, unknown> | undefined;
    const raw = body && typeof body === 'object' ? body[UNPARSED_BODY] : undefined;
    const webhooks = apiService(strapi, 'api::stripe.webhook');
    ctx.body = ok(await webhooks.receive(raw, ctx.get('stripe-signature')));
  },
});
