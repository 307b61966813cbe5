import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';

/** Every process's parent, from /proc on Linux, from `ps` elsewhere. */
function parents() {
  const map = new Map();
  if (process.platform === 'linux') {
    for (const name of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (state !== 'Z') map.set(Number(name), Number(ppid));
      } catch {
        /* ended while being read */
      }
    }
    return map;
  }
  for (const line of execFileSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid='], { encoding: 'utf8' }).split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (pid) map.set(pid, ppid);
  }
  return map;
}

/** The live processes among `pids` and every process they started, however deep (their own process groups included). */
function treeOf(pids) {
  const byParent = new Map();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const alive = new Set([...byParent.values()].flat());
  const found = new Set(pids.filter((pid) => alive.has(pid)));
  const queue = [...found];
  while (queue.length) {
    for (const child of byParent.get(queue.shift()) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return found;
}

const signal = (pid, name) => {
  try {
    process.kill(pid, name);
  } catch {
    /* already gone */
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a process and everything it started. The root gets SIGINT first, as from Ctrl-C (the test
 * runners then stop their servers and write what they have); whatever of the tree is still running
 * after `graceMs` gets SIGTERM, and SIGKILL `graceMs` later; resolves once all are gone. The tree is read before the root is
 * signalled, because its children are re-parented once it exits and could no longer be found.
 */
async function stopTree(rootPid, { graceMs = 10_000 } = {}) {
  if (process.platform === 'win32') {
    try {
      execFileSync('taskkill', ['/pid', String(rootPid), '/T', '/F'], { stdio: 'ignore' });
    } catch {
      /* already gone */
    }
    return;
  }
  let known = treeOf([rootPid]);
  const waitForTree = async () => {
    for (const until = Date.now() + graceMs; Date.now() < until; await sleep(200)) {
      known = treeOf([...known]);
      if (!known.size) return;
    }
  };
  signal(rootPid, 'SIGINT');
  await waitForTree();
  for (const pid of known) signal(pid, 'SIGTERM');
  await waitForTree();
  for (const pid of treeOf([...known])) signal(pid, 'SIGKILL');
  // A signal is delivered, not obeyed at once: resolve when the processes are really gone.
  await waitForTree();
}

/**
 * Runs a command with the terminal's output and a time budget. At the end of the budget the command
 * and every process it started (servers, browsers) are stopped (stopTree), so none outlives it.
 * Resolves { status, signal, overBudget }.
 */
export function runWithBudget(cmd, args, { cwd, env, budgetMs, graceMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
    let overBudget = false;
    let stopping;
    const timer = setTimeout(() => {
      overBudget = true;
      stopping = stopTree(child.pid, { graceMs });
    }, budgetMs);
    // The runner stopped from outside (Ctrl-C, CI cancelling) takes the suite's processes down with it.
    const onSignal = (name) => {
      clearTimeout(timer);
      stopTree(child.pid, { graceMs }).finally(() => process.exit(name === 'SIGINT' ? 130 : 143));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    child.on('error', reject);
    child.on('exit', async (status, sig) => {
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await stopping;
      resolve({ status, signal: sig, overBudget });
    });
  });
}
