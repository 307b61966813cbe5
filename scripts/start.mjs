#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds what is out of date, then serves the API (/api),
 * the Strapi admin (/admin) and the web app (/) on one origin, http://localhost:1337 by default.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin, ensureBuilt, ensureInstalled } from './lib/build.mjs';
import { ensureCmsSecrets, loadRootEnv } from './lib/env.mjs';

const started = Date.now();
loadRootEnv(ROOT);
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
ensureInstalled();
ensureBuilt();
if (process.argv.includes('--build-only')) process.exit(0);

const cmsDir = path.join(ROOT, 'cms');
if (ensureCmsSecrets(cmsDir)) console.log('→ Generated secrets into cms/.env (git-ignored).');
fs.mkdirSync(path.join(cmsDir, 'public', 'uploads'), { recursive: true });

const port = process.env.PORT || '1337';
console.log(`→ Starting GRO on http://localhost:${port} (ready after ${((Date.now() - started) / 1000).toFixed(1)} s of preparation)`);
const child = spawn(bin('strapi'), ['start'], { cwd: cmsDir, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
