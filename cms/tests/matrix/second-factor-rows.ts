import { ALL, SIGNED_IN, type FieldRule, type Row } from './types';

/**
 * Rows of two-step sign-in, spread into ROWS by rows.ts: each signed-in account manages its own
 * from My Account (every change needs the current password, so an empty body is 400); the
 * sign-in's second step is public (its challenge is the proof of the first step).
 */

/** The state: never the secret, sealed or not, nor a recovery code. */
const STATE: FieldRule = { has: ['authenticator', 'recoveryCodesLeft'], lacks: ['secret', 'secretSealed', 'secret_sealed', 'codes', 'uri', 'qrCode'] };

export const SECOND_FACTOR_ROWS: Row[] = [
  { route: 'GET /api/account/second-factor', expect: SIGNED_IN(200), fields: { newcomer: STATE, member: STATE, admin: STATE } },
  { route: 'POST /api/account/second-factor/authenticator', expect: SIGNED_IN(400), note: 'the current password is required: setting up is second-factor.test.ts' },
  { route: 'POST /api/account/second-factor/authenticator/confirm', expect: SIGNED_IN(400), note: 'the code is required (and nothing was set up)' },
  { route: 'POST /api/account/second-factor/authenticator/remove', expect: SIGNED_IN(400), note: 'the current password is required' },
  { route: 'POST /api/account/second-factor/recovery-codes', expect: SIGNED_IN(400), note: 'the current password is required' },
  {
    route: 'POST /api/authenticate/second-factor',
    expect: ALL(401),
    body: () => ({ challenge: 'not.signed', code: '123456' }),
    note: 'public: the challenge a right password was answered with is the proof; a made-up one is 401 for everyone',
  },
];
