import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Context } from 'koa';
import { AUTH_COOKIE_PATH, REFRESH_COOKIE } from '@gro/config';
import { clearRefreshCookie, setRefreshCookie } from '../src/auth/refresh-cookie';

type Options = { secure?: boolean; httpOnly?: boolean; sameSite?: string; path?: string; expires?: Date };

/**
 * A Koa context over plain HTTP (no TLS, no trusted proxy). Its cookie jar behaves like the
 * `cookies` package Koa uses: it refuses a Secure cookie over an unencrypted connection unless
 * the jar itself is marked secure.
 */
function plainHttpContext() {
  const set: { name: string; value: string | null; opts: Options }[] = [];
  const cookies = {
    secure: false,
    set(name: string, value: string | null, opts: Options) {
      if (opts.secure && !this.secure) throw new Error('Cannot send secure cookie over unencrypted connection');
      set.push({ name, value, opts });
    },
  };
  return { ctx: { cookies, request: { secure: false } } as unknown as Context, set };
}

const session = { rememberMe: false, expiresAt: new Date(Date.now() + 60_000) };
const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe('the refresh cookie', () => {
  it('is Secure in production even when no proxy says the request came over HTTPS', () => {
    process.env.NODE_ENV = 'production';
    const { ctx, set } = plainHttpContext();
    setRefreshCookie(ctx, 'token', session);
    clearRefreshCookie(ctx);
    assert.equal(set.length, 2);
    for (const { name, opts } of set) {
      assert.equal(name, REFRESH_COOKIE);
      assert.equal(opts.secure, true);
      assert.equal(opts.httpOnly, true);
      assert.equal(opts.sameSite, 'lax');
      assert.equal(opts.path, AUTH_COOKIE_PATH);
    }
  });

  it('is not Secure outside production, so http://localhost keeps working in development', () => {
    process.env.NODE_ENV = 'development';
    const { ctx, set } = plainHttpContext();
    setRefreshCookie(ctx, 'token', session);
    assert.equal(set[0].opts.secure, false);
  });
});
