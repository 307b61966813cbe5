/**
 * The interactive map, loaded on demand by chapter-map.tsx (React.lazy): Leaflet, react-leaflet and
 * Leaflet's CSS stay out of the main bundle and are only fetched on a chapter's page.
 */
import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@gro/config';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';
import { TILE_ATTRIBUTION as ATTRIBUTION, TILE_URL } from '@/lib/map-tiles';
import { theme } from '@/styles/theme';

/** The site's own pin (Leaflet's default marker images do not survive bundling). */
const pin = divIcon({
  className: 'chapter-map-pin',
  html: `<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 41s14-13.2 14-24.5C30 7.9 23.7 1.5 16 1.5S2 7.9 2 16.5C2 27.8 16 41 16 41z" fill="${theme.colors.brand700}" stroke="${theme.colors.white}" stroke-width="2.5"/><circle cx="16" cy="16" r="5.5" fill="${theme.colors.accent400}"/></svg>`,
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  tooltipAnchor: [0, -40],
});

export interface ChapterMapViewProps {
  latitude: number;
  longitude: number;
  /** The chapter's name: the marker's title. */
  name: string;
  /** Where it meets (venue), shown next to the marker. */
  label: string;
}

export default function ChapterMapView({ latitude, longitude, name, label }: ChapterMapViewProps) {
  const position: [number, number] = [latitude, longitude];
  return (
    <MapContainer
      center={position}
      zoom={MAP_ZOOM_DEFAULT}
      minZoom={MAP_ZOOM_MIN}
      maxZoom={MAP_ZOOM_MAX}
      scrollWheelZoom={false}
      style={{ width: '100%', height: '100%' }}
    >
      <TileLayer url={TILE_URL} attribution={ATTRIBUTION} maxZoom={MAP_ZOOM_MAX} />
      <Marker position={position} icon={pin} title={name} alt={name}>
        <Tooltip direction="top" permanent>
          {label}
        </Tooltip>
      </Marker>
    </MapContainer>
  );
}
