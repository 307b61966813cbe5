import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_LIMITS, AUTH_TEXTS, RATE_LIMITS } from '@gro/config';
import { Client, api, count, holdWriteLock, mailsTo, sql, uniqueEmail, waitForMail, waitUntil } from './helpers';

const SEEDED = 'marcus.bell@example.com';

async function newMember() {
  const chapterId = (await api('/chapter/active')).body.data[0].id as number;
  const email = uniqueEmail('enum');
  const body = { firstname: 'Ines', lastname: 'Duarte', email, phoneNumber: '(313) 555-0177', password: 'Harbor-lantern-42', chapterId };
  assert.equal((await new Client().call('POST', '/authenticate/signup', body)).status, 201);
  const [row] = await sql('SELECT id FROM up_users WHERE email = $1', [email]);
  // The sign-up's mails (welcome, verification link) are sent and their jobs closed before a test locks a
  // table: on SQLite a job's write waiting for the lock would hold up the server's other requests.
  await waitUntil(
    async () => (await count('jobs', `status IN ('queued', 'running') AND CAST(payload AS TEXT) LIKE '%${email}%'`)) === 0 && (await mailsTo(email)).length >= 2,
    'the sign-up mails',
  );
  return { email, id: Number(row.id) };
}

/** Rejects when `promise` has not settled after `ms`, so a handler blocked on a lock fails the test instead of hanging it. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe('forgot-password answers before it writes or sends anything', () => {
  it('answers 200 while the password_resets table is write-locked; the link is written and mailed after the answer', async () => {
    const { email, id } = await newMember();
    const resetsOf = () => count('password_resets_user_lnk', `user_id = ${id}`);
    const lock = await holdWriteLock('password_resets');
    let answer: Awaited<ReturnType<Client['call']>>;
    try {
      answer = await within(new Client().call('POST', '/authenticate/forgot-password', { email }), 20_000, 'forgot-password (password_resets locked)');
      assert.equal(await resetsOf(), 0, 'nothing written before the answer');
    } finally {
      await lock.release();
    }
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.message, AUTH_TEXTS.forgotSent);
    await waitUntil(async () => (await resetsOf()) === 1, 'the reset row');
    const [mail] = await waitForMail(email);
    assert.match(mail.text ?? '', /\/password-reset\?token=/);
  });

  it('a failure after the answer is logged, not answered: unknown and known emails get the same 200', async () => {
    const unknown = await new Client().call('POST', '/authenticate/forgot-password', { email: uniqueEmail('nobody') });
    const known = await new Client().call('POST', '/authenticate/forgot-password', { email: SEEDED });
    assert.equal(unknown.status, 200);
    assert.equal(unknown.text, known.text);
  });
});

describe('sign-up says an email is taken only within its per-IP limit', () => {
  it(`40 parallel sign-ups with a taken email from one IP: ${RATE_LIMITS.signUpPerIp.max} answers 409, the rest 429`, async () => {
    const chapterId = (await api('/chapter/active')).body.data[0].id as number;
    const client = new Client();
    const body = { firstname: 'Eve', lastname: 'Prober', email: SEEDED, phoneNumber: '(313) 555-0178', password: 'Harbor-lantern-42', chapterId };
    const answers = await Promise.all(Array.from({ length: 40 }, () => client.call('POST', '/authenticate/signup', body)));
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    assert.deepEqual(statuses, { 409: RATE_LIMITS.signUpPerIp.max, 429: 40 - RATE_LIMITS.signUpPerIp.max });
  });
});

describe("past an account's limit of wrong passwords, known and unknown emails get the same 429", () => {
  const limit = ACCOUNT_LIMITS.signInFailuresPerAccount;
  /** `n` wrong passwords for `email`, each from its own address, all at once; the answers by status. */
  async function wrongFromMany(email: string, n: number) {
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => new Client().call('POST', '/authenticate', { email, password: `wrong-${i}` })));
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    return statuses;
  }

  it(`an unknown email is refused after the same ${limit.max} failures, with the same answer, right password or wrong`, async () => {
    const { email } = await newMember();
    const unknown = uniqueEmail('nobody');
    assert.deepEqual(await wrongFromMany(email, limit.max + 5), { 401: limit.max, 429: 5 });
    assert.deepEqual(await wrongFromMany(unknown, limit.max + 5), { 401: limit.max, 429: 5 });
    const answers = [
      await new Client().signIn(email, 'Harbor-lantern-42'),
      await new Client().signIn(email, 'still-wrong'),
      await new Client().signIn(unknown, 'Harbor-lantern-42'),
      await new Client().signIn(unknown, 'still-wrong'),
    ];
    for (const a of answers) assert.equal(a.status, 429);
    // The same body but for the seconds to wait, which count down between the calls.
    const bodies = answers.map(({ body: { details, ...rest } }) => ({ ...rest, retryAfterRounded: Math.ceil(Number(details?.retryAfter) / 60) }));
    for (const body of bodies) assert.deepEqual(body, bodies[0]);
  });

  it('the 429 answers before the sign-in link is written (sign_in_links write-locked), and the link is mailed after it', async () => {
    const { email, id } = await newMember();
    assert.deepEqual(await wrongFromMany(email, limit.max), { 401: limit.max });
    const linksOf = () => count('sign_in_links_user_lnk', `user_id = ${id}`);
    const lock = await holdWriteLock('sign_in_links');
    let answer: Awaited<ReturnType<Client['call']>>;
    try {
      answer = await within(new Client().call('POST', '/authenticate', { email, password: 'Harbor-lantern-42' }), 20_000, 'sign-in (sign_in_links locked)');
      assert.equal(await linksOf(), 0, 'nothing written before the answer');
    } finally {
      await lock.release();
    }
    assert.equal(answer.status, 429);
    await waitUntil(async () => (await linksOf()) === 1, 'the sign-in link row');
    const [mail] = await waitForMail(email);
    assert.match(mail.text ?? '', /\/signin\/link\?token=/);
  });
});
