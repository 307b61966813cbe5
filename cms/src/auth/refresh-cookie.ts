import type { Context } from 'koa';
import { AUTH_COOKIE_PATH, REFRESH_COOKIE } from '@gro/config';

/**
 * The refresh token travels only in this cookie: httpOnly, SameSite=Lax, scoped to the auth path,
 * and in production always Secure, so the browser never sends it over plain HTTP (production is
 * served over HTTPS, by the app or by a TLS-terminating proxy: docs/product/security.md).
 * 'Remember me' makes it persistent until the session's expiry; otherwise it ends with the browser.
 */
function options(expires?: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: process.env.NODE_ENV === 'production',
    path: AUTH_COOKIE_PATH,
    overwrite: true,
    signed: true,
    ...(expires ? { expires } : {}),
  };
}

/**
 * Sets the cookie. Koa's cookie jar refuses a Secure cookie on a request it does not see as
 * HTTPS (a TLS proxy without TRUST_PROXY): in production the jar is told the connection is secure.
 */
function write(ctx: Context, value: string | null, opts: ReturnType<typeof options>) {
  if (opts.secure) (ctx.cookies as { secure?: boolean }).secure = true;
  ctx.cookies.set(REFRESH_COOKIE, value, opts);
}

export function setRefreshCookie(ctx: Context, token: string, session: { rememberMe: boolean; expiresAt: string | Date }) {
  write(ctx, token, options(session.rememberMe ? new Date(session.expiresAt) : undefined));
}

export function readRefreshCookie(ctx: Context): string | null {
  return ctx.cookies.get(REFRESH_COOKIE, { signed: true }) ?? null;
}

export function clearRefreshCookie(ctx: Context) {
  write(ctx, null, { ...options(), expires: new Date(0) });
}
