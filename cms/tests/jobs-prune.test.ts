import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_LIMITS } from '@gro/config';
import { Client, count, setClockOffset, signUpMember, sql, waitUntil } from './helpers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

after(() => setClockOffset(0));

async function sessionsOf(userId: number): Promise<number[]> {
  const rows = await sql('SELECT auth_session_id AS id FROM auth_sessions_user_lnk WHERE user_id = $1 ORDER BY auth_session_id', [userId]);
  return rows.map((r) => Number(r.id));
}

/** Queues the daily clean-up now (as its schedule would) and waits until a worker has run it. */
async function runPrune(): Promise<void> {
  await sql("INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES ('auth.prune', '{}', 'queued', 0, $1)", [Date.now()]);
  const [{ id }] = await sql("SELECT MAX(id) AS id FROM jobs WHERE kind = 'auth.prune'");
  await waitUntil(async () => (await sql('SELECT status FROM jobs WHERE id = $1', [id]))[0]?.status === 'done', 'the clean-up job');
}

describe('the daily clean-up job (auth.prune)', () => {
  it('deletes sessions and refresh tokens expired for more than a day, and keeps the ones still valid', async () => {
    const member = await signUpMember({ tag: 'prune' });
    // Without 'Remember me' a session ends after 12 hours idle; with it, after AUTH_LIMITS.rememberMeDays.
    const remembered = new Client();
    assert.equal((await remembered.signIn(member.email, member.password, true)).status, 200);
    const [shortLived, kept] = await sessionsOf(member.id);
    assert.ok(shortLived && kept, 'two sessions');
    const tokensOf = (sessionId: number) => count('auth_refresh_tokens_session_lnk', `auth_session_id = ${sessionId}`);
    assert.ok((await tokensOf(shortLived)) >= 1);

    setClockOffset(12 * HOUR + DAY + HOUR);
    await runPrune();
    assert.deepEqual(await sessionsOf(member.id), [kept], 'the session expired for more than a day is gone');
    assert.equal(await count('auth_sessions', `id = ${shortLived}`), 0);
    assert.equal(await tokensOf(shortLived), 0, 'and its refresh tokens');
    assert.ok((await tokensOf(kept)) >= 1, 'the remembered session keeps its token');
    assert.equal((await remembered.call('POST', '/authenticate/refresh', {})).status, 200, 'and still refreshes');

    setClockOffset((AUTH_LIMITS.rememberMeDays + 2) * DAY);
    await runPrune();
    assert.deepEqual(await sessionsOf(member.id), []);
  });

  it('keeps no sent email in the database queue (a reset link is not left in the jobs table)', async () => {
    assert.equal(await count('jobs', "status = 'done' AND payload IS NOT NULL"), 0);
  });
});
