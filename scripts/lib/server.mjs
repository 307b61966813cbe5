import { spawn } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Polls a URL until it answers (any status below 500) or the time-out passes. The time-out only ends
 * a start that hangs: a server that dies is noticed at once (isAlive), and a start on a machine
 * whose cores are busy with other work can take minutes.
 */
async function waitFor(url, { timeoutMs = 600_000, isAlive = () => true } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`the server exited before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts a process and resolves once `readyUrl` answers. Output goes to the given log callback
 * (kept for a failure report) rather than the terminal, so test output stays readable.
 */
export async function startServer({ cmd, args, cwd, env, readyUrl, log = () => {} }) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  let exited = false;
  child.on('exit', () => (exited = true));
  child.stdout.on('data', (d) => log(d.toString()));
  child.stderr.on('data', (d) => log(d.toString()));
  await waitFor(readyUrl, { isAlive: () => !exited });
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/**
 * The failed tests of node:test TAP output, innermost first, as 'outer › inner › test: first line
 * of the error' (at most `max`), so that a run's last lines can say what failed.
 */
export function tapFailures(text, max = 20) {
  const found = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const m = lines[i].match(/^(\s*)not ok \d+ - (.*)$/);
    if (!m) continue;
    const indent = m[1].length;
    let error = '';
    let subtests = false;
    for (let j = i + 1; j < lines.length && j < i + 40 && !/^\s*\.\.\.$/.test(lines[j]); j += 1) {
      const field = lines[j].match(/^\s*(failureType|error): (.*)$/);
      if (field?.[1] === 'failureType') subtests = field[2] === "'subtestsFailed'";
      else if (field?.[1] === 'error') error = field[2] === '|-' ? (lines[j + 1] ?? '').trim() : field[2].replace(/^'(.*)'$/, '$1');
    }
    // A suite's line comes after its tests' lines, deeper indented: they are named under it.
    const children = [];
    while (found.length && found[found.length - 1].indent > indent) children.unshift(found.pop());
    if (children.length) for (const child of children) found.push({ indent, name: `${m[2]} › ${child.name}`, error: child.error });
    if (!children.length || !subtests) found.push({ indent, name: m[2], error });
  }
  const names = found.map((f) => (f.error ? `${f.name}: ${f.error.slice(0, 200)}` : f.name));
  return names.length > max ? [...names.slice(0, max), `… and ${names.length - max} more`] : names;
}

/** Sums node:test TAP output ("# pass N", "# fail N"). */
export function tapCounts(text) {
  const num = (name) => Number((text.match(new RegExp(`^# ${name} (\\d+)`, 'm')) ?? [])[1] ?? 0);
  return { passed: num('pass'), failed: num('fail') + num('cancelled') };
}
