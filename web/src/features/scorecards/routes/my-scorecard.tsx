import { SCORECARD_MESSAGES } from '@gro/config';
import { SCORECARD_TEXTS as texts } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useMyScorecard } from '../api/scorecards';
import { CompareSwitch } from '../components/compare-switch';
import { ScorecardView, type CompareWith } from '../components/scorecard-view';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** /portal/scorecard: the signed-in member's own scorecard and attendance standing, compared with their chapter or all chapters. */
export default function MyScorecardRoute() {
  const { data, error, isLoading, mutate } = useMyScorecard();
  const [compare, setCompare] = useState<CompareWith>('chapter');
  const noChapter = error instanceof ApiError && error.status === 404;
  return (
    <PortalPage title={texts.myTitle} description={texts.myDescription}>
      {isLoading && <Loading label={texts.loading} />}
      {noChapter && <EmptyState title={texts.noChapter} description={texts.noChapterHint} />}
      {error && !noChapter && <LoadError message={error instanceof ApiError && error.status === 403 ? SCORECARD_MESSAGES.noChapter : texts.loadFailed} onRetry={() => void mutate()} />}
      {data && (
        <>
          <Toolbar>
            <CompareSwitch value={compare} onChange={setCompare} />
          </Toolbar>
          <ScorecardView detail={data} compare={compare} />
        </>
      )}
    </PortalPage>
  );
}
