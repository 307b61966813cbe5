import { DateTime } from 'luxon';
import { COMPANY_NAME, MEETING_CANCELLED_TEXTS, type MyMeeting } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';
import { meetingWhen } from '../../platform/calendar/occurrences';

/** The member who sends a substitute, as the mail names them. */
type Member = { firstname: string; lastname: string; email: string };

/** The day of a meeting as a message names it: 'Tuesday, December 8'. */
export const meetingDay = (meeting: Pick<MyMeeting, 'start' | 'timeZone'>) => DateTime.fromISO(meeting.start).setZone(meeting.timeZone).toFormat('cccc, LLLL d');

/**
 * To the substitute a member sends to a meeting in their place: who asked, the meeting's day, times
 * (in the chapter's zone) and place, with the occurrence's .ics for their calendar. A reply reaches
 * the member.
 */
export function substituteInvitationEmail(member: Member, substitute: { name: string; email: string }, meeting: MyMeeting, place: string, ics: string): Mail {
  const memberName = `${member.firstname} ${member.lastname}`.trim();
  return {
    to: substitute.email,
    replyTo: { name: memberName, address: member.email },
    subject: `${memberName} asks you to attend ${meeting.title} on ${meetingDay(meeting)}`,
    ...layout({
      heading: `You are ${memberName}’s substitute`,
      paragraphs: [
        `Hello ${substitute.name},`,
        `${memberName} cannot attend a meeting of ${meeting.chapter.name}, a chapter of ${COMPANY_NAME}, and has named you to attend in their place:`,
        `${meeting.title}`,
        `When: ${meetingWhen(meeting)} (${meeting.timeZone})`,
        ...(place ? [`Where: ${place}`] : []),
        'The calendar file attached to this email adds the meeting to your calendar. At the door, tell the chapter’s leaders whose substitute you are.',
        `Questions about the meeting? Reply to this email to write to ${memberName}.`,
      ],
      action: { label: `About ${COMPANY_NAME}`, url: siteUrl('/') },
    }),
    attachments: [{ filename: 'meeting.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** Someone outside the chapter's notice who was expected at a cancelled occurrence: a registered guest, a named substitute, a member of another chapter who said they are going. */
export type ExpectedGuest = { name: string; email: string };

/**
 * To a guest expected at an occurrence a leader cancelled: which meeting, why, and a calendar file
 * that marks it cancelled (the same UID as the file they were sent, STATUS:CANCELLED).
 */
export function meetingCancelledGuestEmail(guest: ExpectedGuest, meeting: { title: string; chapter: string; chapterSlug: string; start: string; timeZone: string }, reason: string, ics: string): Mail {
  const day = meetingDay(meeting);
  return {
    to: guest.email,
    subject: MEETING_CANCELLED_TEXTS.subject(meeting.title, day),
    ...layout({
      heading: MEETING_CANCELLED_TEXTS.heading(meeting.title),
      paragraphs: [
        `Hello ${guest.name || 'there'},`,
        MEETING_CANCELLED_TEXTS.guestIntro(meeting.title, day, meeting.chapter),
        MEETING_CANCELLED_TEXTS.reason(reason),
        MEETING_CANCELLED_TEXTS.guestNext,
        MEETING_CANCELLED_TEXTS.calendarHint,
      ],
      action: { label: MEETING_CANCELLED_TEXTS.guestAction, url: siteUrl(`/chapters/${meeting.chapterSlug}`) },
    }),
    attachments: [{ filename: 'meeting.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}
