import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * npm run backup / npm run restore: a database of its own (a temporary SQLite file, or a schema of
 * its own in the harness's PostgreSQL) and an uploads folder are backed up, wiped and restored.
 */
const root = path.join(__dirname, '..', '..');
const harnessDb = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}') as { client: string; url?: string };
const onPg = harnessDb.client === 'postgres';
const runId = `${process.pid}_${Date.now().toString(36)}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-backup-test-'));
const dbFile = path.join(work, 'data.db');
const schema = `gro_backup_${runId}`;
const uploads = path.join(work, 'uploads');
const archive = path.join(work, 'backups', 'gro.tar.gz');

const env: NodeJS.ProcessEnv = onPg
  ? { ...process.env, DATABASE_CLIENT: 'postgres', DATABASE_URL: harnessDb.url, DATABASE_SCHEMA: schema }
  : { ...process.env, DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: dbFile };

after(async () => {
  if (onPg) await pgQuery(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  fs.rmSync(work, { recursive: true, force: true });
});

async function pgQuery(text: string, params: unknown[] = []): Promise<any[]> {
  const client = new pg.Client({ connectionString: harnessDb.url });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schema}"`).catch(() => {});
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

function sqlite<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(dbFile);
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const MEMBERS = [
  { email: 'ann@example.org', name: 'Ann "Quotes" O\'Neil', bio: 'line one\nline two; DROP TABLE x; --', score: 42, active: true, photo: Buffer.from([0, 1, 2, 255]) },
  { email: 'zoe@example.org', name: 'Zoë Ünïcödé 名前 🎉', bio: null, score: -7, active: false, photo: null },
  { email: 'raj@example.org', name: 'Raj', bio: '', score: 0, active: true, photo: crypto.randomBytes(64) },
];

async function createData() {
  if (onPg) {
    await pgQuery(`CREATE SCHEMA "${schema}"`);
    await pgQuery(`CREATE TABLE "${schema}".companies (id serial PRIMARY KEY, name text NOT NULL)`);
    await pgQuery(`CREATE TABLE "${schema}".members (id serial PRIMARY KEY, email text NOT NULL UNIQUE, name text, bio text, score integer, active boolean, photo bytea, company_id integer REFERENCES "${schema}".companies(id), joined_at timestamptz DEFAULT now())`);
    await pgQuery(`INSERT INTO "${schema}".companies (name) VALUES ('Acme'), ('Globex')`);
    for (const [i, m] of MEMBERS.entries()) {
      await pgQuery(`INSERT INTO "${schema}".members (email, name, bio, score, active, photo, company_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [m.email, m.name, m.bio, m.score, m.active, m.photo, (i % 2) + 1]);
    }
  } else {
    sqlite((db) => {
      db.pragma('journal_mode = WAL');
      db.exec(`CREATE TABLE companies (id integer PRIMARY KEY AUTOINCREMENT, name text NOT NULL);
        CREATE TABLE members (id integer PRIMARY KEY AUTOINCREMENT, email text NOT NULL UNIQUE, name text, bio text, score integer, active boolean, photo blob, company_id integer REFERENCES companies(id), joined_at text DEFAULT CURRENT_TIMESTAMP);
        INSERT INTO companies (name) VALUES ('Acme'), ('Globex');`);
      const insert = db.prepare('INSERT INTO members (email, name, bio, score, active, photo, company_id) VALUES (?, ?, ?, ?, ?, ?, ?)');
      MEMBERS.forEach((m, i) => insert.run(m.email, m.name, m.bio, m.score, m.active ? 1 : 0, m.photo, (i % 2) + 1));
    });
  }
  fs.mkdirSync(path.join(uploads, 'nested'), { recursive: true });
  fs.writeFileSync(path.join(uploads, 'avatar_1.png'), crypto.randomBytes(5000));
  fs.writeFileSync(path.join(uploads, 'nested', 'small_logo.webp'), crypto.randomBytes(300));
}

async function snapshot() {
  const tables = onPg
    ? {
        companies: await pgQuery(`SELECT * FROM "${schema}".companies ORDER BY id`),
        members: await pgQuery(`SELECT * FROM "${schema}".members ORDER BY id`),
      }
    : sqlite((db) => ({
        companies: db.prepare('SELECT * FROM companies ORDER BY id').all(),
        members: db.prepare('SELECT * FROM members ORDER BY id').all(),
      }));
  const files: Record<string, string> = {};
  for (const rel of fs.readdirSync(uploads, { recursive: true }) as string[]) {
    const full = path.join(uploads, rel);
    if (fs.statSync(full).isFile()) files[rel] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return { tables, files };
}

async function insertMember(email: string): Promise<number> {
  if (onPg) return (await pgQuery(`INSERT INTO "${schema}".members (email, name) VALUES ($1, 'New') RETURNING id`, [email]))[0].id;
  return sqlite((db) => Number(db.prepare("INSERT INTO members (email, name) VALUES (?, 'New')").run(email).lastInsertRowid));
}

function npmRun(script: 'backup' | 'restore', args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8' });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

async function wipe() {
  if (onPg) await pgQuery(`DROP SCHEMA "${schema}" CASCADE`);
  else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true });
  fs.rmSync(uploads, { recursive: true, force: true });
}

describe(`npm run backup / restore (${onPg ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('backs up, wipes and restores: every row and every upload identical, ids continue after the restored ones', async () => {
    await createData();
    const before = await snapshot();
    assert.equal(before.tables.members.length, 3);
    assert.equal(Object.keys(before.files).length, 2);

    const made = npmRun('backup', [archive, '--uploads', uploads]);
    assert.equal(made.status, 0, made.out);
    assert.match(made.out, new RegExp(`Backed up the ${onPg ? 'postgres' : 'sqlite'} database and the uploads`));
    assert.ok(fs.statSync(archive).size > 0);
    assert.ok(!made.out.includes('secret') && !(harnessDb.url && made.out.includes(harnessDb.url)), 'no connection string in the output');

    await wipe();
    const restored = npmRun('restore', [archive, '--uploads', uploads]);
    assert.equal(restored.status, 0, restored.out);
    assert.deepEqual(await snapshot(), before);
    assert.equal(await insertMember('new@example.org'), 4, 'the id sequence continues after the restored rows');
  });

  it('restoring over changed data puts back the backed-up state (added rows and files gone, removed ones back)', async () => {
    if (onPg) await pgQuery(`DELETE FROM "${schema}".members WHERE email = $1`, ['new@example.org']);
    else sqlite((db) => db.prepare('DELETE FROM members WHERE email = ?').run('new@example.org'));
    const before = await snapshot();
    assert.equal(npmRun('backup', [archive, '--uploads', uploads]).status, 0);

    await insertMember('later@example.org');
    if (onPg) await pgQuery(`DELETE FROM "${schema}".members WHERE email = 'zoe@example.org'`);
    else sqlite((db) => db.prepare("DELETE FROM members WHERE email = 'zoe@example.org'").run());
    fs.writeFileSync(path.join(uploads, 'later.png'), 'x');
    fs.rmSync(path.join(uploads, 'avatar_1.png'));

    const restored = npmRun('restore', [archive, '--uploads', uploads]);
    assert.equal(restored.status, 0, restored.out);
    assert.deepEqual(await snapshot(), before);
  });

  it('with uploads on S3 (S3_BUCKET) backs up the database only and says where the uploads are; restore leaves the folder alone', async () => {
    const s3 = { S3_BUCKET: 'gro-media' };
    const s3Archive = path.join(work, 'backups', 'gro-s3.tar.gz');
    const made = npmRun('backup', [s3Archive, '--uploads', uploads], s3);
    assert.equal(made.status, 0, made.out);
    assert.match(made.out, new RegExp(`Backed up the ${onPg ? 'postgres' : 'sqlite'} database into .*gro-s3\\.tar\\.gz\\. Uploads are not in the backup: they live in the S3 bucket "gro-media" \\(S3_BUCKET\\), which keeps them; protect them with the store's own versioning or replication\\.`));
    const entries = spawnSync('tar', ['-tzf', s3Archive], { encoding: 'utf8' }).stdout.split('\n');
    assert.ok(entries.includes('./manifest.json'), entries.join(' '));
    assert.ok(!entries.some((e) => e.startsWith('./uploads')), `no uploads folder in the archive: ${entries.join(' ')}`);

    const before = await snapshot();
    await insertMember('s3@example.org');
    fs.writeFileSync(path.join(uploads, 'on-the-server.png'), 'kept');
    const restored = npmRun('restore', [s3Archive, '--uploads', uploads], s3);
    assert.equal(restored.status, 0, restored.out);
    assert.match(restored.out, /Restored the \w+ database from .* Uploads are not in the backup: they live in the S3 bucket "gro-media" \(S3_BUCKET\), which keeps them; the uploads folder was left as it is\./);
    const after = await snapshot();
    assert.deepEqual(after.tables, before.tables, 'the database is back');
    assert.deepEqual(after.files, { ...before.files, 'on-the-server.png': after.files['on-the-server.png'] }, 'the uploads folder is untouched');
    assert.equal(fs.readFileSync(path.join(uploads, 'on-the-server.png'), 'utf8'), 'kept');
    fs.rmSync(path.join(uploads, 'on-the-server.png'));
  });

  it('refuses, with a clear message, a missing file, a backup of the other database kind, and bad arguments', () => {
    const untouched = ['--uploads', path.join(work, 'other-uploads')];
    const missing = npmRun('restore', [path.join(work, 'none.tar.gz'), ...untouched]);
    assert.equal(missing.status, 1);
    assert.match(missing.out, /Restore failed: There is no backup at .*none\.tar\.gz\./);

    const otherKind = onPg
      ? { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: path.join(work, 'other.db') }
      : { DATABASE_CLIENT: 'postgres', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const mismatch = npmRun('restore', [archive, ...untouched], otherKind);
    assert.equal(mismatch.status, 1);
    assert.match(mismatch.out, new RegExp(`The backup holds a ${onPg ? 'postgres' : 'sqlite'} database but the configuration points at ${onPg ? 'sqlite' : 'postgres'}`));
    assert.ok(!fs.existsSync(path.join(work, 'other-uploads')), 'nothing was touched');

    const notABackup = path.join(work, 'not-a-backup.tar.gz');
    fs.writeFileSync(notABackup, 'hello');
    const bad = npmRun('restore', [notABackup, ...untouched]);
    assert.equal(bad.status, 1);
    assert.match(bad.out, /Restore failed: tar failed/);

    for (const args of [[], ['a.tar.gz', 'b.tar.gz'], ['a.tar.gz', '--uploads']]) {
      const usage = npmRun('backup', args);
      assert.equal(usage.status, 2, args.join(' '));
      assert.match(usage.out, /Usage: npm run backup -- <file\.tar\.gz> \[--uploads <folder>\]/);
    }
  });
});
