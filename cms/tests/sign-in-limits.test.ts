import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RATE_LIMITS, retryAfterText } from '@gro/config';
import { closeRateLimitStore } from '../src/providers/rate-limit';
import { consume } from '../src/utils/rate-limit';
import { Client, setClockOffset } from './helpers';

const MEMBER_PASSWORD = 'Member-pass-for-tests-1';
const SEEDED = 'hannah.schmidt@example.com';
const perAccount = RATE_LIMITS.signInPerAccountAndIp;
const perIp = RATE_LIMITS.signInPerIp;

/** Sends every body at once from one client and counts the answers by status. */
async function burst(client: Client, bodies: Record<string, unknown>[]) {
  const answers = await Promise.all(bodies.map((body) => client.call('POST', '/authenticate', body)));
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return { answers, statuses };
}

after(() => setClockOffset(0));

describe('sign-in limits hold under parallel bursts (issue 10, defect 1)', () => {
  it(`100 parallel wrong passwords for one account from one IP: exactly ${perAccount.max} are evaluated, the rest are 429`, async () => {
    const { statuses } = await burst(new Client(), Array.from({ length: 100 }, (_, i) => ({ email: SEEDED, password: `wrong-${i}` })));
    assert.deepEqual(statuses, { 401: perAccount.max, 429: 100 - perAccount.max });
  });

  it(`100 parallel sign-ins with varied emails from one IP: at most ${perIp.max} are evaluated`, async () => {
    const { statuses } = await burst(new Client(), Array.from({ length: 100 }, (_, i) => ({ email: `burst${i}@example.com`, password: 'wrong-pass' })));
    assert.deepEqual(statuses, { 401: perIp.max, 429: 100 - perIp.max });
  });

  it('the right password at position 150 of a 200 burst is refused with 429', async () => {
    const bodies = Array.from({ length: 200 }, (_, i) => ({ email: SEEDED, password: i === 149 ? MEMBER_PASSWORD : `wrong-${i}` }));
    const { answers, statuses } = await burst(new Client(), bodies);
    assert.equal(answers[149].status, 429);
    assert.equal(statuses[200] ?? 0, 0, 'no session was opened');
    assert.equal(statuses[401], perAccount.max);
  });
});

describe('lock-outs last their whole window from the first failure (issue 10, item 8)', () => {
  it('Retry-After is the full 15 minutes right after the failures, whatever the wall-clock minute', async () => {
    // The server clock one minute before a quarter-hour: a clock-aligned window would end in 60 s.
    const windowMs = perAccount.windowMinutes * 60_000;
    const t = Date.now();
    setClockOffset(Math.ceil(t / windowMs) * windowMs + windowMs - 60_000 - t);
    try {
      const client = new Client();
      for (let i = 0; i < perAccount.max; i += 1) {
        assert.equal((await client.call('POST', '/authenticate', { email: SEEDED, password: `wrong-${i}` })).status, 401);
      }
      const refused = await client.signIn(SEEDED, MEMBER_PASSWORD);
      assert.equal(refused.status, 429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(retryAfter > perAccount.windowMinutes * 60 - 60 && retryAfter <= perAccount.windowMinutes * 60, `Retry-After ${retryAfter} s`);
      assert.equal(refused.body.message.message, retryAfterText(retryAfter));
      assert.equal(refused.body.message.message, `Too many attempts. Please try again in ${perAccount.windowMinutes} minutes.`);
    } finally {
      setClockOffset(0);
    }
  });

  it('a success refunds its reservation: failures below the limit never add up across sign-ins', async () => {
    const client = new Client();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < perAccount.max - 1; i += 1) {
        assert.equal((await client.call('POST', '/authenticate', { email: SEEDED, password: `wrong-${round}-${i}` })).status, 401);
      }
      assert.equal((await client.signIn(SEEDED, MEMBER_PASSWORD)).status, 200);
    }
  });
});

describe('rate-limit windows (cms/src/utils/rate-limit)', () => {
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
