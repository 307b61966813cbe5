import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_PATHS, API_PREFIX } from '@gro/config';

/**
 * The API's table of calls (API_PATHS in @gro/config, which the web client and the e2e helpers read)
 * against the cms route files, read as Strapi loads them: every route is in the table, with its
 * method and path, and every entry of the table is a route. A route added, moved or removed in
 * cms/src/api/<folder>/routes/ fails here until the table says the same.
 */

type RouteTableModule = { loadRouteTable(): Promise<{ method: string; path: string }[]> };
const routeTableModule = () => import('../scripts/lib/roles-table.mjs') as Promise<RouteTableModule>;

const entries = Object.entries(API_PATHS).flatMap(([group, calls]) =>
  Object.entries(calls).map(([name, call]) => ({ name: `${group}.${name}`, key: `${call.method} ${API_PREFIX}${call.path}` })),
);

describe('API_PATHS, the table of API calls', () => {
  it('holds every route of the cms route files, and nothing else', async () => {
    const { loadRouteTable } = await routeTableModule();
    const routes = (await loadRouteTable()).map((route) => `${route.method} ${route.path}`);
    assert.ok(routes.length > 100, `the route files were read (${routes.length} routes)`);
    const listed = new Set(entries.map((entry) => entry.key));
    const served = new Set(routes);
    assert.deepEqual(routes.filter((route) => !listed.has(route)).sort(), [], 'routes missing from API_PATHS (config/src/api-paths/)');
    assert.deepEqual(
      entries.filter((entry) => !served.has(entry.key)).map((entry) => `${entry.name}: ${entry.key}`),
      [],
      'API_PATHS entries no route file has',
    );
  });

  it('names each call once', () => {
    const keys = entries.map((entry) => entry.key);
    assert.deepEqual(entries.filter((entry, i) => keys.indexOf(entry.key) !== i).map((entry) => `${entry.name}: ${entry.key}`), []);
  });
});
