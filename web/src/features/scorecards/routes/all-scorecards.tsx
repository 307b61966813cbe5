import { SCORECARD_COLOURS, SCORECARD_MEASURES, type ChapterScorecardSummary, type ScorecardColour, type ScorecardMeasure } from '@gro/config';
import { SCORECARD_TEXTS as texts } from '@gro/config/screens';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { Table, type Column } from '@/components/ui/table';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { useAllScorecards } from '../api/scorecards';
import { colourStyles, showValue } from '../components/measure';
import { ScorecardLegend } from '../components/scorecard-legend';
import { Section } from '../components/scorecard-view';
import { Stack, Toolbar } from '../components/page-layout';

const Cell = styled.span`
  display: grid;
  gap: 4px;
  min-width: 4.5rem;
  font-variant-numeric: tabular-nums;
`;

/** How many members are of each colour, as one thin bar. */
const Bar = styled.span`
  display: flex;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray100};
`;

const Part = styled.span<{ $colour: ScorecardColour; $share: number }>`
  flex: ${({ $share }) => $share} 0 0;
  background: ${({ theme, $colour }) => colourStyles(theme)[$colour].dot};
`;

function MeasureCell({ summary, measure }: { summary: ChapterScorecardSummary; measure: ScorecardMeasure }) {
  const counts = summary.colours[measure];
  const spoken = SCORECARD_COLOURS.filter((c) => counts[c] > 0)
    .map((c) => texts.colourCount(counts[c], texts.colourLabel(c)))
    .join(', ');
  return (
    <Cell>
      <strong>{showValue(measure, summary.averages[measure])}</strong>
      {summary.memberCount > 0 && (
        <Bar aria-hidden="true">
          {SCORECARD_COLOURS.map((c) => (counts[c] > 0 ? <Part key={c} $colour={c} $share={counts[c]} /> : null))}
        </Bar>
      )}
      {spoken && <VisuallyHidden>{spoken}</VisuallyHidden>}
    </Cell>
  );
}

const columns: Column<ChapterScorecardSummary>[] = [
  {
    key: 'chapter',
    header: texts.chapter,
    sortValue: (s) => s.chapter.name.toLowerCase(),
    cell: (s) => <Link to={buildUrl(paths.portal.chapterScorecards, { params: { chapterId: s.chapter.id } })}>{s.chapter.name}</Link>,
  },
  { key: 'members', header: texts.members, numeric: true, sortValue: (s) => s.memberCount, cell: (s) => s.memberCount },
  ...SCORECARD_MEASURES.map(
    (m): Column<ChapterScorecardSummary> => ({
      key: m,
      header: texts.monthColumns[m],
      sortValue: (s) => s.averages[m] ?? -1,
      cell: (s) => <MeasureCell summary={s} measure={m} />,
    }),
  ),
  { key: 'policy', header: texts.pastPolicy, numeric: true, sortValue: (s) => s.pastPolicy, cell: (s) => s.pastPolicy },
];

/** /portal/administrator/scorecards: every chapter side by side, its averages per member and its colours (admins). */
export default function AllScorecardsRoute() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useAllScorecards();
  return (
    <PortalPage title={texts.allTitle} description={texts.allDescription}>
      {isLoading && <Loading label={texts.loading} />}
      {error && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {data && (
        <Stack>
          <Toolbar>
            <p>{texts.window(formatDate(data.windowFrom), formatDate(data.windowTo))}</p>
            <ButtonLink to={paths.portal.scorecardSettings} variant="secondary" size="sm">
              {texts.settingsLink}
            </ButtonLink>
          </Toolbar>
          <Section aria-label={texts.allTitle}>
            <Table
              caption={texts.allTitle}
              hideCaption
              columns={columns}
              rows={data.chapters}
              getRowKey={(s) => s.chapter.id}
              onRowClick={(s) => navigate(buildUrl(paths.portal.chapterScorecards, { params: { chapterId: s.chapter.id } }))}
              pageSize={null}
              emptyText={texts.noChapters}
            />
          </Section>
          <ScorecardLegend settings={data.settings} />
        </Stack>
      )}
    </PortalPage>
  );
}
