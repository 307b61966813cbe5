import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { API, api } from './helpers';

const cmsVersion = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version as string;

describe('GET /api/health', () => {
  it('answers 200 with the database and Redis reachable, the version and the uptime, never cached', async () => {
    const res = await api('/health');
    assert.equal(res.status, 200);
    assert.equal(res.body.ok, true);
    const health = res.body.data;
    assert.equal(health.status, 'ok');
    assert.equal(health.database, 'ok');
    // The harness runs on Redis when TEST_REDIS_URL is set (the rate limits' store), else in memory.
    assert.equal(health.redis, process.env.TEST_REDIS_URL ? 'ok' : 'not used');
    assert.equal(health.shuttingDown, false);
    assert.equal(health.version, cmsVersion);
    assert.ok(Number.isInteger(health.uptimeSeconds) && health.uptimeSeconds >= 0);
    assert.deepEqual(Object.keys(health).sort(), ['commit', 'database', 'redis', 'shuttingDown', 'status', 'uptimeSeconds', 'version']);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(res.headers.get('etag'), null);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  });

  it('names no secret: no connection string, host or key', async () => {
    const { text } = await api('/health');
    for (const secret of [process.env.DATABASE_URL, process.env.TEST_REDIS_URL, '127.0.0.1', 'postgres://', 'redis://']) {
      if (secret) assert.ok(!text.includes(secret), `the answer names ${secret}`);
    }
  });

  it('needs no sign-in, and the framework\'s /_health still answers 204', async () => {
    const withBadToken = await api('/health', { headers: { Authorization: 'Bearer not-a-token' } });
    assert.equal(withBadToken.status, 200);
    assert.equal((await fetch(`${API}/_health`)).status, 204);
  });
});
