import { VISITOR_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { TicketIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { useVisitorMeeting } from '../api/visitor-meeting';
import { GUEST_VISIT_ANCHOR, guestVisitPath } from '../utils/guest-visit-anchor';
import { meetingWhen } from '../utils/meeting-when';

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface GuestVisitLinkProps {
  slug: string;
  /** On an event's page: says which meeting guests register for when it is not this event. */
  eventId?: number;
  /** On the chapter page itself: jump down the page instead of opening it (small, as Meeting Info's other buttons). */
  samePage?: boolean;
}

/**
 * 'Visit as a guest', a link to the chapter page's guest form (GET /chapter/{slug}/visitor, the
 * same read as the form): shown only while there is a meeting to register for.
 */
export function GuestVisitLink({ slug, eventId, samePage = false }: GuestVisitLinkProps) {
  const { data: meeting } = useVisitorMeeting(slug);
  if (!meeting) return null;
  return (
    <div>
      <ButtonLink to={samePage ? `#${GUEST_VISIT_ANCHOR}` : guestVisitPath(slug)} variant="secondary" size={samePage ? 'sm' : 'md'} block>
        <TicketIcon size={samePage ? 16 : 18} />
        {VISITOR_TEXTS.formTitle}
      </ButtonLink>
      {eventId !== undefined && meeting.eventId !== eventId && <Note>{VISITOR_TEXTS.guestMeetingIs(meeting.title, meetingWhen(meeting))}</Note>}
    </div>
  );
}
