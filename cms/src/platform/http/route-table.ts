import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

/** Where test builds list the routes (under /api, so the SPA fallback never answers it). */
const ROUTE_TABLE_PATH = '/api/_test/routes';

type RouterLayer = { path: string; methods: string[] };

/**
 * Test builds only (NODE_ENV=test): GET /api/_test/routes lists every method and path the router
 * serves, GRO's and Strapi's plugins' alike, read when asked (after the APIs are mounted), so the
 * fuzz suite (cms/tests/fuzz.test.ts) covers a new route without being edited.
 */
export function registerRouteTable(strapi: Core.Strapi) {
  if (process.env.NODE_ENV !== 'test') return;
  strapi.server.routes([
    {
      method: 'GET',
      path: ROUTE_TABLE_PATH,
      config: { auth: false },
      handler: (ctx: Context) => {
        const seen = new Set<string>();
        for (const layer of strapi.server.listRoutes() as RouterLayer[]) {
          for (const method of layer.methods) if (method !== 'HEAD') seen.add(`${method} ${layer.path}`);
        }
        ctx.body = { ok: true, error: false, data: [...seen].sort().map((route) => ({ method: route.split(' ')[0], path: route.split(' ')[1] })) };
      },
    },
  ]);
}
