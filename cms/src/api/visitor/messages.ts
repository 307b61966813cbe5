import { DateTime } from 'luxon';
import { COMPANY_NAME, type VisitorMeeting } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';
import { meetingWhen } from '../../platform/calendar/occurrences';

/** The guest as the mails name them. */
type Guest = {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  phoneExt: string | null;
  company: string | null;
  industry: string | null;
  heardFrom: string | null;
};
type ChapterRef = { id: number; name: string; slug: string };

/** The venue and its address: 'TechTown Detroit, 440 Burroughs St, Detroit, MI 48202'. */
const placeOf = (meeting: VisitorMeeting) => meeting.address || meeting.location || '';

const fullName = (g: Pick<Guest, 'firstname' | 'lastname'>) => `${g.firstname} ${g.lastname}`;

/**
 * To the guest who registered: the meeting's day, times (in the chapter's time zone) and place, with
 * the occurrence's .ics attached for their calendar.
 */
export function visitorConfirmationEmail(guest: Guest, chapter: ChapterRef, meeting: VisitorMeeting, ics: string): Mail {
  const place = placeOf(meeting);
  return {
    to: guest.email,
    subject: `You are registered: ${meeting.title}, ${DateTime.fromISO(meeting.start).setZone(meeting.timeZone).toFormat('LLLL d')}`,
    ...layout({
      heading: `See you at ${meeting.title}`,
      paragraphs: [
        `Hello ${guest.firstname},`,
        `Thank you for registering as a guest of ${chapter.name}. You are expected at:`,
        `${meeting.title}`,
        `When: ${meetingWhen(meeting)} (${meeting.timeZone})`,
        ...(place ? [`Where: ${place}`] : []),
        'The calendar file attached to this email adds the meeting to your calendar. Please arrive a few minutes early so we can introduce you.',
        `If you cannot come after all, simply reply to this email. — the ${chapter.name} team`,
      ],
      action: { label: 'See the chapter page', url: siteUrl(`/chapters/${encodeURIComponent(chapter.slug)}`) },
    }),
    attachments: [{ filename: 'meeting.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** To the chapter's email and to each administrator: who registered, for which meeting, and how to reach them. */
export function visitorNoticeEmail(to: string, guest: Guest, chapter: ChapterRef, meeting: VisitorMeeting): Mail {
  const name = fullName(guest);
  return {
    to,
    replyTo: { name, address: guest.email },
    subject: `New visitor for ${chapter.name}: ${name}`,
    ...layout({
      heading: `${name} is visiting ${chapter.name}`,
      paragraphs: [
        `${name} registered as a guest for ${meeting.title} on ${meetingWhen(meeting)}.`,
        `Email: ${guest.email}`,
        `Phone: ${guest.phoneNumber ?? ''}${guest.phoneExt ? ` ext. ${guest.phoneExt}` : ''}`,
        `Company: ${guest.company || '—'}`,
        `Industry: ${guest.industry || '—'}`,
        `Heard about us: ${guest.heardFrom || '—'}`,
        'Welcome them at the meeting, then follow them up in the member portal (the chapter\u2019s Visitors screen). Reply to this email to write to them.',
      ],
      action: { label: 'Open the visitors table', url: siteUrl(`/portal/my-chapter/${chapter.id}/visitors`) },
    }),
  };
}

/** "Become a member": the sign-up link opens with the chapter chosen and the guest's email filled in. */
export function visitorInvitationEmail(guest: Pick<Guest, 'firstname' | 'email'>, chapter: ChapterRef): Mail {
  const url = siteUrl(`/signup?chapter=${encodeURIComponent(chapter.slug)}&email=${encodeURIComponent(guest.email)}`);
  return {
    to: guest.email,
    subject: `Become a member of ${chapter.name}`,
    ...layout({
      heading: `Join ${chapter.name}`,
      paragraphs: [
        `Hello ${guest.firstname},`,
        `Thank you for visiting ${chapter.name}. We would be glad to have you as a member of ${COMPANY_NAME}: members meet every week, share referrals and appear in the member directory.`,
        'The link below opens the sign-up form with your chapter already chosen. It takes two minutes.',
        'If you have questions first, reply to this email.',
      ],
      action: { label: 'Become a member', url },
    }),
  };
}
