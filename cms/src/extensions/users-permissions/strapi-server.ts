/**
 * The stock users-permissions content API (/api/auth/local, /api/auth/local/register, /api/users,
 * /api/roles, ...) is switched off: GRO's own /api/authenticate and /api/account endpoints replace
 * it with the product's validation, sessions and rate limits. The admin panel routes stay.
 */
export default <P extends { routes: Record<string, { routes: unknown[] }> }>(plugin: P): P => {
  plugin.routes['content-api'].routes = [];
  return plugin;
};
