import type { EventOccurrence, PublicEvent } from './api';
import { COMPANY_NAME } from './constants';
import type { EventFormat } from './enums';

/** schema.org's attendance mode of each format. */
const ATTENDANCE_MODES: Record<EventFormat, string> = {
  InPerson: 'https://schema.org/OfflineEventAttendanceMode',
  Online: 'https://schema.org/OnlineEventAttendanceMode',
  Hybrid: 'https://schema.org/MixedEventAttendanceMode',
};

/** Where an event's structured data points: the server passes its public address, the portal the page's origin. */
interface EventJsonLdLinks {
  /** A path on the site ('/events/12') as an absolute address. */
  url: (path: string) => string;
  /** The map preview of its place at link-preview size, absolute; null when the place has no coordinates. */
  image: string | null;
}

/** The street address of an event, without empty parts. */
function postalAddress(event: PublicEvent) {
  const parts = {
    streetAddress: event.address,
    addressLocality: event.city,
    addressRegion: event.state,
    postalCode: event.postalCode,
    addressCountry: event.country,
  };
  return { '@type': 'PostalAddress', ...Object.fromEntries(Object.entries(parts).filter(([, v]) => v)) };
}

/**
 * One occurrence of an event as a schema.org Event (what search engines show as an event): the
 * occurrence's times as given (ISO with the chapter's offset), its attendance mode, the place with its address
 * and coordinates, GRO as organizer, the map preview as image. The server writes it into the page
 * for crawlers and the portal into the head of the page it shows, the same.
 */
export function eventJsonLd(event: PublicEvent, occurrence: EventOccurrence, links: EventJsonLdLinks): Record<string, unknown> {
  const place = event.location || event.address || event.city || event.title;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    startDate: occurrence.start,
    endDate: occurrence.end,
    eventAttendanceMode: ATTENDANCE_MODES[event.format ?? 'InPerson'],
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: place,
      address: postalAddress(event),
      ...(event.latitude != null && event.longitude != null ? { geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude } } : {}),
    },
    organizer: { '@type': 'Organization', name: COMPANY_NAME, url: links.url('/') },
    url: links.url(`/events/${event.id}`),
    ...(links.image ? { image: [links.image] } : {}),
  };
}
