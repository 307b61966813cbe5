// Backup and restore of the database and the uploads folder (npm run backup / npm run restore); uploads
// on S3 (S3_BUCKET) are the bucket's to keep and are left out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './build.mjs';

const cmsDir = path.join(ROOT, 'cms');
const FORMAT = 'gro-backup';
const FORMAT_VERSION = 1;

/** The database the cms uses, read from the same variables as cms/config/database.ts. */
function databaseFromEnv(env = process.env) {
  const url = env.DATABASE_URL || '';
  const client = env.DATABASE_CLIENT || (url ? 'postgres' : 'sqlite');
  if (client === 'sqlite') return { client, filename: path.resolve(cmsDir, env.DATABASE_FILENAME || '.tmp/data.db') };
  if (client !== 'postgres') throw new Error(`DATABASE_CLIENT must be sqlite or postgres, not "${client}".`);
  return { client, schema: env.DATABASE_SCHEMA || 'public', pgEnv: libpqEnv(env, url) };
}

/** pg_dump and pg_restore get the connection through libpq's variables: no password on a command line. */
function libpqEnv(env, url) {
  const out = { ...process.env };
  if (url) {
    const u = new URL(url);
    Object.assign(out, {
      PGHOST: decodeURIComponent(u.hostname) || '127.0.0.1',
      PGPORT: u.port || '5432',
      PGUSER: decodeURIComponent(u.username) || 'postgres',
      PGPASSWORD: decodeURIComponent(u.password),
      PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
    });
  } else {
    Object.assign(out, {
      PGHOST: env.DATABASE_HOST || '127.0.0.1',
      PGPORT: env.DATABASE_PORT || '5432',
      PGUSER: env.DATABASE_USERNAME || 'postgres',
      PGPASSWORD: env.DATABASE_PASSWORD || '',
      PGDATABASE: env.DATABASE_NAME || 'gro',
    });
  }
  if (env.DATABASE_SSL === 'true') out.PGSSLMODE = env.DATABASE_SSL_REJECT_UNAUTHORIZED === 'false' ? 'require' : 'verify-full';
  return out;
}

export const defaultUploadsDir = path.join(cmsDir, 'public', 'uploads');

/** Where the cms keeps uploads, read like cms/src/providers/upload: the S3 bucket when S3_BUCKET is set, else the folder. */
function uploadsStoreFromEnv(env) {
  const bucket = (env.S3_BUCKET || '').trim();
  return bucket ? { store: 's3', bucket } : { store: 'local' };
}

/** What a backup's manifest says of its uploads (backups made before uploads could be on S3 say nothing: local). */
export const backupUploads = (manifest) => manifest.uploads ?? { store: 'local' };

/** The sentence the backup and restore commands print about the uploads. */
export function uploadsNote(manifest, action) {
  const uploads = backupUploads(manifest);
  if (uploads.store === 'local') return '';
  return ` Uploads are not in the backup: they live in the S3 bucket "${uploads.bucket}" (S3_BUCKET), which keeps them; ${action === 'backup' ? 'protect them with the store\'s own versioning or replication' : 'the uploads folder was left as it is'}.`;
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (res.error?.code === 'ENOENT') throw new Error(`${cmd} is not installed: ${cmd === 'tar' ? 'install tar' : 'install the PostgreSQL client tools (Debian: apt-get install postgresql-client), the same major version as the server or later'}.`);
  if (res.status !== 0) throw new Error(`${cmd} failed (exit ${res.status}): ${(res.stderr || res.stdout || '').trim()}`);
  return res;
}

const sqlite = () => createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3');

/**
 * Writes `file` (a .tar.gz): manifest.json, the database (SQLite: the online backup API, consistent
 * while the server runs; PostgreSQL: pg_dump's custom format of the schema) and uploads/.
 */
export async function backup(file, { uploadsDir = defaultUploadsDir, env = process.env } = {}) {
  const db = databaseFromEnv(env);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-backup-'));
  try {
    if (db.client === 'sqlite') {
      if (!fs.existsSync(db.filename)) throw new Error(`There is no SQLite database at ${db.filename}.`);
      const Database = sqlite();
      const source = new Database(db.filename, { readonly: true, fileMustExist: true });
      try {
        await source.backup(path.join(work, 'database.sqlite'));
      } finally {
        source.close();
      }
    } else {
      run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--schema=${db.schema}`, `--file=${path.join(work, 'database.pgdump')}`], { env: db.pgEnv });
    }
    // Uploads on S3 stay there (the bucket's own versioning or replication keeps them); local ones are copied.
    const uploadsStore = uploadsStoreFromEnv(env);
    if (uploadsStore.store === 'local') {
      const uploads = path.join(work, 'uploads');
      fs.mkdirSync(uploads);
      if (fs.existsSync(uploadsDir)) fs.cpSync(uploadsDir, uploads, { recursive: true });
    }
    const manifest = { format: FORMAT, formatVersion: FORMAT_VERSION, client: db.client, schema: db.schema ?? null, uploads: uploadsStore, createdAt: new Date().toISOString() };
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    const target = path.resolve(file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    run('tar', ['-czf', `${target}.partial`, '-C', work, '.']);
    fs.renameSync(`${target}.partial`, target);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Puts back what `file` holds: the database (SQLite: the file replaced, with its -wal/-shm removed;
 * PostgreSQL: pg_restore --clean in one transaction) and the uploads folder's content. The cms must
 * be stopped (every replica).
 */
export async function restore(file, { uploadsDir = defaultUploadsDir, env = process.env } = {}) {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new Error(`There is no backup at ${source}.`);
  const db = databaseFromEnv(env);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-restore-'));
  try {
    run('tar', ['-xzf', source, '-C', work]);
    const manifestFile = path.join(work, 'manifest.json');
    const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;
    if (manifest?.format !== FORMAT || manifest.formatVersion !== FORMAT_VERSION) throw new Error(`${source} is not a GRO backup (format ${FORMAT} ${FORMAT_VERSION}).`);
    if (manifest.client !== db.client) {
      throw new Error(`The backup holds a ${manifest.client} database but the configuration points at ${db.client}: set DATABASE_URL / DATABASE_CLIENT to match.`);
    }
    if (db.client === 'sqlite') {
      fs.mkdirSync(path.dirname(db.filename), { recursive: true });
      const staged = `${db.filename}.restoring`;
      fs.copyFileSync(path.join(work, 'database.sqlite'), staged);
      for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(db.filename + suffix, { force: true });
      fs.renameSync(staged, db.filename);
    } else {
      if (manifest.schema !== db.schema) throw new Error(`The backup holds schema "${manifest.schema}" but DATABASE_SCHEMA is "${db.schema}".`);
      run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${db.pgEnv.PGDATABASE}`, path.join(work, 'database.pgdump')], { env: db.pgEnv });
    }
    // A backup made with uploads on S3 holds none: the uploads folder is left as it is.
    if (backupUploads(manifest).store === 'local') {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.cpSync(path.join(work, 'uploads'), uploadsDir, { recursive: true });
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
