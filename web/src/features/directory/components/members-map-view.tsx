/**
 * The members map, loaded on demand by members-map.tsx (React.lazy) like the chapter map: Leaflet,
 * leaflet.markercluster and their CSS stay out of the main bundle until the Map view is opened.
 */
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN, type CompanyPin } from '@gro/config';
import { DIRECTORY_TEXTS } from '@gro/config/screens';
import L, { divIcon, latLngBounds, marker } from 'leaflet';
// Adds L.markerClusterGroup to the Leaflet that 'leaflet' put on window (it must be imported after it).
import 'leaflet.markercluster';
import { useEffect } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '@/lib/map-tiles';
import { theme } from '@/styles/theme';

/** The zoom a single company is shown at, and the room kept around the pins. */
const SINGLE_ZOOM = 13;
const FIT_PADDING: [number, number] = [32, 32];

const pin = divIcon({
  className: 'members-map-pin',
  html: `<svg width="28" height="37" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 41s14-13.2 14-24.5C30 7.9 23.7 1.5 16 1.5S2 7.9 2 16.5C2 27.8 16 41 16 41z" fill="${theme.colors.brand700}" stroke="${theme.colors.white}" stroke-width="2.5"/><circle cx="16" cy="16" r="5.5" fill="${theme.colors.accent400}"/></svg>`,
  iconSize: [28, 37],
  iconAnchor: [14, 36],
  popupAnchor: [0, -34],
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The popup of one company: its name, city and how many members of the directory it has. */
function popupHtml(company: CompanyPin): string {
  const lines = [`<strong>${escapeHtml(company.name)}</strong>`];
  if (company.city) lines.push(escapeHtml(company.city));
  lines.push(escapeHtml(DIRECTORY_TEXTS.mapMembers(company.memberCount)));
  return lines.join('<br>');
}

/** The clustered markers, added to the map imperatively (react-leaflet has no cluster layer of its own). */
function ClusteredPins({ companies }: { companies: CompanyPin[] }) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({
      showCoverageOnHover: false,
      iconCreateFunction: (cluster) =>
        divIcon({
          className: 'members-map-cluster',
          html: `<span>${cluster.getChildCount()}</span>`,
          iconSize: [40, 40],
        }),
    });
    for (const company of companies) {
      group.addLayer(
        marker([company.latitude, company.longitude], {
          icon: pin,
          title: company.name,
          alt: company.name,
        }).bindPopup(popupHtml(company)),
      );
    }
    map.addLayer(group);
    if (companies.length === 1) map.setView([companies[0]!.latitude, companies[0]!.longitude], SINGLE_ZOOM);
    else if (companies.length > 1) map.fitBounds(latLngBounds(companies.map((c) => [c.latitude, c.longitude])), { padding: FIT_PADDING });
    return () => {
      map.removeLayer(group);
    };
  }, [map, companies]);
  return null;
}

export interface MembersMapViewProps {
  companies: CompanyPin[];
}

export default function MembersMapView({ companies }: MembersMapViewProps) {
  return (
    <MapContainer
      center={[39.5, -98.35]}
      zoom={4}
      minZoom={MAP_ZOOM_MIN}
      maxZoom={MAP_ZOOM_MAX}
      scrollWheelZoom={false}
      style={{ width: '100%', height: '100%' }}
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} maxZoom={MAP_ZOOM_MAX} />
      <ClusteredPins companies={companies} />
    </MapContainer>
  );
}
