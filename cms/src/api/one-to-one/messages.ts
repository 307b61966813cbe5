import { COMPANY_NAME, SITE_PATHS } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';

type Recipient = { email: string; firstname?: string | null };
/** A one-to-one as the emails tell it: who proposed it, when (as people read it, in its time zone) and where. */
type Meeting = { proposerName: string; when: string; timeZone: string; place: string };

const hello = (to: Recipient) => `Hello ${to.firstname?.trim() || 'there'},`;
const settingLine = `You get this email because "Referrals and one-to-ones" is on in your ${COMPANY_NAME} notification settings.`;

/**
 * To the invitee of a proposed one-to-one (POST /one-to-one), under the 'referrals' setting (with its
 * unsubscribe link): who proposes it, when and where, the .ics attached for their calendar, and the
 * page where they confirm it once it has happened.
 */
export function oneToOneInvitationEmail(to: Recipient, meeting: Meeting, ics: string): Mail {
  return {
    to: to.email,
    subject: `${meeting.proposerName} proposes a one-to-one on ${meeting.when}`,
    ...layout({
      heading: `A one-to-one with ${meeting.proposerName}`,
      paragraphs: [
        hello(to),
        `${meeting.proposerName} would like to meet you one-to-one.`,
        `When: ${meeting.when} (${meeting.timeZone})`,
        `Where: ${meeting.place}`,
        'The calendar file attached to this email adds the meeting to your calendar. Once you have met, confirm it on your one-to-ones page: it then counts for both of you.',
        settingLine,
        `— the ${COMPANY_NAME} team`,
      ],
      action: { label: 'See your one-to-ones', url: siteUrl(SITE_PATHS.portal.oneToOnes) },
    }),
    attachments: [{ filename: 'one-to-one.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** To the other participant when one cancels a proposed one-to-one (PUT /one-to-one/{id}/cancel), under the same setting. */
export function oneToOneCancelledEmail(to: Recipient, byName: string, meeting: Omit<Meeting, 'proposerName'>): Mail {
  return {
    to: to.email,
    subject: `${byName} cancelled your one-to-one on ${meeting.when}`,
    ...layout({
      heading: 'One-to-one cancelled',
      paragraphs: [
        hello(to),
        `${byName} cancelled the one-to-one planned for ${meeting.when} (${meeting.timeZone}) at ${meeting.place}.`,
        'You can propose another one from their profile whenever it suits you both.',
        settingLine,
        `— the ${COMPANY_NAME} team`,
      ],
      action: { label: 'See your one-to-ones', url: siteUrl(SITE_PATHS.portal.oneToOnes) },
    }),
  };
}
