import type { EventType } from '@gro/config';
import { EVENT_TEXTS } from '@gro/config/screens';
import { Badge } from '@/components/ui/badge';

/**
 * The badge of an event as spec §2 names it on the events page's cards: 'Recurring Event', else
 * 'Special Event'. Every card or row that describes an event wears it (the events and chapter pages,
 * an event's page, the dashboard); where the type is a value to read or choose (the portal table's
 * Type column, the event form) it is EVENT_TYPE_LABELS' 'One Time' / 'Recurring' (spec §3).
 */
export function EventBadge({ type }: { type: EventType }) {
  const recurring = type === 'Recurring';
  return <Badge $tone={recurring ? 'brand' : 'accent'}>{recurring ? EVENT_TEXTS.recurringBadge : EVENT_TEXTS.specialBadge}</Badge>;
}
