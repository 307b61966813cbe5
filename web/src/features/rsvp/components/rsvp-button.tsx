import { RSVP_TEXTS } from '@gro/config/screens';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { isAdmin } from '@/lib/authorization';
import { useAuth } from '@/lib/auth';
import { answerFor, useMyRsvps } from '../api/my-rsvps';
import { MyAnswer } from './my-answer';

// The drawer, its requests and its dialog load on first opening: public pages stay light.
const EventRsvpDrawer = lazy(() => import('./event-rsvp-drawer'));

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

interface RsvpButtonProps {
  eventId: number;
  title: string;
  /** Admins and the leaders of the event's chapter also see everyone's answers in the drawer. */
  showAttendees?: boolean;
  /** Where the row already shows the answer (My RSVPs). */
  hideAnswer?: boolean;
  /** The page's main action (an event's own page): a full-width primary button. */
  prominent?: boolean;
}

/**
 * The member's answer for the event (Going, Waitlisted — #3, Not going, with its date) and an 'RSVP'
 * button that opens the RSVP drawer, the one pattern of event rows, cards and the dashboard. Shown
 * only to members of a company and admins, the callers GET /event/{id}/rsvp answers.
 */
export default function RsvpButton({ eventId, title, showAttendees = false, hideAnswer = false, prominent = false }: RsvpButtonProps) {
  const { user } = useAuth();
  const allowed = Boolean(user && (user.companyId || isAdmin(user)));
  const { data: answers } = useMyRsvps(allowed && !hideAnswer);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!allowed) return null;
  const answer = answerFor(answers, eventId);
  return (
    <Wrap>
      {answer && !hideAnswer && <MyAnswer answer={answer} />}
      <Button
        size={prominent ? undefined : 'sm'}
        variant={prominent ? 'primary' : 'secondary'}
        block={prominent}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {RSVP_TEXTS.open}
        <VisuallyHidden>{` — ${title}`}</VisuallyHidden>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <EventRsvpDrawer open={open} event={{ id: eventId, title }} showAttendees={showAttendees} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Wrap>
  );
}
