import type { Core } from '@strapi/strapi';
import { AUTH_LIMITS, AUTH_TEXTS, SITE_PATHS } from '@gro/config';
import { linkTokens } from '../../../auth/link-token';
import { verifyEmailEmail } from '../messages/email-verification';
import { sendMailInBackground } from '../../../notifications';
import { conflict, unauthorized } from '../../../platform/http/http-errors';
import { countedSend } from '../../../platform/limits/send-limits';
import { siteUrl } from '../../../platform/http/site-url';
import { fieldError } from '../../../platform/http/validate';
import { apiService } from '../../services';

const USER = 'plugin::users-permissions.user';
type Account = { id: number; email: string; firstname: string | null; confirmed: boolean | null };

/**
 * A new account's email address is proven by a link mailed to it (the user's `confirmed` field).
 * Until then the account can sign in, see its own account and the company gate, and nothing that
 * reaches other members. Accounts made by admins, imports and invitations are verified from the start.
 */
const emailVerificationService = ({ strapi }: { strapi: Core.Strapi }) => {
  const links = () => linkTokens(strapi, 'api::email-verification.email-verification', AUTH_LIMITS.emailVerificationTokenMinutes);
  const findAccount = (id: number): Promise<Account | null> => strapi.db.query(USER).findOne({ where: { id }, select: ['id', 'email', 'firstname', 'confirmed'] });

  /** A new link (the earlier ones stop working), mailed to the account's address. */
  async function mailLink(account: Account, ip: string): Promise<void> {
    const token = await links().create(account.id, ip);
    const link = siteUrl(`${SITE_PATHS.verifyEmail}?token=${encodeURIComponent(token)}`);
    await sendMailInBackground(strapi, verifyEmailEmail(account, link, Math.round(AUTH_LIMITS.emailVerificationTokenMinutes / 60)));
  }

  return {
    /** At sign-up: the first link, unless the account is already verified. */
    async sendFirst(userId: number, ip: string): Promise<void> {
      const account = await findAccount(userId);
      if (account && !account.confirmed) await mailLink(account, ip);
    },

    /** "Send the link again": 409 once verified; counted per account (hour and day), then 429. Answers the address. */
    async resend(userId: number, ip: string): Promise<string> {
      const account = await findAccount(userId);
      if (!account) throw unauthorized(AUTH_TEXTS.sessionExpired);
      if (account.confirmed) throw conflict(AUTH_TEXTS.emailAlreadyVerified);
      await countedSend('verification-link', userId, () => mailLink(account, ip));
      return account.email;
    },

    /**
     * Opened from the link, on any device: verifies the account (400 for an invalid, used or expired
     * link) and links the visitor records that carry its address, as at sign-up before.
     */
    async verify(rawToken: string): Promise<void> {
      const link = await links().consume(rawToken);
      const account = link ? await findAccount(link.userId) : null;
      if (!account) fieldError('token', AUTH_TEXTS.emailVerificationInvalid);
      if (account.confirmed) return;
      await strapi.db.query(USER).update({ where: { id: account.id }, data: { confirmed: true } });
      try {
        await apiService(strapi, 'api::visitor.visitor').markJoined(account.id, account.email);
      } catch (err) {
        strapi.log.error(`Could not mark the visitors of account ${account.id} as joined: ${(err as Error).message}`);
      }
    },
  };
};

export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
export default emailVerificationService;
