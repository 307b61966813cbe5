import type { Core } from '@strapi/strapi';
import { UNSUBSCRIBE_MESSAGES, type UnsubscribePreview } from '@gro/config';
import { readUnsubscribeToken, type UnsubscribeClaim } from '../../../auth/unsubscribe-token';
import { badRequest } from '../../../utils/http-errors';
import type { SettingService } from '../../account/services/setting';

const DEFINITION = 'api::setting.setting';
const USER = 'plugin::users-permissions.user';

/**
 * Unsubscribe links (issue 15): a signed token turns one notification setting off on one channel
 * for its member, without signing in. A token that does not verify, or whose member or setting is
 * gone, is a 400 (the same answer for each, so a token tells nothing about accounts).
 */
const unsubscribeService = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => strapi.service('api::account.setting') as SettingService;

  async function check(token: string): Promise<{ claim: UnsubscribeClaim; label: string }> {
    const claim = readUnsubscribeToken(token);
    if (!claim) throw badRequest(UNSUBSCRIBE_MESSAGES.tokenInvalid);
    const [user, definition] = await Promise.all([
      strapi.db.query(USER).findOne({ where: { id: claim.userId }, select: ['id', 'status'] }),
      strapi.db.query(DEFINITION).findOne({ where: { key: claim.key }, select: ['id', 'label'] }),
    ]);
    if (!user || user.status === 'Deleted' || !definition) throw badRequest(UNSUBSCRIBE_MESSAGES.tokenInvalid);
    return { claim, label: String(definition.label) };
  }

  return {
    /** GET /unsubscribe?token=: what the link turns off, and whether it is already off. */
    async preview(token: string): Promise<UnsubscribePreview> {
      const { claim, label } = await check(token);
      const on = await settings().allows(claim.userId, claim.key, claim.channel);
      return {
        setting: { key: claim.key, label },
        channel: claim.channel,
        off: !on,
      };
    },

    /** POST /unsubscribe: turns the setting off on the channel (again is harmless). */
    async apply(token: string): Promise<UnsubscribePreview> {
      const { claim, label } = await check(token);
      await settings().set(claim.userId, claim.key, claim.channel, false);
      return {
        setting: { key: claim.key, label },
        channel: claim.channel,
        off: true,
      };
    },
  };
};

export type UnsubscribeService = ReturnType<typeof unsubscribeService>;
export default unsubscribeService;
