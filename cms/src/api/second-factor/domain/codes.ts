import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { COMPANY_NAME, SECOND_FACTOR_LIMITS } from '@gro/config';

const { periodSeconds, driftSteps, codeDigits, recoveryCodes } = SECOND_FACTOR_LIMITS;

/** A new authenticator secret (Base32, 160 bits as RFC 4226 recommends). */
export const newAuthenticatorSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address an authenticator app scans: GRO and the member's email. */
export const authenticatorUri = (secret: string, email: string): string => generateURI({ issuer: COMPANY_NAME, label: email, secret, digits: codeDigits, period: periodSeconds });

/**
 * The time step `code` belongs to when it is the code of the current step or one step either side
 * (a phone's clock drifts) and of a step after `afterStep` (each code is accepted once); null otherwise.
 */
export async function acceptedStep(secret: string, code: string, nowMs: number, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: driftSteps * periodSeconds,
    period: periodSeconds,
    digits: codeDigits,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const group = () => Array.from({ length: 5 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');

/** Ten new recovery codes ('k7m2p-q9x4t'): letters and digits that cannot be misread (no l, o, 0, 1). */
export const newRecoveryCodes = (): string[] => Array.from({ length: recoveryCodes }, () => `${group()}-${group()}`);

/** How a recovery code is stored: the hash of the member's id and the code, so a hash names its owner too. */
export const recoveryCodeHash = (userId: number, code: string): string => crypto.createHash('sha256').update(`${userId}:${code}`).digest('hex');
