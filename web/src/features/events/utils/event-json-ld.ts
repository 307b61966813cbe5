import { COMPANY_NAME, type EventOccurrence, type PublicEvent } from '@gro/config';

const absolute = (path: string) => new URL(path, window.location.origin).toString();

/**
 * One occurrence of an event as a schema.org Event, as the server writes it into the page for
 * crawlers (cms utils/event-json-ld.ts): times with the chapter's offset, an in-person place with
 * its address and coordinates, GRO as organizer, the map preview as image.
 */
export function eventJsonLd(event: PublicEvent, occurrence: EventOccurrence, image: string | null): Record<string, unknown> {
  const address = Object.fromEntries(
    Object.entries({
      streetAddress: event.address,
      addressLocality: event.city,
      addressRegion: event.state,
      postalCode: event.postalCode,
      addressCountry: event.country,
    }).filter(([, value]) => value),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    startDate: occurrence.start,
    endDate: occurrence.end,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: event.location || event.address || event.city || event.title,
      address: { '@type': 'PostalAddress', ...address },
      ...(event.latitude != null && event.longitude != null
        ? { geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude } }
        : {}),
    },
    organizer: { '@type': 'Organization', name: COMPANY_NAME, url: absolute('/') },
    url: absolute(`/events/${event.id}`),
    ...(image ? { image: [absolute(image)] } : {}),
  };
}
