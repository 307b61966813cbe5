import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');

/** Runs a command in the foreground, inheriting the terminal; exits the script if it fails. */
function run(cmd, args, opts = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status || 1);
  }
  return Date.now() - started;
}

export const bin = (name) => path.join(BIN, name);

/** Newest modification time under the given files and folders (node_modules and outputs skipped). */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name === '.tmp' || name === '.cache') continue;
        walk(path.join(p, name));
      }
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  paths.forEach((p) => walk(path.join(ROOT, p)));
  return max;
}

function mtime(file) {
  try {
    return fs.statSync(path.join(ROOT, file)).mtimeMs;
  } catch {
    return 0;
  }
}

const stale = (output, inputs) => mtime(output) === 0 || newest(inputs) > mtime(output);
const touch = (file) => {
  fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  fs.writeFileSync(path.join(ROOT, file), new Date().toISOString() + '\n');
};

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  if (mtime(marker) && mtime(marker) >= mtime('package-lock.json')) return false;
  console.log('→ Installing dependencies (first run takes a few minutes)…');
  run('npm', [fs.existsSync(path.join(ROOT, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund']);
  return true;
}

const CONFIG_INPUTS = ['config/src', 'config/tsconfig.json', 'config/tsconfig.build.json', 'config/package.json'];
const SIMULATOR = 'packages/stripe-simulator';
const SIMULATOR_INPUTS = [`${SIMULATOR}/src`, `${SIMULATOR}/tsconfig.json`, `${SIMULATOR}/package.json`];
const WEB_INPUTS = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/tsconfig.json', 'web/tsconfig.app.json', 'web/package.json', 'config/src'];
const CMS_SERVER_INPUTS = ['cms/src', 'cms/config', 'cms/tsconfig.json', 'cms/package.json', 'config/dist', `${SIMULATOR}/dist`];
const CMS_ADMIN_INPUTS = ['cms/src/admin', 'package-lock.json'];

/**
 * Builds @gro/config, the Stripe simulator (@gro/stripe-simulator: the cms's payments default outside
 * production and the tests' Stripe; the cms compiles against its types), the web app and the Strapi
 * server and admin, each only when out of date.
 */
export function ensureBuilt({ web = true, admin = true } = {}) {
  // Production bundles even when the server that asks for the build runs as NODE_ENV=test (the e2e server).
  const env = { STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'production' };
  if (stale('config/dist/.built', CONFIG_INPUTS)) {
    console.log('→ Building @gro/config…');
    fs.rmSync(path.join(ROOT, 'config/dist'), { recursive: true, force: true });
    run(bin('tsc'), ['-p', 'config/tsconfig.build.json']);
    touch('config/dist/.built');
  }
  if (stale(`${SIMULATOR}/dist/.built`, SIMULATOR_INPUTS)) {
    console.log('→ Building @gro/stripe-simulator…');
    fs.rmSync(path.join(ROOT, SIMULATOR, 'dist'), { recursive: true, force: true });
    run(bin('tsc'), ['-p', `${SIMULATOR}/tsconfig.json`]);
    touch(`${SIMULATOR}/dist/.built`);
  }
  if (web && stale('web/dist/index.html', WEB_INPUTS)) {
    console.log('→ Building the web app…');
    run('npm', ['run', 'build', '-w', 'web'], { env: { NODE_ENV: 'production' } });
  }
  if (admin && stale('cms/dist/build/index.html', [...CMS_ADMIN_INPUTS, 'cms/package.json'])) {
    console.log('→ Building the Strapi server and admin panel…');
    run(bin('strapi'), ['build'], { cwd: path.join(ROOT, 'cms'), env });
    touch('cms/dist/.built');
  } else if (stale('cms/dist/.built', CMS_SERVER_INPUTS)) {
    console.log('→ Compiling the Strapi server…');
    // Strapi loads every folder under dist/src/api: output of a removed or renamed source must go.
    for (const stale of ['cms/dist/src', 'cms/dist/config', 'cms/dist/tsconfig.tsbuildinfo']) fs.rmSync(path.join(ROOT, stale), { recursive: true, force: true });
    run(bin('tsc'), ['-p', 'cms/tsconfig.json']);
    touch('cms/dist/.built');
  }
}
