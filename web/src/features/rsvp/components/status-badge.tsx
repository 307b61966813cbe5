import type { RsvpStatus } from '@gro/config';
import { RSVP_TEXTS } from '@gro/config/screens';
import { Badge } from '@/components/ui/badge';

/** A member's answer as a pill: Going, Waitlisted — #3, Not going. */
export function StatusBadge({ status, waitlistPosition }: { status: RsvpStatus | null; waitlistPosition: number | null }) {
  if (status === 'Going') return <Badge $tone="brand">{RSVP_TEXTS.statusLabels.Going}</Badge>;
  if (status === 'Waitlisted') return <Badge $tone="accent">{RSVP_TEXTS.waitlisted(waitlistPosition)}</Badge>;
  if (status === 'NotGoing') return <Badge $tone="neutral">{RSVP_TEXTS.statusLabels.NotGoing}</Badge>;
  return null;
}
