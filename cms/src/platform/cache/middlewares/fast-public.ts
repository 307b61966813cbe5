import type { Context, Next } from 'koa';
import { eligible, fastCacheGeneration, keepFast, serveFast, type PublicAnswer } from '../fast-public';

/**
 * First of all middlewares (config/middlewares.ts): an anonymous GET of a public answer the stack
 * already gave for the same URL (platform/cache/public-cache's sendPublic) is sent from memory, with the
 * bytes and headers the stack sent (envelope, security headers, CORS, ETag, Cache-Control), before
 * logging, security, CORS, body parsing and routing run again. Requests with Authorization or an
 * Origin (whose CORS headers differ) always go through the stack. The public routes count no rate
 * limit, so answering them here skips none.
 */
/* platform/cache/fast-public's installFastLayer answers the same from in front of Koa once the server runs; this
 * middleware keeps the answers, and answers itself when a request reaches it (the layer not installed). */
export default () => async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith('/api/') || !eligible(ctx.req)) return next();
  if (serveFast(ctx.req, ctx.res)) {
    ctx.respond = false;
    return;
  }
  const startedAt = fastCacheGeneration();
  await next();
  const answer = ctx.state.publicAnswer as PublicAnswer | undefined;
  if (answer && ctx.status === 200) keepFast(ctx.originalUrl, answer, ctx.response.headers, startedAt);
};
