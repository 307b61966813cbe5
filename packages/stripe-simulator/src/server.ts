import type http from 'node:http';
import { StripeError, invalid } from './errors';
import { API_VERSION } from './events';
import { parseParams } from './params';
import type { Reply, Request, Router } from './router';
import { newId } from './store';

const MAX_BODY = 1024 * 1024;

interface Stored { method: string; path: string; raw: string; status: number; json: unknown }

/** The body as text; one over MAX_BODY is read to its end (so the client gets the 413) but not kept. */
function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else if (size > 16 * MAX_BODY) req.destroy();
    });
    req.on('end', () => (size > MAX_BODY ? reject(new StripeError(413, 'Request body too large.')) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function authenticate(req: http.IncomingMessage, apiKey: string | undefined): void {
  if (!apiKey) return;
  const header = req.headers.authorization ?? '';
  if (!header) throw new StripeError(401, 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').');
  if (header !== `Bearer ${apiKey}`) throw new StripeError(401, `Invalid API Key provided: ${header.replace(/^Bearer /, '').slice(0, 8)}****`);
}

/** The node:http request handler: auth and idempotency for /v1, routing, Stripe-shaped errors. */
export function handler(router: Router, opts: { apiKey?: string; log: (line: string) => void }) {
  const idempotent = new Map<string, Stored>();

  function dispatch(req: http.IncomingMessage, raw: string): Reply {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const api = path.startsWith('/v1/');
    if (api) authenticate(req, opts.apiKey);
    const found = router.match(method, path);
    if (!('handler' in found)) {
      if (api || path.startsWith('/_fake/')) throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
      return { status: found.allowed.length ? 405 : 404, html: '<!doctype html><title>Not found</title><p>Not found.</p>' };
    }
    const json = /json/.test(req.headers['content-type'] ?? '');
    const request: Request = {
      method, path, params: found.params, query: parseParams(url.search.slice(1)), body: json ? {} : parseParams(raw), raw, headers: req.headers,
    };
    const key = req.headers['idempotency-key'];
    if (!api || method === 'GET' || typeof key !== 'string' || !key) return found.handler(request);
    if (key.length > 255) throw invalid('Idempotency-Key must be at most 255 characters.');
    const stored = idempotent.get(key);
    if (stored) {
      if (stored.method !== method || stored.path !== path || stored.raw !== raw) {
        throw new StripeError(400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`, 'idempotency_error');
      }
      return { status: stored.status, json: stored.json };
    }
    let reply: Reply;
    try {
      reply = found.handler(request);
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      reply = { status: err.status, json: err.toJSON() };
    }
    idempotent.set(key, { method, path, raw, status: reply.status ?? 200, json: structuredClone(reply.json) });
    return reply;
  }

  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    let reply: Reply;
    try {
      reply = dispatch(req, await readBody(req));
    } catch (err) {
      if (err instanceof StripeError) reply = { status: err.status, json: err.toJSON() };
      else {
        opts.log(`fake-stripe: ${req.method} ${req.url} failed: ${(err as Error).stack ?? err}`);
        reply = { status: 500, json: { error: { type: 'api_error', message: 'An unexpected error occurred in the fake.' } } };
      }
    }
    if (res.headersSent || res.destroyed) return;
    res.setHeader('Request-Id', newId('req', 14));
    res.setHeader('Stripe-Version', API_VERSION);
    if (typeof req.headers['idempotency-key'] === 'string') res.setHeader('Idempotency-Key', req.headers['idempotency-key']);
    if (reply.redirect) res.writeHead(303, { Location: reply.redirect }).end();
    else if (reply.html !== undefined) res.writeHead(reply.status ?? 200, { 'Content-Type': 'text/html; charset=utf-8' }).end(reply.html);
    else res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.json ?? {}, null, 2));
  };
}
