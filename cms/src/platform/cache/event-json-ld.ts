import { DateTime } from 'luxon';
import { MAP_SHARE_HEIGHT, MAP_SHARE_WIDTH, MAP_ZOOM_DEFAULT } from '@gro/config';
import { siteUrl } from '../http/site-url';

/** `instant` as ISO 8601 with the offset of `zone` ('2026-06-02T07:00:00-04:00'), as schema.org and calendars expect. */
export function isoIn(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant).setZone(zone).toISO({ suppressMilliseconds: true }) as string;
}

/** The map preview of a place at link-preview size (1200 × 630 with retina), absolute: Open Graph's and schema.org's image. */
export function mapImageUrl(place: { latitude: number | null; longitude: number | null }): string | null {
  if (place.latitude == null || place.longitude == null) return null;
  const size = { width: String(MAP_SHARE_WIDTH), height: String(MAP_SHARE_HEIGHT) };
  const query = new URLSearchParams({ lat: String(place.latitude), lng: String(place.longitude), zoom: String(MAP_ZOOM_DEFAULT), ...size, retina: 'true', useLogo: 'true' });
  return siteUrl(`/api/map/preview?${query}`);
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>`, `&` and the JavaScript line breaks
 * are escaped as \u sequences, so no text of an event can close the script or open a comment.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
