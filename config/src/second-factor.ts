/**
 * Two-step sign-in: after the password (or a one-time sign-in link), a code from an authenticator
 * app (TOTP, RFC 6238) or one of ten single-use recovery codes.
 */
import type { AuthResponse } from './api';
import type { Passkey, PasskeyOptionsJSON } from './passkeys';

export const SECOND_FACTOR_LIMITS = {
  /** An authenticator code: 6 digits, a new one every 30 seconds. */
  codeDigits: 6,
  periodSeconds: 30,
  /** A code of the step just before or after the current one is accepted too (a phone's clock drifts). */
  driftSteps: 1,
  /** Recovery codes given at a time, each used once. */
  recoveryCodes: 10,
  /** Minutes between the password and the code before the sign-in must start again. */
  challengeMinutes: 10,
  /** Wrong codes per account, from every address together; and every try from one address. */
  attemptsPerAccount: { max: 5, windowMinutes: 15 },
  attemptsPerIp: { max: 30, windowMinutes: 15 },
  /** Turning it on or off per account (each emails the owner): three times each a day. */
  changesPerAccount: { max: 6, windowMinutes: 1440 },
  /** The longest code field accepted (a recovery code with spaces around it). */
  maxCodeLength: 32,
  /** The challenge token the sign-in answers, sent back with the code. */
  maxChallengeLength: 1000,
} as const;

/** A recovery code as given: two groups of five lower-case letters and digits ('k7m2p-q9x4t'). */
export const RECOVERY_CODE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
/** An authenticator code once spaces are taken out. */
export const AUTHENTICATOR_CODE = /^[0-9]{6}$/;

/** What a code field holds as the server reads it: spaces out, lower case. */
export function normaliseSecondFactorCode(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

export const SECOND_FACTOR_LABELS = {
  code: 'Code',
} as const;

export const SECOND_FACTOR_TEXTS = {
  /** The sign-in's answer when the password was right and a code is needed. */
  codeNeeded: { title: 'Two-step sign-in', message: 'Enter the code from your authenticator app.' },
  /** The same, for an account whose second step is a passkey only. */
  passkeyNeeded: { title: 'Two-step sign-in', message: 'Use your passkey to finish signing in.' },
  codeInvalid: 'That code is not right, or it was already used. Enter the current code from your authenticator app, or a recovery code.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code such as k7m2p-q9x4t.',
  challengeExpired: 'Your sign-in took too long. Enter your email and password again.',
  setupStarted: { title: 'Scan the code', message: 'Add GRO to your authenticator app, then enter the code it shows.' },
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to set up another authenticator.',
  notStarted: 'Start again: choose "Turn on" to get a new code to scan.',
  turnedOn: { title: 'Two-step sign-in is on', message: 'Save your recovery codes somewhere safe: each works once if you lose your phone.' },
  turnedOff: { title: 'Two-step sign-in is off', message: 'You sign in with your password alone.' },
  notOn: 'Two-step sign-in is not on.',
  /** Turning it off, for an admin or leader whose role needs it (REQUIRE_SECOND_FACTOR). */
  requiredForRole: 'Your role needs two-step sign-in, so your authenticator app stays until you add a passkey. Ask an admin to reset it if you lose it.',
  /** Every call but setting it up, from a session the gate holds (secondFactorGate). */
  gate: {
    enrol: { title: 'Set up two-step sign-in', message: 'Your role needs two-step sign-in. Set up an authenticator app or a passkey to go on.' },
    verify: { title: 'Sign in again', message: 'Your account uses two-step sign-in. Sign in again with your passkey, or your password and second step, to go on.' },
  },
  /** An admin's reset of a member's lost second factor. */
  reset: (name: string) => ({ title: 'Two-step sign-in reset', message: `${name} signs in with their password and sets up two-step sign-in again.` }),
  nothingToReset: (name: string) => `${name} has no two-step sign-in to reset.`,
  notYourOwn: 'Turn your own two-step sign-in off from My Account.',
  newRecoveryCodes: { title: 'New recovery codes', message: 'Your old recovery codes no longer work. Save these somewhere safe.' },
} as const;

/** The sign-in's answer when a code is needed: no session yet, a challenge to send back with it. */
export type SecondStepMethod = 'authenticator' | 'recovery-code' | 'passkey';
export interface SecondFactorChallenge {
  secondFactor: {
    challenge: string;
    /** What the account can give: its authenticator's code, a recovery code, one of its passkeys. */
    methods: SecondStepMethod[];
    /** With 'passkey': the options for the browser, limited to the account's passkeys (their challenge is this challenge). */
    passkey?: PasskeyOptionsJSON;
  };
}

/** POST /authenticate and POST /authenticate/sign-in-link answer a session, or a challenge. */
export type SignInAnswer = AuthResponse | SecondFactorChallenge;

export function needsSecondFactor(answer: SignInAnswer): answer is SecondFactorChallenge {
  return typeof (answer as SecondFactorChallenge).secondFactor === 'object' && (answer as SecondFactorChallenge).secondFactor !== null;
}

/** GET /account/second-factor. */
export interface SecondFactorStatus {
  authenticator: { enabledAt: string } | null;
  passkeys: Passkey[];
  recoveryCodesLeft: number;
}

/** POST /account/second-factor/authenticator: what to put in the authenticator app. */
export interface AuthenticatorSetup {
  /** The secret as text (Base32), for an app that cannot scan. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as a PNG data URL. */
  qrCode: string;
}

/** The recovery codes, shown once. */
export interface RecoveryCodes {
  codes: string[];
}

/** Who must use two-step sign-in: REQUIRE_SECOND_FACTOR, `admins`, `leaders`, both (comma-separated) or `none`. */
const REQUIRE_SECOND_FACTOR_ENV = 'REQUIRE_SECOND_FACTOR';
const SECOND_FACTOR_ROLES = ['admins', 'leaders'] as const;
export type SecondFactorRequirement = { admins: boolean; leaders: boolean };

/**
 * The server's requirement, from its environment: unset means admins and leaders in production and
 * nobody elsewhere (a developer's machine); `none` turns it off. Anything else is an error at start.
 */
export function secondFactorRequirementFrom(env: Record<string, string | undefined>): SecondFactorRequirement {
  const raw = env[REQUIRE_SECOND_FACTOR_ENV]?.trim().toLowerCase();
  if (!raw) return env.NODE_ENV === 'production' ? { admins: true, leaders: true } : { admins: false, leaders: false };
  if (raw === 'none') return { admins: false, leaders: false };
  const parts = raw.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !(SECOND_FACTOR_ROLES as readonly string[]).includes(part));
  if (unknown.length || parts.length === 0) {
    throw new Error(`${REQUIRE_SECOND_FACTOR_ENV} must be "none" or a comma-separated list of ${SECOND_FACTOR_ROLES.join(', ')}, not ${JSON.stringify(env[REQUIRE_SECOND_FACTOR_ENV])}`);
  }
  return { admins: parts.includes('admins'), leaders: parts.includes('leaders') };
}

/**
 * What a signed-in session may do before its second factor: `enrol` (an admin or leader the
 * requirement covers, with no factor yet: set one up, nothing else), `verify` (a staff account that
 * has a factor, in a session opened without it: sign in again with it), or null (anything its role
 * allows). A session opened with the second factor, or in which one was set up, is never held; a
 * member who is neither admin nor leader never is either (two-step sign-in is their choice).
 */
export type SecondFactorGate = 'enrol' | 'verify' | null;
export function secondFactorGate(caller: { admin: boolean; leader: boolean; sessionVerified: boolean; enrolled: boolean }, requirement: SecondFactorRequirement): SecondFactorGate {
  if (caller.sessionVerified || (!caller.admin && !caller.leader)) return null;
  if (caller.enrolled) return 'verify';
  const required = (caller.admin && requirement.admins) || (caller.leader && requirement.leaders);
  return required ? 'enrol' : null;
}

/** GET /account's `secondFactor`: whether the member's role needs it, and the gate their session is held at. */
export interface AccountSecondFactor {
  required: boolean;
  gate: SecondFactorGate;
}
