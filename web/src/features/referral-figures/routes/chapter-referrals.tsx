import { REFERRAL_MESSAGES, REFERRAL_PRIVATE_MEMBERS_LABEL, type ChapterMemberFigures, type ReferralMonth } from '@gro/config';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { monthAxisLabels, BarChart } from '@/components/ui/bar-chart';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { Table, type Column } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatMonth } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { useChapterReferralFigures } from '../api/referral-figures';
import { figureColumns } from '../components/figure-cells';
import { FigureTotals } from '../components/figure-totals';
import { MonthFigures, Panel, Stack, Toolbar } from '../components/figures-styles';
import { MonthRangeFields } from '../components/month-range-fields';
import { FIGURES_TEXTS as texts } from '@gro/config/screens';
import { defaultRange } from '../utils/month-range';

const memberColumns: Column<ChapterMemberFigures>[] = [
  {
    key: 'name',
    header: texts.member,
    sortValue: (m) => m.fullname,
    cell: (m) => (
      <span>
        <strong>{m.fullname}</strong>
        {m.company && (
          <>
            <br />
            <small>{m.company}</small>
          </>
        )}
      </span>
    ),
  },
  ...figureColumns<ChapterMemberFigures>(true),
];

const monthColumns: Column<ReferralMonth>[] = [{ key: 'month', header: texts.month, nowrap: true, cell: (m) => formatMonth(m.month) }, ...figureColumns<ReferralMonth>(false)];

/**
 * /portal/chapter/{chapterId}/referrals: the chapter's figures for its members and admins: totals,
 * referrals given per month (a chart, and the months as a table), and the members table (10 to a
 * page, as every table) sorted by any column here, then, for its members, one line adding up the members who keep their profile
 * private (the API's privateMembers). Another chapter's member gets the API's 403 message.
 */
export default function ChapterReferralsRoute() {
  const { chapterId } = useParams();
  const [range, setRange] = useState(defaultRange);
  const { data, error, isLoading, mutate } = useChapterReferralFigures(chapterId, range);
  const forbidden = error instanceof ApiError && error.status === 403;
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const categories = useMemo(() => data?.months.map((m) => formatMonth(m.month)) ?? [], [data]);
  const axisLabels = useMemo(() => monthAxisLabels(data?.months.map((m) => m.month) ?? []), [data]);
  const series = useMemo(() => [{ name: texts.figures.given, values: data?.months.map((m) => m.given) ?? [] }], [data]);

  const backLink = chapterId && (
    <ButtonLink to={buildUrl(paths.portal.chapter, { params: { chapterId } })} variant="secondary" size="sm">
      <ArrowLeftIcon size={16} />
      {texts.back}
    </ButtonLink>
  );
  // The chapter's meeting report: attendance, visitors and these figures per meeting and month.
  const reportLink = chapterId && (
    <ButtonLink to={buildUrl(paths.portal.chapterReport, { params: { chapterId } })} variant="secondary" size="sm">
      {texts.meetingReport}
    </ButtonLink>
  );

  return (
    <PortalPage
      title={texts.chapterTitle(data?.chapter.name)}
      description={texts.chapterDescription}
      actions={
        <>
          {reportLink}
          {backLink}
        </>
      }
    >
      {forbidden && <EmptyState title={REFERRAL_MESSAGES.chapterNotYours} action={backLink} />}
      {notFound && <EmptyState title={REFERRAL_MESSAGES.chapterNotFound} />}
      {!forbidden && !notFound && (
        <Stack>
          <Toolbar>
            <MonthRangeFields value={range} onChange={setRange} />
          </Toolbar>
          {isLoading && <Loading label={texts.chapterLoading} />}
          {error && <LoadError message={texts.chapterLoadFailed} onRetry={() => void mutate()} />}
          {data && !error && (
            <>
              <p aria-live="polite">{texts.showing(formatMonth(data.from), formatMonth(data.to))}</p>
              <FigureTotals totals={data.totals} label={texts.totals} />
              <Panel>
                <h2>{texts.monthsCaption}</h2>
                <BarChart
                  label={texts.chart(formatMonth(data.from), formatMonth(data.to))}
                  loadingText={texts.chartLoading}
                  categories={categories}
                  axisLabels={axisLabels}
                  series={series}
                  height={160}
                  legend
                />
                <MonthFigures>
                  <summary>{texts.monthsTable}</summary>
                  <Table<ReferralMonth> caption={texts.monthsCaption} hideCaption columns={monthColumns} rows={data.months} getRowKey={(m) => m.month} pageSize={null} />
                </MonthFigures>
              </Panel>
              <Panel>
                <h2>{texts.membersCaption}</h2>
                <Table<ChapterMemberFigures>
                  caption={texts.membersCaption}
                  hideCaption
                  columns={memberColumns}
                  rows={data.members}
                  getRowKey={(m) => m.userId}
                  emptyText={texts.membersEmpty}
                />
                {data.privateMembers && (
                  <>
                    <p>
                      <strong>{REFERRAL_PRIVATE_MEMBERS_LABEL}</strong>
                    </p>
                    <FigureTotals totals={data.privateMembers} label={REFERRAL_PRIVATE_MEMBERS_LABEL} />
                  </>
                )}
              </Panel>
            </>
          )}
        </Stack>
      )}
    </PortalPage>
  );
}
