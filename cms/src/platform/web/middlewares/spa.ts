import type { Context, Next } from 'koa';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import type { Core } from '@strapi/strapi';
import { matchSitePath } from '@gro/config';
import { createPageLookup } from '../../cache/page-lookup';
import { withPageMeta, type PageMeta } from '../../cache/page-meta-html';
import { withPostMeta } from '../../cache/post-meta-html';

/** Paths that belong to Strapi (API, admin, uploads, plugin admin APIs): never answered with the SPA. */
const SERVER_PATHS = /^\/(api|admin|uploads|i18n|content-manager|content-type-builder|content-releases|review-workflows|upload|email|users-permissions|_health)(\/|$)/;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

type CachedFile = { mtimeMs: number; raw: Buffer; gzip: Buffer | null };

/** The home page's canonical URL and link preview (its title and description are index.html's). */
const HOME: PageMeta = { path: '/', type: 'website' };
const MAX_PAGES = 200;

/**
 * Serves the built web app (web/dist) at `/` on the same origin as the API: hashed assets with a
 * one-year immutable cache, and index.html (never cached) for every client route. Files are read
 * once and kept gzipped in memory; the build output is small and immutable between deploys.
 * An address no screen shows (SITE_PATHS of @gro/config), or a chapter or published post that does
 * not exist, still gets index.html (the app shows its Page Not Found) but with the status 404, so
 * search engines do not index error pages; a post's page carries its own title and Open Graph tags.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = path.resolve(strapi.dirs.app.root, process.env.WEB_DIST_DIR || '../web/dist');
  const cache = new Map<string, CachedFile>();
  const pages = createPageLookup(strapi);

  async function load(file: string): Promise<CachedFile | null> {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
    const raw = await fs.promises.readFile(file);
    // Kept whenever it is smaller (small chunks too: the public routes' JS budget counts them gzipped).
    const packed = COMPRESSIBLE.test(file) ? zlib.gzipSync(raw, { level: 9 }) : null;
    const gzip = packed && packed.length < raw.length ? packed : null;
    const entry = { mtimeMs: stat.mtimeMs, raw, gzip };
    cache.set(file, entry);
    return entry;
  }

  /** The built file for a request path, or null; `/` is index.html. */
  async function fileFor(requested: string): Promise<CachedFile | null> {
    const file = path.join(root, path.normalize(requested === '/' ? '/index.html' : requested));
    if (!file.startsWith(root + path.sep)) return null;
    return load(file);
  }

  function send(ctx: Context, entry: CachedFile, requested: string, isIndex: boolean) {
    ctx.status = 200;
    ctx.type = isIndex ? 'text/html; charset=utf-8' : path.extname(requested);
    ctx.set('Vary', 'Accept-Encoding');
    ctx.set('Cache-Control', requested.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (entry.gzip && /\bgzip\b/.test(ctx.get('Accept-Encoding'))) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = entry.gzip;
    } else {
      ctx.body = entry.raw;
    }
  }

  /** index.html with a page's tags, kept per page: the same HTML is not rebuilt for every visit. */
  const pageHtml = new Map<string, { mtimeMs: number; raw: string; gzip: Buffer }>();
  function withMeta(ctx: Context, index: CachedFile, meta: PageMeta) {
    const key = JSON.stringify(meta);
    let hit = pageHtml.get(key);
    if (!hit || hit.mtimeMs !== index.mtimeMs) {
      const raw = withPageMeta(index.raw.toString('utf8'), meta);
      hit = { mtimeMs: index.mtimeMs, raw, gzip: zlib.gzipSync(raw) };
      if (pageHtml.size >= MAX_PAGES) pageHtml.delete(pageHtml.keys().next().value as string);
      pageHtml.set(key, hit);
    }
    if (ctx.response.get('Content-Encoding') === 'gzip') ctx.body = hit.gzip;
    else ctx.body = hit.raw;
  }

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || SERVER_PATHS.test(ctx.path)) return next();
    let requested: string;
    try {
      requested = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }

    // A file of the build (and `/`, which Strapi would otherwise redirect to the admin).
    const direct = await fileFor(requested);
    if (direct && requested === '/') {
      send(ctx, direct, requested, true);
      return withMeta(ctx, direct, HOME);
    }
    if (direct) return send(ctx, direct, requested, requested.endsWith('.html'));

    await next();
    if (ctx.body != null || ctx.status !== 404) return;
    // A missing file (a path with an extension) is a real 404; anything else is a client route.
    if (path.extname(requested)) return;
    const index = await fileFor('/');
    if (!index) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet. Run `npm start` (it builds it) or `npm run build -w web`.';
      return;
    }
    send(ctx, index, '/index.html', true);
    const match = matchSitePath(requested);
    let found = match !== null;
    if (match?.kind === 'chapter' || match?.kind === 'event') {
      const meta = match.kind === 'chapter' ? await pages.chapterPage(match.slug) : await pages.eventPage(match.id);
      found = meta !== null;
      if (meta) withMeta(ctx, index, meta);
    }
    if (match?.kind === 'blogPost') {
      const post = await pages.publishedPost(match.slug);
      found = post !== null;
      if (post) {
        ctx.remove('Content-Encoding');
        ctx.body = withPostMeta(index.raw.toString('utf8'), post);
      }
    }
    if (!found) ctx.status = 404;
  };
};
