import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { API_ERROR_TITLES, SERVER_MESSAGES } from '@gro/config';
import { fail, ok } from '../../../platform/http/envelope';
import type { Health } from '../services/health';
import { apiService } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** 200 with the parts' states when all is well, 503 naming the part that failed; never cached. */
  async check(ctx: Context) {
    const health: Health = await apiService(strapi, 'api::health.health').check();
    ctx.set('Cache-Control', 'no-store');
    if (health.status === 'ok') {
      ctx.body = ok(health);
      return;
    }
    const failed = [health.database === 'down' && 'database', health.redis === 'down' && 'redis'].filter((p): p is string => !!p);
    ctx.status = 503;
    ctx.body = fail(API_ERROR_TITLES[503], failed.length ? SERVER_MESSAGES.unhealthy(failed) : SERVER_MESSAGES.shuttingDown, { health });
  },
});
