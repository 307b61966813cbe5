import { RSVP_TEXTS } from '@gro/config/screens';
import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { isAdmin } from '@/lib/authorization';
import { useAuth } from '@/lib/auth';

// The control, its requests and its dialog load on first opening: public pages stay light.
const RsvpControl = lazy(() => import('./rsvp-control').then((m) => ({ default: m.RsvpControl })));

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;

  > div {
    justify-self: stretch;
  }
`;

/**
 * An 'RSVP' button that opens the member's RSVP control under it (event cards, the dashboard).
 * Shown only to members of a company and admins, the callers GET /event/{id}/rsvp answers.
 */
export default function RsvpDisclosure({ eventId, title }: { eventId: number; title: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!user || (!user.companyId && !isAdmin(user))) return null;
  return (
    <Wrap>
      <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? RSVP_TEXTS.close : RSVP_TEXTS.open}
        <VisuallyHidden>{` — ${title}`}</VisuallyHidden>
      </Button>
      <div id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={<span role="status">{RSVP_TEXTS.loading}</span>}>
            <RsvpControl eventId={eventId} />
          </Suspense>
        )}
      </div>
    </Wrap>
  );
}
