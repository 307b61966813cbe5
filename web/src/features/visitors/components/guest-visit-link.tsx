import { VISITOR_TEXTS } from '@gro/config/screens';
import { TicketIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { useVisitorMeeting } from '../api/visitor-meeting';
import { GUEST_VISIT_ANCHOR, guestVisitPath } from '../utils/guest-visit-anchor';

interface GuestVisitLinkProps {
  slug: string;
  /** An event's page: only when the guest form registers for this event (the chapter's next meeting is one of its dates). */
  eventId?: number;
  /** On the chapter page itself: jump down the page instead of opening it. */
  samePage?: boolean;
}

/**
 * 'Visit as a guest', a link to the chapter page's guest form (GET /chapter/{slug}/visitor, the
 * same read as the form): shown only while there is a meeting to register for.
 */
export function GuestVisitLink({ slug, eventId, samePage = false }: GuestVisitLinkProps) {
  const { data: meeting } = useVisitorMeeting(slug);
  if (!meeting || (eventId !== undefined && meeting.eventId !== eventId)) return null;
  return (
    <ButtonLink to={samePage ? `#${GUEST_VISIT_ANCHOR}` : guestVisitPath(slug)} variant="secondary" block>
      <TicketIcon size={18} />
      {VISITOR_TEXTS.formTitle}
    </ButtonLink>
  );
}
