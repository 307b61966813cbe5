import { MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@gro/config';
import { useState } from 'react';

/** A map's zoom level: starts at 13, + adds 1 up to 18, − takes 1 down to 1 (spec §4). */
export function useMapZoom(initial = MAP_ZOOM_DEFAULT) {
  const [zoom, setZoom] = useState(initial);
  return {
    zoom,
    canZoomIn: zoom < MAP_ZOOM_MAX,
    canZoomOut: zoom > MAP_ZOOM_MIN,
    zoomIn: () => setZoom((level) => Math.min(level + 1, MAP_ZOOM_MAX)),
    zoomOut: () => setZoom((level) => Math.max(level - 1, MAP_ZOOM_MIN)),
  };
}
