#!/usr/bin/env node
/**
 * `npm run backup -- <file> [--uploads <folder>]`: the database (SQLite or PostgreSQL, as configured
 * in .env / the environment) and the uploads folder into one .tar.gz. Safe while the server runs.
 * With uploads on S3 (S3_BUCKET) it backs up the database only and says so.
 */
import { ROOT } from './lib/build.mjs';
import { loadRootEnv } from './lib/env.mjs';
import { backup, backupUploads, uploadsNote } from './lib/backup.mjs';
import { backupArgs } from './lib/backup-args.mjs';

loadRootEnv(ROOT);
const { file, uploadsDir } = backupArgs('backup');
try {
  const manifest = await backup(file, { uploadsDir });
  const what = backupUploads(manifest).store === 'local' ? 'database and the uploads' : 'database';
  console.log(`Backed up the ${manifest.client} ${what} into ${file}.${uploadsNote(manifest, 'backup')}`);
} catch (err) {
  console.error(`Backup failed: ${err.message}`);
  process.exit(1);
}
