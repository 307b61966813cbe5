import { DateTime } from 'luxon';
import { COMPANY_NAME } from '@gro/config';
import { layout } from '../../notifications/layout';
import { occurrenceWhen } from '../../platform/calendar/occurrences';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';

/** What a reminder is about: an occurrence of an event, in its chapter's time zone. */
export type ReminderSubject = {
  event: { id: number; title: string };
  start: Date;
  zone: string;
  /** Where: the event's place and address, or its chapter's name; null when nothing is known. */
  where: string | null;
};

/** `guest`: a registered visitor (no account, no RSVP to change). */
type Recipient = { email: string; firstname?: string | null; guest?: boolean };

/** The email reminder: what, when (in the chapter's time zone), where, and the event's page. */
export function reminderEmail(to: Recipient, { event, start, zone, where }: ReminderSubject): Mail {
  const when = occurrenceWhen(start, zone);
  return {
    to: to.email,
    subject: `Reminder: ${event.title}, ${when}`,
    ...layout({
      heading: `${event.title} is coming up`,
      paragraphs: [
        `Hello ${to.firstname?.trim() || 'there'},`,
        to.guest ? `You registered to attend ${event.title} as a guest. A reminder of when and where:` : `You said you are going to ${event.title}. A reminder of when and where:`,
        `When: ${when}`,
        `Where: ${where ?? 'see the event page'}`,
        to.guest
          ? 'We look forward to meeting you.'
          : 'If you can no longer come, please answer Not going on the event page so your seat goes to someone else.',
        `— the ${COMPANY_NAME} team`,
      ],
      action: { label: 'See the event', url: siteUrl(`/events/${event.id}`) },
    }),
  };
}

const SMS_LENGTH = 160;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`);

/**
 * The SMS reminder: one segment (160 characters) where it fits, with Twilio's STOP keyword and the
 * unsubscribe link. The title comes first (at least 20 characters of it); the place only where room is left.
 */
export function reminderSms({ event, start, zone, where }: ReminderSubject, unsubscribeUrl: string): string {
  const when = DateTime.fromJSDate(start).setZone(zone).toFormat('ccc LLL d, h:mm a ZZZZ');
  const tail = ` Opt out: reply STOP or ${unsubscribeUrl}`;
  const head = `${COMPANY_NAME}: `;
  const fixed = head.length + `, ${when}.`.length + tail.length;
  const room = SMS_LENGTH - fixed;
  const title = clip(event.title, Math.max(20, room));
  const left = room - title.length;
  const place = where && left >= 12 ? ` at ${clip(where, left - 4)}` : '';
  return `${head}${title}, ${when}${place}.${tail}`;
}
