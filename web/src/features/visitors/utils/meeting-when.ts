import type { VisitorMeeting } from '@gro/config';

/** The meeting's day and start in the chapter's time zone, as the chapter page shows it: 'Thursday, December 3 at 6:00 PM PST'. */
export function meetingWhen({ start, timeZone }: Pick<VisitorMeeting, 'start' | 'timeZone'>): string {
  const at = new Date(start);
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(at);
  return `${day} at ${time}`;
}
