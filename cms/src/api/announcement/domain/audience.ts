import type { Core } from '@strapi/strapi';
import { PAYING_SUBSCRIPTION_STATUSES, type UserStatus } from '@gro/config';
import { SUBSCRIPTION_USER, USER_CHAPTER } from '../../../platform/db/links';
import { toE164 } from '../../../providers/sms';
import { apiService } from '../../services';
import type { AnnouncementRow } from './delivery';

/** A member an announcement is for, and whether their setting lets each channel carry it. */
export type Recipient = { userId: number; email: string | null; phone: string | null; byEmail: boolean; bySms: boolean };

const PAGE = 1000;
const chapterLink = USER_CHAPTER.as('l');
const subscriptionLink = SUBSCRIPTION_USER.as('sl');

/**
 * The announcement's audience, a page at a time in id order: the Active, verified, not blocked
 * members of its chapter (of every chapter when it has none), each with what their setting
 * (the announcement's settingKey) allows. Members whose setting is off on both channels are in it
 * too: their delivery is 'skipped' and their notification centre still gets it. A newsletter for
 * 'subscribers' keeps those with a live subscription (PAYING_SUBSCRIPTION_STATUSES).
 */
export async function* audienceOf(strapi: Core.Strapi, announcement: Pick<AnnouncementRow, 'chapter_id' | 'setting_key' | 'audience'>): AsyncGenerator<Recipient[]> {
  const settings = apiService(strapi, 'api::account.setting');
  let after = 0;
  for (;;) {
    const q = strapi.db
      .connection('up_users as u')
      .where('u.status', 'Active' satisfies UserStatus)
      .where('u.confirmed', true)
      .whereRaw('u.blocked IS NOT TRUE')
      .where('u.id', '>', after)
      .orderBy('u.id')
      .limit(PAGE)
      .select('u.id', 'u.email', 'u.phone_number');
    if (announcement.chapter_id !== null) q.join(chapterLink.table, chapterLink.owner, 'u.id').where(chapterLink.target, announcement.chapter_id);
    if (announcement.audience === 'subscribers') {
      q.whereExists((sub) =>
        sub
          .from(subscriptionLink.table)
          .join('subscriptions as s', 's.id', subscriptionLink.owner)
          .whereRaw(`${subscriptionLink.target} = u.id`)
          .whereIn('s.status', [...PAYING_SUBSCRIPTION_STATUSES]),
      );
    }
    const rows = (await q) as { id: number; email: string | null; phone_number: string | null }[];
    if (rows.length === 0) return;
    const ids = rows.map((r) => Number(r.id));
    const [byEmail, bySms] = await Promise.all([settings.allowedAmong(ids, announcement.setting_key, 'email'), settings.allowedAmong(ids, announcement.setting_key, 'sms')]);
    yield rows.map((row) => ({
      userId: Number(row.id),
      email: row.email,
      phone: toE164(row.phone_number),
      byEmail: byEmail.has(Number(row.id)),
      bySms: bySms.has(Number(row.id)),
    }));
    after = ids[ids.length - 1]!;
    if (rows.length < PAGE) return;
  }
}
