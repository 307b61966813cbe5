#!/usr/bin/env node
/**
 * `npm run restore -- <file> [--uploads <folder>]`: replaces the configured database and the uploads
 * folder with a backup made by `npm run backup`. Stop the server (every replica) first. A backup made
 * with uploads on S3 holds none, and the uploads folder is left alone.
 */
import { ROOT } from './lib/build.mjs';
import { loadRootEnv } from './lib/env.mjs';
import { backupUploads, restore, uploadsNote } from './lib/backup.mjs';
import { backupArgs } from './lib/backup-args.mjs';

loadRootEnv(ROOT);
const { file, uploadsDir } = backupArgs('restore');
try {
  const manifest = await restore(file, { uploadsDir });
  const what = backupUploads(manifest).store === 'local' ? 'database and the uploads' : 'database';
  console.log(`Restored the ${manifest.client} ${what} from ${file} (made ${manifest.createdAt}).${uploadsNote(manifest, 'restore')}`);
} catch (err) {
  console.error(`Restore failed: ${err.message}`);
  process.exit(1);
}
