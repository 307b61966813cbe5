/** What a call of the API is (its method and path under /api), and how its path's params are filled. */

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface ApiRoute {
  method: ApiMethod;
  path: `/${string}`;
}

/** One cms API folder's calls, by the name of the controller action that answers each. */
export type ApiGroup = Record<string, ApiRoute>;

/** Where the API is served: a table path is under it ('/api' + '/account'). */
export const API_PREFIX = '/api';

/** A segment's name, or never for what only looks like one ('https://', ':1337'). */
type Named<Name extends string> = Name extends '' | `${number}` ? never : Name;
/** A name ends at a dot too, as fillPath reads it: ':token.ics' is the param 'token'. */
type Bare<Name extends string> = Name extends `${infer Head}.${string}` ? Head : Name;

/** The `:name` segments of a path pattern: '/chapter/:id/leaders/:userId' -> 'id' | 'userId'. */
export type PathParam<P extends string> = string extends P
  ? never
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? Named<Bare<Name>> | PathParam<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? Named<Bare<Name>>
      : never;

/** A pattern's values, by name: none for a pattern without params, any for a pattern only known at run time. */
type PathParams<P extends string> = string extends P
  ? [params?: Record<string, string | number>]
  : [PathParam<P>] extends [never]
    ? [params?: Record<string, never>]
    : [params: Record<PathParam<P>, string | number>];

/**
 * Fills a pattern's `:params`, each value encoded: fillPath('/chapter/:id/leaders/:userId', { id: 3,
 * userId: 12 }) -> '/chapter/3/leaders/12'. A missing or misspelt param is a type error, and throws.
 */
export function fillPath<P extends string>(pattern: P, ...[params]: PathParams<P>): string {
  const values: Record<string, string | number> = params ?? {};
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${pattern} needs :${name}`);
    return encodeURIComponent(String(values[name]));
  });
}
