import { lazy, Suspense, type ReactNode } from 'react';
import { useVisitorMeeting } from '../api/visitor-meeting';

/** The form and its field components load once there is a meeting to register for (the chapter page's budget, issue 14). */
const VisitAsGuest = lazy(() => import('./visit-as-guest').then((m) => ({ default: m.VisitAsGuest })));

/**
 * "Visit as a guest" on a chapter page: shown only while the chapter has an upcoming meeting
 * (GET /chapter/{slug}/visitor); nothing while it loads or when the read fails (the page stands without it).
 */
export function GuestVisit({ slug, render }: { slug: string; render: (form: ReactNode) => ReactNode }) {
  const { data: meeting } = useVisitorMeeting(slug);
  if (!meeting) return null;
  return render(
    <Suspense fallback={null}>
      <VisitAsGuest slug={slug} meeting={meeting} />
    </Suspense>,
  );
}
