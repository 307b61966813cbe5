#!/usr/bin/env node
/**
 * Sign-in benchmark (not a test): bcrypt time per password check, and requests per second and
 * latency of POST /api/authenticate with a valid password against a booted cms on a temporary
 * database. Loopback only, bounded in count. Usage: npm run bench -- auth.
 */
import bcrypt from 'bcrypt';
import { AUTH_LIMITS } from '@gro/config';
import { connect } from './lib/sql-client.mjs';
import { bootCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// 1. bcrypt, in process, at the cost the product uses.
const hash = await bcrypt.hash('Member-pass-for-tests-1', AUTH_LIMITS.bcryptCost);
const times = [];
for (let i = 0; i < 20; i += 1) {
  const t = process.hrtime.bigint();
  await bcrypt.compare('Member-pass-for-tests-1', hash);
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
}
times.sort((a, b) => a - b);
console.log(`bcrypt (native, cost ${AUTH_LIMITS.bcryptCost}) per check: median ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms`);

// 2. POST /api/authenticate through the whole stack.
prepareCms();
const database = await createTempDatabase();
const server = await harnessEnv(database.env);
const running = await bootCms(server);
try {
  // The server is a test build, which hashes at bcrypt's lowest cost: the account signed in here gets
  // a hash at the production cost, so every sign-in checks its password as production does.
  const sql = await connect(database.db);
  const updated = await sql.query('UPDATE up_users SET password = $1 WHERE email = $2 RETURNING id', [hash, 'marcus.bell@example.com']);
  await sql.close();
  if (updated.length !== 1) throw new Error('the demo member marcus.bell@example.com is missing');
  const latencies = [];
  let next = 0;
  let failures = 0;
  const body = JSON.stringify({ email: 'marcus.bell@example.com', password: 'Member-pass-for-tests-1', rememberMe: false });
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const t = performance.now();
      const res = await fetch(`${server.baseUrl}/api/authenticate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      await res.arrayBuffer();
      if (res.status !== 200) failures += 1;
      latencies.push(performance.now() - t);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `POST /api/authenticate (${database.db.client}, ${REQUESTS} sign-ins, ${CONCURRENCY} concurrent): ` +
      `${(REQUESTS / seconds).toFixed(1)} req/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ${failures} non-200`,
  );
} finally {
  await running.stop();
  await database.drop();
}
