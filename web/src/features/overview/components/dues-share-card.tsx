import { formatMoney, type AdminOverview } from '@gro/config';
import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { useMemo } from 'react';
import { formatMonth } from '@/lib/format';
import { CHART_CHAPTERS, largest } from '../utils/overview';
import { OverviewChart } from './overview-chart';
import { FigureCard } from './figure-card';
import { FigureTable } from './figure-table';

const texts = OVERVIEW_TEXTS.duesShare;

/** What each chapter is owed of this month's dues (the dues share screen's figures for one month). */
export function DuesShareCard({ dues }: { dues: AdminOverview['duesShare'] }) {
  const { chapters, currency } = dues;
  const shown = useMemo(() => largest(chapters, (c) => c.shareCents), [chapters]);
  const categories = useMemo(() => shown.map((c) => c.chapterName), [shown]);
  const series = useMemo(() => [{ name: texts.share, values: shown.map((c) => c.shareCents / 100) }], [shown]);
  const dollars = useMemo(() => (value: number) => formatMoney(Math.round(value) * 100, currency).replace(/\.00$/, ''), [currency]);
  const empty = chapters.length === 0;
  const net = chapters.reduce((total, c) => total + c.netCents, 0);
  return (
    <FigureCard
      title={texts.title}
      explain={texts.explain(dues.percent, formatMonth(dues.month))}
      figure={texts.figure(formatMoney(dues.totalShareCents, currency))}
      detail={empty ? texts.empty : chapters.length > CHART_CHAPTERS ? OVERVIEW_TEXTS.topChapters(CHART_CHAPTERS, chapters.length) : undefined}
      chart={!empty && <OverviewChart description={texts.chart} categories={categories} series={series} format={dollars} />}
      table={
        !empty && (
          <FigureTable
            caption={texts.caption}
            columns={[{ label: texts.chapter }, { label: texts.net, number: true }, { label: texts.share, number: true }]}
            rows={chapters.map((c) => ({ key: String(c.chapterId), cells: [c.chapterName, formatMoney(c.netCents, currency), formatMoney(c.shareCents, currency)] }))}
            total={[OVERVIEW_TEXTS.members.total, formatMoney(net, currency), formatMoney(dues.totalShareCents, currency)]}
          />
        )
      }
    />
  );
}
