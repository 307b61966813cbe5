import { MAP_PREVIEW_HEIGHT, MAP_PREVIEW_WIDTH } from '@gro/config';
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
  return apiUrl(buildUrl('/map/preview', { query: { lat: latitude, lng: longitude, zoom, ...size, retina: true, useLogo: true } }));
}
