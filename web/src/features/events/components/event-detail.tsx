import { eventJsonLd, type PublicEvent } from '@gro/config';
import { EVENT_PAGE_TEXTS, EVENT_SCREEN_TEXTS, RSVP_TEXTS } from '@gro/config/screens';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BuildingIcon, CalendarIcon, ClockIcon, UsersIcon } from '@/components/icons';
import { PublicPage } from '@/components/layouts/public-page';
import { ButtonAnchor } from '@/components/ui/button-anchor';
import { ButtonLink } from '@/components/ui/button-link';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { GuestMeetingNote, GuestVisitLink } from '@/features/visitors';
import { usePageMeta } from '@/hooks/use-page-meta';
import { apiUrl } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatCalendarDate, formatEventDay, formatTimeRange, formatTimeZoneName, isPastEvent, readerTimeZone } from '@/lib/format';
import { formatAddress, formatLocality, mapsSearchUrl } from '@/lib/maps';
import { absoluteUrl, buildUrl } from '@/lib/url';
import { eventCalendarPath } from '../api/get-event';
import { shareImageUrl } from '../api/map-preview-url';
import { ChapterLine, Dates, Facts, Layout, Lead, MapBox, Main, Muted, Section, Side, Text } from './event-detail-styles';
import { EventBadge } from './event-facts';
import { MapPreview } from './map-preview';

const texts = EVENT_PAGE_TEXTS;
const DESCRIPTION_MAX = 160;

/** The meta description: the event's own text cut at a word, or a sentence naming it and its place. */
function metaDescription(event: PublicEvent): string {
  const own = event.description?.replace(/\s+/g, ' ').trim();
  if (!own) return texts.description(event.title, [event.location, event.city].filter(Boolean).join(', '));
  if (own.length <= DESCRIPTION_MAX) return own;
  const cut = own.lastIndexOf(' ', DESCRIPTION_MAX - 1);
  return `${own.slice(0, cut > 0 ? cut : DESCRIPTION_MAX - 1)}…`;
}

/** 'Times in Eastern Standard Time' when the event's zone is not the reader's; nothing when it is. */
function ZoneNote({ event }: { event: PublicEvent }) {
  if (event.timeZone === readerTimeZone()) return null;
  const at = event.occurrences[0] ? new Date(event.occurrences[0].start) : new Date();
  return <Muted>{texts.timesIn(formatTimeZoneName(event.timeZone, at))}</Muted>;
}

/**
 * What a visitor without an account can do about an event with dates to come: sign in to RSVP
 * (coming back here), and at a chapter's recurring meeting, visit as a guest (the chapter page's
 * form; the note under the link says which meeting guests register for when it is another one).
 */
function VisitorActions({ event }: { event: PublicEvent }) {
  const { pathname } = useLocation();
  if (event.occurrences.length === 0) return null;
  return (
    <>
      <ButtonLink to={paths.signIn} state={{ from: pathname }} block>
        {RSVP_TEXTS.signInToRsvp}
      </ButtonLink>
      {event.type === 'Recurring' && event.chapter && (
        <div>
          <GuestVisitLink slug={event.chapter.slug} />
          <GuestMeetingNote slug={event.chapter.slug} eventId={event.id} />
        </div>
      )}
    </>
  );
}

function When({ event }: { event: PublicEvent }) {
  const time = formatTimeRange(event.timeStart, event.timeEnd);
  // The next date that takes place: a cancelled one is shown struck through in the dates below.
  const next = event.type === 'Recurring' ? event.occurrences.find((o) => !o.cancelled) : undefined;
  return (
    <Section aria-labelledby="event-when">
      <h2 id="event-when">{texts.when}</h2>
      <Facts>
        <li>
          <CalendarIcon size={18} />
          <span>
            {formatEventDay(event)}
            {next && <Muted>{texts.nextDate(formatCalendarDate(next.date))}</Muted>}
            {isPastEvent(event) && <Muted>{texts.past}</Muted>}
          </span>
        </li>
        {time && (
          <li>
            <ClockIcon size={18} />
            <span>
              {time}
              <ZoneNote event={event} />
            </span>
          </li>
        )}
      </Facts>
    </Section>
  );
}

function Where({ event }: { event: PublicEvent }) {
  const street = event.address?.split(',')[0].trim();
  const locality = formatLocality(event);
  const { latitude, longitude } = event;
  if (!event.location && !street && !locality && latitude == null) return null;
  return (
    <Section aria-labelledby="event-where">
      <h2 id="event-where">{texts.where}</h2>
      <Facts>
        <li>
          <BuildingIcon size={18} />
          <span>
            {event.location && <strong>{event.location}</strong>}
            {street && (
              <Muted>
                <a href={mapsSearchUrl(formatAddress(event))} target="_blank" rel="noopener noreferrer">
                  {street}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </Muted>
            )}
            {locality && <Muted>{locality}</Muted>}
          </span>
        </li>
      </Facts>
      {latitude != null && longitude != null && (
        <MapBox>
          <MapPreview latitude={latitude} longitude={longitude} place={event.location || street || event.title} />
        </MapBox>
      )}
    </Section>
  );
}

function UpcomingDates({ event }: { event: PublicEvent }) {
  if (event.type !== 'Recurring' || event.occurrences.length === 0) return null;
  const time = formatTimeRange(event.timeStart, event.timeEnd);
  return (
    <Section aria-labelledby="event-dates">
      <h2 id="event-dates">{texts.upcomingDates}</h2>
      <Dates>
        {event.occurrences.map((occurrence) => (
          <li key={occurrence.date}>
            <time dateTime={occurrence.start}>{occurrence.cancelled ? <s>{formatCalendarDate(occurrence.date)}</s> : formatCalendarDate(occurrence.date)}</time>
            {occurrence.cancelled ? <Muted>{texts.cancelledDate(occurrence.cancelled)}</Muted> : time && <Muted>{time}</Muted>}
          </li>
        ))}
      </Dates>
    </Section>
  );
}

interface EventDetailProps {
  event: PublicEvent;
  /**
   * The RSVP control (Going / Not going per upcoming occurrence), first in the side card, above the
   * calendar link: the route passes features/rsvp's, which shows itself to signed-in members only.
   */
  rsvp?: ReactNode;
  /** Under the RSVP: a chapter member's "Will you be there?" for their next meeting (features/attendance's card). */
  plan?: ReactNode;
}

/** An event's page: when (in its chapter's time zone), where with the map, what, its dates, the calendar file. */
export function EventDetail({ event, rsvp, plan }: EventDetailProps) {
  // The main action: 'Sign in to RSVP' for visitors, the RSVP for members; the calendar link comes second.
  const visitor = !useAuth().user;
  const visitorAction = visitor && event.occurrences.length > 0;
  const image = shareImageUrl(event);
  const description = metaDescription(event);
  usePageMeta({
    path: buildUrl(paths.event, { params: { id: event.id } }),
    title: event.title,
    description,
    image,
    structuredData: event.occurrences.filter((o) => !o.cancelled).slice(0, 1).map((occurrence) => eventJsonLd(event, occurrence, { url: absoluteUrl, image: image && absoluteUrl(image) })),
  });
  const lead = (
    <Lead>
      <EventBadge type={event.type} />
      {event.chapter ? (
        <Link to={buildUrl(paths.chapter, { params: { slug: event.chapter.slug } })}>{event.chapter.name}</Link>
      ) : (
        <span>{EVENT_SCREEN_TEXTS.noChapter}</span>
      )}
    </Lead>
  );

  return (
    <PublicPage title={event.title} description={description} lead={lead}>
      <Layout>
        <Side>
          {visitor && <VisitorActions event={event} />}
          {rsvp}
          {plan}
          <ButtonAnchor href={apiUrl(eventCalendarPath(event.id))} download block variant={visitorAction || !visitor ? 'secondary' : 'primary'}>
            <CalendarIcon size={18} />
            {texts.addToCalendar}
          </ButtonAnchor>
          {event.chapter && (
            <ChapterLine>
              <UsersIcon size={18} />
              <span>{texts.chapter}:</span>
              <Link to={buildUrl(paths.chapter, { params: { slug: event.chapter.slug } })}>{event.chapter.name}</Link>
            </ChapterLine>
          )}
        </Side>
        <Main>
          <When event={event} />
          <Where event={event} />
          {event.description && (
            <Section aria-labelledby="event-about">
              <h2 id="event-about">{texts.about}</h2>
              <Text>{event.description}</Text>
            </Section>
          )}
          <UpcomingDates event={event} />
        </Main>
      </Layout>
    </PublicPage>
  );
}
