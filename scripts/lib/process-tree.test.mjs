import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runWithBudget } from './process-tree.mjs';
import { freePort } from './server.mjs';

/** A server that ignores SIGINT and SIGTERM (only SIGKILL ends it), listening on argv[1]; writes its pid to argv[2]. */
const stubbornServer = `
  for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => {});
  require('node:http').createServer((q, r) => r.end('up')).listen(Number(process.argv[1]), '127.0.0.1', () =>
    require('node:fs').appendFileSync(process.argv[2], process.pid + '\\n'));`;

/**
 * A suite like e2e: it starts a server in a process group of its own (as Playwright starts its
 * webServer), which starts another server, then keeps running until it is stopped.
 */
const suite = `
  const { spawn } = require('node:child_process');
  const [port1, port2, pids] = process.argv.slice(1);
  require('node:fs').appendFileSync(pids, process.pid + '\\n');
  const server = ${JSON.stringify(`
    require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(stubbornServer)}, process.argv[2], process.argv[3]], { stdio: 'ignore' });
    require('node:http').createServer((q, r) => r.end('up')).listen(Number(process.argv[1]), '127.0.0.1', () =>
      require('node:fs').appendFileSync(process.argv[3], process.pid + '\\n'));`)};
  spawn(process.execPath, ['-e', server, port1, port2, pids], { detached: true, stdio: 'ignore' });
  setInterval(() => {}, 1000);`;

const running = (pid) => {
  try {
    if (process.platform === 'linux') return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

test('a suite stopped at the end of its budget takes every process it started down with it', async () => {
  const pidsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gro-process-tree-')), 'pids');
  fs.writeFileSync(pidsFile, '');
  const [port1, port2] = [await freePort(), await freePort()];
  const t0 = Date.now();
  const res = await runWithBudget(process.execPath, ['-e', suite, String(port1), String(port2), pidsFile], { budgetMs: 4000, graceMs: 500 });
  const pids = fs.readFileSync(pidsFile, 'utf8').split('\n').filter(Boolean).map(Number);
  fs.rmSync(path.dirname(pidsFile), { recursive: true, force: true });

  assert.equal(res.overBudget, true);
  assert.equal(pids.length, 3, 'the suite and both servers had started within the budget');
  assert.deepEqual(pids.filter(running), [], 'no process of the suite is left running');
  assert.equal(await listening(port1), false, 'the server in its own process group is down');
  assert.equal(await listening(port2), false, 'the server that ignores SIGTERM is down');
  assert.ok(Date.now() - t0 < 8000, 'stopped within the budget and its grace periods');
});

test('a suite that ends within its budget keeps its exit status', async () => {
  const res = await runWithBudget(process.execPath, ['-e', 'process.exit(3)'], { budgetMs: 60_000 });
  assert.deepEqual(res, { status: 3, signal: null, overBudget: false });
});
