import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS, RATE_LIMITS } from '@gro/config';
import { Client, api, count, holdWriteLock, sql, uniqueEmail, waitForMail, waitUntil } from './helpers';

const SEEDED = 'marcus.bell@example.com';

async function newMember() {
  const chapterId = (await api('/chapter/active')).body.data[0].id as number;
  const email = uniqueEmail('enum');
  const body = { firstname: 'Ines', lastname: 'Duarte', email, phoneNumber: '(313) 555-0177', password: 'Harbor-lantern-42', chapterId };
  assert.equal((await new Client().call('POST', '/authenticate/signup', body)).status, 201);
  const [row] = await sql('SELECT id FROM up_users WHERE email = $1', [email]);
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

describe('forgot-password answers before it writes or sends anything (issue 10, defect 6)', () => {
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

describe('sign-up says an email is taken only within its per-IP limit (issue 10, defect 6)', () => {
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
