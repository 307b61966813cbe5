import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Context } from 'koa';
import { clearLocalPublicCache, sendPublic } from '../src/platform/cache/public-cache';
import { sharedMemberAnswer } from '../src/platform/cache/member-answers';

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

describe('the public-read cache (platform/cache/public-cache)', () => {
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

  it('requests that miss together share one read; one that comes after a write reads again', async () => {
    const key = `herd-${process.pid}-${Date.now()}`;
    let reads = 0;
    let release: (value: string) => void = () => {};
    const loader = () => {
      reads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const herd = Array.from({ length: 50 }, () => send(key, loader));
    await new Promise((r) => setImmediate(r));
    assert.equal(reads, 1, '50 requests, one read');
    const firstRelease = release;
    clearLocalPublicCache();
    const afterWrite = send(key, loader);
    await new Promise((r) => setImmediate(r));
    assert.equal(reads, 2, 'a request after the write does not join the read begun before it');
    firstRelease('before');
    release('after');
    assert.deepEqual(new Set(await Promise.all(herd)), new Set(['before']));
    assert.equal(await afterWrite, 'after');
    assert.equal(await send(key, async () => 'not read'), 'after', 'the read after the write is kept');
  });

  it("the members' directory answers share reads too, and a failed read is not kept", async () => {
    const key = `members-${process.pid}-${Date.now()}`;
    let reads = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => sharedMemberAnswer(key, async () => ({ n: (reads += 1) }))));
    assert.equal(reads, 1);
    assert.ok(answers.every((a) => JSON.parse(a).data.n === 1));
    const failing = `${key}-fails`;
    await assert.rejects(sharedMemberAnswer(failing, async () => Promise.reject(new Error('database away'))));
    assert.equal(JSON.parse(await sharedMemberAnswer(failing, async () => 'back')).data, 'back');
  });
});
