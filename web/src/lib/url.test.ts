import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildUrl, safeHref } from './url';

describe('buildUrl', () => {
  it("fills the pattern's params, encoded", () => {
    expect(buildUrl(paths.chapter, { params: { slug: 'detroit downtown' } })).toBe('/chapters/detroit%20downtown');
    expect(buildUrl(paths.portal.user, { params: { userId: 42 } })).toBe('/portal/user/42');
    expect(buildUrl('/chapter/slug/:slug', { params: { slug: 'a/b' } })).toBe('/chapter/slug/a%2Fb');
  });

  it('needs every param of the pattern, by its name', () => {
    // @ts-expect-error The chapter's slug is missing.
    expect(() => buildUrl(paths.chapter)).toThrow();
    // @ts-expect-error A misspelt param is a compile error.
    expect(() => buildUrl(paths.chapter, { params: { slg: 'detroit' } })).toThrow('/chapters/:slug needs :slug');
  });

  it('appends the query, leaving out empty values', () => {
    expect(buildUrl('/company', { query: { page: 2, pageSize: 10, sort: 'name:desc', q: 'detroit' } })).toBe(
      '/company?page=2&pageSize=10&sort=name%3Adesc&q=detroit',
    );
    expect(buildUrl('/company', { query: { page: 1, sort: undefined, q: '', chapter: null } })).toBe('/company?page=1');
    expect(buildUrl(paths.events)).toBe('/events');
    expect(buildUrl('/event?page=1', { query: { q: 'golf day' } })).toBe('/event?page=1&q=golf%20day');
  });

  it('builds outbound addresses too', () => {
    expect(buildUrl('https://www.google.com/maps/search/', { query: { api: 1, query: 'A & B' } })).toBe(
      'https://www.google.com/maps/search/?api=1&query=A%20%26%20B',
    );
  });
});

describe('safeHref', () => {
  it('keeps http and https addresses and refuses every other scheme, blanks and nothing', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref(' HTTP://example.com ')).toBe('HTTP://example.com');
    for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', 'https://', '', null, undefined]) {
      expect(safeHref(bad), String(bad)).toBeNull();
    }
  });
});
