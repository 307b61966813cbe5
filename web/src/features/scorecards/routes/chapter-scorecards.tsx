import { SCORECARD_LABELS, SCORECARD_MEASURES, SCORECARD_MESSAGES, SCORECARD_PAGE_SIZE, type ChapterScorecards, type MemberScorecard, type ScorecardSortField } from '@gro/config';
import { SCORECARD_TEXTS as texts } from '@gro/config/screens';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { Table, type Column } from '@/components/ui/table';
import { TableSearch } from '@/components/ui/table/table-search';
import { useListQuery } from '@/hooks/use-list-query';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useChapterScorecards, useScorecardDetail } from '../api/scorecards';
import { CompareSwitch } from '../components/compare-switch';
import { MeasurePill, showValue } from '../components/measure';
import { ScorecardLegend } from '../components/scorecard-legend';
import { AbsencesCell, ScorecardView, Section, type CompareWith } from '../components/scorecard-view';
import { Stack, Toolbar } from '../components/page-layout';

const Averages = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;

  @media (min-width: 900px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

/** A member's name and company: wide enough that names break between words. */
const MemberName = styled.span`
  display: grid;
  min-width: 11rem;
  overflow-wrap: normal;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const fullName = (c: MemberScorecard) => `${c.firstname} ${c.lastname}`.trim();

/** The board's columns; `sorts`: each sorts the board on the server (the own-row table does not sort). */
function memberColumns(board: ChapterScorecards, sorts: boolean): Column<MemberScorecard, ScorecardSortField>[] {
  const by = (field: ScorecardSortField) => (sorts ? field : undefined);
  return [
    {
      key: 'member',
      header: texts.member,
      width: '13rem',
      sortField: by('member'),
      cell: (c) => (
        <MemberName>
          <strong>{fullName(c)}</strong>
          {c.company && <small>{c.company}</small>}
        </MemberName>
      ),
    },
    ...SCORECARD_MEASURES.map(
      (m): Column<MemberScorecard, ScorecardSortField> => ({
        key: m,
        header: texts.monthColumns[m],
        nowrap: true,
        sortField: by(m),
        cell: (c) => <MeasurePill measure={m} value={c.measures[m]} />,
      }),
    ),
    {
      key: 'policy',
      header: texts.absencesColumn,
      nowrap: true,
      sortField: by('absences'),
      cell: (c) => <AbsencesCell absences={c.absences} pastPolicy={c.pastPolicy} max={board.settings.policy.maxAbsences} />,
    },
  ];
}

/** The chosen group's averages per member, then (for the chapter) its totals. */
function GroupAverages({ board, compare }: { board: ChapterScorecards; compare: CompareWith }) {
  const averages = board.averages[compare];
  return (
    <Averages aria-label={texts.averageRow(texts.compare[compare])}>
      {SCORECARD_MEASURES.map((m) => (
        <div key={m}>
          <dt>{SCORECARD_LABELS[m].label}</dt>
          <dd>{showValue(m, averages[m])}</dd>
        </div>
      ))}
    </Averages>
  );
}

type BoardQuery = ReturnType<typeof useListQuery<ScorecardSortField>>;

/** Every member (leaders, admins), a page at a time, searched and sorted by the server; or the totals and the member's own row. */
function Board({ board, list, loading, compare, setCompare }: { board: ChapterScorecards; list: BoardQuery; loading: boolean; compare: CompareWith; setCompare: (c: CompareWith) => void }) {
  const navigate = useNavigate();
  const open = (c: MemberScorecard) => navigate({ search: `?member=${c.userId}` });
  const own = board.members[0];
  const searching = list.query.q !== undefined;
  return (
    <Stack>
      <Toolbar>
        <p>{texts.window(formatDate(board.windowFrom), formatDate(board.windowTo))}</p>
        <CompareSwitch value={compare} onChange={setCompare} />
      </Toolbar>
      <Section aria-label={texts.averageRow(texts.compare[compare])}>
        <h2>{texts.averageRow(texts.compare[compare])}</h2>
        <GroupAverages board={board} compare={compare} />
        {!board.everyMember && <p>{texts.totalsHint(board.memberCount)}</p>}
      </Section>
      {board.everyMember ? (
        <Section aria-label={texts.chapterTitle()}>
          <h2>{texts.members}</h2>
          <TableSearch label={texts.search} placeholder={texts.searchPlaceholder} placeholderShort={texts.searchPlaceholderShort} value={list.search} onChange={list.setSearch} />
          <Table
            caption={texts.chapterTitle()}
            hideCaption
            columns={memberColumns(board, true)}
            rows={board.members}
            getRowKey={(c) => c.userId}
            onRowClick={open}
            loading={loading}
            emptyText={searching ? texts.noMatch : texts.noMembers}
            emptyHint={searching ? texts.noMatchHint : texts.noMembersHint}
            server={{
              page: list.page,
              pageSize: list.pageSize,
              total: board.pagination.total,
              sort: list.sort,
              onSort: list.onSort,
              onSortChange: list.onSortChange,
              onPageChange: list.setPage,
            }}
          />
        </Section>
      ) : (
        own && (
          <Section aria-label={texts.yourRow}>
            <h2>{texts.yourRow}</h2>
            <Table caption={texts.yourRow} hideCaption columns={memberColumns(board, false)} rows={[own]} getRowKey={(c) => c.userId} onRowClick={open} pageSize={null} emptyText={texts.noMembers} />
            <p>
              <ButtonLink to={{ search: `?member=${own.userId}` }} variant="secondary" size="sm">
                {texts.openMine}
              </ButtonLink>
            </p>
          </Section>
        )
      )}
      <ScorecardLegend settings={board.settings} />
    </Stack>
  );
}

function Page({ chapter, children }: { chapter?: string; children: ReactNode }) {
  return (
    <PortalPage title={texts.chapterTitle(chapter)} description={texts.chapterDescription}>
      {children}
    </PortalPage>
  );
}

function MemberDetail({ chapterId, member, compare, setCompare }: { chapterId: string; member: string; compare: CompareWith; setCompare: (c: CompareWith) => void }) {
  const { data, error, isLoading, mutate } = useScorecardDetail(chapterId, member);
  const denied = error instanceof ApiError && (error.status === 403 || error.status === 404);
  return (
    <Page chapter={data?.chapter.name}>
      <Stack>
        <Toolbar>
          <ButtonLink to={{ search: '' }} variant="secondary" size="sm">
            <ArrowLeftIcon size={16} />
            {texts.back}
          </ButtonLink>
          <CompareSwitch value={compare} onChange={setCompare} />
        </Toolbar>
        {isLoading && <Loading label={texts.loading} />}
        {denied && <EmptyState title={error.message || SCORECARD_MESSAGES.ownOnly} />}
        {error && !denied && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
        {data && <ScorecardView detail={data} compare={compare} />}
      </Stack>
    </Page>
  );
}

/**
 * /portal/chapter/{chapterId}/scorecards: the chapter's scorecards. Its leaders and admins see every
 * member (a page at a time, searched and sorted on the server) coloured against the thresholds (a row opens the member, ?member=); its members see the
 * chapter's averages and their own row. "Compared with" this chapter or all chapters.
 */
export default function ChapterScorecardsRoute() {
  const { chapterId = '' } = useParams();
  const [search] = useSearchParams();
  const member = search.get('member');
  const [compare, setCompare] = useState<CompareWith>('chapter');
  const list = useListQuery<ScorecardSortField>(SCORECARD_PAGE_SIZE);
  const { data, error, isLoading, mutate } = useChapterScorecards(member ? undefined : chapterId, list.query);
  if (member) return <MemberDetail chapterId={chapterId} member={member} compare={compare} setCompare={setCompare} />;
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Page chapter={data?.chapter.name}>
      {forbidden && <EmptyState title={SCORECARD_MESSAGES.notYours} />}
      {isLoading && !data && <Loading label={texts.loading} />}
      {error && !forbidden && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {data && <Board board={data} list={list} loading={isLoading} compare={compare} setCompare={setCompare} />}
    </Page>
  );
}
