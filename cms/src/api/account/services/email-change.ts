import type { Core } from '@strapi/strapi';
import { AUTH_LIMITS, AUTH_TEXTS } from '@gro/config';
import { linkTokens } from '../../../auth/link-token';
import { confirmEmailChangeEmail, emailChangeRequestedEmail, emailChangedEmail } from '../messages/email-change';
import { sendMailInBackground } from '../../../notifications';
import { conflict } from '../../../platform/http/http-errors';
import { siteUrl } from '../../../platform/http/site-url';
import { fieldError } from '../../../platform/http/validate';

const USER = 'plugin::users-permissions.user';
type Member = { id: number; email: string; firstname: string | null };

/**
 * A member's change of email address: asked for from My Account (behind the current password),
 * it takes effect only when the link mailed to the new address is opened. The old address is
 * told when it is asked for and when it is done.
 */
const emailChangeService = ({ strapi }: { strapi: Core.Strapi }) => {
  const links = () => linkTokens(strapi, 'api::email-change.email-change', AUTH_LIMITS.emailChangeTokenMinutes);
  const takenByAnother = async (email: string, userId: number) =>
    Boolean(await strapi.db.query(USER).findOne({ where: { email: { $eqi: email }, id: { $ne: userId } }, select: ['id'] }));

  return {
    /** 409 when another account has the address. */
    async assertAvailable(email: string, userId: number): Promise<void> {
      if (await takenByAnother(email, userId)) throw conflict(AUTH_TEXTS.emailTaken);
    },

    /** Mails the confirmation link to `newEmail` (replacing any earlier one) and tells the old address. */
    async request(member: Member, newEmail: string, ip: string): Promise<void> {
      const token = await links().create(member.id, ip, { newEmail });
      const change = { firstname: member.firstname, oldEmail: member.email, newEmail };
      await sendMailInBackground(strapi, confirmEmailChangeEmail(change, siteUrl(`/account/confirm-email?token=${encodeURIComponent(token)}`)));
      await sendMailInBackground(strapi, emailChangeRequestedEmail(change));
    },

    /** Applies the change a link asks for: 400 when the link is invalid, used or expired; 409 when the address was taken since. */
    async confirm(rawToken: string): Promise<void> {
      const link = await links().consume(rawToken, ['newEmail'] as const);
      if (!link || typeof link.newEmail !== 'string') fieldError('token', AUTH_TEXTS.emailChangeInvalid);
      const newEmail = link.newEmail;
      const member: Member | null = await strapi.db.query(USER).findOne({ where: { id: link.userId }, select: ['id', 'email', 'firstname'] });
      if (!member) fieldError('token', AUTH_TEXTS.emailChangeInvalid);
      if (await takenByAnother(newEmail, member.id)) throw conflict(AUTH_TEXTS.emailTaken);
      try {
        // The link proved the new address: an account not yet verified is verified by it.
        await strapi.db.query(USER).update({ where: { id: member.id }, data: { email: newEmail, username: newEmail, confirmed: true } });
      } catch (err) {
        // Taken at this very moment by a sign-up: the unique index on lower(email) decides.
        if (await takenByAnother(newEmail, member.id)) throw conflict(AUTH_TEXTS.emailTaken);
        throw err;
      }
      // Reset links went to the old address: they stop working with it.
      await linkTokens(strapi, 'api::password-reset.password-reset', AUTH_LIMITS.resetTokenMinutes).invalidateAll(member.id);
      await sendMailInBackground(strapi, emailChangedEmail({ firstname: member.firstname, oldEmail: member.email, newEmail }));
    },
  };
};

export type EmailChangeService = ReturnType<typeof emailChangeService>;
export default emailChangeService;
