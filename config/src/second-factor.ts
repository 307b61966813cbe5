/**
 * Two-step sign-in: after the password (or a one-time sign-in link), a code from an authenticator
 * app (TOTP, RFC 6238) or one of ten single-use recovery codes.
 */
import type { AuthResponse } from './api';

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
  currentPassword: 'Current Password',
} as const;

export const SECOND_FACTOR_TEXTS = {
  /** The sign-in's answer when the password was right and a code is needed. */
  codeNeeded: { title: 'Two-step sign-in', message: 'Enter the code from your authenticator app.' },
  codeInvalid: 'That code is not right, or it was already used. Enter the current code from your authenticator app, or a recovery code.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code such as k7m2p-q9x4t.',
  challengeExpired: 'Your sign-in took too long. Enter your email and password again.',
  setupStarted: { title: 'Scan the code', message: 'Add GRO to your authenticator app, then enter the code it shows.' },
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to set up another authenticator.',
  notStarted: 'Start again: choose "Turn on" to get a new code to scan.',
  turnedOn: { title: 'Two-step sign-in is on', message: 'Save your recovery codes somewhere safe: each works once if you lose your phone.' },
  turnedOff: { title: 'Two-step sign-in is off', message: 'You sign in with your password alone.' },
  notOn: 'Two-step sign-in is not on.',
  newRecoveryCodes: { title: 'New recovery codes', message: 'Your old recovery codes no longer work. Save these somewhere safe.' },
} as const;

/** The sign-in's answer when a code is needed: no session yet, a challenge to send back with it. */
export interface SecondFactorChallenge {
  secondFactor: { challenge: string; methods: ('authenticator' | 'recovery-code')[] };
}

/** POST /authenticate and POST /authenticate/sign-in-link answer a session, or a challenge. */
export type SignInAnswer = AuthResponse | SecondFactorChallenge;

export function needsSecondFactor(answer: SignInAnswer): answer is SecondFactorChallenge {
  return typeof (answer as SecondFactorChallenge).secondFactor === 'object' && (answer as SecondFactorChallenge).secondFactor !== null;
}

/** GET /account/second-factor. */
export interface SecondFactorStatus {
  authenticator: { enabledAt: string } | null;
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
