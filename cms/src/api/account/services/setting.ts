import type { Core } from '@strapi/strapi';
import type { AccountSetting, Channel, NotificationSettingKey } from '@gro/config';

const DEFINITION = 'api::setting.setting';
const CHOICE = 'api::user-setting.user-setting';

type DefinitionRow = { id: number; key: string; label: string; description: string | null; email: boolean | null; sms: boolean | null };
type ChoiceRow = { email: boolean | null; sms: boolean | null; setting: { id: number } | null };

/** A member's notification settings: every definition, with their choice or its default. */
const settingService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(userId: number): Promise<AccountSetting[]> {
    const [definitions, choices]: [DefinitionRow[], ChoiceRow[]] = await Promise.all([
      strapi.db.query(DEFINITION).findMany({ select: ['id', 'key', 'label', 'description', 'email', 'sms'], orderBy: [{ order: 'asc' }, { id: 'asc' }] }),
      strapi.db.query(CHOICE).findMany({ where: { user: { id: userId } }, select: ['email', 'sms'], populate: { setting: { select: ['id'] } } }),
    ]);
    const bySetting = new Map<number, ChoiceRow>();
    for (const c of choices) if (c.setting) bySetting.set(c.setting.id, c);
    return definitions.map((d) => {
      const choice = bySetting.get(d.id);
      return {
        setting: { key: d.key, label: d.label, description: d.description ?? null },
        email: choice ? Boolean(choice.email) : Boolean(d.email),
        sms: choice ? Boolean(choice.sms) : Boolean(d.sms),
      };
    });
  },

  /**
   * Whether the member wants notifications of `key` on `channel`: their own choice, else the
   * definition's default. A key staff removed no longer silences anything (true).
   */
  async allows(userId: number, key: NotificationSettingKey, channel: Channel): Promise<boolean> {
    const definition: DefinitionRow | null = await strapi.db.query(DEFINITION).findOne({ where: { key }, select: ['id', 'email', 'sms'] });
    if (!definition) return true;
    const choice: Omit<ChoiceRow, 'setting'> | null = await strapi.db
      .query(CHOICE)
      .findOne({ where: { user: { id: userId }, setting: { id: definition.id } }, select: ['email', 'sms'] });
    return Boolean((choice ?? definition)[channel]);
  },

  /** Of `userIds`, those who want notifications of `key` on `channel` (as `allows`, in two queries). */
  async allowedAmong(userIds: number[], key: NotificationSettingKey, channel: Channel): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const definition: DefinitionRow | null = await strapi.db.query(DEFINITION).findOne({ where: { key }, select: ['id', 'email', 'sms'] });
    if (!definition) return new Set(userIds);
    const choices: { email: boolean | null; sms: boolean | null; user: { id: number } | null }[] = await strapi.db.query(CHOICE).findMany({
      where: { user: { id: { $in: userIds } }, setting: { id: definition.id } },
      select: ['email', 'sms'],
      populate: { user: { select: ['id'] } },
    });
    const chosen = new Map<number, boolean>();
    for (const c of choices) if (c.user) chosen.set(c.user.id, Boolean(c[channel]));
    return new Set(userIds.filter((id) => chosen.get(id) ?? Boolean(definition[channel])));
  },

  /** Sets one cell; null when the key is unknown. */
  async set(userId: number, key: string, channel: Channel, value: boolean): Promise<AccountSetting | null> {
    const definition = await strapi.db.query(DEFINITION).findOne({ where: { key }, select: ['id', 'key', 'label', 'description', 'email', 'sms'] });
    if (!definition) return null;
    const existing = await strapi.db.query(CHOICE).findOne({ where: { user: { id: userId }, setting: { id: definition.id } }, select: ['id', 'email', 'sms'] });
    // A new choice and its links commit together: a crash in between must not leave a choice of nobody.
    const row = existing
      ? await strapi.db.query(CHOICE).update({ where: { id: existing.id }, data: { [channel]: value } })
      : await strapi.db.transaction(() =>
          strapi.db.query(CHOICE).create({
            data: { user: userId, setting: definition.id, email: Boolean(definition.email), sms: Boolean(definition.sms), [channel]: value },
          }),
        );
    return {
      setting: { key: definition.key, label: definition.label, description: definition.description ?? null },
      email: Boolean(row.email),
      sms: Boolean(row.sms),
    };
  },
});

export type SettingService = ReturnType<typeof settingService>;
export default settingService;
