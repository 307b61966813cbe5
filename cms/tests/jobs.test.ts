import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Redis from 'ioredis';
import { simpleParser } from 'mailparser';
import Database from 'better-sqlite3';
import { freePort, harnessDb, killCms, productionEnv, startCms, tempDatabase, withPg, type Cms } from './cms-process';
import { startFakeSmtp, type SmtpAnswer, type SmtpAttempt } from './fake-smtp';

/**
 * Background jobs: production cms processes of their own, on one database of their own
 * (SQLite, or a schema of the harness's PostgreSQL; with the harness's Redis, BullMQ), sending to
 * a fake mail server the test makes stuck, slow or refusing.
 */
const redisUrl = process.env.REDIS_URL ?? '';
const runId = `${process.pid}_${Date.now().toString(36)}`;
const database = tempDatabase('jobs');
const redisPrefix = `gro-jobs-test:${runId}:`;
const ADMIN = 'jobs.admin@gro.example.org';
const CONTACT = 'staff.jobs@gro.test';
const LOCK_MS = 2_000;
const BACKOFF_MS = 300;
const MAX_ATTEMPTS = 3;
const queueName = redisUrl ? 'BullMQ' : 'database';

/** The fake's answer to each message: by default it accepts; a test sets `answer` for what follows. */
let answer: (a: Omit<SmtpAttempt, 'answer'>) => SmtpAnswer = () => 'accept';
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

before(async () => {
  smtp = await startFakeSmtp((a) => answer(a));
  await database.create();
});
after(async () => {
  await smtp.close();
  await database.drop();
  if (redisUrl) {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
});

/** Writes an email job into the database queue of the cms under test. */
async function queueInDatabase(mail: Record<string, string>): Promise<void> {
  const params = ['email.send', JSON.stringify(mail), 'queued', 0, Date.now()];
  if (!database.schema) {
    const conn = new Database(database.file);
    try {
      conn.pragma('busy_timeout = 5000');
      conn.prepare('INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES (?, ?, ?, ?, ?)').run(...params);
    } finally {
      conn.close();
    }
    return;
  }
  await withPg((c) => c.query(`INSERT INTO "${database.schema}".jobs (kind, payload, status, attempts, run_at) VALUES ($1, $2, $3, $4, $5)`, params));
}

const startJobsCms = (extra: Record<string, string> = {}) =>
  startCms((port) =>
    productionEnv(port, database, {
      TRUST_PROXY: 'true',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      STRAPI_ADMIN_EMAIL: 'jobs.staff@gro.example.org',
      STRAPI_ADMIN_PASSWORD: 'Jobs-staff-pass-1',
      ADMIN_EMAIL: ADMIN,
      ADMIN_PASSWORD: 'Jobs-admin-pass-1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      CONTACT_EMAIL: CONTACT,
      JOBS_POLL_MS: '200',
      JOBS_LOCK_MS: String(LOCK_MS),
      JOBS_BACKOFF_MS: String(BACKOFF_MS),
      JOBS_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      SHUTDOWN_TIMEOUT_MS: '8000',
      ...extra,
    }),
  );

async function waitFor(what: string, check: () => boolean, cms?: Cms, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}${cms ? `\n${cms.output().slice(-3000)}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let ip = 0;
function post(cms: Cms, route: string, body: unknown) {
  ip += 1;
  return fetch(`${cms.base}/api${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${ip}` },
    body: JSON.stringify(body),
  });
}

const contact = (tag: string) => ({ firstname: 'Jo', lastname: tag, email: `jo.${tag}@example.com`, phoneNumber: '(734) 555-0150', message: 'Hello.', website: '' });
const about = (tag: string) => (a: { data: string }) => a.data.includes(tag);

describe(`background jobs (${queueName} queue, ${harnessDb.client})`, () => {
  let cms: Cms | undefined;
  let replica: Cms | undefined;
  after(() => {
    killCms(cms);
    killCms(replica);
  });

  it('a reset email queued before the cms is killed mid-send is sent after the restart, once', async () => {
    answer = (a) => (a.to.includes(ADMIN) ? 'hold' : 'accept');
    const first = await startJobsCms();
    try {
      const res = await post(first, '/authenticate/forgot-password', { email: ADMIN });
      assert.equal(res.status, 200);
      // The mail server has the whole message and never answers: the job is running when the cms dies.
      await waitFor('the reset email to reach the stuck mail server', () => smtp.attempts.some((a) => a.to.includes(ADMIN)));
    } finally {
      first.child.kill('SIGKILL');
      await first.exit;
    }
    assert.equal(smtp.delivered.filter((a) => a.to.includes(ADMIN)).length, 0, 'nothing delivered before the crash');
    answer = () => 'accept';
    // On PostgreSQL two replicas restart at once: the job is delivered by one of them.
    [cms, replica] = await Promise.all([startJobsCms(), harnessDb.client === 'postgres' ? startJobsCms() : Promise.resolve(undefined)]);
    await waitFor('the reset email after the restart', () => smtp.delivered.some((a) => a.to.includes(ADMIN)));
    await new Promise((r) => setTimeout(r, LOCK_MS + 1_000));
    const resets = smtp.delivered.filter((a) => a.to.includes(ADMIN));
    assert.equal(resets.length, 1, 'delivered once');
    assert.deepEqual(resets[0].to, [ADMIN]);
    const mail = await simpleParser(resets[0].data);
    assert.equal(mail.subject, 'Reset your GRO password');
    assert.match(mail.text ?? '', /\/password-reset\?token=/);
    if (replica) {
      replica.child.kill('SIGTERM');
      assert.equal((await replica.exit).code, 0);
      replica = undefined;
    }
  });

  it('a mail server that takes 4 s to answer does not slow the request that sends mail', async () => {
    assert.ok(cms);
    answer = (a) => (about('slowsmtp')(a) ? { delayMs: 4_000 } : 'accept');
    const started = Date.now();
    const res = await post(cms, '/contact', contact('slowsmtp'));
    const took = Date.now() - started;
    assert.equal(res.status, 201);
    assert.ok(took < 1_500, `answered in ${took} ms`);
    await waitFor('the slow delivery', () => smtp.delivered.some(about('slowsmtp')));
    assert.ok(Date.now() - started >= 4_000);
  });

  it(`a refused email is retried with growing delays and delivered; after ${MAX_ATTEMPTS} refusals the job has failed`, async () => {
    assert.ok(cms);
    let refusals = 0;
    answer = (a) => {
      if (about('failstwice')(a)) return ++refusals <= 2 ? 'refuse' : 'accept';
      if (about('alwaysbad')(a)) return 'reject';
      return 'accept';
    };
    assert.equal((await post(cms, '/contact', contact('failstwice'))).status, 201);
    assert.equal((await post(cms, '/contact', contact('alwaysbad'))).status, 201);
    await waitFor('the third attempt', () => smtp.delivered.some(about('failstwice')));
    const tries = smtp.attempts.filter(about('failstwice')).map((a) => a.at);
    assert.equal(tries.length, 3);
    assert.ok(tries[1] - tries[0] >= BACKOFF_MS - 50, `first retry after ${tries[1] - tries[0]} ms`);
    assert.ok(tries[2] - tries[1] >= 2 * BACKOFF_MS - 50, `second retry after ${tries[2] - tries[1]} ms`);
    await waitFor('the failed job', () => /Background job \S+ \(email \\?"Contact form: Jo alwaysbad\\?" to [^)]+\) failed after 3 attempt\(s\)/.test(cms!.output()), cms);
    await new Promise((r) => setTimeout(r, 8 * BACKOFF_MS));
    assert.equal(smtp.attempts.filter(about('alwaysbad')).length, MAX_ATTEMPTS, 'no attempt after the last');
  });

  it('SIGTERM lets the email being sent finish before the process exits', async () => {
    assert.ok(cms);
    answer = (a) => (about('atshutdown')(a) ? { delayMs: 1_500 } : 'accept');
    assert.equal((await post(cms, '/contact', contact('atshutdown'))).status, 201);
    await waitFor('the email on its way', () => smtp.attempts.some(about('atshutdown')));
    cms.child.kill('SIGTERM');
    assert.equal((await cms.exit).code, 0, cms.output().slice(-2000));
    assert.equal(smtp.delivered.filter(about('atshutdown')).length, 1, 'delivered before the exit');
    cms = undefined;
  });

  it('with REDIS_URL naming a Redis that does not answer, the cms starts and works the database queue', async () => {
    answer = () => 'accept';
    const deadRedis = await freePort();
    const alone = await startJobsCms({ REDIS_URL: `redis://127.0.0.1:${deadRedis}` });
    try {
      assert.match(alone.output(), /Redis is unreachable/);
      // As queued while Redis was away (or inside a transaction).
      await queueInDatabase({ to: CONTACT, subject: 'Queued while Redis was away (noredis)', text: 'Hello.', html: '<p>Hello.</p>' });
      await waitFor('the email', () => smtp.delivered.some(about('noredis')), alone);
      // A rate-limited form makes the limiters' Redis connection: it keeps retrying, quietly.
      assert.equal((await post(alone, '/contact', contact('ratelimitnoredis'))).status, 201);
      await new Promise((r) => setTimeout(r, 3_000));
      assert.doesNotMatch(alone.output(), /Unhandled error event/);
      assert.equal(alone.output().match(/\[rate-limit\] Redis unreachable/g)?.length, 1, 'reported once, not on every attempt');
    } finally {
      killCms(alone);
    }
  });
});
