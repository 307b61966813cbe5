import { ADMINS, ALL, SIGNED_IN, type FieldRule, type Row } from './types';

/**
 * Rows of two-step sign-in (authenticator app and passkeys) and of the devices a member is signed in on, spread into ROWS by rows.ts: each signed-in account manages its own
 * from My Account (every change needs the current password, so an empty body is 400); the
 * sign-in's second step is public (its challenge is the proof of the first step).
 */

/** The state: never the secret, sealed or not, nor a recovery code. */
const STATE: FieldRule = { has: ['authenticator', 'passkeys', 'recoveryCodesLeft'], lacks: ['secret', 'secretSealed', 'secret_sealed', 'codes', 'uri', 'qrCode', 'publicKey', 'public_key', 'credentialId'] };

/** The signed-in devices (a list: what each holds is devices.test.ts): never a raw user agent, a token or an account. */
const DEVICES: FieldRule = { lacks: ['userAgent', 'user_agent', 'tokenHash', 'user'] };

export const SECOND_FACTOR_ROWS: Row[] = [
  { route: 'GET /api/account/sessions', expect: SIGNED_IN(200), fields: { newcomer: DEVICES, member: DEVICES, admin: DEVICES } },
  {
    route: 'POST /api/account/sessions/:id/revoke',
    expect: SIGNED_IN(404),
    path: () => '/api/account/sessions/2000000000/revoke',
    note: 'no session has that id: signing a real device out is devices.test.ts',
  },
  { route: 'POST /api/account/sessions/revoke-others', expect: SIGNED_IN(200), note: 'keeps the calling session: the matrix callers go on' },
  { route: 'GET /api/account/second-factor', expect: SIGNED_IN(200), fields: { newcomer: STATE, member: STATE, admin: STATE } },
  { route: 'POST /api/account/second-factor/authenticator', expect: SIGNED_IN(400), note: 'the current password is required: setting up is second-factor.test.ts' },
  { route: 'POST /api/account/second-factor/authenticator/confirm', expect: SIGNED_IN(400), note: 'the code is required (and nothing was set up)' },
  { route: 'POST /api/account/second-factor/authenticator/remove', expect: SIGNED_IN(400), note: 'the current password is required' },
  { route: 'POST /api/account/second-factor/recovery-codes', expect: SIGNED_IN(400), note: 'the current password is required' },
  { route: 'POST /api/account/passkeys/options', expect: SIGNED_IN(400), note: 'the current password is required: adding one is passkeys.test.ts' },
  { route: 'POST /api/account/passkeys', expect: SIGNED_IN(400), note: "the name and the device's answer are required" },
  {
    route: 'PUT /api/account/passkeys/:id',
    expect: SIGNED_IN(404),
    path: () => '/api/account/passkeys/2000000000',
    body: () => ({ name: 'Laptop' }),
    note: "no passkey has that id: another member's is 404 too (passkeys.test.ts)",
  },
  {
    route: 'POST /api/account/passkeys/:id/remove',
    expect: SIGNED_IN(400),
    path: () => '/api/account/passkeys/2000000000/remove',
    note: 'the current password is required before the id is looked up',
  },
  {
    route: 'POST /api/user/:id/second-factor/reset',
    // Nobody in the matrix has a second factor: another member's reset is 409; an admin's own is 400 (My Account turns it off).
    expect: { own: { newcomer: 403, member: 403, admin: 400 }, other: ADMINS(409) },
    path: ({ owner }) => `/api/user/${owner!.id}/second-factor/reset`,
    note: 'a real reset (logged, emailed, sessions ended) is second-factor.test.ts',
  },
  {
    route: 'POST /api/authenticate/second-factor',
    expect: ALL(401),
    body: () => ({ challenge: 'not.signed', code: '123456' }),
    note: 'public: the challenge a right password was answered with is the proof; a made-up one is 401 for everyone',
  },
  { route: 'POST /api/authenticate/second-factor/passkey', expect: ALL(400), body: () => ({ challenge: 'not.signed' }), note: "public: the device's answer is required (passkeys.test.ts)" },
  { route: 'POST /api/authenticate/passkey/options', expect: ALL(200), note: 'public: a question any passkey of the site answers' },
  { route: 'POST /api/authenticate/passkey', expect: ALL(400), note: "public: the device's answer is required; a real one is passkeys.test.ts" },
];
