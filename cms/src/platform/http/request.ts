import type { Context } from 'koa';

/**
 * The client's address: the socket peer, or the proxy's X-Forwarded-For only when TRUST_PROXY
 * makes Koa trust it (server.proxy). Never a value the caller can set freely.
 */
export function clientIp(ctx: Context): string {
  return String(ctx.request.ip || ctx.req?.socket?.remoteAddress || 'unknown').replace(/^::ffff:/, '');
}

export function userAgent(ctx: Context): string {
  return String(ctx.get('User-Agent') || '').slice(0, 255);
}
