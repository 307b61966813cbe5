import type { ChapterEvent } from '@gro/config';
import { EVENT_SCREEN_TEXTS, EVENT_TEXTS } from '@gro/config/screens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CalendarIcon } from '@/components/icons';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useDeferredResult } from '@/hooks/use-deferred-result';
import { useActiveEvents } from '../api/get-active-events';
import { EventCard, type EventCardProps } from './event-card';
import { EventCardSkeleton } from './event-card-skeleton';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
  }

  > li > * {
    flex: 1;
  }
`;

const More = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
`;

const SKELETON_COUNT = 4;

interface EventListProps {
  /** A chapter's slug or id: its events and those of no chapter. All events without it. */
  chapter?: string | number | null;
  headingLevel?: EventCardProps['headingLevel'];
  /** Each card's action (the chapter page's RSVP for a signed-in member). */
  renderAction?: (event: ChapterEvent) => ReactNode;
  /** Only the first few (the soonest), then `more` with how many there are in all. */
  limit?: number;
  more?: (count: number) => ReactNode;
}

/** GET /event/active as cards, with the loading, 'Failed to load events.' and 'No events found.' states (spec §2, §8). */
export function EventList({ chapter, headingLevel, renderAction, limit, more }: EventListProps) {
  const answer = useActiveEvents(chapter);
  const { mutate } = answer;
  const { data: events, error, isLoading } = useDeferredResult(answer);

  if (error) return <LoadError message={EVENT_TEXTS.loadFailed} onRetry={() => void mutate()} />;

  if (isLoading || !events) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{EVENT_SCREEN_TEXTS.loading}</VisuallyHidden>
        <Grid>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <EventCardSkeleton />
            </li>
          ))}
        </Grid>
      </div>
    );
  }

  if (events.length === 0) return <EmptyState title={EVENT_TEXTS.empty} icon={<CalendarIcon />} />;

  const shown = limit === undefined ? events : events.slice(0, limit);
  return (
    <>
      <Grid>
        {shown.map((event) => (
          <li key={event.id}>
            <EventCard event={event} headingLevel={headingLevel} action={renderAction?.(event)} />
          </li>
        ))}
      </Grid>
      {shown.length < events.length && more && <More>{more(events.length)}</More>}
    </>
  );
}
