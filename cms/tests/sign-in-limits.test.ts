import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ABUSE_DELAYS, ACCOUNT_LIMITS, AUTH_TEXTS, RATE_LIMITS, retryAfterText } from '@gro/config';
import { closeRateLimitStore } from '../src/providers/rate-limit';
import { consume } from '../src/platform/limits/rate-limit';
import { Client, count, setClockOffset, signUpMember, sql, waitForMail } from './helpers';

const perAccount = RATE_LIMITS.signInPerAccountAndIp;
const perIp = RATE_LIMITS.signInPerIp;
const failuresLimit = ACCOUNT_LIMITS.signInFailuresPerAccount;

/**
 * An account of its own for each test: the wrong passwords of one test count against its account
 * from every address (the all-addresses limit), and must not lock another test's account.
 */
async function freshAccount() {
  const { email, password, id } = await signUpMember({ tag: 'limits' });
  return { email, password, id };
}

/** Sends every body at once from one client and counts the answers by status. */
async function burst(client: Client, bodies: Record<string, unknown>[]) {
  const answers = await Promise.all(bodies.map((body) => client.call('POST', '/authenticate', body)));
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return { answers, statuses };
}

after(() => setClockOffset(0));

describe('sign-in limits hold under parallel bursts', () => {
  it(`100 parallel wrong passwords for one account from one IP: exactly ${perAccount.max} are evaluated, the rest are 429`, async () => {
    const { email } = await freshAccount();
    const { statuses } = await burst(new Client(), Array.from({ length: 100 }, (_, i) => ({ email, password: `wrong-${i}` })));
    assert.deepEqual(statuses, { 401: perAccount.max, 429: 100 - perAccount.max });
  });

  it(`100 parallel sign-ins with varied emails from one IP: at most ${perIp.max} are evaluated`, async () => {
    const { statuses } = await burst(new Client(), Array.from({ length: 100 }, (_, i) => ({ email: `burst${i}@example.com`, password: 'wrong-pass' })));
    assert.deepEqual(statuses, { 401: perIp.max, 429: 100 - perIp.max });
  });

  it('the right password at position 150 of a 200 burst is refused with 429', async () => {
    const { email, password } = await freshAccount();
    const bodies = Array.from({ length: 200 }, (_, i) => ({ email, password: i === 149 ? password : `wrong-${i}` }));
    const { answers, statuses } = await burst(new Client(), bodies);
    assert.equal(answers[149].status, 429);
    assert.equal(statuses[200] ?? 0, 0, 'no session was opened');
    assert.equal(statuses[401], perAccount.max);
  });
});

describe('lock-outs last their whole window from the first failure', () => {
  it('Retry-After is the full 15 minutes right after the failures, whatever the wall-clock minute', async () => {
    // The server clock one minute before a quarter-hour: a clock-aligned window would end in 60 s.
    const windowMs = perAccount.windowMinutes * 60_000;
    const t = Date.now();
    const { email, password } = await freshAccount();
    setClockOffset(Math.ceil(t / windowMs) * windowMs + windowMs - 60_000 - t);
    try {
      const client = new Client();
      for (let i = 0; i < perAccount.max; i += 1) {
        assert.equal((await client.call('POST', '/authenticate', { email, password: `wrong-${i}` })).status, 401);
      }
      const refused = await client.signIn(email, password);
      assert.equal(refused.status, 429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(retryAfter > perAccount.windowMinutes * 60 - 60 && retryAfter <= perAccount.windowMinutes * 60, `Retry-After ${retryAfter} s`);
      assert.equal(refused.body.message.message, retryAfterText(retryAfter));
      assert.equal(refused.body.message.message, `Too many attempts. Please try again in ${perAccount.windowMinutes} minutes.`);
    } finally {
      setClockOffset(0);
    }
  });

  it('a success refunds its reservation: failures below the limits never add up across sign-ins', async () => {
    const { email, password } = await freshAccount();
    const client = new Client();
    // 3 rounds of 4 failures: 12 in all, more than the account's limit from every address together.
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < perAccount.max - 1; i += 1) {
        assert.equal((await client.call('POST', '/authenticate', { email, password: `wrong-${round}-${i}` })).status, 401);
      }
      assert.equal((await client.signIn(email, password)).status, 200);
    }
  });
});

/** 100 different client addresses: no per-address limit ever applies to them. */
const manyClients = (n: number) => Array.from({ length: n }, () => new Client());

/** Sends one body per client, all at once, and counts the answers by status. */
async function fromEach(clients: Client[], body: (i: number) => Record<string, unknown>) {
  const answers = await Promise.all(clients.map((client, i) => client.call('POST', '/authenticate', body(i))));
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return { answers, statuses };
}

const LINK = /\/signin\/link\?token=([A-Za-z0-9_-]+)/;

/** An account locked by one failure past its limit, from as many addresses, and the sign-in link mailed to it. */
async function lockedOutWithLink() {
  const account = await freshAccount();
  const { statuses } = await fromEach(manyClients(failuresLimit.max + 1), (i) => ({ email: account.email, password: `wrong-${i}` }));
  assert.deepEqual(statuses, { 401: failuresLimit.max, 429: 1 });
  const [mail] = await waitForMail(account.email);
  const token = LINK.exec(mail.text ?? '')?.[1];
  assert.ok(token, `the email links to /signin/link?token=…: ${mail.text}`);
  return { ...account, token, mail };
}

const useLink = (token: unknown, client = new Client()) => client.call('POST', '/authenticate/sign-in-link', { token });

describe("one account's wrong passwords from many addresses", () => {
  it(`100 parallel wrong passwords from 100 addresses: ${failuresLimit.max} are evaluated, the rest and then the right password are 429`, async () => {
    const { email, password } = await freshAccount();
    const { answers, statuses } = await fromEach(manyClients(100), (i) => ({ email, password: `wrong-${i}` }));
    assert.deepEqual(statuses, { 401: failuresLimit.max, 429: 100 - failuresLimit.max });
    const refused = answers.find((a) => a.status === 429)!;
    assert.equal(refused.body.message.message, `Too many attempts. Please try again in ${failuresLimit.windowMinutes} minutes.`);
    const right = await new Client().signIn(email, password);
    assert.equal(right.status, 429, 'a password alone no longer signs in');
    assert.deepEqual(right.body.message, refused.body.message);
  });

  it('the owner is mailed once per window, with a one-time link valid for 15 minutes', async () => {
    const { email, id, mail } = await lockedOutWithLink();
    assert.match(mail.subject ?? '', /tried to sign in/);
    assert.match(mail.text ?? '', new RegExp(`expires in ${ABUSE_DELAYS.signInLink.value} minutes`));
    // More refusals in the window, from other addresses and with the right password too: no second email.
    await fromEach(manyClients(20), (i) => ({ email, password: `again-${i}` }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await waitForMail(email)).length, 1);
    assert.equal(await count('sign_in_links_user_lnk', `user_id = ${id}`), 1);
    const [row] = await sql('SELECT l.token_hash AS hash FROM sign_in_links l JOIN sign_in_links_user_lnk k ON k.sign_in_link_id = l.id WHERE k.user_id = $1', [id]);
    assert.match(row.hash, /^[0-9a-f]{64}$/, 'only the hash is stored');
    assert.ok(!(mail.text ?? '').includes(row.hash));
  });

  it('the link signs in once, like a password (session, refresh cookie, access token), and clears the failures', async () => {
    const { email, password, token } = await lockedOutWithLink();
    const client = new Client();
    const used = await useLink(token, client);
    assert.equal(used.status, 200, used.text.slice(0, 300));
    assert.deepEqual(used.body.message, AUTH_TEXTS.signedIn);
    assert.equal(used.body.data.user.email, email);
    assert.ok(client.cookies.has('gro_refresh'), 'the refresh cookie is set');
    client.token = used.body.data.token;
    assert.equal((await client.call('GET', '/account')).status, 200);
    assert.equal((await client.call('POST', '/authenticate/refresh')).status, 200, 'the refresh cookie renews the session');

    const again = await useLink(token);
    assert.equal(again.status, 400);
    assert.equal(again.body.message.message, AUTH_TEXTS.signInLinkInvalid);
    // The failures are forgotten: a wrong password is evaluated again, the right one signs in.
    assert.equal((await new Client().signIn(email, 'wrong-after-link')).status, 401);
    assert.equal((await new Client().signIn(email, password)).status, 200);
  });

  it('a password reset also clears the failures: the new password signs in at once', async () => {
    const { email } = await lockedOutWithLink();
    assert.equal((await new Client().call('POST', '/authenticate/forgot-password', { email })).status, 200);
    const mails = await waitForMail(email, 2);
    const token = /\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(mails.map((m) => m.text ?? '').join('\n'))?.[1];
    assert.ok(token, 'the reset email');
    const reset = await new Client().call('POST', '/authenticate/reset-password', { token, newPassword: 'Granite-meadow-58' });
    assert.equal(reset.status, 200, reset.text.slice(0, 300));
    assert.equal((await new Client().signIn(email, 'Granite-meadow-58')).status, 200);
  });

  it('10 parallel uses of one link sign in once', async () => {
    const { token } = await lockedOutWithLink();
    const answers = await Promise.all(manyClients(10).map((client) => useLink(token, client)));
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    assert.deepEqual(statuses, { 200: 1, 400: 9 });
  });

  it('an expired, unknown or malformed link is the same 400; an account no longer Active is refused as at sign-in', async () => {
    const { token } = await lockedOutWithLink();
    setClockOffset(ABUSE_DELAYS.signInLink.value * 60_000 + 1000);
    let expired;
    try {
      expired = await useLink(token);
    } finally {
      setClockOffset(0);
    }
    const unknown = await useLink('A'.repeat(43));
    for (const res of [expired, unknown, await useLink(['x']), await useLink(undefined)]) {
      assert.equal(res.status, 400, res.text.slice(0, 300));
      assert.equal(res.body.message.message, AUTH_TEXTS.signInLinkInvalid);
    }
    assert.equal(expired.text, unknown.text);

    const suspended = await lockedOutWithLink();
    await sql("UPDATE up_users SET status = 'Suspended' WHERE id = $1", [suspended.id]);
    const refused = await useLink(suspended.token);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message.message, AUTH_TEXTS.accountStatus.Suspended);
  });

  it(`one address gets ${RATE_LIMITS.signInLinkPerIp.max} link uses per hour`, async () => {
    const client = new Client();
    const answers = await Promise.all(Array.from({ length: RATE_LIMITS.signInLinkPerIp.max + 5 }, (_, i) => useLink(`guess-${i}`, client)));
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    assert.deepEqual(statuses, { 400: RATE_LIMITS.signInLinkPerIp.max, 429: 5 });
  });
});

describe('rate-limit windows (cms/src/platform/limits/rate-limit)', () => {
  after(closeRateLimitStore);

  it("a key's window ends its length after the key's first counted attempt; then counting starts over", async () => {
    const limit = { max: 2, windowMinutes: 1 / 60 };
    const key = `window-test:${process.pid}:${Date.now()}`;
    await consume([[key, limit]]);
    const windowEnds = Date.now() + 1000;
    await consume([[key, limit]]);
    await assert.rejects(consume([[key, limit]]), (err: any) => err.details.retryAfter === 1 && err.message === retryAfterText(1));
    await new Promise((resolve) => setTimeout(resolve, windowEnds - Date.now() + 250));
    await consume([[key, limit]]);
  });
});
