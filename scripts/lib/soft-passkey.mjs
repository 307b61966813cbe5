import crypto from 'node:crypto';

/**
 * A passkey in software, for the tests (cms API tests and e2e set-up): what a phone's or laptop's
 * authenticator does with the options a site gives (WebAuthn level 2, 'none' attestation, an ES256
 * key), answering JSON as a browser's PublicKeyCredential.toJSON() does. Each answer can be made
 * wrong in one way (another site, no user verification) to show the server refuses it.
 *
 * Its key can be written out (toJSON) and read back (SoftPasskey.from), so one passkey registered
 * once serves several test processes; such a shared passkey keeps no signature counter (it sends 0,
 * as authenticators without one do), since the processes would count apart.
 */

const b64u = (bytes) => Buffer.from(bytes).toString('base64url');
const sha256 = (data) => crypto.createHash('sha256').update(data).digest();

/** The few CBOR items a passkey's answers hold (RFC 8949): small maps, small integers, strings. */
const cbor = {
  head: (major, length) =>
    length < 24
      ? Buffer.from([(major << 5) | length])
      : length < 256
        ? Buffer.from([(major << 5) | 24, length])
        : Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]),
  int: (n) => (n >= 0 ? cbor.head(0, n) : cbor.head(1, -1 - n)),
  bytes: (b) => Buffer.concat([cbor.head(2, b.length), b]),
  text: (s) => Buffer.concat([cbor.head(3, Buffer.byteLength(s)), Buffer.from(s)]),
  /** `entries`: [encoded key, encoded value] pairs. */
  map: (entries) => Buffer.concat([cbor.head(5, entries.length), ...entries.flat()]),
};

export class SoftPasskey {
  /** `origin` is where the browser is (the PUBLIC_URL of the server under test). */
  constructor(origin = 'http://gro.test', saved = null) {
    this.origin = origin;
    this.credentialId = saved ? Buffer.from(saved.id, 'base64url') : crypto.randomBytes(16);
    this.privateKey = saved ? crypto.createPrivateKey({ key: saved.privateKey, format: 'jwk' }) : crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    /** The site's user handle for the account, as the options to make it gave it. */
    this.userHandle = saved?.userHandle ?? null;
    this.counts = !saved;
    this.counter = 0;
  }

  /** A passkey written out by toJSON(). */
  static from(saved, origin) {
    return new SoftPasskey(origin, saved);
  }

  toJSON() {
    return { id: this.id, privateKey: this.privateKey.export({ format: 'jwk' }), userHandle: this.userHandle };
  }

  get id() {
    return b64u(this.credentialId);
  }

  coseKey() {
    const { x, y } = crypto.createPublicKey(this.privateKey).export({ format: 'jwk' });
    return cbor.map([
      [cbor.int(1), cbor.int(2)], // kty: EC2
      [cbor.int(3), cbor.int(-7)], // alg: ES256
      [cbor.int(-1), cbor.int(1)], // crv: P-256
      [cbor.int(-2), cbor.bytes(Buffer.from(x, 'base64url'))],
      [cbor.int(-3), cbor.bytes(Buffer.from(y, 'base64url'))],
    ]);
  }

  authenticatorData(rpId, userVerified, attested) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const flags = 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  clientData(type, challenge, origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new passkey for the options' site and account. */
  create(options, { origin = this.origin, userVerified = true } = {}) {
    const rpId = options.rp?.id ?? new URL(origin).hostname;
    this.userHandle = options.user?.id ?? null;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const attestationObject = cbor.map([
      [cbor.text('fmt'), cbor.text('none')],
      [cbor.text('attStmt'), cbor.map([])],
      [cbor.text('authData'), cbor.bytes(this.authenticatorData(rpId, userVerified, attested))],
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge, origin)), attestationObject: b64u(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): this passkey's signed answer to the options' question. */
  get(options, { origin = this.origin, userVerified = true } = {}) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    if (this.counts) this.counter += 1;
    const authenticatorData = this.authenticatorData(rpId, userVerified);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = crypto.sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64u(clientDataJSON), authenticatorData: b64u(authenticatorData), signature: b64u(signature), ...(this.userHandle ? { userHandle: this.userHandle } : {}) },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
