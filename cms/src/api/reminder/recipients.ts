import type { Core } from '@strapi/strapi';
import type { Channel } from '@gro/config';
import type { SettingService } from '../account/services/setting';
import { toE164 } from '../../providers/sms';

/** An occurrence a reminder is due for. */
type DueOccurrence = { eventId: number; date: string };

/**
 * Someone to remind, and through which channels. `key` names them in reminder_sends ('user:12');
 * `userId` is set for members (their reminders carry an unsubscribe link for that setting).
 */
export type ReminderRecipient = {
  key: string;
  userId: number | null;
  firstname: string | null;
  email: string | null;
  /** E.164, for SMS. */
  phone: string | null;
  channels: Channel[];
};

/** Who is reminded of an occurrence: one source per kind of attendee. */
type RecipientSource = (strapi: Core.Strapi, occurrence: DueOccurrence) => Promise<ReminderRecipient[]>;

export const REMINDER_SETTING = 'event-reminders';

type MemberRow = {
  id: number;
  email: string | null;
  firstname: string | null;
  phone_number: string | null;
};

/**
 * Members who said Going (not waitlisted, not Not going), Active and not blocked: by email when
 * their 'event-reminders' email setting is on, by SMS when its SMS setting is on and they have a
 * phone number that can receive one.
 */
const goingMembers: RecipientSource = async (strapi, { eventId, date }) => {
  const rows: MemberRow[] = await strapi.db
    .connection('rsvps as r')
    .join('up_users as u', 'u.id', 'r.user_id')
    .where({
      'r.event_id': eventId,
      'r.occurrence_date': date,
      'r.status': 'Going',
      'u.status': 'Active',
    })
    .whereRaw('u.blocked IS NOT TRUE')
    .select('u.id', 'u.email', 'u.firstname', 'u.phone_number');
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const settings = strapi.service('api::account.setting') as SettingService;
  const [byEmail, bySms] = await Promise.all([settings.allowedAmong(ids, REMINDER_SETTING, 'email'), settings.allowedAmong(ids, REMINDER_SETTING, 'sms')]);
  return rows.map((row) => {
    const id = Number(row.id);
    const phone = toE164(row.phone_number);
    const channels: Channel[] = [];
    if (row.email && byEmail.has(id)) channels.push('email');
    if (phone && bySms.has(id)) channels.push('sms');
    return {
      key: `user:${id}`,
      userId: id,
      firstname: row.firstname,
      email: row.email,
      phone,
      channels,
    };
  });
};

/**
 * Every source of reminder recipients. Registered visitors of a chapter meeting (issue 15's
 * visitors) join here as one more source returning `visitor:<id>` recipients.
 */
export const RECIPIENT_SOURCES: RecipientSource[] = [goingMembers];
