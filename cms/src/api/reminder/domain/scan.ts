import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { REMINDER_SCAN_EVERY_MINUTES, type Channel, type EventType } from '@gro/config';
import { reminderEmail, reminderSms, type ReminderSubject } from '../messages';
import { unsubscribePageUrl, withUnsubscribe, withVisitorUnsubscribe } from '../../../notifications/unsubscribe';
import { sendMailInBackground } from '../../../notifications';
import { sendSmsInBackground } from '../../../notifications';
import { documentId } from '../../../platform/db/document-id';
import { now } from '../../../platform/db/clock';
import { upcomingOccurrences, zoneOf } from '../../../platform/calendar/occurrences';
import { cancelledDatesOf } from '../../../platform/calendar/cancellations';
import { RECIPIENT_SOURCES, REMINDER_SETTING, type ReminderRecipient } from './recipients';
import { apiService } from '../../services';

const EVENT = 'api::event.event';
const HOUR_MS = 60 * 60 * 1000;
/**
 * How far back a scan looks: three scan periods, so a late or missed scan (a restart, a slow
 * queue) still sends what fell due; overlapping windows send nothing twice (reminder_sends).
 */
const WINDOW_MS = 3 * REMINDER_SCAN_EVERY_MINUTES * 60 * 1000;

type EventRow = {
  id: number;
  title: string;
  type: EventType;
  date: string | null;
  dayOfWeek: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  location: string | null;
  address: string | null;
  city: string | null;
  chapter?: { name?: string | null; timeZone?: string | null } | null;
};

type Send = {
  eventId: number;
  date: string;
  hours: number;
  channel: Channel;
  recipient: string;
};

/**
 * Records the reminder in reminder_sends and queues its message, in one transaction: the insert
 * is ON CONFLICT DO NOTHING on the unique (event, date, hours, channel, recipient), so of two scans
 * (two replicas, or overlapping windows) exactly one queues it; a failure queues nothing and the
 * next scan tries again. True when this call queued it.
 */
async function sendOnce(strapi: Core.Strapi, send: Send, queue: () => Promise<void>): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    const stamp = new Date();
    const rows: unknown[] = await trx('reminder_sends')
      .insert({
        document_id: documentId(),
        event_id: send.eventId,
        occurrence_date: send.date,
        hours: send.hours,
        channel: send.channel,
        recipient: send.recipient,
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
      })
      .onConflict(['event_id', 'occurrence_date', 'hours', 'channel', 'recipient'])
      .ignore()
      .returning('id');
    if (rows.length === 0) return false;
    await queue();
    return true;
  });
}

const whereOf = (event: EventRow): string | null =>
  [event.location, event.address, event.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ') ||
  event.chapter?.name?.trim() ||
  null;

async function remind(strapi: Core.Strapi, subject: ReminderSubject, date: string, hours: number, recipient: ReminderRecipient): Promise<number> {
  let queued = 0;
  const base = {
    eventId: subject.event.id,
    date,
    hours,
    recipient: recipient.key,
  };
  if (recipient.channels.includes('email') && recipient.email) {
    const plain = reminderEmail({ email: recipient.email, firstname: recipient.firstname, guest: recipient.visitorId !== null }, subject);
    const mail =
      recipient.userId !== null
        ? withUnsubscribe(plain, recipient.userId, REMINDER_SETTING)
        : recipient.visitorId !== null
          ? withVisitorUnsubscribe(plain, recipient.visitorId, REMINDER_SETTING)
          : plain;
    if (await sendOnce(strapi, { ...base, channel: 'email' }, () => sendMailInBackground(strapi, mail))) queued += 1;
  }
  if (recipient.channels.includes('sms') && recipient.phone && recipient.userId !== null) {
    const body = reminderSms(subject, unsubscribePageUrl(recipient.userId, REMINDER_SETTING, 'sms'));
    const to = recipient.phone;
    if (await sendOnce(strapi, { ...base, channel: 'sms' }, () => sendSmsInBackground(strapi, { to, body }))) queued += 1;
  }
  return queued;
}

/**
 * The 'reminders.scan' job: for each reminder time H, the occurrences starting in
 * (now + H - window, now + H], and for each of them a reminder to every recipient of every source
 * (RECIPIENT_SOURCES), once per occurrence, H, channel and recipient. `now` is the server's clock
 * (platform/db/clock), which tests move. Returns how many messages this scan queued.
 */
export async function scanReminders(strapi: Core.Strapi): Promise<number> {
  const at = now();
  const { hours } = await apiService(strapi, 'api::reminder.reminder-schedule').get();
  const latest = at + Math.max(...hours) * HOUR_MS;
  const earliest = at + Math.min(...hours) * HOUR_MS - WINDOW_MS;
  // One-time events within a day of the windows (time zones), and every recurring meeting.
  const fromDay = DateTime.fromMillis(earliest).minus({ days: 1 }).toISODate();
  const toDay = DateTime.fromMillis(latest).plus({ days: 1 }).toISODate();
  const events = (await strapi.db.query(EVENT).findMany({
    where: {
      $or: [{ type: 'Recurring' satisfies EventType }, { type: 'Once' satisfies EventType, date: { $gte: fromDay, $lte: toDay } }],
    },
    select: ['id', 'title', 'type', 'date', 'dayOfWeek', 'timeStart', 'timeEnd', 'location', 'address', 'city'],
    populate: { chapter: { select: ['name', 'timeZone'] } },
  })) as EventRow[];
  // A meeting a leader cancelled is not reminded of.
  const cancelled = await cancelledDatesOf(strapi, events.map((e) => e.id), fromDay as string);
  let queued = 0;
  for (const h of hours) {
    const from = at + h * HOUR_MS - WINDOW_MS;
    const to = at + h * HOUR_MS;
    for (const event of events) {
      const zone = zoneOf(event.chapter);
      for (const occurrence of upcomingOccurrences(event, zone, new Date(from), 2).filter((o) => o.start.getTime() <= to && !cancelled.get(event.id)?.has(o.date))) {
        const subject: ReminderSubject = {
          event: { id: event.id, title: event.title },
          start: occurrence.start,
          zone,
          where: whereOf(event),
        };
        for (const source of RECIPIENT_SOURCES) {
          for (const recipient of await source(strapi, {
            eventId: event.id,
            date: occurrence.date,
          })) {
            try {
              queued += await remind(strapi, subject, occurrence.date, h, recipient);
            } catch (err) {
              strapi.log.warn(
                `Reminders: ${event.title} on ${occurrence.date} to ${recipient.key} not queued (the next scan tries again): ${(err as Error).message}`,
              );
            }
          }
        }
      }
    }
  }
  if (queued > 0) strapi.log.info(`Reminders: queued ${queued} message(s)`);
  return queued;
}
