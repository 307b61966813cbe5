import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { SoftPasskey } from './soft-passkey.mjs';

/** The signed parts of an assertion: authenticator data (rpIdHash, flags, counter) and the client data. */
function readAssertion(answer) {
  const authenticatorData = Buffer.from(answer.response.authenticatorData, 'base64url');
  const clientDataJSON = Buffer.from(answer.response.clientDataJSON, 'base64url');
  const signed = Buffer.concat([authenticatorData, crypto.createHash('sha256').update(clientDataJSON).digest()]);
  return { authenticatorData, clientData: JSON.parse(clientDataJSON.toString('utf8')), signed, signature: Buffer.from(answer.response.signature, 'base64url') };
}

/** The public key inside a registration's attestation object (its COSE key's x and y, at the end of authData). */
function publicKeyOf(registration) {
  const attestation = Buffer.from(registration.response.attestationObject, 'base64url');
  const x = attestation.subarray(attestation.length - 32 - 3 - 32, attestation.length - 32 - 3);
  const y = attestation.subarray(attestation.length - 32);
  return crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: x.toString('base64url'), y: y.toString('base64url') }, format: 'jwk' });
}

describe('the software passkey of the tests', () => {
  it('answers with its origin, the site, user verification and a signature its registered key checks; it counts its uses', () => {
    const device = new SoftPasskey('http://localhost:4337');
    const registration = device.create({ challenge: 'add-1', rp: { id: 'localhost' }, user: { id: 'user-7' } });
    const key = publicKeyOf(registration);
    const first = readAssertion(device.get({ challenge: 'sign-in-1', rpId: 'localhost' }));
    assert.deepEqual(first.clientData, { type: 'webauthn.get', challenge: 'sign-in-1', origin: 'http://localhost:4337', crossOrigin: false });
    assert.deepEqual(first.authenticatorData.subarray(0, 32), crypto.createHash('sha256').update('localhost').digest());
    assert.equal(first.authenticatorData[32], 0x05, 'user present and verified');
    assert.ok(crypto.verify('sha256', first.signed, key, first.signature));
    const second = readAssertion(device.get({ challenge: 'sign-in-2', rpId: 'localhost' }));
    assert.deepEqual([first.authenticatorData.readUInt32BE(33), second.authenticatorData.readUInt32BE(33)], [1, 2]);
    const unverified = readAssertion(device.get({ challenge: 'c' }, { userVerified: false, origin: 'https://evil.example' }));
    assert.equal(unverified.authenticatorData[32], 0x01);
    assert.equal(unverified.clientData.origin, 'https://evil.example');
  });

  it('written out and read back, it is the same passkey (ID, key, user handle) and sends no counter', () => {
    const device = new SoftPasskey('http://localhost:4337');
    const key = publicKeyOf(device.create({ challenge: 'add-1', rp: { id: 'localhost' }, user: { id: 'user-7' } }));
    const copy = SoftPasskey.from(JSON.parse(JSON.stringify(device)), 'http://localhost:4337');
    assert.equal(copy.id, device.id);
    const answers = [copy.get({ challenge: 'a' }), copy.get({ challenge: 'b' })];
    for (const answer of answers) {
      const read = readAssertion(answer);
      assert.ok(crypto.verify('sha256', read.signed, key, read.signature));
      assert.equal(read.authenticatorData.readUInt32BE(33), 0);
      assert.equal(answer.response.userHandle, 'user-7');
    }
  });
});
