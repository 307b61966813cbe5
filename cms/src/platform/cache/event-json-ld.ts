import { DateTime } from 'luxon';
import { COMPANY_NAME, MAP_SHARE_HEIGHT, MAP_SHARE_WIDTH, MAP_ZOOM_DEFAULT, type EventOccurrence, type PublicEvent } from '@gro/config';
import { siteUrl } from '../http/site-url';

/** `instant` as ISO 8601 with the offset of `zone` ('2026-06-02T07:00:00-04:00'), as schema.org and calendars expect. */
export function isoIn(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant).setZone(zone).toISO({ suppressMilliseconds: true }) as string;
}

/** The absolute address of an event's page. */
const eventPageUrl = (id: number): string => siteUrl(`/events/${id}`);

/** The map preview of a place at link-preview size (1200 × 630 with retina), absolute: Open Graph's and schema.org's image. */
export function mapImageUrl(place: { latitude: number | null; longitude: number | null }): string | null {
  if (place.latitude == null || place.longitude == null) return null;
  const size = { width: String(MAP_SHARE_WIDTH), height: String(MAP_SHARE_HEIGHT) };
  const query = new URLSearchParams({ lat: String(place.latitude), lng: String(place.longitude), zoom: String(MAP_ZOOM_DEFAULT), ...size, retina: 'true', useLogo: 'true' });
  return siteUrl(`/api/map/preview?${query}`);
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
 * One occurrence of an event as a schema.org Event (what search engines show as an event): times
 * with the chapter's offset, an in-person place with its address and coordinates, GRO as organizer.
 */
export function eventJsonLd(event: PublicEvent, occurrence: EventOccurrence): Record<string, unknown> {
  const image = mapImageUrl(event);
  const place = event.location || event.address || event.city || event.title;
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
      name: place,
      address: postalAddress(event),
      ...(event.latitude != null && event.longitude != null ? { geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude } } : {}),
    },
    organizer: { '@type': 'Organization', name: COMPANY_NAME, url: siteUrl('/') },
    url: eventPageUrl(event.id),
    ...(image ? { image: [image] } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>`, `&` and the JavaScript line breaks
 * are escaped as \u sequences, so no text of an event can close the script or open a comment.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
