import type { Core } from '@strapi/strapi';
import { NOTIFICATION_SETTING, UNSUBSCRIBE_MESSAGES, type UnsubscribePreview } from '@gro/config';
import { readUnsubscribeToken, readVisitorUnsubscribeToken, type UnsubscribeClaim } from '../../../auth/unsubscribe-token';
import { badRequest } from '../../../platform/http/http-errors';
import { apiService } from '../../services';

/** A visitor's link turns off their event reminders, the only notices a visitor gets. */
const REMINDER_SETTING = NOTIFICATION_SETTING.eventReminders;

const DEFINITION = 'api::setting.setting';
const USER = 'plugin::users-permissions.user';
const VISITOR = 'api::visitor.visitor';

/** What a link turns off: a member's setting on a channel, or a registered visitor's reminders (by email). */
type Checked = { kind: 'member'; claim: UnsubscribeClaim; label: string } | { kind: 'visitor'; visitorId: number; label: string; off: boolean };

/**
 * Unsubscribe links: a signed token turns one notification setting off on one channel
 * for its member, or the event reminders off for a registered visitor (their registration's
 * remindersOff), without signing in. A token that does not verify, or whose member, visitor or
 * setting is gone, is a 400 (the same answer for each, so a token tells nothing about accounts).
 */
const unsubscribeService = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => apiService(strapi, 'api::account.setting');
  const invalid = () => badRequest(UNSUBSCRIBE_MESSAGES.tokenInvalid);

  async function labelOf(key: string): Promise<string> {
    const definition = await strapi.db.query(DEFINITION).findOne({ where: { key }, select: ['id', 'label'] });
    if (!definition) throw invalid();
    return String(definition.label);
  }

  async function check(token: string): Promise<Checked> {
    const visitorId = readVisitorUnsubscribeToken(token);
    if (visitorId !== null) {
      const [visitor, label] = await Promise.all([
        strapi.db.query(VISITOR).findOne({ where: { id: visitorId }, select: ['id', 'remindersOff'] }),
        labelOf(REMINDER_SETTING),
      ]);
      if (!visitor) throw invalid();
      return { kind: 'visitor', visitorId, label, off: visitor.remindersOff === true };
    }
    const claim = readUnsubscribeToken(token);
    if (!claim) throw invalid();
    const [user, label] = await Promise.all([strapi.db.query(USER).findOne({ where: { id: claim.userId }, select: ['id', 'status'] }), labelOf(claim.key)]);
    if (!user || user.status === 'Deleted') throw invalid();
    return { kind: 'member', claim, label };
  }

  return {
    /** GET /unsubscribe?token=: what the link turns off, and whether it is already off. */
    async preview(token: string): Promise<UnsubscribePreview> {
      const checked = await check(token);
      if (checked.kind === 'visitor') {
        return { audience: 'visitor', setting: { key: REMINDER_SETTING, label: checked.label }, channel: 'email', off: checked.off };
      }
      const { claim, label } = checked;
      const on = await settings().allows(claim.userId, claim.key, claim.channel);
      return {
        audience: 'member',
        setting: { key: claim.key, label },
        channel: claim.channel,
        off: !on,
      };
    },

    /** POST /unsubscribe: turns the setting (a visitor's reminders) off on the channel (again is harmless). */
    async apply(token: string): Promise<UnsubscribePreview> {
      const checked = await check(token);
      if (checked.kind === 'visitor') {
        await strapi.db.query(VISITOR).update({ where: { id: checked.visitorId }, data: { remindersOff: true } });
        return { audience: 'visitor', setting: { key: REMINDER_SETTING, label: checked.label }, channel: 'email', off: true };
      }
      const { claim, label } = checked;
      await settings().set(claim.userId, claim.key, claim.channel, false);
      return {
        audience: 'member',
        setting: { key: claim.key, label },
        channel: claim.channel,
        off: true,
      };
    },
  };
};

export type UnsubscribeService = ReturnType<typeof unsubscribeService>;
export default unsubscribeService;
