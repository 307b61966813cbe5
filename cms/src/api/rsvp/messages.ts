import { COMPANY_NAME } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';

type Recipient = { email: string; firstname?: string | null };

/**
 * A seat freed up and the member, first on the waitlist, now has it (PUT /event/{id}/rsvp, a
 * Going member said Not going). A notice under the 'event-reminders' setting (with its unsubscribe link).
 */
export function rsvpPromotedEmail(to: Recipient, event: { id: number; title: string; location: string | null }, when: string): Mail {
  return {
    to: to.email,
    subject: `A seat opened up: you are going to ${event.title}`,
    ...layout({
      heading: `You are going to ${event.title}`,
      paragraphs: [
        `Hello ${to.firstname?.trim() || 'there'},`,
        `A seat opened up at ${event.title} on ${when}${event.location ? `, ${event.location}` : ''}, and you were next on the waitlist: your seat is saved.`,
        `If you can no longer come, please answer Not going so the next member on the waitlist gets the seat.`,
        `You get this email because "Event reminders" is on in your ${COMPANY_NAME} notification settings.`,
        `— the ${COMPANY_NAME} team`,
      ],
      action: { label: 'See the event', url: siteUrl(`/events/${event.id}`) },
    }),
  };
}
