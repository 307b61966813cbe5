import bcrypt from 'bcrypt';
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ABUSE_DELAYS, ACCOUNT_LIMITS, AUTH_LIMITS, AUTH_TEXTS, INVITATION_TEXTS, RATE_LIMITS, SECOND_FACTOR_TEXTS, SITE_PATHS, normaliseEmail, type User, type UserStatus } from '@gro/config';
import { issueAccessToken, readAccessToken } from '../../../auth/access-token';
import { assertActive } from '../../../auth/authenticate';
import { linkTokens } from '../../../auth/link-token';
import { createAccount, hashPassword, passwordHashCost, setPassword } from '../../../auth/password-hash';
import { sessionSecondFactor } from '../../../auth/second-factor-gate';
import { sessions, type SessionRow } from '../../../auth/session';
import { sendMailInBackground } from '../../../notifications';
import { configuredLimit, configuredMs } from '../../../platform/limits/configured-limits';
import { consume, refund, reset, type Limit } from '../../../platform/limits/rate-limit';
import { siteUrl } from '../../../platform/http/site-url';
import { fieldError } from '../../../platform/http/validate';
import { conflict, unauthorized } from '../../../platform/http/http-errors';
import { passwordChangedEmail, resetPasswordEmail, signInAttemptsEmail } from '../messages/password';
import { welcomeEmail } from '../messages/welcome';
import { apiService } from '../../services';

const USER = 'plugin::users-permissions.user';
/** Compared against when the email is unknown, so a miss costs as much time as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync(crypto.randomBytes(16).toString('hex'), passwordHashCost());

/** A fixed-size rate-limit key part for an email, however long the submitted string. */
const keyOf = (email: string) => crypto.createHash('sha256').update(email).digest('base64url').slice(0, 22);

type Credentials = { id: number; email: string; firstname: string | null; password: string | null; status: UserStatus; blocked: boolean };
/** Who is signing in: the keys of the sign-in limits. */
type SignInAttempt = { ip: string; email: string };
export type SignUpInput = { firstname: string; lastname: string; email: string; phoneNumber: string; phoneExt?: string | null; password: string; chapterId: number };
/** What a new or refreshed session answers: the access token and account, and the refresh token for the cookie. */
export type OpenedSession = { token: string; user: User | null; session: SessionRow; refreshToken: string | null };

/** Sign-in, sign-up, refresh, sign-out and password reset (spec §7); the sessions themselves live in src/auth. */
const authenticateService = ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = () => apiService(strapi, 'api::account.account');
  const invitations = () => apiService(strapi, 'api::member-import.member-import');
  const resets = () => linkTokens(strapi, 'api::password-reset.password-reset', AUTH_LIMITS.resetTokenMinutes);
  const findByEmail = (email: string): Promise<Credentials | null> =>
    strapi.db.query(USER).findOne({ where: { email: { $eqi: email } }, select: ['id', 'email', 'firstname', 'password', 'status', 'blocked'] });
  const signInLimits = ({ ip, email }: SignInAttempt): [string, Limit][] => [
    [`signin:account:${ip}:${keyOf(email)}`, RATE_LIMITS.signInPerAccountAndIp],
    [`signin:ip:${ip}`, RATE_LIMITS.signInPerIp],
  ];
  /** Wrong passwords for one email from every address together (known or not: the same count, the same 429). */
  const accountFailures = (email: string): [string, Limit] => [`signin:failures:${keyOf(email)}`, configuredLimit(ACCOUNT_LIMITS.signInFailuresPerAccount)];
  const signInLinks = () => linkTokens(strapi, 'api::sign-in-link.sign-in-link', configuredMs(ABUSE_DELAYS.signInLink) / 60_000);
  /** The account a session answers, with the session's two-step state (the web shows the gate from it at once). */
  const accountOfSession = async (userId: number, session: SessionRow): Promise<User | null> => {
    const user = await accounts().findAccount(userId);
    if (!user) return null;
    const role = user.role[0] ?? null;
    return { ...user, secondFactor: await sessionSecondFactor(strapi.db.connection, { id: userId, role }, session.secondFactor === true) };
  };

  return {
    /** Tells the member by email that their password changed ('reset' by a link, or 'change' in My Account). */
    async mailPasswordChanged(user: { email: string; firstname?: string | null }, how: 'reset' | 'change'): Promise<void> {
      await sendMailInBackground(strapi, passwordChangedEmail(user, how));
    },

    /**
     * The user's id when the password is right and the account Active. The attempt is counted
     * against the address's limits, then (when they let it through) against the account's failures
     * from every address, all before the password is compared: 429 once any is used up. A success
     * gives the IP its point back and clears the account's failures. When the account's limit
     * refuses, `onLockedOut` is called (the controller mails the owner a sign-in link after the
     * answer) and the same 429 is thrown whether or not the email is an account's.
     */
    async checkCredentials(attempt: SignInAttempt, password: string, onLockedOut: () => void): Promise<number> {
      const [perAccount, perIp] = signInLimits(attempt);
      const failures = accountFailures(attempt.email);
      await consume([perAccount, perIp]);
      try {
        await consume([failures]);
      } catch (err) {
        if (err instanceof errors.RateLimitError) onLockedOut();
        throw err;
      }
      const user = await findByEmail(attempt.email);
      const valid = await bcrypt.compare(password, user?.password ?? DUMMY_HASH);
      if (!user || !user.password || !valid) throw unauthorized(AUTH_TEXTS.invalidCredentials, { title: 'Sign-in failed' });
      await Promise.all([reset(perAccount), reset(failures), refund([perIp])]);
      await assertActive(strapi, user);
      return user.id;
    },

    /**
     * After the account's limit refused a sign-in: mails the owner of a known, Active account a
     * one-time sign-in link, at most once per window of the limit (counted for unknown emails too).
     */
    async sendSignInLink({ ip, email }: SignInAttempt): Promise<void> {
      const { windowMinutes } = configuredLimit(ACCOUNT_LIMITS.signInFailuresPerAccount);
      try {
        await consume([[`sign-in-notice:${keyOf(email)}`, { max: 1, windowMinutes }]]);
      } catch (err) {
        if (err instanceof errors.RateLimitError) return;
        throw err;
      }
      const user = await findByEmail(email);
      if (!user || user.status !== 'Active' || user.blocked) return;
      const token = await signInLinks().create(user.id, ip);
      const link = siteUrl(`${SITE_PATHS.signInLink}?token=${encodeURIComponent(token)}`);
      await sendMailInBackground(strapi, signInAttemptsEmail(user, link, Math.round(configuredMs(ABUSE_DELAYS.signInLink) / 60_000)));
    },

    /**
     * The second step of a sign-in comes minutes after the first: the account must still be allowed
     * to sign in then (an admin may have suspended it meanwhile). 403 otherwise, as at the first step.
     */
    async assertMaySignIn(userId: number): Promise<void> {
      const user: { id: number; status: UserStatus; blocked: boolean } | null = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'status', 'blocked'] });
      if (!user) throw unauthorized(SECOND_FACTOR_TEXTS.challengeExpired);
      await assertActive(strapi, user);
    },

    /**
     * Signs in with a one-time link: the link is used up (of parallel uses one wins), the account
     * must still be allowed to sign in (as with a password), and its failures are forgotten, from
     * every address and from this one. 400 with one message for an unknown, used or expired link.
     */
    async signInWithLink(token: string, ip: string): Promise<number> {
      const userId = (await signInLinks().consume(token))?.userId;
      const user: { id: number; email: string; status: UserStatus; blocked: boolean } | null = userId
        ? await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'email', 'status', 'blocked'] })
        : null;
      if (!user) fieldError('token', AUTH_TEXTS.signInLinkInvalid);
      await assertActive(strapi, user);
      const email = normaliseEmail(user.email);
      const [perAccount] = signInLimits({ ip, email });
      await Promise.all([reset(accountFailures(email)), reset(perAccount)]);
      return user.id;
    },

    /** A new session with its sign-in log entry, an access token and the account. */
    async openSession(userId: number, opts: { rememberMe: boolean; ip: string; userAgent: string; secondFactor: boolean }): Promise<OpenedSession> {
      const { session, refreshToken } = await strapi.db.transaction(async () => {
        const opened = await sessions(strapi).create(userId, opts);
        await strapi.db.query('api::sign-in-log.sign-in-log').create({ data: { user: userId, ip: opts.ip, userAgent: opts.userAgent } });
        return opened;
      });
      return { token: issueAccessToken(strapi, userId, session.id), user: await accountOfSession(userId, session), session, refreshToken };
    },

    /** Creates an Active member in an active chapter, its email not yet verified; 409 when the email is taken. Returns the new id. */
    async signUp(input: SignUpInput): Promise<number> {
      const email = input.email;
      const chapter = await strapi.db.query('api::chapter.chapter').findOne({ where: { id: input.chapterId, isActive: true }, select: ['id'] });
      if (!chapter) fieldError('chapterId', AUTH_TEXTS.chapterUnavailable);
      if (await findByEmail(email)) throw conflict(AUTH_TEXTS.emailTaken);

      const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' }, select: ['id'] });
      const hash = await hashPassword(input.password);
      try {
        return await createAccount(
          strapi,
          {
            username: email,
            email,
            provider: 'local',
            // Proven by the link mailed after the answer (api/account/services/email-verification.ts).
            confirmed: false,
            blocked: false,
            status: 'Active',
            role: role.id,
            firstname: input.firstname,
            lastname: input.lastname,
            phoneNumber: input.phoneNumber,
            phoneExt: input.phoneExt || null,
            chapter: chapter.id,
          },
          hash,
        );
      } catch (err) {
        // Two sign-ups with one address at the same moment: the unique index decides, the loser gets a 409.
        if (await findByEmail(email)) throw conflict(AUTH_TEXTS.emailTaken);
        throw err;
      }
    },

    /** The welcome email of a new account: their chapter and its next meeting (run after the sign-up is answered). */
    async sendWelcome(userId: number): Promise<void> {
      const user: { email: string; firstname: string | null; status: UserStatus; chapter: { id: number } | null } | null = await strapi.db
        .query(USER)
        .findOne({ where: { id: userId }, select: ['email', 'firstname', 'status'], populate: { chapter: { select: ['id'] } } });
      if (!user || user.status !== 'Active' || !user.chapter) return;
      const chapter = await strapi.db.query('api::chapter.chapter').findOne({
        where: { id: user.chapter.id },
        select: ['name', 'slug', 'dayOfWeek', 'timeStart', 'timeEnd', 'location', 'address', 'city', 'state', 'postalCode'],
      });
      if (!chapter) return;
      const meeting = await apiService(strapi, 'api::event.event').nextOfChapter(user.chapter.id);
      await sendMailInBackground(strapi, welcomeEmail(user, chapter, meeting));
    },

    /** Ends a session, found by its refresh token or else by the access token's session. */
    async signOut(refreshToken: string | null, accessToken: string | null): Promise<void> {
      let sessionId = refreshToken ? await sessions(strapi).sessionOf(refreshToken) : null;
      if (!sessionId && accessToken) sessionId = (await readAccessToken(strapi, accessToken))?.sessionId ?? null;
      if (sessionId) await sessions(strapi).revoke(sessionId, 'sign-out');
    },

    /**
     * Rotates the refresh token and answers a new access token. A token a concurrent refresh (or a
     * refresh whose answer was lost) already rotated gets the same successor again; refreshToken is
     * null only when that successor cannot be given (no seal: the cookie is then left as it is).
     */
    async refresh(rawToken: string): Promise<OpenedSession> {
      const { session, userId, refreshToken } = await sessions(strapi).rotate(rawToken);
      const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'status', 'blocked'] });
      if (!user) throw unauthorized(AUTH_TEXTS.sessionExpired);
      await assertActive(strapi, user);
      return { token: issueAccessToken(strapi, userId, session.id), user: await accountOfSession(userId, session), session, refreshToken };
    },

    /** 429 once this email has asked for reset links too often (counted whether or not the account exists). */
    async countForgotPassword(email: string): Promise<void> {
      await consume([[`forgot:email:${keyOf(email)}`, RATE_LIMITS.forgotPerEmail]]);
    },

    /** Writes and mails a reset link when the email is an Active account's; nothing otherwise. */
    async sendResetLink(email: string, ip: string): Promise<void> {
      const user = await findByEmail(email);
      if (!user || user.status !== 'Active' || user.blocked) return;
      const token = await resets().create(user.id, ip);
      await sendMailInBackground(strapi, resetPasswordEmail(user, siteUrl(`/password-reset?token=${encodeURIComponent(token)}`)));
    },

    /** Sets the new password for a valid reset token and signs the account out everywhere. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const userId = (await resets().consume(token))?.userId;
      if (!userId) fieldError('token', AUTH_TEXTS.resetInvalid);
      const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'email', 'firstname'] });
      await setPassword(strapi, userId, newPassword);
      await resets().invalidateAll(userId);
      await sessions(strapi).revokeAll(userId, 'password-reset');
      // The new password signs in at once, whatever wrong ones were tried before.
      await reset(accountFailures(normaliseEmail(user.email)));
      await sendMailInBackground(strapi, passwordChangedEmail(user, 'reset'));
    },

    /**
     * An imported member's first password from their invitation: the link is used up, the
     * account's other invitations and reset links too. An unknown, used or expired link, or an
     * account that is no longer Active, is a 400. Answers the account's id.
     */
    async acceptInvitation(token: string, newPassword: string): Promise<number> {
      const userId = await invitations().consumeInvitation(token);
      const user: { id: number; status: string; blocked: boolean | null } | null = userId
        ? await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'status', 'blocked'] })
        : null;
      if (!user || user.status !== 'Active' || user.blocked) fieldError('token', INVITATION_TEXTS.invalid);
      await setPassword(strapi, user.id, newPassword, { confirmed: true });
      await invitations().closeInvitations(user.id);
      await resets().invalidateAll(user.id);
      await sessions(strapi).revokeAll(user.id, 'password-reset');
      return user.id;
    },
  };
};

export type AuthenticateService = ReturnType<typeof authenticateService>;
export default authenticateService;
