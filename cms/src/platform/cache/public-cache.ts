import crypto from 'crypto';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ok } from '../http/envelope';

/** A cached answer; a file's has the name it downloads as. */
type Entry = { body: string; etag: string; expires: number; filename?: string };

/** Models whose writes can change an anonymous public answer (chapters, events, FAQs, ...). */
const PUBLIC_CONTENT_MODELS = [
  'api::chapter.chapter',
  'api::event.event',
  // A cancelled meeting: the event's and the chapter's calendars, the guest's next meeting.
  'api::attendance.meeting-cancellation',
  'api::faq.faq',
  'api::profession.profession',
  'api::testimonial.testimonial',
  'api::terms.terms',
  'api::scramble.scramble',
  'api::contact-detail.contact-detail',
  'api::company.company',
  'api::blog-post.blog-post',
  'api::blog-category.blog-category',
  'plugin::users-permissions.user',
  'plugin::users-permissions.role',
];

/** How long browsers and a CDN may reuse an anonymous public answer. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const TTL_MS = Number(process.env.PUBLIC_CACHE_TTL_MS ?? 60_000);
const MAX_ENTRIES = 500;
const entries = new Map<string, Entry>();
const writeListeners: (() => void)[] = [];
/** Counts clears: an answer read before a clear (a write here or on another replica) is not kept after it. */
let generation = 0;

const clearListeners: (() => void)[] = [];

/** Forgets every cached public answer of this process (a write here, or one another replica announced). */
export function clearLocalPublicCache(): void {
  entries.clear();
  generation += 1;
  for (const listener of writeListeners) listener();
}

/** A public model was written here: clears this process's caches and tells the other replicas. */
export function publicContentChanged(): void {
  clearLocalPublicCache();
  // Other replicas (platform/cache/public-cache-bus) are told too.
  for (const listener of clearListeners) listener();
}

/** Calls `listener` after a write here cleared the cache (not after a clear another replica announced). */
export function onLocalPublicCacheClear(listener: () => void): void {
  clearListeners.push(listener);
}

/** Calls `listener` on every write to a public model (other caches of public content clear themselves so). */
export function onPublicContentWrite(listener: () => void): void {
  writeListeners.push(listener);
}

/** Clears the cache on every write to a public model, whichever API made it (admin, seed, portal). */
export function subscribePublicCacheInvalidation(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: PUBLIC_CONTENT_MODELS,
    afterCreate: publicContentChanged,
    afterCreateMany: publicContentChanged,
    afterUpdate: publicContentChanged,
    afterUpdateMany: publicContentChanged,
    afterDelete: publicContentChanged,
    afterDeleteMany: publicContentChanged,
  });
}

/** Reads in progress, by key: requests that miss together share one read (no stampede when an entry expires under load). */
const loading = new Map<string, { generation: number; entry: Promise<Entry> }>();

/**
 * The cached answer under `key`, built by `build` (the answer's bytes) when missing or stale: once
 * for every request that asks while it is being built. A request that comes after a write does not
 * join a build that began before it.
 */
function cachedEntry(key: string, build: () => Promise<{ body: string; filename?: string }>): Promise<Entry> {
  const kept = entries.get(key);
  if (kept && kept.expires >= Date.now()) return Promise.resolve(kept);
  const running = loading.get(key);
  if (running && running.generation === generation) return running.entry;
  const startedAt = generation;
  const entry = (async () => {
    const { body, filename } = await build();
    const built: Entry = { body, filename, etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`, expires: Date.now() + TTL_MS };
    // Read before a write that cleared the cache meanwhile: these requests get it, later ones read again.
    if (startedAt === generation) {
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, built);
    }
    return built;
  })();
  const mine = { generation: startedAt, entry };
  loading.set(key, mine);
  const done = () => {
    if (loading.get(key) === mine) loading.delete(key);
  };
  entry.then(done, done);
  return entry;
}

/** Sends a cached answer with its ETag and Cache-Control; 304 when the browser has it. */
function sendEntry(ctx: Context, entry: Entry, type: string): void {
  // The first middleware (middlewares/fast-public) keeps this answer's bytes and headers to answer
  // the same URL again before the rest of the stack runs.
  ctx.state.publicAnswer = { body: entry.body, etag: entry.etag, expires: entry.expires };
  ctx.set('ETag', entry.etag);
  // A signed-in screen (the portal, where admins write) must show a write at once: its browser
  // asks again every time (a 304 while nothing changed) instead of reusing the answer for
  // minutes, and an answer cached for a visitor is never reused for a signed-in request.
  ctx.vary('Authorization');
  ctx.set('Cache-Control', ctx.get('Authorization') ? 'private, no-cache' : PUBLIC_CACHE_CONTROL);
  if (ctx.get('If-None-Match') === entry.etag) {
    ctx.status = 304;
    return;
  }
  ctx.type = type;
  ctx.body = entry.body;
}

/**
 * Answers an anonymous public read from a small in-memory cache, with an ETag, 304 on a match and
 * Cache-Control so browsers and a CDN can reuse it (a signed-in request's browser revalidates it
 * every time). Only for answers that do not depend on who asks; the key is built from the recognised parameters only, so arbitrary query strings cannot flood it.
 */
export async function sendPublic(ctx: Context, key: string, loader: () => Promise<unknown>): Promise<void> {
  const entry = await cachedEntry(key, async () => ({ body: JSON.stringify(ok(await loader())) }));
  sendEntry(ctx, entry, 'application/json; charset=utf-8');
}

/**
 * The same for a public file outside the envelope (an iCalendar feed): `loader` gives its text and
 * the name it downloads as (letters, digits, dots, dashes and underscores kept), sent as `type`.
 * An error the loader throws is answered as usual (the envelope).
 */
export async function sendPublicFile(ctx: Context, key: string, type: string, loader: () => Promise<{ body: string; filename: string }>): Promise<void> {
  const entry = await cachedEntry(key, loader);
  ctx.set('Content-Disposition', `attachment; filename="${(entry.filename ?? 'download').replace(/[^A-Za-z0-9._-]/g, '-')}"`);
  sendEntry(ctx, entry, type);
}
