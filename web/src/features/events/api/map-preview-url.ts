import { MAP_API, MAP_PREVIEW_HEIGHT, MAP_PREVIEW_WIDTH, MAP_SHARE_HEIGHT, MAP_SHARE_WIDTH, MAP_ZOOM_DEFAULT } from '@gro/config';
import { apiUrl } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

interface MapPreviewQuery {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** GET /map/preview: a cacheable PNG of the place with the site's logo, twice the size for sharp screens (spec §7). */
export function mapPreviewUrl({ latitude, longitude, zoom }: MapPreviewQuery): string {
  const size = { width: MAP_PREVIEW_WIDTH, height: MAP_PREVIEW_HEIGHT };
  return apiUrl(buildUrl(MAP_API.preview.path, { query: { lat: latitude, lng: longitude, zoom, ...size, retina: true, useLogo: true } }));
}

/** The map of a place at link-preview size (og:image, schema.org image), as the server writes it into the page. */
export function shareImageUrl({ latitude, longitude }: { latitude: number | null; longitude: number | null }): string | null {
  if (latitude == null || longitude == null) return null;
  const query = { lat: latitude, lng: longitude, zoom: MAP_ZOOM_DEFAULT, width: MAP_SHARE_WIDTH, height: MAP_SHARE_HEIGHT, retina: true, useLogo: true };
  return apiUrl(buildUrl(MAP_API.preview.path, { query }));
}
