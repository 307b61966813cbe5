import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MAP_PREVIEW_HEIGHT, MAP_PREVIEW_WIDTH, MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN, RATE_LIMITS } from '@gro/config';
import { consume } from '../../../platform/limits/rate-limit';
import { clientIp } from '../../../platform/http/request';
import { fieldError } from '../../../platform/http/validate';
import { apiService } from '../../services';

const MAX_SIDE = 1280;

function number(query: Record<string, unknown>, name: string, fallback: number | undefined, min: number, max: number, integer = false): number {
  const raw = query[name];
  if (raw === undefined || raw === '') {
    if (fallback === undefined) fieldError(name, `${name} is required`);
    return fallback as number;
  }
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    fieldError(name, `${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
  }
  return value;
}

const flag = (raw: unknown, fallback: boolean) => (raw === undefined ? fallback : raw === 'true' || raw === '1');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/map/preview?lat&lng&zoom&width&height&retina&useLogo — a PNG; 400 for out-of-range values, 429 past the per-IP drawing limit. */
  async preview(ctx: Context) {
    const q = ctx.query as Record<string, unknown>;
    const params = {
      lat: number(q, 'lat', undefined, -90, 90),
      lng: number(q, 'lng', undefined, -180, 180),
      zoom: number(q, 'zoom', MAP_ZOOM_DEFAULT, MAP_ZOOM_MIN, MAP_ZOOM_MAX, true),
      width: number(q, 'width', MAP_PREVIEW_WIDTH, 1, MAX_SIDE, true),
      height: number(q, 'height', MAP_PREVIEW_HEIGHT, 1, MAX_SIDE, true),
      retina: flag(q.retina, true),
      useLogo: flag(q.useLogo, true),
    };
    const previews = apiService(strapi, 'api::map.preview');
    // Drawing costs tile fetches and CPU: each image not already cached counts against the client's limit.
    if (!previews.isCached(params)) await consume([[`map-preview:${clientIp(ctx)}`, RATE_LIMITS.mapPreviewPerIp]]);
    const preview = await previews.render(params);
    ctx.set('ETag', preview.etag);
    ctx.set('Cache-Control', preview.fromTiles ? 'public, max-age=86400' : 'public, max-age=300');
    if (ctx.get('If-None-Match') === preview.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'image/png';
    ctx.body = preview.png;
  },
});
