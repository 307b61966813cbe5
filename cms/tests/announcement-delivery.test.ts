import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ANNOUNCEMENT_LIMITS, NOTIFICATION_SETTING } from '@gro/config';
import { USER_CHAPTER } from '../src/platform/db/links';
import { harnessDb, killCms, startCms, stopCms, tempDatabase, type Cms } from './cms-process';
import { setClockOffset, sqlIn, waitUntil, type DbInfo } from './helpers';

/**
 * The announcement delivery a list of thousands relies on, on a database and cms processes of this
 * file's own, its mail written to an outbox folder whose files are named by their delivery row
 * (`…-delivery-<id>-….json`): a send to 1,000 members killed mid-way and started again reaches each
 * member once, but the one batch in flight when the process died (sent, not yet marked: documented
 * in docs/operations.md); and, on PostgreSQL, two servers working one send deliver it once.
 */
const RECIPIENTS = 1000;
const run = `${process.pid}${Date.now().toString(36)}`;
const database = tempDatabase('announce-delivery');
const db: DbInfo = database.schema ? { client: 'postgres', url: harnessDb.url!, schema: database.schema } : { client: 'sqlite', filename: database.file };
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-announce-outbox-'));
const started: Cms[] = [];

const start = async (name: string) => {
  const cms = await startCms(
    (port) => ({
      ...process.env,
      ...database.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      REDIS_KEY_PREFIX: `gro-announce-delivery:${run}:`,
      // The embedded outbox, not the harness's SMTP: each message a file named by its delivery row.
      SMTP_HOST: '',
      OUTBOX_DIR: outbox,
      JOBS_POLL_MS: '100',
      DEMO_DATA: 'false',
    }),
    { name, timeoutMs: 240_000 },
  );
  started.push(cms);
  return cms;
};

before(database.create);
after(async () => {
  setClockOffset(0);
  await Promise.all(started.map((cms) => stopCms(cms)));
  await database.drop();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const nowValue = () => (db.client === 'sqlite' ? Date.now() : new Date());

/** A chapter with `count` Active, verified members (email on by default), written straight to the database. */
async function chapterWithMembers(tag: string, count: number): Promise<number> {
  const at = nowValue();
  await sqlIn(db, 'INSERT INTO chapters (document_id, name, slug, is_active, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [`chap${tag}${run}`.slice(0, 24), `Delivery ${tag} ${run}`, `delivery-${tag}-${run}`, db.client === 'sqlite' ? 1 : true, at, at, at]);
  const [{ id: chapterId }] = await sqlIn(db, 'SELECT id FROM chapters WHERE slug = $1', [`delivery-${tag}-${run}`]);
  for (let from = 0; from < count; from += 100) {
    const rows = Array.from({ length: Math.min(100, count - from) }, (_, i) => from + i);
    // Placeholders in order, none repeated (the SQLite helper binds them by position).
    const values = rows.map((_, i) => `(${[1, 2, 3, 4, 5, 6].map((k) => `$${i * 6 + k}`).join(', ')}, 'local', 'Active', 'Mem', 'Ber', '(313) 555-0150', ${db.client === 'sqlite' ? '1, 0' : 'true, false'})`);
    const params = rows.flatMap((n) => [`u${tag}${n}${run}`.slice(0, 24), `delivery-${tag}-${n}-${run}`, `delivery-${tag}-${n}-${run}@example.com`, at, at, at]);
    await sqlIn(db, `INSERT INTO up_users (document_id, username, email, created_at, updated_at, published_at, provider, status, firstname, lastname, phone_number, confirmed, blocked) VALUES ${values.join(', ')}`, params);
  }
  await sqlIn(db, `INSERT INTO ${USER_CHAPTER.table} (${USER_CHAPTER.owner}, ${USER_CHAPTER.target}) SELECT id, $1 FROM up_users WHERE email LIKE $2`, [chapterId, `delivery-${tag}-%-${run}@example.com`]);
  return Number(chapterId);
}

/** Chapter news written straight to the database, due now, and its preparation queued as the API queues it. */
async function newsFor(chapterId: number, subject: string): Promise<number> {
  const at = nowValue();
  await sqlIn(
    db,
    `INSERT INTO announcements (document_id, kind, setting_key, chapter_id, subject, body, link, status, send_at, recipients, sent, skipped, failed, created_at, updated_at, published_at)
     VALUES ($1, 'chapterNews', $2, $3, $4, 'Hello **everyone**.', '/portal', 'scheduled', $5, 0, 0, 0, 0, $6, $7, $8)`,
    [`news${chapterId}${run}`.slice(0, 24), NOTIFICATION_SETTING.chapterNews, chapterId, subject, at, at, at, at],
  );
  const [{ id }] = await sqlIn(db, 'SELECT id FROM announcements WHERE subject = $1', [subject]);
  await sqlIn(db, "INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES ('announcement.prepare', $1, 'queued', 0, $2)", [JSON.stringify({ id: Number(id) }), Date.now()]);
  return Number(id);
}

const deliveriesBy = async (id: number) =>
  Object.fromEntries(((await sqlIn(db, 'SELECT status, COUNT(*) AS n FROM announcement_deliveries WHERE announcement_id = $1 GROUP BY status', [id])) as { status: string; n: number }[]).map((r) => [r.status, Number(r.n)]));

/** How many outbox files each delivery row of the announcement has. */
async function filesPerDelivery(id: number): Promise<Map<number, number>> {
  const ids = new Set(((await sqlIn(db, 'SELECT id FROM announcement_deliveries WHERE announcement_id = $1', [id])) as { id: number }[]).map((r) => Number(r.id)));
  const counts = new Map<number, number>();
  for (const file of fs.readdirSync(outbox)) {
    const delivery = Number(/-delivery-(\d+)-/.exec(file)?.[1]);
    if (ids.has(delivery)) counts.set(delivery, (counts.get(delivery) ?? 0) + 1);
  }
  return counts;
}

describe(`announcement delivery (${db.client})`, () => {
  it(`a send to ${RECIPIENTS} members killed mid-send and started again reaches each once, but the batch in flight`, async () => {
    let cms = await start('the delivery cms');
    const chapterId = await chapterWithMembers('kill', RECIPIENTS);
    const id = await newsFor(chapterId, `Kill and resume ${run}`);
    await waitUntil(async () => ((await deliveriesBy(id)).sent ?? 0) >= 3 * ANNOUNCEMENT_LIMITS.batchSize, 'three batches sent', 120_000);
    killCms(cms);
    await cms.exit;

    const atKill = await deliveriesBy(id);
    const inFlight = new Set(((await sqlIn(db, "SELECT id FROM announcement_deliveries WHERE announcement_id = $1 AND status = 'sending'", [id])) as { id: number }[]).map((r) => Number(r.id)));
    assert.ok(inFlight.size <= ANNOUNCEMENT_LIMITS.batchSize, `at most one batch in flight: ${inFlight.size}`);
    assert.ok((atKill.sent ?? 0) < RECIPIENTS, `killed before the end: ${JSON.stringify(atKill)}`);

    // Started again, past the lease: the scan gives the batch in flight back and the batches go on.
    // The clock moves first: a batch the new server claimed before the move would look a lease old
    // to the scan, and go back to pending while it is being sent.
    setClockOffset((ANNOUNCEMENT_LIMITS.leaseMinutes + 1) * 60_000);
    cms = await start('the delivery cms, again');
    await sqlIn(db, "INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES ('announcements.scan', '{}', 'queued', 0, $1)", [Date.now()]);
    await waitUntil(async () => (await sqlIn(db, 'SELECT status FROM announcements WHERE id = $1', [id]))[0]?.status === 'sent', 'the send to finish', 180_000);
    setClockOffset(0);

    const [done] = await sqlIn(db, 'SELECT recipients, sent, skipped, failed FROM announcements WHERE id = $1', [id]);
    assert.deepEqual([done.recipients, done.sent, done.skipped, done.failed].map(Number), [RECIPIENTS, RECIPIENTS, 0, 0]);
    const files = await filesPerDelivery(id);
    assert.equal(files.size, RECIPIENTS, 'every member has their message');
    const twice = [...files].filter(([, n]) => n > 1).map(([delivery]) => delivery);
    assert.deepEqual(twice.filter((delivery) => !inFlight.has(delivery)), [], 'only a delivery of the batch in flight may have gone twice');
    assert.ok([...files.values()].every((n) => n <= 2));
    // Each member's notification centre has it once, written with the row that marked it sent.
    const [inbox] = await sqlIn(db, 'SELECT COUNT(DISTINCT user_id) AS members, COUNT(*) AS total FROM inbox_items WHERE link = $1', [`/portal/news/${id}`]);
    assert.deepEqual([Number(inbox.members), Number(inbox.total)], [RECIPIENTS, RECIPIENTS]);
    await stopCms(cms);
  });

  // Two processes on one SQLite file would only wait on each other's locks: replicas share PostgreSQL.
  if (db.client === 'postgres') {
    it('two servers working one send deliver it once', async () => {
      const [a, b] = await Promise.all([start('replica A'), start('replica B')]);
      const chapterId = await chapterWithMembers('two', 400);
      const id = await newsFor(chapterId, `Two replicas ${run}`);
      await waitUntil(async () => (await sqlIn(db, 'SELECT status FROM announcements WHERE id = $1', [id]))[0]?.status === 'sent', 'the send to finish', 120_000);
      const files = await filesPerDelivery(id);
      assert.equal(files.size, 400);
      assert.deepEqual([...files.values()].filter((count) => count !== 1), [], 'each delivery once');
      const claims = await sqlIn(db, 'SELECT COUNT(DISTINCT claim) AS n FROM announcement_deliveries WHERE announcement_id = $1', [id]);
      assert.ok(Number(claims[0].n) >= 4, 'sent in batches');
      await Promise.all([stopCms(a), stopCms(b)]);
    });
  }
});
