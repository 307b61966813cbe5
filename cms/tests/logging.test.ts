import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// Production cms processes of their own, on a temporary SQLite file, whose output the tests read.
const cmsDir = path.join(__dirname, '..');
const strapiBin = path.join(cmsDir, '..', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const dbFile = path.join(os.tmpdir(), `gro-logging-${process.pid}-${Date.now().toString(36)}.db`);
after(() => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(dbFile + suffix, { force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function productionEnv(port: number, log: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_URL: '',
    DATABASE_FILENAME: dbFile,
    REDIS_URL: '',
    DEMO_DATA: 'false',
    SERVE_ADMIN_PANEL: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_ADMIN_EMAIL: 'logs.staff@gro.example.org',
    STRAPI_ADMIN_PASSWORD: 'Logs-staff-pass-1',
    ADMIN_EMAIL: 'logs.admin@gro.example.org',
    ADMIN_PASSWORD: 'Logs-admin-pass-1',
    STRIPE_SECRET_KEY: '',
    LOG_REQUESTS: '',
    LOG_LEVEL: '',
    LOG_FORMAT: '',
    ...log,
  };
}

/**
 * Starts the cms with those log settings, makes a visitor's few requests (two reads, an unknown
 * path), stops it and answers everything it wrote.
 */
async function logOfVisit(log: Record<string, string>): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [strapiBin, 'start'], { cwd: cmsDir, env: productionEnv(port, log), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited = false;
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  child.on('exit', () => (exited = true));
  try {
    const until = Date.now() + 120_000;
    for (;;) {
      if (exited) throw new Error(`the cms exited:\n${output.slice(-3000)}`);
      if (Date.now() > until) throw new Error(`the cms did not answer:\n${output.slice(-3000)}`);
      if (await fetch(`${base}/_health`).then((r) => r.status < 500, () => false)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    assert.equal((await fetch(`${base}/api/faq`)).status, 200);
    assert.equal((await fetch(`${base}/api/chapter/active`)).status, 200);
    assert.equal((await fetch(`${base}/api/no-such-thing`)).status, 404);
  } finally {
    await stop(child);
  }
  return stripVTControlCharacters(output);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** The JSON lines of an output, parsed. */
const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; message: string; timestamp: string });

const REQUEST_LINE = /GET \/api\/faq \(\d+ ms\) 200/;

describe('the server log', () => {
  it('is quiet by default and JSON in production: start-up lines, no line per request', async () => {
    const output = await logOfVisit({});
    assert.doesNotMatch(output, /\/api\/faq|\/api\/chapter\/active|\/api\/no-such-thing/);
    const lines = jsonLines(output);
    assert.ok(lines.some((l) => l.level === 'info'), `start-up lines at info:\n${output.slice(-2000)}`);
    for (const line of lines) {
      assert.ok(['error', 'warn', 'info'].includes(line.level), `level ${line.level}: ${line.message}`);
      assert.ok(line.message && !Number.isNaN(Date.parse(line.timestamp)), JSON.stringify(line));
    }
    assert.doesNotMatch(output, /^\[\d{4}-\d\d-\d\d [\d:.]+\] \w+:/m, 'no human-formatted log line in production');
  });

  it('LOG_REQUESTS=true adds one JSON line per request: method, path, time and status', async () => {
    const lines = jsonLines(await logOfVisit({ LOG_REQUESTS: 'true' }));
    const requests = lines.filter((l) => l.level === 'http');
    assert.equal(requests.filter((l) => REQUEST_LINE.test(l.message)).length, 1);
    assert.ok(requests.some((l) => /^GET \/api\/chapter\/active \(\d+ ms\) 200$/.test(l.message)));
    assert.ok(requests.some((l) => /^GET \/api\/no-such-thing \(\d+ ms\) 404$/.test(l.message)));
  });

  it('LOG_FORMAT=pretty writes lines for people; LOG_LEVEL=warn leaves out start-up and requests', async () => {
    const pretty = await logOfVisit({ LOG_FORMAT: 'pretty', LOG_REQUESTS: 'true' });
    assert.match(pretty, /^\[\d{4}-\d\d-\d\d [\d:.]+\] http: GET \/api\/faq \(\d+ ms\) 200$/m);
    assert.equal(jsonLines(pretty).length, 0);
    const warnOnly = await logOfVisit({ LOG_LEVEL: 'warn', LOG_REQUESTS: 'true' });
    assert.ok(!jsonLines(warnOnly).some((l) => l.level === 'info' || l.level === 'http'), warnOnly.slice(-2000));
  });

  it('refuses to start with an unknown LOG_LEVEL, naming the valid ones', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [strapiBin, 'start'], { cwd: cmsDir, env: productionEnv(port, { LOG_LEVEL: 'loud' }), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.notEqual(code, 0);
    assert.match(output, /LOG_LEVEL must be one of error, warn, info, http, verbose, debug, silly \(got "loud"\)/);
  });
});
