import { EVENT_SCREEN_TEXTS } from '@gro/config/screens';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PublicPage } from '@/components/layouts/public-page';
import { RsvpButton } from '@/features/rsvp';
import { ChapterFilter } from '../components/chapter-filter';
import { EventList } from '../components/event-list';

const Toolbar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

/**
 * /events: upcoming events, filtered by chapter; the choice is kept in the address (?chapter=slug)
 * to share it. Members RSVP from the cards.
 */
export default function EventsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const chapter = searchParams.get('chapter') ?? '';

  const choose = (slug: string) =>
    setSearchParams(slug ? { chapter: slug } : {}, { replace: true, preventScrollReset: true });

  return (
    <PublicPage
      title={EVENT_SCREEN_TEXTS.documentTitle}
      description={EVENT_SCREEN_TEXTS.description}
      lead={EVENT_SCREEN_TEXTS.lead}
    >
      <Toolbar>
        <ChapterFilter value={chapter} onChange={choose} />
      </Toolbar>
      {/* A signed-in member answers from the card, as on a chapter's page. */}
      <EventList chapter={chapter || null} renderAction={(event) => <RsvpButton eventId={event.id} title={event.title} />} />
    </PublicPage>
  );
}
