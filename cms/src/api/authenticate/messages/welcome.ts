import { COMPANY_NAME, formatTimeLabel } from '@gro/config';
import { layout } from '../../../notifications/layout';
import type { Mail } from '../../../providers/email';
import { formatFullDate } from '../../../platform/calendar/dates';
import { siteUrl } from '../../../platform/http/site-url';
import type { NextMeeting } from '../../event/services/event';

type Recipient = { email: string; firstname?: string | null };
type Place = { location: string | null; address: string | null; city: string | null; state: string | null; postalCode: string | null };
type Chapter = Place & { name: string; slug: string; dayOfWeek: string | null; timeStart: string | null; timeEnd: string | null };

/** '7:30 AM – 9:00 AM', just the start without an end, '' without a start (as the web shows times). */
function timeRange(start: string | null, end: string | null): string {
  const from = formatTimeLabel(start);
  const to = formatTimeLabel(end);
  return from && to ? `${from} – ${to}` : from;
}

/** 'The Whitney, 4421 Woodward Ave, Detroit, MI 48201': the parts that are known. */
function placeOf({ location, address, city, state, postalCode }: Place): string {
  const street = address?.trim() ?? '';
  const region = [state?.trim(), postalCode?.trim()].filter(Boolean).join(' ');
  // A street address often holds its city and region already: those are named once.
  const locality = [city?.trim(), region].filter((p): p is string => Boolean(p) && !street.includes(p!));
  return [location?.trim(), street, ...locality].filter(Boolean).join(', ');
}

function meetingLines(chapter: Chapter, meeting: NextMeeting | null): string[] {
  if (meeting) {
    const time = timeRange(meeting.timeStart, meeting.timeEnd);
    const place = placeOf(meeting);
    return [
      `${chapter.name}'s next meeting: ${meeting.title}.`,
      `When: ${formatFullDate(meeting.day)}${time ? `, ${time}` : ''}${meeting.recurringOn ? ` (every ${meeting.recurringOn})` : ''}.`,
      ...(place ? [`Where: ${place}.`] : []),
    ];
  }
  const usual = [chapter.dayOfWeek ? `every ${chapter.dayOfWeek}` : '', timeRange(chapter.timeStart, chapter.timeEnd)].filter(Boolean).join(', ');
  const place = placeOf(chapter);
  return [
    `${chapter.name} has no meeting on the calendar yet; its next one will show on your dashboard and the chapter page as soon as it is scheduled.`,
    ...(usual ? [`The chapter usually meets ${usual}${place ? ` at ${place}` : ''}.`] : []),
  ];
}

/** After sign-up: welcome, the member's chapter and its next meeting, and the company step that opens the portal. */
export function welcomeEmail(to: Recipient, chapter: Chapter, meeting: NextMeeting | null): Mail {
  return {
    to: to.email,
    subject: `Welcome to ${COMPANY_NAME}, ${to.firstname?.trim() || 'new member'}!`,
    ...layout({
      heading: `Welcome to ${COMPANY_NAME}`,
      paragraphs: [
        `Hello ${to.firstname?.trim() || 'there'},`,
        `Your ${COMPANY_NAME} account is ready, and your home chapter is ${chapter.name}.`,
        ...meetingLines(chapter, meeting),
        `Next step: in the member portal, create your company or ask to join it. Once you belong to a company, the portal opens your dashboard, your chapter's members and the member directory.`,
        `Chapter page: ${siteUrl(`/chapters/${encodeURIComponent(chapter.slug)}`)}`,
        'If you did not create this account, reply to this email and we will remove it.',
      ],
      action: { label: 'Open the member portal', url: siteUrl('/portal') },
    }),
  };
}
