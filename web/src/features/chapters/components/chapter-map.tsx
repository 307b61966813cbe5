import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '@/components/error-boundary';
import { MapPlaceholder } from '@/components/ui/map-placeholder';
import { useInView } from '@/hooks/use-in-view';
import { mapBox } from './chapter-detail-styles';
import type { ChapterMapViewProps } from './chapter-map-view';

const ChapterMapView = lazy(() => import('./chapter-map-view'));

const texts = CHAPTER_SCREEN_TEXTS.detail;

const Frame = styled.div`
  position: relative;
  /* Leaflet's panes use z-indexes up to 1000: keep them under the sticky header. */
  isolation: isolate;
  ${mapBox}

  .leaflet-container {
    font-family: inherit;
    background: ${({ theme }) => theme.colors.brand50};
  }

  .chapter-map-pin svg {
    filter: drop-shadow(0 2px 3px rgba(6, 46, 34, 0.35));
  }

  .leaflet-tooltip {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;


/**
 * The chapter's interactive map. Its code (Leaflet, about 45 KB gzipped) is fetched only when the
 * map comes near the viewport, so a chapter page's first load carries no map code.
 */
export function ChapterMap(props: ChapterMapViewProps) {
  const [frameRef, inView] = useInView<HTMLDivElement>();
  return (
    <Frame ref={frameRef} role="region" aria-label={texts.mapLabel(props.name)}>
      <ErrorBoundary
        fallback={
          <MapPlaceholder>{texts.mapUnavailable}</MapPlaceholder>
        }
      >
        <Suspense
          fallback={
            <MapPlaceholder loading />
          }
        >
          {inView ? (
            <ChapterMapView key={`${props.latitude},${props.longitude}`} {...props} />
          ) : (
            <MapPlaceholder />
          )}
        </Suspense>
      </ErrorBoundary>
    </Frame>
  );
}
