import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { ACCOUNT_API, ADMIN_ACTIVITY_API, PASSKEY_TEXTS, SECOND_FACTOR_API, SECOND_FACTOR_REASON, SECOND_FACTOR_TEXTS, USER_API, fillPath } from '@gro/config';
import { checkConfiguredSettings } from '../src/platform/limits/configured-limits';
import { ownCmsForFile } from './cms-process';
import { Client, SEEDED_ADMIN, SEEDED_MEMBER_PASSWORD } from './helpers';
import { SoftPasskey } from '../../scripts/lib/soft-passkey.mjs';

/**
 * REQUIRE_SECOND_FACTOR=admins,leaders (production's default), on a test cms of its own: its own
 * database with the demo data (the harness's server, which the other files share, requires it of
 * nobody, as a developer's machine does). An admin or leader without a factor is held at the gate
 * until they set one up; after that a password alone no longer signs them in.
 */
const LEADER = 'lucia.hernandez@example.com';
const MEMBER = 'marcus.bell@example.com';
const own = ownCmsForFile('second-factor-required', { REQUIRE_SECOND_FACTOR: 'admins,leaders' });

/** A client of this file's cms, signed in with a password. */
async function signedIn(email: string, password = SEEDED_MEMBER_PASSWORD) {
  const client = new Client();
  client.base = own.current().base;
  const answer = await client.signIn(email, password);
  assert.equal(answer.status, 200, answer.text);
  return { client, answer };
}

function assertGate(answer: Awaited<ReturnType<Client['call']>>) {
  assert.equal(answer.status, 403, answer.text);
  assert.equal(answer.body.details.reason, SECOND_FACTOR_REASON);
  assert.equal(answer.body.details.gate, 'enrol');
  assert.deepEqual(answer.body.message, SECOND_FACTOR_TEXTS.gate.enrol);
}

describe('REQUIRE_SECOND_FACTOR=admins,leaders', () => {
  it('an admin without a factor is held at the gate until they set one up; then a password alone no longer signs them in', async () => {
    const { client: admin, answer } = await signedIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    assert.deepEqual(answer.body.data.user.secondFactor, { required: true, gate: 'enrol' }, 'the sign-in answer names the gate');
    assertGate(await admin.call('GET', ADMIN_ACTIVITY_API.list.path));
    assertGate(await admin.call('GET', USER_API.list.path));
    assertGate(await admin.call('PUT', ACCOUNT_API.update.path, { firstname: 'Grace' }));
    assert.deepEqual((await admin.call('GET', ACCOUNT_API.find.path)).body.data.secondFactor, { required: true, gate: 'enrol' });

    assert.equal((await admin.call('GET', SECOND_FACTOR_API.status.path)).status, 200);
    const started = await admin.call('POST', SECOND_FACTOR_API.startAuthenticator.path, { currentPassword: SEEDED_ADMIN.password });
    assert.equal(started.status, 200, started.text);
    const secret: string = started.body.data.secret;
    const confirmed = await admin.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, { code: await generate({ secret }) });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal((await admin.call('GET', ADMIN_ACTIVITY_API.list.path)).status, 200, 'past the gate in the session that set it up');
    assert.deepEqual((await admin.call('GET', ACCOUNT_API.find.path)).body.data.secondFactor, { required: true, gate: null });

    const off = await admin.call('POST', SECOND_FACTOR_API.removeAuthenticator.path, { currentPassword: SEEDED_ADMIN.password });
    assert.equal(off.status, 403, 'the role needs it');
    assert.equal(off.body.message.message ?? off.body.message, SECOND_FACTOR_TEXTS.requiredForRole);

    const again = new Client();
    again.base = own.current().base;
    const challenge = await again.signIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    assert.equal(challenge.body.data.token, undefined, 'a password alone opens no session');
    const second = await again.call('POST', '/authenticate/second-factor', { challenge: challenge.body.data.secondFactor.challenge, code: confirmed.body.data.codes[0] });
    assert.equal(second.status, 200, second.text);
    again.token = second.body.data.token;
    assert.deepEqual(second.body.data.user.secondFactor, { required: true, gate: null });
    assert.equal((await again.call('GET', ADMIN_ACTIVITY_API.list.path)).status, 200);
  });

  it("a leader is held at the gate before any leader screen, and their member screens too; a member is never held", async () => {
    const { client: leader } = await signedIn(LEADER);
    const chapters = (await leader.call('GET', ACCOUNT_API.find.path)).body.data;
    assert.deepEqual(chapters.secondFactor, { required: true, gate: 'enrol' });
    const chapterId = chapters.leads[0].id;
    assertGate(await leader.call('GET', fillPath(USER_API.chapterMembers.path, { id: chapterId })));
    assertGate(await leader.call('GET', USER_API.dashboard.path));

    const { client: member, answer } = await signedIn(MEMBER);
    assert.deepEqual(answer.body.data.user.secondFactor, { required: false, gate: null });
    assert.equal((await member.call('GET', USER_API.dashboard.path)).status, 200);
  });

  it('a passkey lets a leader through the gate; the last second step stays while the role needs one', async () => {
    const { client: leader } = await signedIn(LEADER);
    assertGate(await leader.call('GET', USER_API.dashboard.path));
    const options = await leader.call('POST', SECOND_FACTOR_API.passkeyOptions.path, { currentPassword: SEEDED_MEMBER_PASSWORD });
    assert.equal(options.status, 200, options.text);
    const device = new SoftPasskey();
    const added = await leader.call('POST', SECOND_FACTOR_API.addPasskey.path, { name: 'Leader laptop', credential: device.create(options.body.data.options) });
    assert.equal(added.status, 201, added.text);
    assert.equal((await leader.call('GET', USER_API.dashboard.path)).status, 200, 'past the gate in the session that added it');
    const id = String(added.body.data.passkey.id);
    const kept = await leader.call('POST', fillPath(SECOND_FACTOR_API.removePasskey.path, { id }), { currentPassword: SEEDED_MEMBER_PASSWORD });
    assert.equal(kept.status, 403);
    assert.equal(kept.body.message.message ?? kept.body.message, PASSKEY_TEXTS.lastForRole);

    // With an authenticator app as well, the passkey can go.
    const started = await leader.call('POST', SECOND_FACTOR_API.startAuthenticator.path, { currentPassword: SEEDED_MEMBER_PASSWORD });
    assert.equal((await leader.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, { code: await generate({ secret: started.body.data.secret }) })).status, 200);
    const removed = await leader.call('POST', fillPath(SECOND_FACTOR_API.removePasskey.path, { id }), { currentPassword: SEEDED_MEMBER_PASSWORD });
    assert.equal(removed.status, 200, removed.text);
    assert.equal(removed.body.data.recoveryCodesLeft > 0, true, 'the recovery codes stay with the authenticator');
  });

  it('of two passkeys removed at once by a leader with nothing else, one goes and the other stays', async () => {
    const { client: leader } = await signedIn('priya.raman@example.com');
    const add = async (name: string) => {
      const options = await leader.call('POST', SECOND_FACTOR_API.passkeyOptions.path, { currentPassword: SEEDED_MEMBER_PASSWORD });
      const added = await leader.call('POST', SECOND_FACTOR_API.addPasskey.path, { name, credential: new SoftPasskey().create(options.body.data.options) });
      assert.equal(added.status, 201, added.text);
      return String(added.body.data.passkey.id);
    };
    const ids = [await add('Laptop'), await add('Phone')];
    const answers = await Promise.all(ids.map((id) => leader.call('POST', fillPath(SECOND_FACTOR_API.removePasskey.path, { id }), { currentPassword: SEEDED_MEMBER_PASSWORD })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 403], answers.map((a) => a.text).join('\n'));
    const status = await leader.call('GET', SECOND_FACTOR_API.status.path);
    assert.equal(status.body.data.passkeys.length, 1, 'one passkey left');
    assert.equal(status.body.data.recoveryCodesLeft > 0, true, 'with its recovery codes');
  });

  it('an unreadable value is refused by the check the server runs at start', () => {
    const saved = process.env.REQUIRE_SECOND_FACTOR;
    process.env.REQUIRE_SECOND_FACTOR = 'admins;leaders';
    try {
      assert.throws(() => checkConfiguredSettings(), /REQUIRE_SECOND_FACTOR must be "none" or a comma-separated list of admins, leaders, not "admins;leaders"/);
    } finally {
      if (saved === undefined) delete process.env.REQUIRE_SECOND_FACTOR;
      else process.env.REQUIRE_SECOND_FACTOR = saved;
    }
  });
});
