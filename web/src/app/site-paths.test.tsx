import { matchSitePath, sitePathPatterns } from '@gro/config';
import type { ReactElement } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './routes';

/** Every address pattern the router shows a screen for (index routes take their parent's; '*' is the 404). */
function routerPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.index || (route.path !== undefined && !route.children?.length) ? [own] : [];
    return [...here, ...routerPaths(route.children ?? [], own)];
  });
}

describe('the route table shared with the server (SITE_PATHS of @gro/config)', () => {
  const routes = createRoutesFromChildren((AppRoutes() as ReactElement<{ children: ReactElement }>).props.children);
  const shown = routerPaths(routes);

  it('lists exactly the addresses the router shows a screen for', () => {
    expect([...new Set(shown)].sort()).toEqual([...sitePathPatterns()].sort());
  });

  it('the server finds the screen of each route, and nothing for other addresses', () => {
    for (const pattern of shown) expect(matchSitePath(pattern.replace(/:\w+/g, 'x1')), pattern).not.toBeNull();
    expect(matchSitePath('/chapters/detroit')).toEqual({ kind: 'chapter', slug: 'detroit' });
    expect(matchSitePath('/chapters/start')).toEqual({ kind: 'page' });
    expect(matchSitePath('/blog/hello-world/')).toEqual({ kind: 'blogPost', slug: 'hello-world' });
    expect(matchSitePath('/Portal/User/Directory')).toEqual({ kind: 'page' });
    for (const unknown of ['/this-does-not-exist', '/chapters/detroit/more', '/portal/nope', '/blog/a/b', '//chapters']) {
      expect(matchSitePath(unknown), unknown).toBeNull();
    }
  });
});
