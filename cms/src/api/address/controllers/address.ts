import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ADDRESS_SEARCH_CACHE_MS, addressSearchSchema } from '@gro/config';
import { ok } from '../../../platform/http/envelope';
import { consume } from '../../../platform/limits/rate-limit';
import { clientIp } from '../../../platform/http/request';
import { validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/address/search?q= — Mapbox-compatible suggestions; 400 under 3 characters. */
  async search(ctx: Context) {
    const { q } = await validateBody<{ q: string }>(addressSearchSchema, { q: typeof ctx.query.q === 'string' ? ctx.query.q.slice(0, 200) : '' });
    await consume([[`address:${clientIp(ctx)}`, { max: 120, windowMinutes: 1 }]]);
    ctx.set('Cache-Control', `public, max-age=${ADDRESS_SEARCH_CACHE_MS / 1000}`);
    ctx.body = ok(await apiService(strapi, 'api::address.address').search(q));
  },
});
