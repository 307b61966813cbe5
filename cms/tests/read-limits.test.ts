import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACTIVITY_TEXTS } from '@gro/config/screens';
import { MEMBER_DATA_MESSAGES, type ActivityEntry } from '@gro/config';
import { ownCmsForFile, productionEnv, startCms, stopCms, tempDatabase } from './cms-process';
import { Client, SEEDED_ADMIN, SEEDED_MEMBER_PASSWORD } from './helpers';

/**
 * The member-data read limit (READ_LIMITS.memberDataReadsPerHour), on a test cms of its own: its
 * own database with the demo data, and LIMIT_MEMBER_DATA_READS_PER_HOUR set low (the harness's
 * server, which the other files share, reads member data without a practical limit).
 */
const MAX = 6;
const WINDOW_MINUTES = 60;
const MARCUS = { email: 'marcus.bell@example.com', name: 'Marcus Bell' };
const LUCIA = { email: 'lucia.hernandez@example.com', name: 'Lucia Hernandez' };
const own = ownCmsForFile('read-limits', { LIMIT_MEMBER_DATA_READS_PER_HOUR: `${MAX}/${WINDOW_MINUTES}` });

type Answer = Awaited<ReturnType<Client['call']>>;

/** A client of this file's cms, signed in (each client has an address of its own). */
async function signedIn(email: string, password = SEEDED_MEMBER_PASSWORD): Promise<Client> {
  const client = new Client();
  client.base = own.current().base;
  const res = await client.signIn(email, password);
  assert.equal(res.status, 200, res.text);
  return client;
}

/** The i-th read of a round over every member-data route (`memberId`'s page among them). */
const readPath = (i: number, memberId: number) =>
  ['/user/directory', '/user', '/user/directory/letters', '/user/directory/industries', '/user/directory/map', `/user/${memberId}`][i % 6]!;

/** `count` reads at once, round and round the member-data routes. */
function reads(client: Client, count: number, memberId: number): Promise<Answer>[] {
  return Array.from({ length: count }, (_, i) => client.call('GET', readPath(i, memberId)));
}

/** A 429 of the read limit: Retry-After within the window, and the message naming it. */
function assertReadLimit(answer: Answer) {
  assert.equal(answer.status, 429, answer.text);
  const retryAfter = Number(answer.headers.get('retry-after'));
  assert.ok(retryAfter > 0 && retryAfter <= WINDOW_MINUTES * 60, `Retry-After ${retryAfter}`);
  assert.deepEqual(answer.body.message, { title: MEMBER_DATA_MESSAGES.readLimitTitle, message: MEMBER_DATA_MESSAGES.readLimit(WINDOW_MINUTES, retryAfter) });
  assert.match(answer.body.message!.message, /^You have opened member details very often in the last hour\. You can continue in \d+ minutes?\.$/);
}

const statuses = (answers: Answer[]) => answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

async function limitEntries(admin: Client, userId: number): Promise<ActivityEntry[]> {
  const res = await admin.call('GET', '/activity?pageSize=100');
  assert.equal(res.status, 200, res.text);
  return (res.body.data.items as ActivityEntry[]).filter((e) => e.action === 'reach-limit' && e.subjectId === String(userId));
}

describe(`member-data reads: ${MAX} per account per window (LIMIT_MEMBER_DATA_READS_PER_HOUR)`, () => {
  let admin: Client;
  let marcus: Client;
  let marcusId: number;
  let luciaId: number;
  before(async () => {
    admin = await signedIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    marcus = await signedIn(MARCUS.email);
    marcusId = (await marcus.call('GET', '/account')).body.data.id;
    luciaId = (await (await signedIn(LUCIA.email)).call('GET', '/account')).body.data.id;
  });

  it(`a parallel burst of ${MAX * 4} reads from one account gets exactly ${MAX} answers, then 429s naming when it can continue`, async () => {
    const answers = await Promise.all(reads(marcus, MAX * 4, luciaId));
    assert.deepEqual(statuses(answers), { 200: MAX, 429: MAX * 3 });
    for (const answer of answers.filter((a) => a.status === 429)) assertReadLimit(answer);
    assertReadLimit(await marcus.call('GET', `/user/${luciaId}`));
  });

  it('counts the account, not the session or the address: a new sign-in from another address is refused too', async () => {
    const again = await signedIn(MARCUS.email);
    assertReadLimit(await again.call('GET', '/user/directory'));
    assertReadLimit(await marcus.call('GET', '/user/directory', undefined, { 'X-Forwarded-For': '203.0.113.77' }));
  });

  it('writes one activity-log entry for the account, however many reads were refused, that admins see', async () => {
    await Promise.all(reads(marcus, MAX, luciaId));
    const entries = await limitEntries(admin, marcusId);
    assert.equal(entries.length, 1, JSON.stringify(entries));
    const [entry] = entries;
    assert.equal(entry!.subject, 'user');
    assert.equal(entry!.summary, MEMBER_DATA_MESSAGES.readLimitReached(MARCUS.name));
    assert.equal(entry!.summary, `Member-data read limit reached by ${MARCUS.name}`);
    assert.equal(entry!.actor?.id, marcusId);
    assert.equal(entry!.actor?.email, MARCUS.email);
    assert.deepEqual(entry!.after, { limit: `${MAX} reads in ${WINDOW_MINUTES} minutes` });
    assert.equal(ACTIVITY_TEXTS.actions[entry!.action], 'Reached limit');
    // The admins' CSV export of the log holds it too.
    const csv = await fetch(`${own.current().base}/api/activity/export.csv`, { headers: admin.headers() });
    assert.equal(csv.status, 200);
    assert.equal((await csv.text()).split('\n').filter((line) => line.includes(`Member-data read limit reached by ${MARCUS.name}`)).length, 1);
  });

  it('another account keeps its own reads, and reaches its own limit with its own entry', async () => {
    const lucia = await signedIn(LUCIA.email);
    const answers: Answer[] = [];
    for (let i = 0; i < MAX + 2; i += 1) answers.push(await lucia.call('GET', readPath(i, marcusId)));
    assert.deepEqual(answers.map((a) => a.status), [...Array<number>(MAX).fill(200), 429, 429]);
    assertReadLimit(answers.at(-1)!);
    assert.equal((await limitEntries(admin, luciaId)).length, 1);
    assert.equal((await limitEntries(admin, marcusId)).length, 1);
  });

  it('an admin is not counted', async () => {
    const answers = await Promise.all(reads(admin, MAX * 4, marcusId));
    assert.deepEqual(statuses(answers), { 200: MAX * 4 });
  });

  it('the refusal leaves the other member routes alone: the dashboard and the account still answer', async () => {
    assert.equal((await marcus.call('GET', '/account')).status, 200);
    assert.equal((await marcus.call('GET', '/dashboard')).status, 200);
  });
});

describe('LIMIT_MEMBER_DATA_READS_PER_HOUR', () => {
  const unreadable = tempDatabase('read-limits-unreadable', { sqliteOnly: true });
  after(() => unreadable.drop());

  it('an unreadable value stops the start with the variable named', async () => {
    const bad = await startCms(
      (port) =>
        productionEnv(port, unreadable, {
          STRAPI_ADMIN_EMAIL: 'reads.staff@gro.example.org',
          STRAPI_ADMIN_PASSWORD: 'Reads-staff-pass-1',
          ADMIN_EMAIL: 'reads.admin@gro.example.org',
          ADMIN_PASSWORD: 'Reads-admin-pass-1',
          LIMIT_MEMBER_DATA_READS_PER_HOUR: '600 an hour',
        }),
      { name: 'the cms with an unreadable read limit', exitIsAnswer: true },
    );
    await stopCms(bad);
    const { code } = await bad.exit;
    assert.equal(bad.ready, false, 'it answered');
    assert.notEqual(code, 0);
    // The production log is JSON: the message's quotes come escaped.
    assert.match(bad.output(), /LIMIT_MEMBER_DATA_READS_PER_HOUR must be \\?"max\/minutes\\?" \(two whole numbers, e\.g\. \\?"600\/60\\?"\), not \\?"600 an hour\\?"/);
  });
});
