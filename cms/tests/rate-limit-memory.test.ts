import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { closeRateLimitStore, isRefusal, limiterFor } from '../src/providers/rate-limit';

/**
 * The in-memory limiter, in this process (no server): a key's window timer must not keep alive the
 * request that made the key. The load test found the cms heap growing by about 12 KB per new client
 * address: each timer held Strapi's request store (request and response) for its whole window.
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

describe('in-memory rate limits', () => {
  it("a key's window timer does not keep the request that made it", async () => {
    const redisUrl = process.env.REDIS_URL;
    delete process.env.REDIS_URL; // the memory store, whatever the run's store
    await closeRateLimitStore();
    try {
      const requestStore = new AsyncLocalStorage<{ body: Buffer }>();
      let request: WeakRef<{ body: Buffer }> | undefined;
      await (async () => {
        const store = { body: Buffer.alloc(1024 * 1024) };
        request = new WeakRef(store);
        await requestStore.run(store, () => limiterFor(5, 3600).consume(`retention-test:${process.pid}:${Date.now()}`));
      })();
      for (let i = 0; i < 10 && request!.deref(); i++) {
        await new Promise((resolve) => setImmediate(resolve));
        gc();
      }
      assert.equal(request!.deref(), undefined, 'the request store was still reachable after collection');
    } finally {
      if (redisUrl !== undefined) process.env.REDIS_URL = redisUrl;
      await closeRateLimitStore();
    }
  });
});

describe('rate limits while Redis is away', () => {
  it('count in this process instead of failing, and still refuse past the limit', async () => {
    const redisUrl = process.env.REDIS_URL;
    // A port nothing listens on: the connection is refused at once, as with a Redis that is down.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    await closeRateLimitStore();
    try {
      const key = `redis-away:${process.pid}:${Date.now()}`;
      const limiter = limiterFor(2, 60);
      await limiter.consume(key);
      await limiter.consume(key);
      await assert.rejects(limiter.consume(key), (reason: unknown) => isRefusal(reason), 'the third attempt is refused, not an error');
    } finally {
      if (redisUrl === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = redisUrl;
      await closeRateLimitStore();
    }
  });
});
