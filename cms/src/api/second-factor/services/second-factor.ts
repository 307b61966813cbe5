import type { Core } from '@strapi/strapi';
import QRCode from 'qrcode';
import { errors } from '@strapi/utils';
import {
  ADMIN_MESSAGES,
  AUTHENTICATOR_CODE,
  RECOVERY_CODE,
  SECOND_FACTOR_LIMITS,
  SECOND_FACTOR_TEXTS,
  normaliseSecondFactorCode,
  type AuthenticatorSetup,
  type PasskeyCredentialJSON,
  type RecoveryCodes,
  type SecondFactorChallenge,
  type SecondFactorStatus,
  type SecondStepMethod,
} from '@gro/config';
import { sendMailInBackground } from '../../../notifications';
import { now } from '../../../platform/db/clock';
import { documentId } from '../../../platform/db/document-id';
import { conflict, forbidden, unauthorized } from '../../../platform/http/http-errors';
import { recordActivity } from '../../../platform/db/activity-log';
import { hasSecondFactor, roleNeedsSecondFactor } from '../../../auth/second-factor-gate';
import { apiService } from '../../services';
import { sessions } from '../../../auth/session';
import { fieldError } from '../../../platform/http/validate';
import { consume, refund, reset, type Limit } from '../../../platform/limits/rate-limit';
import { issueChallenge, readChallenge } from '../domain/challenge';
import { acceptedStep, authenticatorUri, newAuthenticatorSecret, newRecoveryCodes, recoveryCodeHash } from '../domain/codes';
import { derivedKey, openSecret, sealSecret } from '../domain/sealed-secret';
import { authenticatorOffEmail, authenticatorOnEmail, recoveryCodeUsedEmail, secondFactorResetEmail } from '../messages';

const AUTHENTICATORS = 'authenticators';
const RECOVERY_CODES = 'recovery_codes';
const USER = 'plugin::users-permissions.user';

type AuthenticatorRow = { secret_sealed: string; enabled_at: string | number | Date | null; last_step: string | number | null };
type Owner = { id: number; email: string; firstname: string | null };
const iso = (value: string | number | Date) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).toISOString();

/** What the second step of a sign-in found: the account, 'Remember me', and how it was proven. */
export type SecondStep = { userId: number; rememberMe: boolean; method: SecondStepMethod };

/**
 * An authenticator's codes follow the phone's real time, and the two steps of a sign-in are a
 * minute apart in real time: both are read from the wall clock (Date.now()), never from the
 * server's adjustable clock (platform/db/clock) that tests move.
 */

/**
 * Two-step sign-in: a member's authenticator app (its secret sealed at rest) and recovery codes
 * (stored hashed), the challenge a right password is answered with when the account has one, and
 * the second step that turns a challenge and a code into the account's id.
 */
const secondFactorService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection;
  const secretKey = () => derivedKey(strapi, 'authenticator secrets');
  const challengeKey = () => derivedKey(strapi, 'sign-in challenges');
  const owner = async (userId: number): Promise<Owner> => strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'email', 'firstname'] });
  const authenticatorOf = (userId: number): Promise<AuthenticatorRow | undefined> =>
    db()(AUTHENTICATORS).where('user_id', userId).first('secret_sealed', 'enabled_at', 'last_step');
  const codesLeft = async (userId: number): Promise<number> => {
    const [row] = await db()(RECOVERY_CODES).where('user_id', userId).whereNull('used_at').count({ n: '*' });
    return Number(row?.n ?? 0);
  };

  /** Replaces the member's recovery codes with new ones; answers them (shown once). */
  async function replaceRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    const stamp = new Date(now());
    await strapi.db.transaction(async ({ trx }) => {
      await trx(RECOVERY_CODES).where('user_id', userId).delete();
      await trx(RECOVERY_CODES).insert(
        codes.map((code) => ({ document_id: documentId(), user_id: userId, code_hash: recoveryCodeHash(userId, code), created_at: stamp, updated_at: stamp, published_at: stamp })),
      );
    });
    return codes;
  }

  /**
   * Accepts the authenticator code once: the step it belongs to is written only when it is later
   * than the last accepted one, in one statement, so of two requests with the same code one wins.
   */
  async function useAuthenticatorCode(userId: number, code: string): Promise<boolean> {
    const row = await authenticatorOf(userId);
    if (!row?.enabled_at) return false;
    const secret = openSecret(secretKey(), row.secret_sealed);
    if (!secret) return false;
    const lastStep = row.last_step === null ? null : Number(row.last_step);
    const step = await acceptedStep(secret, code, Date.now(), lastStep);
    if (step === null) return false;
    const updated = await db()(AUTHENTICATORS)
      .where('user_id', userId)
      .whereNotNull('enabled_at')
      .where((q) => q.whereNull('last_step').orWhere('last_step', '<', step))
      .update({ last_step: step, updated_at: new Date(now()) });
    return Number(updated) === 1;
  }

  /** Uses up a recovery code: of two requests with the same code, one wins. */
  async function useRecoveryCode(userId: number, code: string): Promise<boolean> {
    const updated = await db()(RECOVERY_CODES)
      .where({ code_hash: recoveryCodeHash(userId, code), user_id: userId })
      .whereNull('used_at')
      .update({ used_at: new Date(now()), updated_at: new Date(now()) });
    return Number(updated) === 1;
  }

  /**
   * A try at the second step: the challenge must be this server's and unexpired; each try counts
   * against the account (from all addresses together) and the address; past either, 429.
   */
  async function countedStep(challenge: string, ip: string) {
    const claims = readChallenge(challengeKey(), challenge, Date.now());
    if (!claims) throw unauthorized(SECOND_FACTOR_TEXTS.challengeExpired);
    const perAccount: [string, Limit] = [`second-factor:account:${claims.userId}`, SECOND_FACTOR_LIMITS.attemptsPerAccount];
    const perIp: [string, Limit] = [`second-factor:ip:${ip}`, SECOND_FACTOR_LIMITS.attemptsPerIp];
    await consume([perAccount, perIp]);
    return { claims, perAccount, perIp };
  }

  /** Turning it on or off emails the owner: counted per account, 429 past the limit (nothing changes then). */
  const countChange = (userId: number) => consume([[`second-factor:changes:${userId}`, SECOND_FACTOR_LIMITS.changesPerAccount]]);

  const authenticatorOn = async (userId: number): Promise<boolean> => Boolean((await authenticatorOf(userId))?.enabled_at);
  const passkeys = () => apiService(strapi, 'api::second-factor.passkeys');
  /** Two-step sign-in is on with an authenticator app or a passkey. */
  const isOn = (userId: number): Promise<boolean> => hasSecondFactor(db(), userId);

  return {
    /** GET /account/second-factor. */
    async status(userId: number): Promise<SecondFactorStatus> {
      const [row, keys] = await Promise.all([authenticatorOf(userId), passkeys().list(userId)]);
      const on = Boolean(row?.enabled_at) || keys.length > 0;
      return { authenticator: row?.enabled_at ? { enabledAt: iso(row.enabled_at) } : null, passkeys: keys, recoveryCodesLeft: on ? await codesLeft(userId) : 0 };
    },

    /** Whether a right password alone no longer signs the account in. */
    isOn,
    authenticatorOn,
    countChange,
    replaceRecoveryCodes,

    /**
     * The sign-in's answer after a right password for an account with two-step sign-in: the
     * challenge, what the account can give, and (with passkeys) the browser's options, whose question
     * is the challenge itself.
     */
    async challengeFor(userId: number, rememberMe: boolean): Promise<SecondFactorChallenge> {
      const challenge = issueChallenge(challengeKey(), { userId, rememberMe }, Date.now());
      const [authenticator, passkey] = await Promise.all([authenticatorOn(userId), passkeys().secondStepOptions(userId, challenge)]);
      const methods: SecondStepMethod[] = [...(authenticator ? (['authenticator'] as const) : []), 'recovery-code', ...(passkey ? (['passkey'] as const) : [])];
      return { secondFactor: { challenge, methods, ...(passkey ? { passkey } : {}) } };
    },

    /**
     * POST /account/second-factor/authenticator (the current password checked by the controller): a
     * new secret to scan, kept sealed until a code confirms it. 409 when an authenticator is on.
     */
    async startAuthenticator(userId: number): Promise<AuthenticatorSetup> {
      const row = await authenticatorOf(userId);
      if (row?.enabled_at) throw conflict(SECOND_FACTOR_TEXTS.alreadyOn);
      const { email } = await owner(userId);
      const secret = newAuthenticatorSecret();
      const stamp = new Date(now());
      await db()(AUTHENTICATORS)
        .insert({ document_id: documentId(), user_id: userId, secret_sealed: sealSecret(secretKey(), secret), enabled_at: null, last_step: null, created_at: stamp, updated_at: stamp, published_at: stamp })
        .onConflict('user_id')
        .merge(['secret_sealed', 'enabled_at', 'last_step', 'updated_at']);
      const uri = authenticatorUri(secret, email);
      return { secret, uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
    },

    /**
     * POST /account/second-factor/authenticator/confirm: the code the app shows turns two-step
     * sign-in on (once: a second confirm finds it on) and answers the recovery codes, shown once.
     */
    async confirmAuthenticator(userId: number, sessionId: number, rawCode: string): Promise<RecoveryCodes> {
      const row = await authenticatorOf(userId);
      if (!row) fieldError('code', SECOND_FACTOR_TEXTS.notStarted);
      if (row.enabled_at) throw conflict(SECOND_FACTOR_TEXTS.alreadyOn);
      const secret = openSecret(secretKey(), row.secret_sealed);
      const code = normaliseSecondFactorCode(rawCode);
      const step = secret && AUTHENTICATOR_CODE.test(code) ? await acceptedStep(secret, code, Date.now(), null) : null;
      if (step === null) fieldError('code', SECOND_FACTOR_TEXTS.codeInvalid);
      await countChange(userId);
      const turnedOn = await db()(AUTHENTICATORS)
        .where('user_id', userId)
        .whereNull('enabled_at')
        .where('secret_sealed', row.secret_sealed)
        .update({ enabled_at: new Date(now()), last_step: step, updated_at: new Date(now()) });
      if (Number(turnedOn) !== 1) throw conflict(SECOND_FACTOR_TEXTS.alreadyOn);
      // The code just given proves the factor in this session: it is past the second-factor gate now.
      await sessions(strapi).markSecondFactor(sessionId);
      const codes = await replaceRecoveryCodes(userId);
      await sendMailInBackground(strapi, authenticatorOnEmail(await owner(userId)));
      return { codes };
    },

    /**
     * POST /account/second-factor/authenticator/remove (the current password checked by the
     * controller). 403 for an admin or leader whose role needs it: only an admin's reset takes it away.
     */
    async removeAuthenticator(userId: number): Promise<void> {
      const passkeysLeft = (await passkeys().count(userId)) > 0;
      if (!passkeysLeft && (await roleNeedsSecondFactor(db(), userId))) throw forbidden(SECOND_FACTOR_TEXTS.requiredForRole);
      const row = await authenticatorOf(userId);
      if (!row?.enabled_at) {
        await db()(AUTHENTICATORS).where('user_id', userId).delete();
        fieldError('currentPassword', SECOND_FACTOR_TEXTS.notOn);
      }
      await countChange(userId);
      await strapi.db.transaction(async ({ trx }) => {
        await trx(AUTHENTICATORS).where('user_id', userId).delete();
        // The recovery codes stand in for any second step: they stay while a passkey does.
        if (!passkeysLeft) await trx(RECOVERY_CODES).where('user_id', userId).delete();
      });
      await sendMailInBackground(strapi, authenticatorOffEmail(await owner(userId), passkeysLeft));
    },

    /**
     * POST /user/{id}/second-factor/reset (admins): takes away a member's lost second factor, in one
     * transaction with its activity-log entry, and ends their sessions; they are emailed. 404 for
     * no such member, 409 when they have none. Answers their name.
     */
    async resetForMember(adminId: number, userId: number): Promise<string> {
      const member: (Owner & { lastname: string | null }) | null = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'email', 'firstname', 'lastname'] });
      if (!member) throw new errors.NotFoundError(ADMIN_MESSAGES.userNotFound);
      const name = [member.firstname, member.lastname].filter(Boolean).join(' ') || member.email;
      const reset = await strapi.db.transaction(async ({ trx }) => {
        const removed = Number(await trx(AUTHENTICATORS).where('user_id', userId).whereNotNull('enabled_at').delete()) + Number(await trx('passkeys').where('user_id', userId).delete());
        if (removed === 0) return false;
        await trx(AUTHENTICATORS).where('user_id', userId).delete();
        await trx(RECOVERY_CODES).where('user_id', userId).delete();
        await recordActivity(strapi, {
          actorId: adminId, action: 'reset', subject: 'user', subjectId: userId,
          summary: `Reset two-step sign-in of ${name}`, before: { secondFactor: 'on' }, after: { secondFactor: null },
        });
        return true;
      });
      if (!reset) throw conflict(SECOND_FACTOR_TEXTS.nothingToReset(name));
      await sessions(strapi).revokeAll(userId, 'second-factor-reset');
      await sendMailInBackground(strapi, secondFactorResetEmail(member, await roleNeedsSecondFactor(db(), userId)));
      return name;
    },

    /** POST /account/second-factor/recovery-codes: new codes; the old ones stop working. */
    async newRecoveryCodes(userId: number): Promise<RecoveryCodes> {
      if (!(await isOn(userId))) fieldError('currentPassword', SECOND_FACTOR_TEXTS.notOn);
      return { codes: await replaceRecoveryCodes(userId) };
    },

    /**
     * The second step of a sign-in: the challenge must be this server's and unexpired, and the code
     * the authenticator's current one (not used before) or an unused recovery code. Every try
     * counts against the account (from all addresses together) and the address; past either, 429.
     * A success clears the account's count and gives the address its try back.
     */
    async verify(challenge: string, rawCode: string, ip: string): Promise<SecondStep> {
      const { claims, perAccount, perIp } = await countedStep(challenge, ip);
      const code = normaliseSecondFactorCode(rawCode);
      let method: SecondStep['method'] | null = null;
      if (AUTHENTICATOR_CODE.test(code) && (await useAuthenticatorCode(claims.userId, code))) method = 'authenticator';
      else if (RECOVERY_CODE.test(code) && (await isOn(claims.userId)) && (await useRecoveryCode(claims.userId, code))) method = 'recovery-code';
      if (!method) fieldError('code', SECOND_FACTOR_TEXTS.codeInvalid);
      await Promise.all([reset(perAccount), refund([perIp])]);
      if (method === 'recovery-code') {
        const left = await codesLeft(claims.userId);
        await sendMailInBackground(strapi, recoveryCodeUsedEmail(await owner(claims.userId), left));
      }
      return { userId: claims.userId, rememberMe: claims.rememberMe, method };
    },

    /** The second step with one of the account's passkeys (its answer to the challenge), counted like a code. */
    async verifyPasskey(challenge: string, credential: PasskeyCredentialJSON, ip: string): Promise<SecondStep> {
      const { claims, perAccount, perIp } = await countedStep(challenge, ip);
      await passkeys().check(credential, { kind: 'second-step', userId: claims.userId, challenge });
      await Promise.all([reset(perAccount), refund([perIp])]);
      return { userId: claims.userId, rememberMe: claims.rememberMe, method: 'passkey' };
    },
  };
};

export type SecondFactorService = ReturnType<typeof secondFactorService>;
export default secondFactorService;
