import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backoffDelay, jobSettings } from '../src/jobs/settings';

describe('background job settings (no server)', () => {
  it('defaults: 10 at once, 1 s poll, 60 s lock, 5 attempts, 30 s first retry; the Redis prefix ends with a colon', () => {
    const s = jobSettings({ REDIS_URL: 'redis://r:6379', REDIS_KEY_PREFIX: 'gro:rl' });
    assert.deepEqual(s, { worker: true, concurrency: 10, pollMs: 1_000, lockMs: 60_000, maxAttempts: 5, backoffMs: 30_000, redisUrl: 'redis://r:6379', redisPrefix: 'gro:rl:' });
    assert.equal(jobSettings({}).redisPrefix, 'gro:');
  });

  it('takes positive integers from the environment and ignores anything else', () => {
    const s = jobSettings({ JOBS_CONCURRENCY: '3', JOBS_POLL_MS: '250', JOBS_LOCK_MS: '0', JOBS_MAX_ATTEMPTS: '-2', JOBS_BACKOFF_MS: 'soon' });
    assert.equal(s.concurrency, 3);
    assert.equal(s.pollMs, 250);
    assert.equal(s.lockMs, 60_000);
    assert.equal(s.maxAttempts, 5);
    assert.equal(s.backoffMs, 30_000);
  });

  it('JOBS_WORKER=false (any letter case) makes a process that queues jobs but works none; anything else works them', () => {
    assert.equal(jobSettings({ JOBS_WORKER: 'false' }).worker, false);
    assert.equal(jobSettings({ JOBS_WORKER: ' FALSE ' }).worker, false);
    assert.equal(jobSettings({ JOBS_WORKER: 'true' }).worker, true);
    assert.equal(jobSettings({}).worker, true);
  });

  it('waits base, 2x, 4x, 8x after the 1st, 2nd, 3rd, 4th failed attempt (as BullMQ exponential back-off)', () => {
    assert.deepEqual([1, 2, 3, 4].map((n) => backoffDelay(n, 30_000)), [30_000, 60_000, 120_000, 240_000]);
  });
});
