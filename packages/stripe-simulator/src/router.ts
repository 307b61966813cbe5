import { invalid } from './errors';
import type { Fake } from './context';
import { withExpansions } from './expand';
import { apiList } from './objects';
import { int, str, strings, type Params } from './params';

export interface Request {
  method: string; path: string; params: Record<string, string>; query: Params; body: Params; raw: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface Reply { status?: number; json?: unknown; html?: string; redirect?: string }
/** Synchronous on purpose: a request's effects happen in one turn, so idempotency and ordering need no locks. */
type Handler = (req: Request) => Reply;
interface Route { method: string; pattern: RegExp; names: string[]; handler: Handler }

export class Router {
  private routes: Route[] = [];

  on(method: string, path: string, handler: Handler): this {
    const names: string[] = [];
    const source = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  /** The handler for a method and path, with its path parameters; `allowed` lists the methods the path has otherwise. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | { allowed: string[] } {
    const allowed: string[] = [];
    for (const route of this.routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      let params: Record<string, string>;
      try {
        params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
      } catch {
        throw invalid('Invalid URL encoding in the request path.');
      }
      return { handler: route.handler, params };
    }
    return { allowed };
  }
}

/** The object as the SDK would see it: with the request's `expand[]` applied. */
export function answer(fake: Fake, req: Request, object: object): Reply {
  const paths = [...strings(req.query, 'expand'), ...strings(req.body, 'expand')];
  return { json: paths.length ? withExpansions(fake.store, object, paths) : object };
}

/** A Stripe list page, newest first: `limit` (1–100, default 10), `starting_after` / `ending_before` cursors. */
export function listAnswer<T extends { id?: string }>(fake: Fake, req: Request, items: T[], url: string): Reply {
  const p = { ...req.query, ...req.body };
  const limit = int(p, 'limit', 1, 100) ?? 10;
  const newest = [...items].reverse();
  const after = str(p, 'starting_after');
  const before = str(p, 'ending_before');
  let from = 0;
  let to = newest.length;
  const indexOf = (id: string, param: string) => {
    const i = newest.findIndex((x) => x.id === id);
    if (i < 0) throw invalid(`No such object: '${id}'`, param, 'resource_missing');
    return i;
  };
  if (after) from = indexOf(after, 'starting_after') + 1;
  if (before) {
    to = indexOf(before, 'ending_before');
    from = Math.max(0, to - limit);
  }
  const data = newest.slice(from, Math.min(to, from + limit));
  const hasMore = before ? from > 0 : from + limit < to;
  const paths = strings(p, 'expand');
  const list = apiList(data, url, hasMore);
  return { json: paths.length ? withExpansions(fake.store, list, paths) : list };
}
