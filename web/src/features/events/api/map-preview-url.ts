import { MAP_PREVIEW_HEIGHT, MAP_PREVIEW_WIDTH } from '@gro/config';
import { apiUrl } from '@/lib/api-client';

interface MapPreviewQuery {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** GET /map/preview: a cacheable PNG of the place with the site's logo, twice the size for sharp screens (spec §7). */
export const mapPreviewUrl = ({ latitude, longitude, zoom }: MapPreviewQuery): string =>
  apiUrl('/map/preview', {
    lat: latitude,
    lng: longitude,
    zoom,
    width: MAP_PREVIEW_WIDTH,
    height: MAP_PREVIEW_HEIGHT,
    retina: true,
    useLogo: true,
  });
