import bcrypt from 'bcrypt';
import type { Core } from '@strapi/strapi';
import {
  AUTH_TEXTS,
  accountSettingUpdateSchema,
  changePasswordPayloadSchema,
  normaliseEmail,
  profileSchema,
  type Channel,
} from '@gro/config';
import { ok } from '../../../utils/envelope';
import { fieldError, validateBody } from '../../../utils/validate';
import { issueAccessToken } from '../../../auth/access-token';
import { sessions } from '../../../auth/session';
import { conflict, unauthorized } from '../../../utils/http-errors';
import { sendMailInBackground } from '../../../providers/email';
import { passwordChangedEmail } from '../../../emails/password';

const USER = 'plugin::users-permissions.user';

/** The signed-in member's own account (routes use the global::is-member policy). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const account = () => strapi.service('api::account.account');
  const me = async (ctx: any) => {
    const user = await account().findAccount(ctx.state.user.id);
    if (!user) throw unauthorized(AUTH_TEXTS.sessionExpired);
    return user;
  };

  return {
    async find(ctx: any) {
      ctx.body = ok(await me(ctx));
    },

    async update(ctx: any) {
      const input = await validateBody<{ firstname: string; lastname: string; email?: string | null; phoneNumber: string; phoneExt?: string | null }>(
        profileSchema,
        ctx.request.body,
      );
      const data: Record<string, unknown> = {
        firstname: input.firstname,
        lastname: input.lastname,
        phoneNumber: input.phoneNumber,
        phoneExt: input.phoneExt || null,
      };
      if (input.email) {
        const email = normaliseEmail(input.email);
        const other = await strapi.db.query(USER).findOne({ where: { email: { $eqi: email }, id: { $ne: ctx.state.user.id } }, select: ['id'] });
        if (other) throw conflict(AUTH_TEXTS.emailTaken);
        Object.assign(data, { email, username: email });
      }
      await strapi.db.query(USER).update({ where: { id: ctx.state.user.id }, data });
      ctx.body = ok(await me(ctx), AUTH_TEXTS.profileSaved);
    },

    /** Needs the current password; signs out every other session and answers a new token and the user. */
    async changePassword(ctx: any) {
      const { currentPassword, newPassword } = await validateBody<{ currentPassword: string; newPassword: string }>(changePasswordPayloadSchema, ctx.request.body);
      const user = await strapi.db.query(USER).findOne({ where: { id: ctx.state.user.id }, select: ['id', 'email', 'firstname', 'password'] });
      if (!user?.password || !(await bcrypt.compare(currentPassword, user.password))) fieldError('currentPassword', AUTH_TEXTS.currentPasswordWrong);
      await strapi.plugin('users-permissions').service('user').edit(user.id, { password: newPassword });
      await sessions(strapi).revokeAll(user.id, 'password-change', ctx.state.sessionId);
      sendMailInBackground(strapi, passwordChangedEmail(user, 'change'));
      ctx.body = ok({ token: issueAccessToken(strapi, user.id, ctx.state.sessionId), user: await me(ctx) }, AUTH_TEXTS.passwordChanged);
    },

    async updateAvatar(ctx: any) {
      const files = ctx.request.files ?? {};
      const file = Array.isArray(files.avatar) ? files.avatar[0] : files.avatar;
      if (!file) fieldError('avatar', AUTH_TEXTS.avatarMissing);
      await strapi.service('api::account.avatar').replace(ctx.state.user.id, file);
      ctx.body = ok(await me(ctx), AUTH_TEXTS.avatarSaved);
    },

    async findSettings(ctx: any) {
      ctx.body = ok(await strapi.service('api::account.setting').list(ctx.state.user.id));
    },

    async updateSetting(ctx: any) {
      const { setting, channel, value } = await validateBody<{ setting: { key: string }; channel: Channel; value: boolean }>(
        accountSettingUpdateSchema,
        ctx.request.body,
      );
      const saved = await strapi.service('api::account.setting').set(ctx.state.user.id, setting.key, channel, value);
      if (!saved) fieldError(['setting', 'key'], AUTH_TEXTS.settingUnknown);
      ctx.body = ok(saved, AUTH_TEXTS.settingSaved);
    },
  };
};
