#!/usr/bin/env node
/**
 * Public-read benchmark (not a test): GET /api/chapter/active answered by the first layer
 * (platform/cache/middlewares/fast-public), by the whole middleware stack (the same request with the test
 * builds' `x-fast-cache: bypass`, i.e. before the first layer existed: sendPublic's in-memory answer
 * behind every middleware) and by a bare node:http server in its own process sending the same
 * bytes and headers, measured in the same run with a keep-alive load loop (no pipelining) at 10
 * and 50 connections: req/s, p50, p99 and the ratios to the bare server. Usage: npm run bench -- public
 * (node cms/scripts/bench-public.mjs). BENCH_SECONDS (5) per measurement.
 */
import http from 'node:http';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from './lib/http-request.mjs';
import { bootCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PATH = '/api/chapter/active';
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const get = (agent, url, headers) => request(url, { agent, headers });

/** `connections` keep-alive sockets, each sending its next request when the last answer ended. */
async function load(url, headers, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let failures = 0;
  const warmUntil = performance.now() + 500;
  while (performance.now() < warmUntil) await Promise.all(Array.from({ length: connections }, () => get(agent, url, headers)));
  const started = performance.now();
  const end = started + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const res = await get(agent, url, headers);
      latencies.push(performance.now() - t);
      if (res.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
}

/** A bare node:http server in a child process answering every request with these bytes and headers. */
async function bareServer(body, headers) {
  const code = `
    const http = require('node:http');
    const body = Buffer.from(process.argv[1], 'base64');
    const headers = JSON.parse(process.argv[2]);
    const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', code, body.toString('base64'), JSON.stringify(headers)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await once(child.stdout, 'data');
  return { url: `http://127.0.0.1:${String(line).trim()}${PATH}`, stop: () => child.kill() };
}

prepareCms();
const database = await createTempDatabase();
const server = await harnessEnv(database.env);
const running = await bootCms(server);
let bare;
try {
  const url = `${server.baseUrl}${PATH}`;
  const plain = new http.Agent({ keepAlive: false });
  await get(plain, url, {});
  const sample = await get(plain, url, {});
  if (sample.headers['x-fast-cache'] !== 'hit') throw new Error('the first layer did not answer the second request');
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-fast-cache': _hit, 'x-db-queries': _queries, ...headers } = sample.headers;
  bare = await bareServer(sample.body, headers);

  console.log(`GET ${PATH} (${database.db.client}, ${sample.body.length} bytes, identity), ${SECONDS} s per row, keep-alive, no pipelining`);
  const rows = [];
  for (const connections of [10, 50]) {
    const bareResult = await load(bare.url, {}, connections);
    const fast = await load(url, {}, connections);
    const stack = await load(url, { 'x-fast-cache': 'bypass' }, connections);
    for (const [name, r] of [['bare node:http', bareResult], ['first layer (fast path)', fast], ['whole stack (before)', stack]]) {
      rows.push({
        connections,
        server: name,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50.toFixed(2),
        'p99 ms': r.p99.toFixed(2),
        'req/s ÷ bare': (r.rps / bareResult.rps).toFixed(3),
        'p99 ÷ bare p99': (r.p99 / bareResult.p99).toFixed(2),
        'non-200': r.failures,
      });
    }
    rows.push({ connections, server: 'first layer ÷ whole stack', 'req/s': (fast.rps / stack.rps).toFixed(1) + '×' });
  }
  console.table(rows);
} finally {
  bare?.stop();
  await running.stop();
  await database.drop();
}
