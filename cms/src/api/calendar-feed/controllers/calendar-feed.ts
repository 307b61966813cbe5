import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CALENDAR_FEED_LIMITS, CALENDAR_FEED_MESSAGES } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { consume } from '../../../platform/limits/rate-limit';
import { clientIp } from '../../../platform/http/request';
import { apiService } from '../../services';

const notFound = () => new errors.NotFoundError(CALENDAR_FEED_MESSAGES.notFound.message, { title: CALENDAR_FEED_MESSAGES.notFound.title });

/** A member's calendar feed: their own address (signed in), and the feed itself (the address is the proof). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const feeds = () => apiService(strapi, 'api::calendar-feed.calendar-feed');
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');

  return {
    /** GET /account/calendar-feed: whether the feed is on (its address is shown only when made). */
    async status(ctx: Context) {
      noStore(ctx);
      ctx.body = ok(await feeds().status(signedIn(ctx).user.id));
    },

    /** POST /account/calendar-feed: a new address, the old one (if any) stops working at once. */
    async create(ctx: Context) {
      const userId = signedIn(ctx).user.id;
      await consume([[`calendar-feed:user:${userId}`, CALENDAR_FEED_LIMITS.changesPerMember]]);
      const { feed, replaced } = await feeds().create(userId);
      noStore(ctx);
      ctx.status = replaced ? 200 : 201;
      ctx.body = ok(feed, replaced ? CALENDAR_FEED_MESSAGES.reset : CALENDAR_FEED_MESSAGES.created);
    },

    /** DELETE /account/calendar-feed: turns the feed off (answered the same when it was already off). */
    async revoke(ctx: Context) {
      await feeds().revoke(signedIn(ctx).user.id);
      noStore(ctx);
      ctx.body = ok({ active: false, createdAt: null, url: null }, CALENDAR_FEED_MESSAGES.revoked);
    },

    /**
     * GET /calendar/{token}.ics: public (calendar apps send no credentials), limited per IP, never
     * cached by anyone but the one client (the public caches and fast layer never see it).
     */
    async feed(ctx: Context) {
      await consume([[`calendar-feed:ip:${clientIp(ctx)}`, CALENDAR_FEED_LIMITS.readsPerIp]]);
      const token = typeof ctx.params.token === 'string' ? ctx.params.token : '';
      const body = await feeds().feed(token);
      noStore(ctx);
      if (body === null) throw notFound();
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.set('Content-Disposition', 'inline; filename="my-gro-events.ics"');
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.body = body;
    },
  };
};
