import { VISITOR_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { useVisitorMeeting } from '../api/visitor-meeting';
import { formatDayTime } from '@/lib/format';

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Under an event page's 'Visit as a guest': which meeting guests register for, when the chapter's
 * next one (the guest form's) is not this event; nothing when it is, or while it loads.
 */
export function GuestMeetingNote({ slug, eventId }: { slug: string; eventId: number }) {
  const { data: meeting } = useVisitorMeeting(slug);
  if (!meeting || meeting.eventId === eventId) return null;
  return <Note>{VISITOR_TEXTS.guestMeetingIs(meeting.title, formatDayTime(meeting.start, meeting.timeZone))}</Note>;
}
