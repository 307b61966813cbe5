import { MAP_PREVIEW_HEIGHT, MAP_PREVIEW_WIDTH } from '@gro/config';
import { EVENT_SCREEN_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { MapPlaceholder } from '@/components/ui/map-placeholder';
import { mapPreviewUrl } from '../api/map-preview-url';
import { useMapZoom } from '../hooks/use-map-zoom';

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${MAP_PREVIEW_WIDTH} / ${MAP_PREVIEW_HEIGHT};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;


const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  display: flex;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const ZoomButton = styled.button`
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand800};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  cursor: pointer;

  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.brand50};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.gray400};
    cursor: not-allowed;
  }
`;

interface MapPreviewProps {
  latitude: number;
  longitude: number;
  /** Names the place in the image's alt text. */
  place: string;
}

/** The server-rendered map image of an event's place with its own + and − zoom (spec §2, §4). */
export function MapPreview({ latitude, longitude, place }: MapPreviewProps) {
  const { zoom, zoomIn, zoomOut, canZoomIn, canZoomOut } = useMapZoom();
  const src = mapPreviewUrl({ latitude, longitude, zoom });
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  return (
    <Frame>
      {failedSrc === src ? (
        <MapPlaceholder>{EVENT_SCREEN_TEXTS.mapUnavailable}</MapPlaceholder>
      ) : (
        <img
          src={src}
          alt={EVENT_SCREEN_TEXTS.mapAlt(place)}
          width={MAP_PREVIEW_WIDTH}
          height={MAP_PREVIEW_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
      <Controls>
        <ZoomButton type="button" aria-label={EVENT_SCREEN_TEXTS.zoomIn} onClick={zoomIn} disabled={!canZoomIn}>
          +
        </ZoomButton>
        <ZoomButton type="button" aria-label={EVENT_SCREEN_TEXTS.zoomOut} onClick={zoomOut} disabled={!canZoomOut}>
          −
        </ZoomButton>
      </Controls>
    </Frame>
  );
}
