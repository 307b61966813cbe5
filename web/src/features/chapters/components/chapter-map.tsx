import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '@/components/error-boundary';
import { MapPinIcon } from '@/components/icons';
import { Spinner } from '@/components/ui/spinner';
import { useInView } from '@/hooks/use-in-view';
import { media } from '@/styles/theme';
import type { ChapterMapViewProps } from './chapter-map-view';

const ChapterMapView = lazy(() => import('./chapter-map-view'));

const texts = CHAPTER_SCREEN_TEXTS.detail;

const Frame = styled.div`
  position: relative;
  /* Leaflet's panes use z-indexes up to 1000: keep them under the sticky header. */
  isolation: isolate;
  height: 280px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand50};

  ${media.up('md')} {
    height: 360px;
  }

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

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.brand600};
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
          <Placeholder>
            <MapPinIcon size={28} />
            {texts.mapUnavailable}
          </Placeholder>
        }
      >
        <Suspense
          fallback={
            <Placeholder>
              <Spinner $size={28} />
            </Placeholder>
          }
        >
          {inView ? (
            <ChapterMapView key={`${props.latitude},${props.longitude}`} {...props} />
          ) : (
            <Placeholder>
              <MapPinIcon size={28} />
            </Placeholder>
          )}
        </Suspense>
      </ErrorBoundary>
    </Frame>
  );
}
