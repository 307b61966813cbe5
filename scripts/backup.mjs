#!/usr/bin/env node
/**
 * `npm run backup -- <file> [--uploads <folder>]`: the database (SQLite or PostgreSQL, as configured
 * in .env / the environment) and the uploads folder into one .tar.gz. Safe while the server runs.
 */
import { ROOT } from './lib/build.mjs';
import { loadRootEnv } from './lib/env.mjs';
import { backup } from './lib/backup.mjs';
import { backupArgs } from './lib/backup-args.mjs';

loadRootEnv(ROOT);
const { file, uploadsDir } = backupArgs('backup');
try {
  const manifest = await backup(file, { uploadsDir });
  console.log(`Backed up the ${manifest.client} database and the uploads into ${file}.`);
} catch (err) {
  console.error(`Backup failed: ${err.message}`);
  process.exit(1);
}
