import type { CompanyPin } from '@gro/config';
import { DIRECTORY_TEXTS } from '@gro/config/screens';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '@/components/error-boundary';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { MapPlaceholder } from '@/components/ui/map-placeholder';
import { Loading } from '@/components/ui/spinner';
import { useInView } from '@/hooks/use-in-view';
import { loadFailedMessage } from '@/lib/api-client';
import { media } from '@/styles/theme';
import { useDirectoryMap } from '../api/get-directory-map';
import type { DirectoryFilters } from '../utils/directory-filters';

const MembersMapView = lazy(() => import('./members-map-view'));

const Frame = styled.div`
  position: relative;
  /* Leaflet's panes use z-indexes up to 1000: keep them under the sticky header. */
  isolation: isolate;
  height: 360px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand50};

  ${media.up('md')} {
    height: 480px;
  }

  .leaflet-container {
    font-family: inherit;
    background: ${({ theme }) => theme.colors.brand50};
  }

  .members-map-pin svg {
    filter: drop-shadow(0 2px 3px rgba(6, 46, 34, 0.35));
  }

  .members-map-cluster {
    display: flex;
    align-items: center;
    justify-content: center;
    border: 3px solid ${({ theme }) => theme.colors.white};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand700};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;


const Companies = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;

    ${media.up('sm')} {
      grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    }
  }

  li {
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow-wrap: anywhere;
  }

  li span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The companies of the map as a list: the same places for keyboard and screen-reader users. */
function CompanyList({ companies }: { companies: CompanyPin[] }) {
  const headingId = useId();
  return (
    <Companies aria-labelledby={headingId}>
      <h2 id={headingId}>{DIRECTORY_TEXTS.mapListHeading}</h2>
      <ul>
        {companies.map((company) => (
          <li key={company.id}>
            <strong>{company.name}</strong>
            <span>{[company.city, DIRECTORY_TEXTS.mapMembers(company.memberCount)].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
      </ul>
    </Companies>
  );
}

/** The map itself; its code is fetched once the frame comes near the viewport. */
function MapFrame({ companies }: { companies: CompanyPin[] }) {
  const [frameRef, inView] = useInView<HTMLDivElement>();
  return (
    <Frame ref={frameRef} role="region" aria-label={DIRECTORY_TEXTS.mapLabel}>
      <ErrorBoundary
        fallback={
          <MapPlaceholder>{DIRECTORY_TEXTS.mapUnavailable}</MapPlaceholder>
        }
      >
        <Suspense
          fallback={
            <MapPlaceholder loading />
          }
        >
          {inView ? (
            <MembersMapView companies={companies} />
          ) : (
            <MapPlaceholder />
          )}
        </Suspense>
      </ErrorBoundary>
    </Frame>
  );
}

/**
 * The directory's Map view: the companies with a location of the (filtered) directory's members as
 * clustered pins. Its code (Leaflet and the cluster plugin) is fetched only when the map comes near
 * the viewport, as the chapter map's; the list under it names the same companies.
 */
export function MembersMap({ filters }: { filters: DirectoryFilters }) {
  const { data, error, isLoading, mutate } = useDirectoryMap(filters);
  if (isLoading) return <Loading label={DIRECTORY_TEXTS.mapLoading} />;
  if (error) return <LoadError message={loadFailedMessage(error, DIRECTORY_TEXTS.mapLoadFailed)} onRetry={() => void mutate()} />;
  const companies = data?.companies ?? [];
  if (companies.length === 0) return <EmptyState title={DIRECTORY_TEXTS.mapEmpty} />;
  return (
    <>
      <MapFrame companies={companies} />
      <CompanyList companies={companies} />
    </>
  );
}
