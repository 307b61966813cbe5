import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { buildUrl } from '@/lib/url';
import { useMyReferralFigures } from '../api/referral-figures';
import { FIGURES_TEXTS as texts } from '@gro/config/screens';
import { FIGURE_KEYS, showFigure } from './figure-cells';

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space[8]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Figures = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    text-align: right;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  th[scope='row'] {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  thead th,
  thead td {
    border-top: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The dashboard's "Your referrals" (GET /referral-figures/me): given, received, closed business
 * credited and one-to-ones, this month and over the last 12 months, with the way to the
 * referrals page and to the chapter's figures.
 */
export function MyReferralsCard() {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useMyReferralFigures();
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.cardTitle}</h2>
      {isLoading && <Loading label={texts.cardLoading} />}
      {error && <LoadError message={texts.cardLoadFailed} onRetry={() => void mutate()} />}
      {data && !error && (
          <Figures>
            <caption>{texts.cardCaption}</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{texts.thisMonth}</th>
                <th scope="col">{texts.last12}</th>
              </tr>
            </thead>
            <tbody>
              {FIGURE_KEYS.map((key) => (
                <tr key={key}>
                  <th scope="row">{texts.figures[key]}</th>
                  <td>{showFigure(key, data.thisMonth)}</td>
                  <td>{showFigure(key, data.last12)}</td>
                </tr>
              ))}
            </tbody>
          </Figures>
      )}
      <Links>
        <Link to={paths.portal.referrals}>{texts.seeReferrals}</Link>
        {user?.chapterId && <Link to={buildUrl(paths.portal.chapterReferrals, { params: { chapterId: user.chapterId } })}>{texts.chapterFigures}</Link>}
      </Links>
    </Panel>
  );
}
