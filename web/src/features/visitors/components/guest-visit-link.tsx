import { GUEST_VISIT_TEXTS } from '@gro/config/screens';
import { UsersIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { useVisitorMeeting } from '../api/visitor-meeting';
import { GUEST_VISIT_ANCHOR, guestVisitPath } from '../utils/guest-visit-anchor';

interface GuestVisitLinkProps {
  slug: string;
  /** On the chapter page itself: jump down the page instead of opening it (small, as Meeting Info's other buttons). */
  samePage?: boolean;
}

/**
 * 'Visit as a guest', a link to the chapter page's guest form (GET /chapter/{slug}/visitor, the
 * same read as the form): shown only while there is a meeting to register for.
 */
export function GuestVisitLink({ slug, samePage = false }: GuestVisitLinkProps) {
  const { data: meeting } = useVisitorMeeting(slug);
  if (!meeting) return null;
  return (
    <ButtonLink to={samePage ? `#${GUEST_VISIT_ANCHOR}` : guestVisitPath(slug)} variant="secondary" size={samePage ? 'sm' : 'md'} block>
      <UsersIcon size={samePage ? 16 : 18} />
      {GUEST_VISIT_TEXTS.link}
    </ButtonLink>
  );
}
