import { fillPath, type PathParam } from '@gro/config';

type QueryValue = string | number | boolean | null | undefined;

/** Query string values; undefined, null and '' are left out of the URL. */
type Query = Record<string, QueryValue>;

type UrlParts<P extends string> = [PathParam<P>] extends [never]
  ? { params?: undefined; query?: Query }
  : { params: Record<PathParam<P>, string | number>; query?: Query };

/** '/company' + { page: 2, q: 'bell cpa' } -> '/company?page=2&q=bell%20cpa'; keeps a query the path already has. */
function withQuery(path: string, query: Query = {}): string {
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/**
 * The one URL builder, for links (the patterns of config/paths.ts) and API paths (API_PATHS's
 * groups, EVENT_API.findOne.path) alike: fills the pattern's `:params`, encoded (@gro/config's
 * fillPath), and appends the query. A missing or misspelt param is a type error.
 * buildUrl(paths.chapter, { params: { slug: 'detroit' } }) -> '/chapters/detroit'
 */
export function buildUrl<P extends string>(
  pattern: P,
  ...[parts]: [PathParam<P>] extends [never] ? [parts?: UrlParts<P>] : [parts: UrlParts<P>]
): string {
  // The params were checked against the pattern by the signature; fillPath checks them again at run time.
  const path = fillPath(pattern as string, (parts?.params ?? {}) as Record<string, string | number>);
  return withQuery(path, parts?.query);
}

/** A path on this site ('/events/12') or an absolute URL, as an absolute URL: canonical links, og:url and og:image, structured data. */
export const absoluteUrl = (pathOrUrl: string): string => new URL(pathOrUrl, window.location.origin).toString();

/**
 * An address a link may open: http(s) only, else null. Stored links are checked when members save
 * them, but a row written another way (the Strapi admin, an import, SQL) must never give a page a
 * `javascript:` link.
 */
export const safeHref = (url: string | null | undefined): string | null => (url && /^https?:\/\/[^\s]/i.test(url.trim()) ? url.trim() : null);
