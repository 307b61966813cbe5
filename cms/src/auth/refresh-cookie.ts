import type { Context } from 'koa';
import { AUTH_COOKIE_PATH, REFRESH_COOKIE } from '@gro/config';

/**
 * The refresh token travels only in this cookie: httpOnly, SameSite=Lax, scoped to the auth path,
 * Secure whenever the request arrived over HTTPS in production (TRUST_PROXY lets a TLS proxy say so).
 * 'Remember me' makes it persistent until the session's expiry; otherwise it ends with the browser.
 */
function options(ctx: Context, expires?: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: process.env.NODE_ENV === 'production' && Boolean(ctx.request.secure),
    path: AUTH_COOKIE_PATH,
    overwrite: true,
    signed: true,
    ...(expires ? { expires } : {}),
  };
}

export function setRefreshCookie(ctx: Context, token: string, session: { rememberMe: boolean; expiresAt: string | Date }) {
  ctx.cookies.set(REFRESH_COOKIE, token, options(ctx, session.rememberMe ? new Date(session.expiresAt) : undefined));
}

export function readRefreshCookie(ctx: Context): string | null {
  return ctx.cookies.get(REFRESH_COOKIE, { signed: true }) ?? null;
}

export function clearRefreshCookie(ctx: Context) {
  ctx.cookies.set(REFRESH_COOKIE, null, { ...options(ctx), expires: new Date(0) });
}
