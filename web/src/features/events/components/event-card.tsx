import { type ChapterEvent } from '@gro/config';
import { EVENT_SCREEN_TEXTS } from '@gro/config/screens';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BuildingIcon, CalendarIcon, ClockIcon, MapPinIcon, UsersIcon } from '@/components/icons';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatEventDay, formatTimeRange } from '@/lib/format';
import { formatAddress, formatLocality, mapsSearchUrl } from '@/lib/maps';
import { buildUrl } from '@/lib/url';
import { paths } from '@/config/paths';
import { AddToCalendarLink } from './add-to-calendar-link';
import { Actions, Article, Description, Details, MapToggle, Media, Place, Title } from './event-card-styles';
import { EventBadge, EventDay } from './event-facts';

// The map preview's code loads with the first "Show map", not with the list.
const MapPreview = lazy(() => import('./map-preview').then((module) => ({ default: module.MapPreview })));

export interface EventCardProps {
  event: ChapterEvent;
  /** h2 on the events page, h3 under a chapter's 'Upcoming Events'. */
  headingLevel?: 2 | 3;
  /** Under the card's details: what the signed-in member can do with the event (RSVP). */
  action?: ReactNode;
}

/**
 * One event as spec §2 lists it: badge, title (a link to the event's page), description, chapter, day,
 * times, place, its calendar file, an optional action (the RSVP control) and its map preview, which
 * opens (and loads) on "Show map": a list of cards stays short on a phone.
 */
export function EventCard({ event, headingLevel = 2, action }: EventCardProps) {
  const titleId = useId();
  const mapId = useId();
  const [mapShown, setMapShown] = useState(false);
  const day = formatEventDay(event);
  const time = formatTimeRange(event.timeStart, event.timeEnd);
  const street = event.address?.split(',')[0].trim();
  const locality = formatLocality(event);
  const { latitude, longitude } = event;

  return (
    <Article aria-labelledby={titleId}>
      <EventBadge type={event.type} />
      <Title as={`h${headingLevel}`} id={titleId}>
        <Link to={buildUrl(paths.event, { params: { id: event.id } })}>{event.title}</Link>
      </Title>
      {event.description && <Description>{event.description}</Description>}
      <Details>
        <li>
          <UsersIcon size={18} />
          {event.chapter?.name ?? EVENT_SCREEN_TEXTS.noChapter}
        </li>
        {day && (
          <li>
            <CalendarIcon size={18} />
            <span>
              <EventDay event={event} />
            </span>
          </li>
        )}
        {time && (
          <li>
            <ClockIcon size={18} />
            {time}
          </li>
        )}
        {(event.location || street || locality) && (
          <li>
            <BuildingIcon size={18} />
            <Place>
              {event.location && <strong>{event.location}</strong>}
              {street && (
                <a href={mapsSearchUrl(formatAddress(event))} target="_blank" rel="noopener noreferrer">
                  {street}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              )}
              {locality && <span>{locality}</span>}
            </Place>
          </li>
        )}
      </Details>
      <Actions>
        <AddToCalendarLink of={{ event: event.id }} title={event.title} />
        {latitude != null && longitude != null && (
          <MapToggle $size="sm" $variant="ghost" aria-expanded={mapShown} aria-controls={mapId} onClick={() => setMapShown(!mapShown)}>
            <MapPinIcon size={16} />
            {mapShown ? EVENT_SCREEN_TEXTS.hideMap : EVENT_SCREEN_TEXTS.showMap}
            <VisuallyHidden>{` — ${event.title}`}</VisuallyHidden>
          </MapToggle>
        )}
      </Actions>
      {action}
      {latitude != null && longitude != null && (
        <Media id={mapId} hidden={!mapShown}>
          {mapShown && (
            <Suspense fallback={null}>
              <MapPreview latitude={latitude} longitude={longitude} place={event.location || street || event.title} />
            </Suspense>
          )}
        </Media>
      )}
    </Article>
  );
}
