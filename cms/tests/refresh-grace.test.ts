import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { REFRESH_COOKIE } from '@gro/config';
import { Client, SEEDED_ADMIN, SEEDED_MEMBER_PASSWORD, setClockOffset, sql } from './helpers';

/**
 * A stored session lost after a reload, once a flaky test. A reload can abort a refresh
 * after the server rotated the token but before the browser stored the new cookie; the browser
 * then still holds the rotated token. Within the concurrent-refresh grace it must get the SAME
 * successor again (so it rejoins the one chain), and after the grace the rotated token is still
 * theft.
 */
const MEMBER = 'marcus.bell@example.com';
/** Past the 10-second concurrent-refresh grace, well within a session's 12-hour idle limit. */
const AFTER_GRACE_MS = 60_000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const refreshValue = (client: Client) => client.cookies.get(REFRESH_COOKIE) ?? null;
/** The refresh token a Set-Cookie header list carries (not a clearing one), or null. */
function tokenIn(setCookie: string[]): string | null {
  for (const line of setCookie) {
    const m = new RegExp(`^${REFRESH_COOKIE}=([^;]*)`).exec(line);
    if (m && m[1] && !/expires=Thu, 01 Jan 1970/i.test(line)) return m[1];
  }
  return null;
}
/** A second browser holding a copy of these cookies (as a browser whose reload lost an answer). */
function holding(cookies: Map<string, string>, ip: string): Client {
  const c = new Client(ip);
  c.cookies = new Map(cookies);
  return c;
}
async function signedIn(email = MEMBER, password = SEEDED_MEMBER_PASSWORD) {
  const client = new Client();
  const res = await client.signIn(email, password);
  assert.equal(res.status, 200, res.text);
  return client;
}
const tokenRow = async (raw: string) =>
  (await sql('SELECT id, rotated_at, successor_enc FROM auth_refresh_tokens WHERE token_hash = $1', [sha256(raw)]))[0] as
    | { id: number; rotated_at: unknown; successor_enc: string | null }
    | undefined;

after(() => setClockOffset(0));

describe('a refresh whose answer the browser lost (concurrent-refresh grace)', () => {
  it('answers the same successor again within the grace; the session lives on, and the old token after the grace is still theft', async () => {
    const browser = await signedIn();
    const old = new Map(browser.cookies);
    const oldToken = refreshValue(browser)!;

    // The refresh the reload aborted: the server rotated, the browser never stored the answer.
    const lost = await browser.call('POST', '/authenticate/refresh');
    assert.equal(lost.status, 200);
    const successor = tokenIn(lost.setCookie);
    assert.ok(successor && successor !== oldToken, 'the refresh rotated the token');
    browser.cookies = new Map(old);

    // The reloaded page refreshes with the old cookie, within the grace.
    const again = await browser.call('POST', '/authenticate/refresh');
    assert.equal(again.status, 200, again.text);
    assert.ok(again.body.data.token, 'an access token');
    assert.equal(tokenIn(again.setCookie), successor, 'the same successor, in a Set-Cookie');
    assert.equal(refreshValue(browser), successor);
    assert.ok(!again.text.includes(successor), 'the token travels only in the cookie');
    browser.token = again.body.data.token;

    // Only a ciphertext of the successor is stored, never the token itself.
    const oldRow = await tokenRow(oldToken);
    assert.ok(oldRow?.successor_enc, 'the rotated row keeps the successor sealed');
    assert.ok(!oldRow.successor_enc.includes(successor));

    setClockOffset(AFTER_GRACE_MS);
    try {
      const later = await browser.call('POST', '/authenticate/refresh');
      assert.equal(later.status, 200, `the session is alive after the grace: ${later.text}`);
      const next = tokenIn(later.setCookie);
      assert.ok(next && next !== successor, 'and rotates as usual');
      browser.token = later.body.data.token;
      assert.equal((await tokenRow(oldToken))?.successor_enc, null, 'a sealed successor is forgotten once its grace is over');

      const replay = await holding(old, browser.ip).call('POST', '/authenticate/refresh');
      assert.equal(replay.status, 401, 'the rotated token after the grace is theft');
      assert.equal(tokenIn(replay.setCookie), null);
      assert.equal((await browser.call('POST', '/authenticate/refresh')).status, 401, 'the whole family is revoked');
      assert.equal((await browser.call('GET', '/account')).status, 401, 'and so is its access token');
    } finally {
      setClockOffset(0);
    }
  });

  it('gives parallel refreshes with one old cookie the same successor, which then works', async () => {
    const browser = await signedIn();
    const old = new Map(browser.cookies);
    const tabs = Array.from({ length: 4 }, () => holding(old, browser.ip));
    const answers = await Promise.all(tabs.map((tab) => tab.call('POST', '/authenticate/refresh')));
    for (const a of answers) assert.equal(a.status, 200, a.text);
    const tokens = answers.map((a) => tokenIn(a.setCookie));
    assert.ok(tokens[0]);
    assert.deepEqual(tokens, tokens.map(() => tokens[0]), 'every tab got the one successor');
    assert.equal(await tokensOfSession(tokens[0]!), 2, 'one rotation: the first token and its one successor');

    setClockOffset(AFTER_GRACE_MS);
    try {
      const next = await tabs[3].call('POST', '/authenticate/refresh');
      assert.equal(next.status, 200, next.text);
    } finally {
      setClockOffset(0);
    }
  });

  it('a rotated token whose successor was itself rotated gets the head of the chain, not a stale link', async () => {
    const browser = await signedIn();
    const old = new Map(browser.cookies);
    assert.equal((await browser.call('POST', '/authenticate/refresh')).status, 200);
    assert.equal((await browser.call('POST', '/authenticate/refresh')).status, 200);
    const head = refreshValue(browser)!;

    const late = await holding(old, browser.ip).call('POST', '/authenticate/refresh');
    assert.equal(late.status, 200, late.text);
    assert.equal(tokenIn(late.setCookie), head, 'a late answer does not put an older link back into the browser');
  });

  it('another token cannot open a sealed successor, and a damaged seal or a tampered cookie gets nothing', async () => {
    const member = await signedIn();
    const admin = await signedIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const memberOld = new Map(member.cookies);
    const memberOldToken = refreshValue(member)!;
    const adminOld = new Map(admin.cookies);
    const adminOldToken = refreshValue(admin)!;
    const memberSuccessor = tokenIn((await member.call('POST', '/authenticate/refresh')).setCookie)!;
    assert.ok(memberSuccessor);
    assert.equal((await admin.call('POST', '/authenticate/refresh')).status, 200);

    // The admin's rotated row given the member's sealed successor: the admin's old token cannot open it.
    const sealed = (await tokenRow(memberOldToken))!.successor_enc!;
    assert.ok(sealed);
    await sql('UPDATE auth_refresh_tokens SET successor_enc = $1 WHERE token_hash = $2', [sealed, sha256(adminOldToken)]);
    const swapped = await holding(adminOld, admin.ip).call('POST', '/authenticate/refresh');
    assert.equal(swapped.status, 200, 'still within the grace: an access token');
    assert.equal(tokenIn(swapped.setCookie), null, 'but no refresh token');
    assert.ok(!swapped.text.includes(memberSuccessor));

    // A damaged seal: no token, and no 500.
    const i = 30;
    const flipped = sealed.slice(0, i) + (sealed[i] === 'A' ? 'B' : 'A') + sealed.slice(i + 1);
    await sql('UPDATE auth_refresh_tokens SET successor_enc = $1 WHERE token_hash = $2', [flipped, sha256(memberOldToken)]);
    const damaged = await holding(memberOld, member.ip).call('POST', '/authenticate/refresh');
    assert.equal(damaged.status, 200, damaged.text);
    assert.equal(tokenIn(damaged.setCookie), null);

    // A tampered cookie (one character changed, signature kept) is refused outright.
    const tampered = new Map(adminOld);
    tampered.set(REFRESH_COOKIE, adminOldToken.slice(0, -1) + (adminOldToken.endsWith('A') ? 'B' : 'A'));
    const forged = await holding(tampered, admin.ip).call('POST', '/authenticate/refresh');
    assert.equal(forged.status, 401);
    assert.equal(tokenIn(forged.setCookie), null);
  });
});

/** How many refresh tokens the session of this one has had. */
async function tokensOfSession(raw: string): Promise<number> {
  const [row] = await sql(
    `SELECT COUNT(*) AS n FROM auth_refresh_tokens_session_lnk l
     WHERE l.auth_session_id = (SELECT auth_session_id FROM auth_refresh_tokens_session_lnk k JOIN auth_refresh_tokens t ON t.id = k.auth_refresh_token_id WHERE t.token_hash = $1)`,
    [sha256(raw)],
  );
  return Number(row.n);
}
