#!/usr/bin/env node
/**
 * `npm run bench [-- <what>] [--no-web]`: the one place for benchmarks (not tests: they print,
 * never fail). <what>:
 * - all (default): `api` on SQLite, again on PostgreSQL when DATABASE_URL is set, then `web`
 *   (skipped with --no-web);
 * - api: one table from one run (cms/scripts/bench-cms.mjs): the public reads, the directory,
 *   a sign-in, Strapi's stock finds and a bare node:http server on the same data, with the
 *   ratios, the benchmark's targets and the cms's resident memory;
 * - web: initial JavaScript per public route and Lighthouse mobile (e2e/bench/web.mjs);
 * - public: the public-read fast path against the whole middleware stack (cms/scripts/bench-public.mjs);
 * - auth: bcrypt time per check and sign-in throughput (cms/scripts/bench-auth.mjs);
 * - members: the member lists and admin tables with 10,000 members (cms/scripts/bench-members.mjs);
 * - import: a member import of 10,000 rows, upload, dry run and job (cms/scripts/bench-import.mjs);
 * - export: the users table's CSV export of 100,000 members and the cms's memory (cms/scripts/bench-export.mjs);
 * - overview: the admin overview with 10,000 members and 100,000 invoices (cms/scripts/bench-overview.mjs);
 * - referrals: the referral figures with 1,000,000 referrals and their tallies (cms/scripts/bench-referrals.mjs);
 * - announcements: chapter news to 10,000 members through a loopback SMTP server, and GET /api/account meanwhile (cms/scripts/bench-announcements.mjs);
 * - check-in: 200 members checking in at a meeting's door within 10 s against GET /api/account in the same run (cms/scripts/bench-check-in.mjs);
 * - report: a chapter's meeting report with 1,000 members and two years of weekly meetings at 10 connections, beside GET /api/account (cms/scripts/bench-report.mjs).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

const args = process.argv.slice(2);
const what = args.find((a) => !a.startsWith('--')) ?? 'all';
const noWeb = args.includes('--no-web');
const SCRIPTS = {
  api: 'cms/scripts/bench-cms.mjs',
  public: 'cms/scripts/bench-public.mjs',
  auth: 'cms/scripts/bench-auth.mjs',
  members: 'cms/scripts/bench-members.mjs',
  import: 'cms/scripts/bench-import.mjs',
  export: 'cms/scripts/bench-export.mjs',
  overview: 'cms/scripts/bench-overview.mjs',
  referrals: 'cms/scripts/bench-referrals.mjs',
  announcements: 'cms/scripts/bench-announcements.mjs',
  'check-in': 'cms/scripts/bench-check-in.mjs',
  report: 'cms/scripts/bench-report.mjs',
  web: 'e2e/bench/web.mjs',
};
if (what !== 'all' && !SCRIPTS[what]) {
  console.error(`Unknown benchmark "${what}". Usage: npm run bench [-- all|api|web|public|auth|members|import|export|overview|referrals|announcements|check-in|report] [--no-web]`);
  process.exit(2);
}

const failures = [];
function bench(name, env = {}) {
  const res = spawnSync(process.execPath, [path.join(ROOT, SCRIPTS[name])], { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
  if (res.status !== 0) failures.push(`${name}${env.DATABASE_URL === '' ? ' (SQLite)' : ''} exited with ${res.status ?? res.signal}`);
}

if (what === 'all') {
  // The API table on SQLite, then on the PostgreSQL at DATABASE_URL (a throw-away schema) when set.
  bench('api', { DATABASE_URL: '' });
  if (process.env.DATABASE_URL) bench('api');
  if (!noWeb) bench('web');
} else {
  bench(what);
}
if (failures.length) {
  console.error(`\n✖ ${failures.join('; ')}`);
  process.exit(1);
}
