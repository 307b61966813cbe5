import zlib from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { todayIn } from '../calendar/dates';
import { onPublicContentWrite } from './public-cache';

/**
 * The bytes and headers of anonymous public answers (platform/cache/public-cache's sendPublic), kept per
 * URL by the first middleware (middlewares/fast-public) once the whole stack has produced them, and
 * sent again from memory before any other middleware runs. Each answer is compressed once, when
 * it is kept: gzip and brotli with the settings of strapi::compression (koa-compress), so a
 * repeat answer is what the stack would have sent, byte for byte once decoded.
 */

type Encoding = 'identity' | 'gzip' | 'br';

/** One answer's bodies, shared by every URL that gave the same answer (a query-string variant costs no copy). */
type Bodies = { identity: Buffer; gzip: Buffer | null; br: Buffer | null; bytes: number };

type FastEntry = {
  etag: string;
  expires: number;
  /** Answers of dated lists (upcoming events) change with the day: kept for the day they were made on. */
  day: string;
  bodies: Bodies;
  /** The stack's headers without the per-answer ones (length, encoding, cookies). */
  headers: OutgoingHttpHeaders;
  /** The same for a 304 (Koa drops Content-Type on an empty answer). */
  notModified: OutgoingHttpHeaders;
  /** When a request went to the stack to read this expired answer again. */
  refreshingSince?: number;
};

/**
 * An expired answer is read again by one request while the others are still sent the kept one, for
 * at most this long: the expiry is only the safety net behind the writes that clear the cache, and
 * a busy URL whose answer expired would otherwise send every request to the stack at once.
 */
const STALE_WHILE_REFRESHING_MS = 10_000;

/** strapi::compression's (koa-compress's) defaults. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const WILDCARD = ['gzip', 'deflate'];
const PREFERRED = ['br', 'gzip', 'deflate'];
const DIRECTIVE = /^\s*(gzip|compress|deflate|br|identity|\*)\s*(?:;\s*q\s*=\s*(\d(?:\.\d)?))?\s*$/;

/** Headers never kept: they belong to one answer, or are worked out again when sending. */
const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'x-db-queries', 'date', 'connection', 'keep-alive']);

/** Bounds: URLs kept, and bytes of bodies (every encoding), so hostile query strings cannot fill memory. */
const MAX_URLS = 1000;
const MAX_BYTES = 32 * 1024 * 1024;

const byUrl = new Map<string, FastEntry>();
const bodiesByAnswer = new Map<string, Bodies>();
let storedBytes = 0;
/** Counts clears: an answer built before a write is not kept after it. */
let generation = 0;

function clearFastCache(): void {
  byUrl.clear();
  bodiesByAnswer.clear();
  storedBytes = 0;
  generation += 1;
}
onPublicContentWrite(clearFastCache);

/** The app's day, worked out at most once a second (Intl formatting costs more than the rest of an answer). */
let dayAt = 0;
let day = '';
function currentDay(now: number): string {
  if (now - dayAt >= 1000) {
    day = todayIn(undefined, new Date(now));
    dayAt = now;
  }
  return day;
}

export const fastCacheGeneration = (): number => generation;

/** How much the cache holds (tests check the bounds). */
export const fastCacheSize = (): { urls: number; bytes: number } => ({ urls: byUrl.size, bytes: storedBytes });

/** The encoding koa-compress would choose for this Accept-Encoding (null: one this layer leaves to the stack). */
export function negotiate(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const directive of (acceptEncoding || 'identity').split(',')) {
    const match = DIRECTIVE.exec(directive);
    if (!match) continue;
    const weight = Math.min(1, Math.max(0, match[2] && !isNaN(Number(match[2])) ? parseFloat(match[2]) : 1));
    if (match[1] === '*') {
      for (const name of WILDCARD) if (!weights.has(name)) weights.set(name, weight);
    } else weights.set(match[1], weight);
  }
  const accepted = [...weights.keys()].filter((name) => name === 'identity' || PREFERRED.includes(name));
  const levels = [...new Set(accepted.map((name) => weights.get(name) as number))].sort((a, b) => b - a);
  for (const level of levels) {
    const at = new Set(accepted.filter((name) => weights.get(name) === level));
    const preferred = PREFERRED.find((name) => at.has(name));
    if (preferred) return preferred === 'deflate' ? null : (preferred as Encoding);
  }
  // identity;q=0 with nothing else: the stack answers 406.
  if (weights.get('identity') === 0) return null;
  return 'identity';
}

/** Whether this layer may answer the request at all: nothing about it can change the answer. */
export function eligible(req: IncomingMessage): boolean {
  const h = req.headers;
  if (req.method !== 'GET' || h.authorization !== undefined || h.origin !== undefined) return false;
  // Test builds only: a way for tests and the bench to ask the whole stack for the same URL.
  return !(process.env.NODE_ENV === 'test' && h['x-fast-cache'] === 'bypass');
}

/** Answers from memory when this URL's answer is kept and fresh; false to let the stack answer. */
export function serveFast(req: IncomingMessage, res: ServerResponse): boolean {
  const entry = byUrl.get(req.url as string);
  if (!entry) return false;
  const now = Date.now();
  if (entry.day !== currentDay(now)) {
    byUrl.delete(req.url as string);
    return false;
  }
  if (entry.expires < now) {
    const refreshing = entry.refreshingSince !== undefined && now - entry.refreshingSince < STALE_WHILE_REFRESHING_MS;
    if (!refreshing) {
      // This request reads it again through the stack (keepFast replaces the entry).
      entry.refreshingSince = now;
      return false;
    }
  }
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, process.env.NODE_ENV === 'test' ? { ...entry.notModified, 'x-fast-cache': 'hit' } : entry.notModified);
    res.end();
    return true;
  }
  const encoding = entry.bodies.identity.length < COMPRESS_THRESHOLD ? 'identity' : negotiate(req.headers['accept-encoding']);
  if (encoding === null) return false;
  const body = encoding === 'identity' ? entry.bodies.identity : entry.bodies[encoding];
  if (!body) return false;
  const headers: OutgoingHttpHeaders = { ...entry.headers, 'content-length': body.length };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  // Test builds: no SQL ran, and the tests can tell this layer answered.
  if (process.env.NODE_ENV === 'test') Object.assign(headers, { 'x-db-queries': '0', 'x-fast-cache': 'hit' });
  res.writeHead(200, headers);
  res.end(body);
  return true;
}

function bodiesFor(answerKey: string, json: string): Bodies | null {
  let bodies = bodiesByAnswer.get(answerKey);
  if (bodies) return bodies;
  const identity = Buffer.from(json);
  const compress = identity.length >= COMPRESS_THRESHOLD;
  const gzip = compress ? zlib.gzipSync(identity) : null;
  const br = compress ? zlib.brotliCompressSync(identity, BROTLI_OPTIONS) : null;
  bodies = { identity, gzip, br, bytes: identity.length + (gzip?.length ?? 0) + (br?.length ?? 0) };
  if (storedBytes + bodies.bytes > MAX_BYTES) clearFastCache();
  if (bodies.bytes > MAX_BYTES) return null;
  bodiesByAnswer.set(answerKey, bodies);
  storedBytes += bodies.bytes;
  return bodies;
}

export type PublicAnswer = { body: string; etag: string; expires: number };

/**
 * Keeps the answer the stack just sent for `url` (a 200 of sendPublic to an eligible request) with
 * the headers every middleware set, unless a write cleared the cache while it was being built or
 * it sets a cookie (never kept: it would be someone's).
 */
export function keepFast(url: string, answer: PublicAnswer, headers: Record<string, unknown>, startedAt: number): void {
  if (startedAt !== generation) return;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') return;
    if (!DROPPED.has(lower) && value !== undefined) kept[lower] = value as OutgoingHttpHeaders[string];
  }
  const { 'content-type': _type, ...notModified } = kept;
  const bodies = bodiesFor(`${answer.etag}\n${answer.body.length}`, answer.body);
  if (!bodies) return;
  if (byUrl.size >= MAX_URLS) byUrl.delete(byUrl.keys().next().value as string);
  byUrl.set(url, { etag: answer.etag, expires: answer.expires, day: currentDay(Date.now()), bodies, headers: kept, notModified });
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts the first layer in front of Koa itself on Strapi's http server: a kept answer is sent
 * before Koa makes a context and Strapi's request store runs (the bench, scripts/bench-public.mjs,
 * shows what that saves). Everything else goes to Strapi's listener as before.
 */
export function installFastLayer(server: { listeners: (event: 'request') => unknown[]; removeAllListeners: (event: 'request') => unknown; on: (event: 'request', listener: RequestListener) => unknown }): void {
  // The first listener is Koa's, given to http.createServer; later ones only watch requests (the
  // shutdown's in-flight count) and keep seeing every request, fast ones included.
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length === 0) throw new Error('The fast layer needs Strapi\'s http server and its Koa listener');
  const [stack, ...watchers] = listeners;
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    if ((req.url as string).startsWith('/api/') && eligible(req) && serveFast(req, res)) return;
    stack(req, res);
  });
  for (const watcher of watchers) server.on('request', watcher);
}
