import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Context } from 'koa';
import { clearLocalPublicCache, sendPublic } from '../src/utils/public-cache';

/** The little of a Koa context sendPublic uses. */
function context() {
  const headers: Record<string, string> = {};
  return { state: {}, status: 200, type: '', body: undefined as unknown, headers, set: (k: string, v: string) => (headers[k] = v), vary: () => {}, get: () => '' };
}

const send = async (key: string, loader: () => Promise<unknown>) => {
  const ctx = context();
  await sendPublic(ctx as unknown as Context, key, loader);
  return JSON.parse(String(ctx.body)).data;
};

describe('the public-read cache (utils/public-cache)', () => {
  it('keeps no answer read before a clear that came while it was read (a write here or on another replica)', async () => {
    const key = `race-${process.pid}-${Date.now()}`;
    let release: (value: string) => void = () => {};
    const slow = send(key, () => new Promise((resolve) => (release = resolve)));
    await new Promise((r) => setImmediate(r));
    clearLocalPublicCache();
    release('before the write');
    assert.equal(await slow, 'before the write', 'the request in flight gets what it read');
    assert.equal(await send(key, async () => 'after the write'), 'after the write', 'the next request reads again');
    assert.equal(await send(key, async () => 'not read'), 'after the write', 'and that answer is kept');
  });
});
