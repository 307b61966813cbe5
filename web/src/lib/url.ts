type QueryValue = string | number | boolean | null | undefined;

/** Query string values; undefined, null and '' are left out of the URL. */
type Query = Record<string, QueryValue>;

/** A segment's name, or never for what only looks like one ('https://', ':1337'). */
type Named<Name extends string> = Name extends '' | `${number}` ? never : Name;

/** The `:name` segments of a path pattern: '/chapters/:slug' -> 'slug'. */
type ParamName<P extends string> = string extends P
  ? never
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? Named<Name> | ParamName<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? Named<Name>
      : never;

type UrlParts<P extends string> = [ParamName<P>] extends [never]
  ? { params?: undefined; query?: Query }
  : { params: Record<ParamName<P>, string | number>; query?: Query };

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
 * The one URL builder, for links (the patterns of config/paths.ts) and API paths alike: fills the
 * pattern's `:params`, encoded, and appends the query. A missing or misspelt param is a type error.
 * buildUrl(paths.chapter, { params: { slug: 'detroit' } }) -> '/chapters/detroit'
 */
export function buildUrl<P extends string>(
  pattern: P,
  ...[parts]: [ParamName<P>] extends [never] ? [parts?: UrlParts<P>] : [parts: UrlParts<P>]
): string {
  const params: Record<string, string | number> = parts?.params ?? {};
  const path = pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${pattern} needs :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return withQuery(path, parts?.query);
}

/** A path on this site ('/events/12') or an absolute URL, as an absolute URL: canonical links, og:url and og:image, structured data. */
export const absoluteUrl = (pathOrUrl: string): string => new URL(pathOrUrl, window.location.origin).toString();
