import { vi } from 'vitest';
import { envelope, jsonResponse } from './fixtures';

export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters, e.g. { chapter: 'detroit' }. */
  query: Record<string, string>;
  body: unknown;
}

/** A handler's answer: a Response, or a function of the call returning one. */
type Handler = Response | ((call: ApiCall) => Response | Promise<Response>);

/**
 * Stubs fetch with answers by 'METHOD /path' (the path after /api, without the query string).
 * Unknown calls get a 404 envelope. Every call is recorded with its parsed JSON body.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const path = url.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (!handler) {
      return jsonResponse({ ok: false, error: true, data: null, message: { title: 'Not Found', message: `No mock for ${method} ${path}` } }, 404);
    }
    return typeof handler === 'function' ? handler(call) : handler.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** The calls made to 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A success envelope as a Response, e.g. ok({ token, user }, { title, message }). */
export const ok = (data: unknown, message?: { title: string; message: string }) => jsonResponse(envelope(data, message));

/** A failure envelope with per-field errors (details.errors), as a 400 validation answer. */
export const fieldFailure = (title: string, message: string, errors: { path: string[]; message: string }[], status = 400) =>
  jsonResponse({ ok: false, error: true, data: null, message: { title, message }, details: { errors } }, status);
