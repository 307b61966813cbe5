import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { clockFile, dbFile, smsDir } from '../playwright.config';

/** Moves the e2e server's clock (NODE_ENV=test, GRO_TEST_CLOCK_FILE): the offset from real time in ms. */
export function setServerClockOffset(ms: number): void {
  fs.writeFileSync(clockFile, String(Math.round(ms)));
}

/**
 * Queues a scheduled job now, as its schedule would (a row of the server's `jobs` table), and waits
 * until the server's worker has run it and the messages it queued have gone.
 */
export async function runScheduledJob(kind: string): Promise<void> {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 10000');
  try {
    const { lastInsertRowid } = db.prepare("INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES (?, '{}', 'queued', 0, ?)").run(kind, Date.now());
    const status = () => (db.prepare('SELECT status FROM jobs WHERE id = ?').get(lastInsertRowid) as { status: string }).status;
    await expect.poll(status, { message: `the ${kind} job`, timeout: 30_000 }).toBe('done');
    const pending = () => (db.prepare("SELECT COUNT(*) AS n FROM jobs WHERE kind IN ('email.send', 'sms.send') AND status IN ('queued', 'running')").get() as { n: number }).n;
    await expect.poll(pending, { message: 'the messages it queued', timeout: 30_000 }).toBe(0);
  } finally {
    db.close();
  }
}

/** The SMS the server wrote to its outbox folder whose text contains `text`. */
export function smsWith(text: string): { to: string; body: string }[] {
  if (!fs.existsSync(smsDir)) return [];
  return fs
    .readdirSync(smsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(smsDir, f), 'utf8')) as { to: string; body: string })
    .filter((m) => m.body.includes(text));
}
