import { describe, expect, it } from 'vitest';
import { API_PATHS, ACCOUNT_API, CALENDAR_FEED_API, CHAPTER_API, CHAPTER_LEADER_API, EVENT_API, VISITOR_API, fillPath } from '.';

const routes = Object.values(API_PATHS).flatMap((group) => Object.values(group));

describe('API_PATHS', () => {
  it('names each call once: no two entries share a method and a path', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('writes each path as the cms routes do: under /api, without a query or a trailing slash', () => {
    expect(routes.filter((route) => !/^\/[a-z]/.test(route.path) || /[?#]|\/$/.test(route.path) || route.path.startsWith('/api/'))).toEqual([]);
  });
});

describe('fillPath', () => {
  it("fills the pattern's params by name, each encoded", () => {
    expect(fillPath(CHAPTER_LEADER_API.grant.path, { id: 3, userId: 12 })).toBe('/chapter/3/leaders/12');
    expect(fillPath(CHAPTER_API.findBySlug.path, { slug: 'a/b c' })).toBe('/chapter/slug/a%2Fb%20c');
    expect(fillPath(ACCOUNT_API.find.path)).toBe('/account');
  });

  it('ends a name at a dot: the extension stays', () => {
    expect(fillPath(CALENDAR_FEED_API.feed.path, { token: 'abc' })).toBe('/calendar/abc.ics');
    expect(fillPath(VISITOR_API.exportCsv.path, { id: 7 })).toBe('/chapter/7/visitors.csv');
  });

  it('needs every param: a missing one is a type error and throws', () => {
    // @ts-expect-error The event's id is missing.
    expect(() => fillPath(EVENT_API.findOne.path)).toThrow('/event/:id needs :id');
    // @ts-expect-error A misspelt param is a compile error.
    expect(() => fillPath(EVENT_API.findOne.path, { ib: 1 })).toThrow('/event/:id needs :id');
  });

  it('leaves what only looks like a param alone (a port, a scheme)', () => {
    expect(fillPath('http://localhost:1337/api/health')).toBe('http://localhost:1337/api/health');
  });
});
