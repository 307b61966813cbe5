import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  PASSKEY_TEXTS, PORTAL_MESSAGES, SECOND_FACTOR_LIMITS, SECOND_FACTOR_TEXTS, addPasskeySchema, authenticatorCodeSchema, renamePasskeySchema, secondFactorPasswordSchema,
  type PasskeyCredentialJSON,
} from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { assertCurrentPassword } from '../../../auth/current-password';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { validateBody } from '../../../platform/http/validate';
import { consume } from '../../../platform/limits/rate-limit';
import { apiService } from '../../services';

/** A member's two-step sign-in settings: each change needs the current password, and nothing here is cached. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const factors = () => apiService(strapi, 'api::second-factor.second-factor');
  const passkeys = () => apiService(strapi, 'api::second-factor.passkeys');
  const passkeyId = (ctx: Context): number => {
    const id = parseId(ctx.params.id);
    if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
    return id;
  };
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');
  /** The current password from the body, checked (and limited) as for a password change. */
  const withPassword = async (ctx: Context): Promise<number> => {
    const userId = signedIn(ctx).user.id;
    const { currentPassword } = await validateBody<{ currentPassword: string }>(secondFactorPasswordSchema, ctx.request.body);
    await assertCurrentPassword(strapi, userId, currentPassword);
    return userId;
  };

  return {
    async status(ctx: Context) {
      noStore(ctx);
      ctx.body = ok(await factors().status(signedIn(ctx).user.id));
    },

    async startAuthenticator(ctx: Context) {
      const userId = await withPassword(ctx);
      noStore(ctx);
      ctx.body = ok(await factors().startAuthenticator(userId), SECOND_FACTOR_TEXTS.setupStarted);
    },

    /** Wrong codes count against the account like the sign-in's second step. */
    async confirmAuthenticator(ctx: Context) {
      const { user, sessionId } = signedIn(ctx);
      const userId = user.id;
      await consume([[`second-factor:confirm:${userId}`, SECOND_FACTOR_LIMITS.attemptsPerAccount]]);
      const { code } = await validateBody<{ code: string }>(authenticatorCodeSchema, ctx.request.body);
      noStore(ctx);
      ctx.body = ok(await factors().confirmAuthenticator(userId, sessionId, code), SECOND_FACTOR_TEXTS.turnedOn);
    },

    async removeAuthenticator(ctx: Context) {
      const userId = await withPassword(ctx);
      await factors().removeAuthenticator(userId);
      noStore(ctx);
      ctx.body = ok(await factors().status(userId), SECOND_FACTOR_TEXTS.turnedOff);
    },

    /** POST /user/{id}/second-factor/reset (admins): a member lost their authenticator; an admin's own is turned off from My Account. */
    async reset(ctx: Context) {
      const id = parseId(ctx.params.id);
      if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
      const adminId = signedIn(ctx).user.id;
      if (id === adminId) throw badRequest(SECOND_FACTOR_TEXTS.notYourOwn);
      const name = await factors().resetForMember(adminId, id);
      ctx.body = ok(null, SECOND_FACTOR_TEXTS.reset(name));
    },

    /** POST /account/passkeys/options {currentPassword}: the browser's options to make a passkey for this account. */
    async passkeyOptions(ctx: Context) {
      const userId = await withPassword(ctx);
      noStore(ctx);
      ctx.body = ok(await passkeys().registrationOptions(userId, signedIn(ctx).sessionId));
    },

    /** POST /account/passkeys {name, credential}: the browser's answer; the first second step also answers recovery codes, shown once. */
    async addPasskey(ctx: Context) {
      const { user, sessionId } = signedIn(ctx);
      const { name, credential } = await validateBody<{ name: string; credential: PasskeyCredentialJSON }>(addPasskeySchema, ctx.request.body);
      const added = await passkeys().add(user.id, sessionId, name, credential);
      noStore(ctx);
      ctx.status = 201;
      ctx.body = ok(added, PASSKEY_TEXTS.added(name));
    },

    async renamePasskey(ctx: Context) {
      const id = passkeyId(ctx);
      const { name } = await validateBody<{ name: string }>(renamePasskeySchema, ctx.request.body);
      ctx.body = ok(await passkeys().rename(signedIn(ctx).user.id, id, name), PASSKEY_TEXTS.renamed);
    },

    /** POST /account/passkeys/{id}/remove {currentPassword}: answers the member's two-step state after it. */
    async removePasskey(ctx: Context) {
      const id = passkeyId(ctx);
      const userId = await withPassword(ctx);
      const name = await passkeys().remove(userId, id);
      noStore(ctx);
      ctx.body = ok(await factors().status(userId), PASSKEY_TEXTS.removed(name));
    },

    async newRecoveryCodes(ctx: Context) {
      const userId = await withPassword(ctx);
      noStore(ctx);
      ctx.body = ok(await factors().newRecoveryCodes(userId), SECOND_FACTOR_TEXTS.newRecoveryCodes);
    },
  };
};
