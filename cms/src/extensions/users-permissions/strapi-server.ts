import { stockReferencesOn } from '../../platform/db/stock-reference';

type Route = { method: string; path: string };

/**
 * The stock users-permissions content API (/api/auth/local, /api/auth/local/register, /api/users,
 * /api/roles, ...) is switched off: GRO's own /api/authenticate and /api/account endpoints replace
 * it with the product's validation, sessions and rate limits. The admin panel routes stay. Only the
 * benchmark's test build (platform/db/stock-reference) keeps GET /api/users (its stock reference) and
 * GET /api/roles (so a user's role may be populated, as on a stock site).
 */
export default <P extends { routes: Record<string, { routes: unknown[] }> }>(plugin: P): P => {
  const keep = stockReferencesOn() ? (plugin.routes['content-api'].routes as Route[]).filter((r) => r.method === 'GET' && ['/users', '/roles'].includes(r.path)) : [];
  plugin.routes['content-api'].routes = keep;
  return plugin;
};
