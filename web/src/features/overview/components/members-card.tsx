import { USER_STATUSES, type AdminOverview } from '@gro/config';
import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { useMemo } from 'react';
import { CHART_CHAPTERS, largest, memberSeries } from '../utils/overview';
import { OverviewChart } from './overview-chart';
import { FigureCard } from './figure-card';
import { FigureTable } from './figure-table';

const texts = OVERVIEW_TEXTS.members;
const count = (n: number) => n.toLocaleString('en-US');

/** Members by home chapter and account status: the largest chapters as stacked bars, every chapter in the table. */
export function MembersCard({ members }: { members: AdminOverview['members'] }) {
  const shown = useMemo(() => largest(members.chapters, (c) => c.total), [members.chapters]);
  const categories = useMemo(() => shown.map((c) => c.chapterName), [shown]);
  const series = useMemo(() => memberSeries(shown), [shown]);
  const empty = members.total === 0;
  return (
    <FigureCard
      title={texts.title}
      explain={texts.explain}
      figure={texts.figure(members.total)}
      detail={empty ? texts.empty : members.chapters.length > CHART_CHAPTERS ? OVERVIEW_TEXTS.topChapters(CHART_CHAPTERS, members.chapters.length) : undefined}
      chart={!empty && <OverviewChart description={texts.chart} categories={categories} series={series} />}
      table={
        !empty && (
          <FigureTable
            caption={texts.caption}
            columns={[{ label: texts.chapter }, ...USER_STATUSES.map((status) => ({ label: status, number: true })), { label: texts.total, number: true }]}
            rows={members.chapters.map((c) => ({
              key: String(c.chapterId),
              cells: [c.chapterName, ...USER_STATUSES.map((status) => count(c.counts[status])), count(c.total)],
            }))}
            total={[texts.total, ...USER_STATUSES.map((status) => count(members.chapters.reduce((sum, c) => sum + c.counts[status], 0))), count(members.total)]}
          />
        )
      }
    />
  );
}
