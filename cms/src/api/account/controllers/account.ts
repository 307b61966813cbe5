import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  AUTH_TEXTS,
  CONTACT_MESSAGES,
  aboutSchema,
  RATE_LIMITS,
  accountSettingUpdateSchema,
  changePasswordPayloadSchema,
  contactVisibilitySchema,
  directoryVisibilitySchema,
  emailChangeConfirmSchema,
  emailVerifySchema,
  profileSchema,
  type AboutValues,
  type Channel,
  type ContactVisibility,
} from '@gro/config';
import { issueAccessToken } from '../../../auth/access-token';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { unauthorized } from '../../../platform/http/http-errors';
import { consume } from '../../../platform/limits/rate-limit';
import { clientIp } from '../../../platform/http/request';
import { fieldError, validateBody } from '../../../platform/http/validate';
import type { ProfileInput } from '../services/account';
import { firstWeekOf } from '../domain/first-week';
import { now } from '../../../platform/db/clock';
import { apiService } from '../../services';

/** The signed-in member's own account (routes use the global::is-signed-in policy: no company needed). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const account = () => apiService(strapi, 'api::account.account');
  const settings = () => apiService(strapi, 'api::account.setting');
  const verification = () => apiService(strapi, 'api::account.email-verification');
  /** The account, with the session's two-step state the policy read (the web shows the second-factor gate from it). */
  const me = async (ctx: Context) => {
    const caller = signedIn(ctx).user;
    const user = await account().findAccount(caller.id);
    if (!user) throw unauthorized(AUTH_TEXTS.sessionExpired);
    return { ...user, secondFactor: caller.secondFactor };
  };

  return {
    async find(ctx: Context) {
      ctx.body = ok(await me(ctx));
    },

    /** GET /account/first-week: the dashboard's checklist of a new member's first steps. */
    async firstWeek(ctx: Context) {
      ctx.body = ok(await firstWeekOf(strapi.db.connection, await me(ctx), new Date(now())));
    },

    /** Saves the profile; a new email is only asked for (the member confirms it from the new address). */
    async update(ctx: Context) {
      const input = await validateBody<ProfileInput>(profileSchema, ctx.request.body);
      const emailChangeAsked = await account().updateProfile(signedIn(ctx).user.id, input, clientIp(ctx));
      ctx.body = ok(await me(ctx), emailChangeAsked ? AUTH_TEXTS.emailChangeSent : AUTH_TEXTS.profileSaved);
    },

    /** PUT /account/about: the member's profession, bio, ideal referral, website and LinkedIn (a blank field clears it). */
    async updateAbout(ctx: Context) {
      const input = await validateBody<AboutValues>(aboutSchema, ctx.request.body);
      await account().updateAbout(signedIn(ctx).user.id, input);
      ctx.body = ok(await me(ctx), AUTH_TEXTS.aboutSaved);
    },

    /** POST /account/email/confirm {token}: public, for the link may be opened on any device; limited per IP. */
    async confirmEmail(ctx: Context) {
      await consume([[`email-confirm:ip:${clientIp(ctx)}`, RATE_LIMITS.emailConfirmPerIp]]);
      const { token } = await validateBody<{ token: string }>(emailChangeConfirmSchema, ctx.request.body);
      await apiService(strapi, 'api::account.email-change').confirm(token);
      ctx.body = ok(null, AUTH_TEXTS.emailChanged);
    },

    /** POST /account/email/verify {token}: public, for the link may be opened on any device; limited per IP. */
    async verifyEmail(ctx: Context) {
      await consume([[`email-verify:ip:${clientIp(ctx)}`, RATE_LIMITS.emailVerifyPerIp]]);
      const { token } = await validateBody<{ token: string }>(emailVerifySchema, ctx.request.body);
      await verification().verify(token);
      ctx.body = ok(null, AUTH_TEXTS.emailVerified);
    },

    /** POST /account/email/verification: mails the signed-in account a new verification link (limited per account). */
    async resendVerification(ctx: Context) {
      const email = await verification().resend(signedIn(ctx).user.id, clientIp(ctx));
      ctx.body = ok(null, { ...AUTH_TEXTS.verificationSent, message: AUTH_TEXTS.verificationSent.message.replace('{email}', email) });
    },

    /** Needs the current password (limited like sign-in); signs out every other session and answers a new token and the user. */
    async changePassword(ctx: Context) {
      const { currentPassword, newPassword } = await validateBody<{ currentPassword: string; newPassword: string }>(changePasswordPayloadSchema, ctx.request.body);
      const { user, sessionId } = signedIn(ctx);
      await account().changePassword(user.id, sessionId, currentPassword, newPassword);
      ctx.body = ok({ token: issueAccessToken(strapi, user.id, sessionId), user: await me(ctx) }, AUTH_TEXTS.passwordChanged);
    },

    async updateAvatar(ctx: Context) {
      const files = ctx.request.files ?? {};
      const file = Array.isArray(files.avatar) ? files.avatar[0] : files.avatar;
      if (!file) fieldError('avatar', AUTH_TEXTS.avatarMissing);
      await apiService(strapi, 'api::account.avatar').replace(signedIn(ctx).user.id, file);
      ctx.body = ok(await me(ctx), AUTH_TEXTS.avatarSaved);
    },

    /** PUT /account/directory {directoryHidden}: the "Show me in the member directory" switch of My Account. */
    async updateDirectoryVisibility(ctx: Context) {
      const { directoryHidden } = await validateBody<{ directoryHidden: boolean }>(directoryVisibilitySchema, ctx.request.body);
      await account().setDirectoryHidden(signedIn(ctx).user.id, directoryHidden);
      ctx.body = ok(await me(ctx), directoryHidden ? AUTH_TEXTS.directoryHiddenSaved : AUTH_TEXTS.directoryShownSaved);
    },

    /** PUT /account/contact-visibility {contactVisibility}: "Who sees my email and phone" of My Account. */
    async updateContactVisibility(ctx: Context) {
      const { contactVisibility } = await validateBody<{ contactVisibility: ContactVisibility }>(contactVisibilitySchema, ctx.request.body);
      await account().setContactVisibility(signedIn(ctx).user.id, contactVisibility);
      ctx.body = ok(await me(ctx), { ...CONTACT_MESSAGES.visibilitySaved, message: CONTACT_MESSAGES.visibilitySavedText[contactVisibility] });
    },

    async findSettings(ctx: Context) {
      ctx.body = ok(await settings().list(signedIn(ctx).user.id));
    },

    async updateSetting(ctx: Context) {
      const { setting, channel, value } = await validateBody<{ setting: { key: string }; channel: Channel; value: boolean }>(
        accountSettingUpdateSchema,
        ctx.request.body,
      );
      const saved = await settings().set(signedIn(ctx).user.id, setting.key, channel, value);
      if (!saved) fieldError(['setting', 'key'], AUTH_TEXTS.settingUnknown);
      ctx.body = ok(saved, AUTH_TEXTS.settingSaved);
    },
  };
};
