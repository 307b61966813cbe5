import type { VisitorMeeting } from '@gro/config';
import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useInView } from '@/hooks/use-in-view';
import { useVisitorMeeting } from '../api/visitor-meeting';
import { GUEST_VISIT_ANCHOR } from '../utils/guest-visit-anchor';

/**
 * The form and its field components load once there is a meeting to register for and the visitor
 * comes near the section (or the address names it): it is the chapter page's last section, so the
 * page's first download stays within its budget on phones.
 */
const VisitAsGuest = lazy(() => import('./visit-as-guest').then((m) => ({ default: m.VisitAsGuest })));

/** The jump target, clear of the sticky header when scrolled to. */
const Anchor = styled.div`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]});
`;

/**
 * Brings the section into view, and the focus to it, when the address names it (#visit-as-guest):
 * the page's own scroll ran before the section existed (it waits for the meeting and the form's
 * code). Rendered beside the form, so it runs once the form is on the page; once per address.
 */
function JumpWhenNamed({ target }: { target: RefObject<HTMLDivElement | null> }) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (hash !== `#${GUEST_VISIT_ANCHOR}` || done.current === key || !target.current) return;
    done.current = key;
    target.current.scrollIntoView();
    target.current.focus({ preventScroll: true });
  }, [hash, key, target]);
  return null;
}

function GuestVisitSection({ slug, meeting }: { slug: string; meeting: VisitorMeeting }) {
  const [anchor, near] = useInView<HTMLDivElement>('400px');
  const named = useLocation().hash === `#${GUEST_VISIT_ANCHOR}`;
  return (
    <Anchor id={GUEST_VISIT_ANCHOR} ref={anchor} tabIndex={-1}>
      {(near || named) && (
        <Suspense fallback={null}>
          <VisitAsGuest slug={slug} meeting={meeting} />
          <JumpWhenNamed target={anchor} />
        </Suspense>
      )}
    </Anchor>
  );
}

/**
 * "Visit as a guest" on a chapter page: shown only while the chapter has an upcoming meeting
 * (GET /chapter/{slug}/visitor); nothing while it loads or when the read fails (the page stands
 * without it). Links elsewhere jump to it by its id (GUEST_VISIT_ANCHOR).
 */
export function GuestVisit({ slug, render }: { slug: string; render: (form: ReactNode) => ReactNode }) {
  const { data: meeting } = useVisitorMeeting(slug);
  if (!meeting) return null;
  return render(<GuestVisitSection slug={slug} meeting={meeting} />);
}
