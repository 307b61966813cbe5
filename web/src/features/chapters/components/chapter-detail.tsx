import { type Chapter } from '@gro/config';
import { lazy, Suspense } from 'react';
import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import { CalendarIcon, MapPinIcon, UsersIcon } from '@/components/icons';
import { PublicPage } from '@/components/layouts/public-page';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { EventList, shareImageUrl } from '@/features/events';
import { RsvpButton } from '@/features/rsvp';
import { GuestVisit, GuestVisitLink } from '@/features/visitors';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useAuth } from '@/lib/auth';
import { buildUrl } from '@/lib/url';
import { meetingSummary } from '../utils/meeting-summary';
import { About, HeroFacts, Layout, MapSlot, Section, Side } from './chapter-detail-styles';
import { JoinChapter } from './join-chapter';
import { MeetingInfo } from './meeting-info';

const texts = CHAPTER_SCREEN_TEXTS.detail;
const DESCRIPTION_MAX = 160;

/** The chapter's description, or a sentence about it when it has none. */
const aboutText = ({ name, description, city, state }: Chapter): string =>
  description?.trim() || texts.description(name, [city, state].filter(Boolean).join(', '));

/** The meta description: the About text, cut at a word to fit a search result. */
function metaDescription(chapter: Chapter): string {
  const text = aboutText(chapter).replace(/\s+/g, ' ');
  if (text.length <= DESCRIPTION_MAX) return text;
  return `${text.slice(0, text.lastIndexOf(' ', DESCRIPTION_MAX - 1))}…`;
}

function Facts({ chapter }: { chapter: Chapter }) {
  const place = [chapter.city, chapter.state].filter(Boolean).join(', ');
  const meets = meetingSummary(chapter);
  const members = chapter.users?.length ?? 0;
  return (
    <HeroFacts>
      {place && (
        <span>
          <MapPinIcon size={18} />
          {place}
        </span>
      )}
      {meets && (
        <span>
          <CalendarIcon size={18} />
          {meets}
        </span>
      )}
      {members > 0 && (
        <span>
          <UsersIcon size={18} />
          {texts.members(members)}
        </span>
      )}
    </HeroFacts>
  );
}

// The map's frame (and then Leaflet) loads after the page: the address and meeting facts come first.
const ChapterMap = lazy(() => import('./chapter-map').then((module) => ({ default: module.ChapterMap })));

/** The chapter page shows its soonest events; the events page, filtered to the chapter, has them all. */
const CHAPTER_EVENTS_SHOWN = 4;

/**
 * A chapter's page (spec §2): About, map, Meeting Info, Upcoming Events and a call to join. The
 * guest form (and the link down to it) is for visitors without an account: not for a signed-in one.
 */
export function ChapterDetail({ chapter }: { chapter: Chapter }) {
  const { latitude, longitude } = chapter;
  const signedIn = Boolean(useAuth().user);
  const description = metaDescription(chapter);
  // The schema.org data of its upcoming events is the server's (written into the page it serves for this address).
  usePageMeta({ path: buildUrl(paths.chapter, { params: { slug: chapter.slug } }), title: chapter.name, description, image: shareImageUrl(chapter) });
  return (
    <PublicPage title={chapter.name} description={description} lead={<Facts chapter={chapter} />}>
      <Layout>
        <Section $area="about" aria-labelledby="chapter-about">
          <h2 id="chapter-about">{texts.about}</h2>
          <About>{aboutText(chapter)}</About>
        </Section>
        <Side>
          <MeetingInfo chapter={chapter}>{!signedIn && <GuestVisitLink slug={chapter.slug} samePage />}</MeetingInfo>
          <JoinChapter chapter={chapter} />
        </Side>
        {latitude != null && longitude != null && (
          <Section $area="map" aria-labelledby="chapter-location">
            <h2 id="chapter-location">{texts.location}</h2>
            <Suspense fallback={<MapSlot />}>
              <ChapterMap latitude={latitude} longitude={longitude} name={chapter.name} label={chapter.location || chapter.name} />
            </Suspense>
          </Section>
        )}
        <Section $area="events" aria-labelledby="chapter-events">
          <h2 id="chapter-events">{texts.upcomingEvents}</h2>
          <EventList
            chapter={chapter.slug}
            headingLevel={3}
            renderAction={(event) => <RsvpButton eventId={event.id} title={event.title} />}
            limit={CHAPTER_EVENTS_SHOWN}
            more={(count) => (
              <ButtonLink to={buildUrl(paths.events, { query: { chapter: chapter.slug } })} variant="secondary">
                {texts.allEvents(count)}
              </ButtonLink>
            )}
          />
        </Section>
        {!signedIn && <GuestVisit slug={chapter.slug} render={(form) => <Section $area="visit">{form}</Section>} />}
      </Layout>
    </PublicPage>
  );
}
