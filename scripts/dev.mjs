#!/usr/bin/env node
/**
 * `npm run dev`: Strapi in develop mode (auto-reload, admin with hot reload) on :1337 and Vite's dev
 * server on :5173 with hot reload, proxying /api, /admin and /uploads to Strapi.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin, ensureBuilt, ensureInstalled } from './lib/build.mjs';
import { ensureCmsSecrets, loadRootEnv } from './lib/env.mjs';

loadRootEnv(ROOT);
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
ensureInstalled();
ensureBuilt({ web: false, admin: false });
const cmsDir = path.join(ROOT, 'cms');
ensureCmsSecrets(cmsDir);
fs.mkdirSync(path.join(cmsDir, 'public', 'uploads'), { recursive: true });

const children = [
  spawn(bin('tsc'), ['-p', 'config/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(bin('tsc'), ['-p', 'packages/stripe-simulator/tsconfig.json', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(bin('strapi'), ['develop'], { cwd: cmsDir, stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: ROOT, stdio: 'inherit', env: process.env }),
];
console.log('→ Web app with hot reload: http://localhost:5173  ·  API and admin: http://localhost:1337');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { if (code) { stop(); process.exit(code); } }));
