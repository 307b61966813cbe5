#!/usr/bin/env node
/**
 * `npm run create-admin`: creates a portal administrator, or gives an existing member the Admin
 * role. `npm run create-admin -- --staff`: the same for a staff account of the Strapi admin (/admin):
 * a Content Editor (the content staff edit, no member data), or with `--super` a Super Admin.
 *
 * The email and password come from ADMIN_EMAIL / ADMIN_PASSWORD (with --staff:
 * STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD) or are asked for; a blank password keeps an existing
 * account's own. Works on the database the cms is configured for (the SQLite file or DATABASE_URL),
 * whether or not the server is running.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { ROOT, ensureBuilt } from '../../scripts/lib/build.mjs';
import { ensureCmsSecrets, loadRootEnv } from '../../scripts/lib/env.mjs';

const staff = process.argv.includes('--staff');
const level = process.argv.includes('--super') ? 'super' : 'editor';
const [emailVar, passwordVar] = staff ? ['STRAPI_ADMIN_EMAIL', 'STRAPI_ADMIN_PASSWORD'] : ['ADMIN_EMAIL', 'ADMIN_PASSWORD'];
const cmsDir = path.join(ROOT, 'cms');

/** Asks on the terminal; `hidden` echoes nothing (passwords). Without a terminal, answers ''. */
function ask(question, { hidden = false } = {}) {
  if (!process.stdin.isTTY) return Promise.resolve('');
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) rl._writeToOutput = (text) => text.includes(question) && rl.output.write(question);
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      // Passwords are never trimmed (spec §5); emails are.
      resolve(hidden ? answer : answer.trim());
    }),
  );
}

loadRootEnv(ROOT);
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
// A short-lived process: the jobs it queues (emails) are the running server's to send, and it takes
// none of theirs (a send it took up would hold its exit until the send ended).
process.env.JOBS_WORKER = 'false';
const email = process.env[emailVar] || (await ask(`${staff ? 'Staff' : 'Portal administrator'} email: `));
if (!email) {
  console.error(`✖ Set ${emailVar} (and ${passwordVar} for a new account), or run this in a terminal to be asked.`);
  process.exit(1);
}
const password = process.env[passwordVar] || (await ask('Password (blank keeps an existing account’s own): ', { hidden: true }));

ensureBuilt({ web: false, admin: false });
ensureCmsSecrets(cmsDir);
// When this is the very first account of its kind, the start itself creates it from these
// variables (and a production start needs them to proceed).
process.env[emailVar] = email;
process.env[passwordVar] = password;

const require = createRequire(path.join(cmsDir, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
process.chdir(cmsDir);
let app;
let code = 0;
try {
  app = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  const { saveStaffAdmin } = require('./dist/src/auth/staff-admin.js');
  const { savePortalAdmin } = require('./dist/src/auth/portal-admin.js');
  const credentials = { email, password: password || undefined };
  const outcome = staff ? await saveStaffAdmin(app, credentials, level) : await savePortalAdmin(app, credentials);
  const what = staff ? `${level === 'super' ? 'a Super Admin' : 'a Content Editor'} of the Strapi admin (/admin)` : 'a portal administrator';
  console.log(`✓ ${email} ${outcome === 'created' ? 'created as' : 'is now'} ${what}.`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await app?.destroy();
}
process.exit(code);
