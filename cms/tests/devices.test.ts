import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_SESSION_API, DEVICE_TEXTS, NEW_DEVICE_EMAILS_PER_ACCOUNT, NOTIFICATION_SETTING, fillPath } from '@gro/config';
import { Client, mailsTo, signUpMember, waitForMailWhere } from './helpers';

/**
 * The devices a member is signed in on: each open session with the browser and system its user
 * agent names; signing one out, or every other; and the email a sign-in from a new device sends.
 */
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_MAC_NEWER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const NEW_DEVICE = 'New sign-in to your GRO account';

/** A client of its own address signed in as `member` from a browser with `userAgent`. */
async function signInFrom(member: { email: string; password: string }, userAgent: string): Promise<Client> {
  const client = new Client();
  const answer = await client.call('POST', '/authenticate', { email: member.email, password: member.password }, { 'User-Agent': userAgent });
  assert.equal(answer.status, 200, answer.text);
  client.token = answer.body.data.token;
  return client;
}
const newDeviceMails = async (email: string) => (await mailsTo(email)).filter((m) => m.subject === NEW_DEVICE);

describe('signed-in devices', () => {
  it('lists the open sessions with their browser and system; signs one out, then every other', async () => {
    const member = await signUpMember({ tag: 'devices' });
    const mac = await signInFrom(member, CHROME_MAC);
    const macAgain = await signInFrom(member, CHROME_MAC_NEWER);
    const phone = await signInFrom(member, SAFARI_IPHONE);

    const listed = await mac.call('GET', AUTH_SESSION_API.list.path);
    assert.equal(listed.status, 200, listed.text);
    assert.equal(listed.headers.get('cache-control'), 'private, no-store');
    const devices = listed.body.data as { id: number; browser: string | null; system: string | null; kind: string | null; ip: string; current: boolean; firstSeenAt: string; lastSeenAt: string }[];
    assert.equal(devices.length, 4, 'the sign-up and three sign-ins');
    const byBrowser = (browser: string | null) => devices.find((d) => d.browser === browser)!;
    assert.deepEqual(
      { ...byBrowser('Safari 18'), id: 0, firstSeenAt: '', lastSeenAt: '' },
      { id: 0, browser: 'Safari 18', system: 'iOS 18', kind: 'mobile', ip: phone.ip, current: false, firstSeenAt: '', lastSeenAt: '' },
    );
    assert.deepEqual(devices.filter((d) => d.current).map((d) => [d.browser, d.system, d.kind, d.ip]), [['Chrome 131', 'macOS', 'desktop', mac.ip]]);
    assert.ok(devices.every((d) => !Number.isNaN(Date.parse(d.firstSeenAt)) && d.lastSeenAt >= d.firstSeenAt));

    // One device signed out: its next call is refused, the others go on.
    const phoneId = byBrowser('Safari 18').id;
    const out = await mac.call('POST', fillPath(AUTH_SESSION_API.revoke.path, { id: phoneId }));
    assert.equal(out.status, 200, out.text);
    assert.deepEqual(out.body.message, DEVICE_TEXTS.signedOut('Safari 18 on iOS 18'));
    assert.equal(out.body.data.length, 3);
    assert.equal((await phone.call('GET', '/account')).status, 401);
    assert.equal((await mac.call('POST', fillPath(AUTH_SESSION_API.revoke.path, { id: phoneId }))).status, 404, 'already signed out');
    const current = devices.find((d) => d.current)!.id;
    assert.equal((await mac.call('POST', fillPath(AUTH_SESSION_API.revoke.path, { id: current }))).status, 400, 'this device signs out with Sign Out');
    assert.equal((await mac.call('POST', '/account/sessions/1e3/revoke')).status, 400);
    // Another member's session: the same 404 as none.
    const stranger = await signUpMember({ tag: 'devices-other' });
    const theirs = (await stranger.client.call('GET', AUTH_SESSION_API.list.path)).body.data[0].id;
    assert.equal((await mac.call('POST', fillPath(AUTH_SESSION_API.revoke.path, { id: theirs }))).status, 404);
    assert.equal((await stranger.client.call('GET', '/account')).status, 200, 'and it stays signed in');

    const others = await mac.call('POST', AUTH_SESSION_API.revokeOthers.path);
    assert.equal(others.status, 200, others.text);
    assert.deepEqual(others.body.message, DEVICE_TEXTS.othersSignedOut(2));
    assert.deepEqual(others.body.data.map((d: { id: number }) => d.id), [current]);
    assert.equal((await macAgain.call('GET', '/account')).status, 401);
    assert.equal((await member.client.call('GET', '/account')).status, 401);
    assert.equal((await mac.call('GET', '/account')).status, 200);
  });

  it('emails the owner when a device signs in for the first time: never at the first sign-in, nor for a browser update, nor once turned off', async () => {
    const member = await signUpMember({ tag: 'new-device' });
    await signInFrom(member, CHROME_MAC);
    const first = await waitForMailWhere(member.email, (m) => m.subject === NEW_DEVICE);
    assert.match(first.text ?? '', /signed in to from Chrome 131 on macOS \(address [\d.]+\) on \w+day, /);
    assert.match(first.text ?? '', /Sign out everywhere else/);
    await signInFrom(member, CHROME_MAC_NEWER);

    // Turned off: a new device signs in without an email; turned on again, the next one is mailed.
    const off = await member.client.call('PUT', '/account/setting', { setting: { key: NOTIFICATION_SETTING.newSignIns }, channel: 'email', value: false });
    assert.equal(off.status, 200, off.text);
    await signInFrom(member, FIREFOX_WINDOWS);
    assert.equal((await member.client.call('PUT', '/account/setting', { setting: { key: NOTIFICATION_SETTING.newSignIns }, channel: 'email', value: true })).status, 200);
    await signInFrom(member, EDGE_WINDOWS);
    await waitForMailWhere(member.email, (m) => m.subject === NEW_DEVICE && /Microsoft Edge 131 on Windows 10/.test(m.text ?? ''));
    const mailed = (await newDeviceMails(member.email)).map((m) => /from (.+?) \(address/.exec(m.text ?? '')?.[1]);
    assert.deepEqual(mailed.sort(), ['Chrome 131 on macOS', 'Microsoft Edge 131 on Windows 10']);
  });

  it(`mails at most ${NEW_DEVICE_EMAILS_PER_ACCOUNT.max} new-device notices an hour to one account, whatever browsers sign in`, async () => {
    const member = await signUpMember({ tag: 'new-devices' });
    const browsers = [CHROME_MAC, SAFARI_IPHONE, FIREFOX_WINDOWS, EDGE_WINDOWS, 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'];
    for (const agent of browsers) await signInFrom(member, agent);
    // The third notice arrived; the two later sign-ins' would have by a moment after.
    await waitForMailWhere(member.email, (m) => m.subject === NEW_DEVICE && /Firefox 133 on Windows/.test(m.text ?? ''));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await newDeviceMails(member.email)).length, NEW_DEVICE_EMAILS_PER_ACCOUNT.max);
  });
});
