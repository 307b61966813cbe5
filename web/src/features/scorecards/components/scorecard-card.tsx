import { SCORECARD_LABELS, SCORECARD_MEASURES } from '@gro/config';
import { SCORECARD_TEXTS as texts } from '@gro/config/screens';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useMyScorecard } from '../api/scorecards';
import { MeasurePill } from './measure';
import { PolicyBadge } from './scorecard-view';

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space[8]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  > p {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Measures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    justify-items: start;
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
  }
`;

/** The dashboard's "Your scorecard" (GET /scorecard/mine): the five measures in their colours and the attendance standing; members of a chapter only. */
export function ScorecardCard() {
  const { user } = useAuth();
  const inChapter = Boolean(user?.chapterId);
  const { data, error, isLoading, mutate } = useMyScorecard(inChapter);
  const headingId = useId();
  if (!inChapter) return null;
  return (
    <Panel aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{texts.cardTitle}</h2>
        {data && <PolicyBadge absences={data.member.absences} pastPolicy={data.member.pastPolicy} max={data.settings.policy.maxAbsences} months={data.settings.policy.months} />}
      </Head>
      {isLoading && <Loading label={texts.loading} />}
      {error && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {data && (
        <>
          <Measures>
            {SCORECARD_MEASURES.map((m) => (
              <div key={m}>
                <dt>{SCORECARD_LABELS[m].label}</dt>
                <dd>
                  <MeasurePill measure={m} value={data.member.measures[m]} />
                </dd>
              </div>
            ))}
          </Measures>
          {data.member.pastPolicy && <p>{texts.pastPolicyHint}</p>}
        </>
      )}
      <p>
        <Link to={paths.portal.myScorecard}>{texts.cardOpen}</Link>
      </p>
    </Panel>
  );
}
