#!/usr/bin/env node
/**
 * `npm run restore -- <file> [--uploads <folder>]`: replaces the configured database and the uploads
 * folder with a backup made by `npm run backup`. Stop the server (every replica) first.
 */
import { ROOT } from './lib/build.mjs';
import { loadRootEnv } from './lib/env.mjs';
import { restore } from './lib/backup.mjs';
import { backupArgs } from './lib/backup-args.mjs';

loadRootEnv(ROOT);
const { file, uploadsDir } = backupArgs('restore');
try {
  const manifest = await restore(file, { uploadsDir });
  console.log(`Restored the ${manifest.client} database and the uploads from ${file} (made ${manifest.createdAt}).`);
} catch (err) {
  console.error(`Restore failed: ${err.message}`);
  process.exit(1);
}
