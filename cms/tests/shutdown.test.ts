import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { freePort, killCms, productionEnv, startCms as startCmsProcess, tempDatabase } from './cms-process';

/**
 * Graceful shutdown: production cms processes of their own (on a temporary SQLite file, or a
 * schema of their own in the harness's PostgreSQL), stopped with SIGTERM while requests are in flight.
 */
const database = tempDatabase('shutdown');
const SHUTDOWN_TIMEOUT_MS = 3_000;

before(async () => {
  await database.create();
});
after(async () => {
  await database.drop();
});

const startCms = (extra: Record<string, string> = {}) =>
  startCmsProcess((port) =>
    productionEnv(port, database, {
      STRAPI_ADMIN_EMAIL: 'shutdown.staff@gro.example.org',
      STRAPI_ADMIN_PASSWORD: 'Shutdown-staff-pass-1',
      ADMIN_EMAIL: 'shutdown.admin@gro.example.org',
      ADMIN_PASSWORD: 'Shutdown-admin-pass-1',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      ...extra,
    }),
  );

/**
 * A sign-in whose headers are sent and whose body is held back: in flight for the server until
 * `finish()` sends the rest. Resolves `answer` with the raw HTTP answer (or '' if the connection is cut).
 */
function heldSignIn(port: number) {
  const body = JSON.stringify({ email: 'nobody@gro.example.org', password: 'Not-the-password-1' });
  const socket = net.connect(port, '127.0.0.1');
  let raw = '';
  socket.on('data', (d) => (raw += d));
  const answer = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(raw));
    socket.on('error', () => {});
  });
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    async start() {
      await opened;
      socket.write(`POST /api/authenticate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    },
    finish: () => socket.write(body.slice(10)),
    answer,
  };
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('graceful shutdown on SIGTERM', () => {
  it('refuses new connections, answers the requests in flight, cuts the rest at SHUTDOWN_TIMEOUT_MS and exits 0', async () => {
    const cms = await startCms();
    try {
      const answered = heldSignIn(cms.port);
      const neverFinished = heldSignIn(cms.port);
      await answered.start();
      await neverFinished.start();
      await new Promise((r) => setTimeout(r, 300));
      const sentAt = Date.now();
      cms.child.kill('SIGTERM');

      // The listening socket closes at once: a new connection is refused.
      let refused = false;
      for (let i = 0; i < 40 && !refused; i++) {
        refused = !(await connects(cms.port));
        if (!refused) await new Promise((r) => setTimeout(r, 50));
      }
      assert.ok(refused, 'a new connection is refused while draining');
      assert.equal(cms.child.exitCode, null, 'the process waits for the requests in flight');

      answered.finish();
      const raw = await answered.answer;
      assert.match(raw, /^HTTP\/1\.1 401 /, `the request in flight is answered:\n${raw.slice(0, 300)}`);
      assert.match(raw, /\r\nconnection: close\r\n/i, 'its connection is closed after the answer');
      assert.match(raw, /"ok":false/);

      const exit = await cms.exit;
      assert.equal(exit.code, 0, `exit code 0:\n${cms.output().slice(-2000)}`);
      const took = exit.at - sentAt;
      assert.ok(took >= SHUTDOWN_TIMEOUT_MS - 200, `it waited for the unfinished request (${took} ms)`);
      assert.ok(took < SHUTDOWN_TIMEOUT_MS + 5_000, `it stopped waiting after SHUTDOWN_TIMEOUT_MS (${took} ms)`);
      assert.equal(await neverFinished.answer, '', 'the request that never finished is cut off');
      assert.match(cms.output(), /1 request\(s\) still in flight after \d+ ms are cut off/);
    } finally {
      killCms(cms);
    }
  });

  it("ends the open notification streams first, so they do not hold the shutdown up", async () => {
    const cms = await startCms({ REQUIRE_SECOND_FACTOR: 'none' });
    try {
      const signIn = await fetch(`${cms.base}/api/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'shutdown.admin@gro.example.org', password: 'Shutdown-admin-pass-1' }),
      });
      assert.equal(signIn.status, 200, await signIn.clone().text());
      const { token } = ((await signIn.json()) as { data: { token: string } }).data;
      const streams = await Promise.all([0, 1].map(() => fetch(`${cms.base}/api/account/inbox/stream`, { headers: { Authorization: `Bearer ${token}` } })));
      assert.deepEqual(streams.map((s) => s.status), [200, 200]);
      const ends = streams.map((s) => s.text());
      await new Promise((r) => setTimeout(r, 200));
      const sentAt = Date.now();
      cms.child.kill('SIGTERM');
      const texts = await Promise.all(ends);
      assert.ok(texts.every((t) => t.includes('event: ready')), 'each stream was open, then ended by the server');
      const exit = await cms.exit;
      assert.equal(exit.code, 0, cms.output().slice(-2000));
      assert.ok(exit.at - sentAt < SHUTDOWN_TIMEOUT_MS, `the streams did not hold the drain up (${exit.at - sentAt} ms)`);
      assert.match(cms.output(), /2 notification stream\(s\) ended/);
      assert.match(cms.output(), /every request answered/);
    } finally {
      killCms(cms);
    }
  });

  it('with nothing in flight, exits 0 at once; GET /api/health is 503 naming Redis when Redis does not answer', async () => {
    const deadRedis = await freePort();
    const cms = await startCms({ REDIS_URL: `redis://127.0.0.1:${deadRedis}` });
    try {
      const res = await fetch(`${cms.base}/api/health`);
      assert.equal(res.status, 503);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const body = (await res.json()) as { ok: boolean; message: { title: string; message: string }; details: { health: Record<string, unknown> } };
      assert.equal(body.ok, false);
      assert.deepEqual(body.message, { title: 'Service Unavailable', message: 'Not ready: redis did not answer.' });
      assert.equal(body.details.health.database, 'ok');
      assert.equal(body.details.health.redis, 'down');
      assert.ok(!JSON.stringify(body).includes(String(deadRedis)), 'the answer names no address');

      const sentAt = Date.now();
      cms.child.kill('SIGTERM');
      const exit = await cms.exit;
      assert.equal(exit.code, 0, cms.output().slice(-2000));
      assert.ok(exit.at - sentAt < SHUTDOWN_TIMEOUT_MS, `no wait without requests in flight (${exit.at - sentAt} ms)`);
      assert.match(cms.output(), /every request answered/);
    } finally {
      killCms(cms);
    }
  });
});
