import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import type { Core } from '@strapi/strapi';

/** Paths that belong to Strapi (API, admin, uploads, plugin admin APIs): never answered with the SPA. */
const SERVER_PATHS = /^\/(api|admin|uploads|i18n|content-manager|content-type-builder|content-releases|review-workflows|upload|email|users-permissions|_health)(\/|$)/;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

type CachedFile = { mtimeMs: number; raw: Buffer; gzip: Buffer | null };

/**
 * Serves the built web app (web/dist) at `/` on the same origin as the API: hashed assets with a
 * one-year immutable cache, and index.html (never cached) for every client route. Files are read
 * once and kept gzipped in memory; the build output is small and immutable between deploys.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = path.resolve(strapi.dirs.app.root, process.env.WEB_DIST_DIR || '../web/dist');
  const cache = new Map<string, CachedFile>();

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
    const gzip = COMPRESSIBLE.test(file) && raw.length > 1024 ? zlib.gzipSync(raw, { level: 9 }) : null;
    const entry = { mtimeMs: stat.mtimeMs, raw, gzip };
    cache.set(file, entry);
    return entry;
  }

  return async (ctx: any, next: () => Promise<void>) => {
    await next();
    if (ctx.body != null || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (SERVER_PATHS.test(ctx.path)) return;

    let requested: string;
    try {
      requested = decodeURIComponent(ctx.path);
    } catch {
      return;
    }
    const file = path.join(root, path.normalize(requested));
    if (!file.startsWith(root + path.sep) && file !== root) return;

    let entry = requested.endsWith('/') ? null : await load(file);
    let isIndex = false;
    if (!entry) {
      // A path with a file extension that does not exist is a real 404, not a client route.
      if (path.extname(requested) && !requested.endsWith('.html')) return;
      entry = await load(path.join(root, 'index.html'));
      isIndex = true;
      if (!entry) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'The web app has not been built yet. Run `npm start` (it builds it) or `npm run build -w web`.';
        return;
      }
    }

    ctx.status = 200;
    ctx.type = isIndex ? 'text/html; charset=utf-8' : path.extname(file);
    ctx.set('Vary', 'Accept-Encoding');
    ctx.set(
      'Cache-Control',
      isIndex || !requested.startsWith('/assets/') ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    if (entry.gzip && /\bgzip\b/.test(ctx.get('Accept-Encoding'))) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = entry.gzip;
    } else {
      ctx.body = entry.raw;
    }
  };
};
