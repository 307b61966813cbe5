import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PASSKEY_LIMITS, PASSKEY_TEXTS, SECOND_FACTOR_LIMITS, type Passkey, type PasskeyCredentialJSON, type PasskeyOptions, type PasskeyOptionsJSON } from '@gro/config';
import { sendMailInBackground } from '../../../notifications';
import { now } from '../../../platform/db/clock';
import { documentId } from '../../../platform/db/document-id';
import { conflict, forbidden, unauthorized } from '../../../platform/http/http-errors';
import { fieldError, unknownIdField } from '../../../platform/http/validate';
import { allowed } from '../../../platform/limits/rate-limit';
import { hasSecondFactor, roleNeedsSecondFactor } from '../../../auth/second-factor-gate';
import { sessions } from '../../../auth/session';
import { apiService } from '../../services';
import { answeredChallenge, issuePasskeyChallenge, readPasskeyChallenge } from '../domain/passkey-challenge';
import { relyingPartyFrom } from '../domain/relying-party';
import { derivedKey } from '../domain/sealed-secret';
import { passkeyAddedEmail, passkeyRemovedEmail } from '../messages';

const PASSKEYS = 'passkeys';
const USER = 'plugin::users-permissions.user';

type PasskeyRow = { id: number; user_id: number; credential_id: string; public_key: string; counter: string | number | null; transports: unknown; name: string; synced: boolean | number | null; created_at: unknown; last_used_at: unknown };
type Owner = { id: number; email: string; firstname: string | null; lastname: string | null };

const iso = (value: unknown) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number | Date)).toISOString();
const transportsOf = (value: unknown): string[] | undefined => {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : undefined;
};
const summary = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: iso(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
  synced: row.synced === true || Number(row.synced) === 1,
});

/**
 * A challenge is answered once, from every replica: the first answer counts it, any later one finds
 * it used. The count outlives every challenge a passkey answers (its own questions, and the sign-in's
 * challenge when it is the second step), so no answer can be given again once the count has gone.
 */
const ONCE = { max: 1, windowMinutes: Math.max(PASSKEY_LIMITS.challengeMinutes, SECOND_FACTOR_LIMITS.challengeMinutes) + 1 };
const answeredOnce = (challenge: string) => allowed([`passkey-answer:${crypto.createHash('sha256').update(challenge).digest('base64url')}`, ONCE]);

/** What a passkey answer is checked against: a sign-in with it alone, or the second step after the password. */
export type PasskeyUse = { kind: 'sign-in' } | { kind: 'second-step'; userId: number; challenge: string };

/**
 * Passkeys (WebAuthn): adding one to an account (the browser's answer checked against the options
 * this server signed for that account), naming and removing them, and checking a browser's answer
 * at sign-in, alone or as the second step. The public key is stored; nothing secret is.
 */
const passkeyService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection;
  const challengeKey = () => derivedKey(strapi, 'passkey challenges');
  const party = () => relyingPartyFrom(process.env);
  const factors = () => apiService(strapi, 'api::second-factor.second-factor');
  /** What an answer must carry: the question this server asked (as the browser encodes it), this site's origin and host. */
  const expected = (challenge: string) => ({ expectedChallenge: Buffer.from(challenge, 'utf8').toString('base64url'), expectedOrigin: party().origin, expectedRPID: party().id });
  const owner = async (userId: number): Promise<Owner> => strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'email', 'firstname', 'lastname'] });
  const rowsOf = (userId: number): Promise<PasskeyRow[]> => db()(PASSKEYS).where('user_id', userId).orderBy('id', 'asc').select('*');
  /** The account's opaque handle in its passkeys: not its id or email, and the same for each of its passkeys. */
  const userHandle = (userId: number) => new Uint8Array(crypto.createHmac('sha256', derivedKey(strapi, 'passkey user handles')).update(String(userId)).digest().subarray(0, 16));

  /** The options of a sign-in question: limited to `allow` when given (the second step), any of the site's passkeys otherwise. */
  async function questionFor(challenge: string, allow: PasskeyRow[] | null, userVerification: 'required' | 'preferred'): Promise<PasskeyOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: party().id,
      challenge,
      userVerification,
      timeout: PASSKEY_LIMITS.challengeMinutes * 60_000,
      allowCredentials: allow?.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
    });
    return options as unknown as PasskeyOptionsJSON;
  }

  return {
    list: async (userId: number): Promise<Passkey[]> => (await rowsOf(userId)).map(summary),

    count: async (userId: number): Promise<number> => Number((await db()(PASSKEYS).where('user_id', userId).count({ n: '*' }))[0]?.n ?? 0),

    /**
     * POST /account/passkeys/options (the current password checked by the controller): the options
     * for the browser to make a passkey for this account. A session opened without the account's
     * second step cannot add one (it would stand in for that step): 403.
     */
    async registrationOptions(userId: number, sessionId: number): Promise<PasskeyOptions> {
      await this.assertMayAdd(userId, sessionId);
      const rows = await rowsOf(userId);
      if (rows.length >= PASSKEY_LIMITS.perAccount) throw conflict(PASSKEY_TEXTS.tooMany);
      const member = await owner(userId);
      const options = await generateRegistrationOptions({
        rpName: party().name,
        rpID: party().id,
        userName: member.email,
        userDisplayName: [member.firstname, member.lastname].filter(Boolean).join(' ') || member.email,
        userID: userHandle(userId),
        challenge: issuePasskeyChallenge(challengeKey(), { purpose: 'add', userId }, Date.now()),
        timeout: PASSKEY_LIMITS.challengeMinutes * 60_000,
        attestationType: 'none',
        excludeCredentials: rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return { options: options as unknown as PasskeyOptionsJSON };
    },

    /** A session may add a passkey when the account has no second step yet, or the session was opened (or confirmed) with it. */
    async assertMayAdd(userId: number, sessionId: number): Promise<void> {
      if (!(await hasSecondFactor(db(), userId))) return;
      const session = await db()('auth_sessions').where('id', sessionId).first('second_factor');
      if (!(session?.second_factor === true || Number(session?.second_factor) === 1)) throw forbidden(PASSKEY_TEXTS.verifyFirst);
    },

    /**
     * POST /account/passkeys: the browser's answer to the options, checked (this site, this
     * account's challenge, unexpired and answered once, the member verified on the device) and
     * stored. The account's first second step turns two-step sign-in on: recovery codes are made
     * (answered once) and the session counts as opened with it. The owner is emailed.
     */
    async add(userId: number, sessionId: number, name: string, credential: PasskeyCredentialJSON): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
      await this.assertMayAdd(userId, sessionId);
      const challenge = answeredChallenge(String(credential.response.clientDataJSON ?? ''));
      const claims = challenge ? readPasskeyChallenge(challengeKey(), challenge, 'add', Date.now()) : null;
      if (!challenge || !claims || claims.userId !== userId) throw unauthorized(PASSKEY_TEXTS.expired);
      const verification = await verifyRegistrationResponse({
        response: credential as unknown as RegistrationResponseJSON,
        ...expected(challenge),
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) fieldError('credential', PASSKEY_TEXTS.failed);
      if (!(await answeredOnce(challenge))) throw unauthorized(PASSKEY_TEXTS.expired);
      const { credential: made, credentialBackedUp, credentialDeviceType } = verification.registrationInfo;
      if (Number(await this.count(userId)) >= PASSKEY_LIMITS.perAccount) throw conflict(PASSKEY_TEXTS.tooMany);
      const firstFactor = !(await hasSecondFactor(db(), userId));
      await factors().countChange(userId);
      const stamp = new Date(now());
      await db()(PASSKEYS)
        .insert({
          document_id: documentId(), user_id: userId, credential_id: made.id, public_key: Buffer.from(made.publicKey).toString('base64url'), counter: made.counter,
          transports: JSON.stringify(made.transports ?? []), name, synced: credentialDeviceType === 'multiDevice' || credentialBackedUp, last_used_at: null,
          created_at: stamp, updated_at: stamp, published_at: stamp,
        })
        .onConflict('credential_id')
        .ignore();
      // A credential id is stored once (a unique index): one already there is this account's older passkey.
      const row: PasskeyRow | undefined = await db()(PASSKEYS).where('credential_id', made.id).first('*');
      if (!row || row.user_id !== userId || iso(row.created_at) !== stamp.toISOString()) throw conflict(PASSKEY_TEXTS.alreadyAdded);
      // The device just verified its owner: this session is past the second-factor gate now.
      await sessions(strapi).markSecondFactor(sessionId);
      const recoveryCodes = firstFactor ? await factors().replaceRecoveryCodes(userId) : null;
      await sendMailInBackground(strapi, passkeyAddedEmail(await owner(userId), name, firstFactor));
      return { passkey: summary(row), recoveryCodes };
    },

    /** PUT /account/passkeys/{id}: a new name. 404 for a passkey that is not the member's. */
    async rename(userId: number, id: number, name: string): Promise<Passkey> {
      const updated = await db()(PASSKEYS).where({ id, user_id: userId }).update({ name, updated_at: new Date(now()) });
      if (Number(updated) !== 1) unknownIdField('id', PASSKEY_TEXTS.notFound);
      return summary(await db()(PASSKEYS).where({ id }).first('*'));
    },

    /**
     * POST /account/passkeys/{id}/remove (the current password checked by the controller). The last
     * second step of an admin or leader whose role needs one stays (403). Without any second step
     * left, the recovery codes go too. The owner is emailed.
     */
    async remove(userId: number, id: number): Promise<string> {
      const row: PasskeyRow | undefined = await db()(PASSKEYS).where({ id, user_id: userId }).first('*');
      if (!row) unknownIdField('id', PASSKEY_TEXTS.notFound);
      const needsOne = await roleNeedsSecondFactor(db(), userId);
      const othersBefore = (await this.count(userId)) - 1 + ((await factors().authenticatorOn(userId)) ? 1 : 0);
      if (othersBefore === 0 && needsOne) throw forbidden(PASSKEY_TEXTS.lastForRole);
      await factors().countChange(userId);
      // What is left is counted in the same transaction as the delete, with the member's row locked
      // on PostgreSQL (SQLite has one writer): two removals at once cannot both leave nothing.
      const left = await strapi.db.transaction(async ({ trx }) => {
        if (strapi.db.dialect.client === 'postgres') await trx('up_users').where({ id: userId }).forUpdate().first('id');
        if (Number(await trx(PASSKEYS).where({ id, user_id: userId }).delete()) !== 1) return null;
        const [{ n }] = await trx(PASSKEYS).where('user_id', userId).count({ n: '*' });
        const remaining = Number(n) + ((await trx('authenticators').where('user_id', userId).whereNotNull('enabled_at').first('id')) ? 1 : 0);
        if (remaining === 0 && needsOne) throw forbidden(PASSKEY_TEXTS.lastForRole);
        if (remaining === 0) await trx('recovery_codes').where('user_id', userId).delete();
        return remaining;
      });
      if (left === null) unknownIdField('id', PASSKEY_TEXTS.notFound);
      await sendMailInBackground(strapi, passkeyRemovedEmail(await owner(userId), row.name, left > 0));
      return row.name;
    },

    /** POST /authenticate/passkey/options: a question any of the site's passkeys answers (the browser offers the member theirs). */
    async signInOptions(): Promise<PasskeyOptions> {
      return { options: await questionFor(issuePasskeyChallenge(challengeKey(), { purpose: 'sign-in', userId: null }, Date.now()), null, 'required') };
    },

    /** The second step's question: the sign-in's challenge, limited to the account's passkeys; null when it has none. */
    async secondStepOptions(userId: number, challenge: string): Promise<PasskeyOptionsJSON | null> {
      const rows = await rowsOf(userId);
      return rows.length ? questionFor(challenge, rows, 'preferred') : null;
    },

    /**
     * Checks a browser's passkey answer: the question this server asked (for a sign-in alone, or
     * this sign-in's second step), answered once, by a passkey stored for the account (any account
     * when alone), signed by its key on this site, with the owner verified on the device when it
     * signs in alone. Answers the account's id; 401 otherwise.
     */
    async check(credential: PasskeyCredentialJSON, use: PasskeyUse): Promise<number> {
      const challenge = answeredChallenge(String(credential.response.clientDataJSON ?? ''));
      const valid = use.kind === 'sign-in' ? challenge !== null && readPasskeyChallenge(challengeKey(), challenge, 'sign-in', Date.now()) !== null : challenge === use.challenge;
      if (!challenge || !valid) throw unauthorized(PASSKEY_TEXTS.expired);
      const row: PasskeyRow | undefined = await db()(PASSKEYS).where('credential_id', credential.id).first('*');
      if (!row || (use.kind === 'second-step' && row.user_id !== use.userId)) throw unauthorized(use.kind === 'sign-in' ? PASSKEY_TEXTS.unknown : PASSKEY_TEXTS.failed);
      const verification = await verifyAuthenticationResponse({
        response: credential as unknown as AuthenticationResponseJSON,
        ...expected(challenge),
        credential: { id: row.credential_id, publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')), counter: Number(row.counter ?? 0), transports: transportsOf(row.transports) },
        requireUserVerification: use.kind === 'sign-in',
      }).catch(() => null);
      if (!verification?.verified) throw unauthorized(PASSKEY_TEXTS.failed);
      if (!(await answeredOnce(challenge))) throw unauthorized(PASSKEY_TEXTS.expired);
      await db()(PASSKEYS).where('id', row.id).update({ counter: verification.authenticationInfo.newCounter, last_used_at: new Date(now()), updated_at: new Date(now()) });
      return row.user_id;
    },
  };
};

export type PasskeyService = ReturnType<typeof passkeyService>;
export default passkeyService;
