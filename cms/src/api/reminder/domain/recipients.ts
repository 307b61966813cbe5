import type { Core } from '@strapi/strapi';
import { NOTIFICATION_SETTING, type Channel, type RsvpStatus, type UserStatus, type VisitorStatus } from '@gro/config';
import { toE164 } from '../../../providers/sms';
import { apiService } from '../../services';
import { VISITOR_EVENT } from '../../../platform/db/links';

const eventLink = VISITOR_EVENT.as('l');

/** An occurrence a reminder is due for. */
type DueOccurrence = { eventId: number; date: string };

/**
 * Someone to remind, and through which channels. `key` names them in reminder_sends ('user:12',
 * 'visitor:7'); `userId` is set for members (their reminders carry an unsubscribe link for that
 * setting), `visitorId` for registered visitors (theirs carry the visitor's own link).
 */
export type ReminderRecipient = {
  key: string;
  userId: number | null;
  visitorId: number | null;
  firstname: string | null;
  email: string | null;
  /** E.164, for SMS. */
  phone: string | null;
  channels: Channel[];
};

/** Who is reminded of an occurrence: one source per kind of attendee. */
type RecipientSource = (strapi: Core.Strapi, occurrence: DueOccurrence) => Promise<ReminderRecipient[]>;

export const REMINDER_SETTING = NOTIFICATION_SETTING.eventReminders;

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
      'r.status': 'Going' satisfies RsvpStatus,
      'u.status': 'Active' satisfies UserStatus,
    })
    .whereRaw('u.blocked IS NOT TRUE')
    .select('u.id', 'u.email', 'u.firstname', 'u.phone_number');
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const settings = apiService(strapi, 'api::account.setting');
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
      visitorId: null,
      firstname: row.firstname,
      email: row.email,
      phone,
      channels,
    };
  });
};

/** The statuses of a visitor who is still a guest expected at the meeting they registered for. */
const REMINDED_VISITOR_STATUSES: readonly VisitorStatus[] = ['Registered', 'Attended', 'FollowedUp'];

type VisitorRow = { id: number; email: string; firstname: string | null };

/**
 * Guests registered for this occurrence (visitors), by email only: they gave a phone
 * number but never agreed to texts. Registered, Attended (an admin may mark them early) and
 * FollowedUp (an admin's follow-up does not cancel the registration) are reminded; Joined are not:
 * they are members now, and RSVP (and are reminded) as members. Nor a visitor who turned the
 * reminders off through their link (remindersOff).
 */
const registeredVisitors: RecipientSource = async (strapi, { eventId, date }) => {
  const rows: VisitorRow[] = await strapi.db
    .connection('visitors as v')
    .join(eventLink.table, eventLink.owner, 'v.id')
    .where({ [eventLink.target]: eventId, 'v.occurrence_date': date })
    .whereIn('v.status', REMINDED_VISITOR_STATUSES)
    .whereRaw('v.reminders_off IS NOT TRUE')
    .select('v.id', 'v.email', 'v.firstname');
  return rows.map((row) => {
    const id = Number(row.id);
    return {
      key: `visitor:${id}`,
      userId: null,
      visitorId: id,
      firstname: row.firstname,
      email: row.email,
      phone: null,
      channels: ['email'],
    };
  });
};

/** Every source of reminder recipients: members who said Going, and registered visitors. */
export const RECIPIENT_SOURCES: RecipientSource[] = [goingMembers, registeredVisitors];
