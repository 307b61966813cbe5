import type { AdminOverview } from '@gro/config';
import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { useMemo } from 'react';
import { formatMonth } from '@/lib/format';
import { CHART_CHAPTERS, largest, sum, visitorSeries } from '../utils/overview';
import { OverviewChart } from './overview-chart';
import { FigureCard } from './figure-card';
import { FigureTable } from './figure-table';

const texts = OVERVIEW_TEXTS.visitors;
const { percent } = OVERVIEW_TEXTS;

/** Guests of chapter meetings per chapter, and the share who joined. */
export function VisitorsCard({ visitors }: { visitors: AdminOverview['visitors'] }) {
  const { chapters } = visitors;
  const shown = useMemo(() => largest(chapters, (c) => c.visitors), [chapters]);
  const categories = useMemo(() => shown.map((c) => c.chapterName), [shown]);
  const series = useMemo(() => visitorSeries(shown, texts.joined, texts.notJoined), [shown]);
  const total = sum(chapters.map((c) => c.visitors));
  const joined = sum(chapters.map((c) => c.joined));
  const rate = percent(total > 0 ? joined / total : 0);
  return (
    <FigureCard
      title={texts.title}
      explain={texts.explain(formatMonth(visitors.since.slice(0, 7)))}
      figure={texts.figure(total, rate)}
      detail={total === 0 ? texts.empty : chapters.length > CHART_CHAPTERS ? OVERVIEW_TEXTS.topChapters(CHART_CHAPTERS, chapters.length) : undefined}
      chart={total > 0 && <OverviewChart description={texts.chart} categories={categories} series={series} />}
      table={
        total > 0 && (
          <FigureTable
            caption={texts.caption}
            columns={[{ label: texts.chapter }, { label: texts.visitors, number: true }, { label: texts.joined, number: true }, { label: texts.conversion, number: true }]}
            rows={chapters.map((c) => ({ key: String(c.chapterId), cells: [c.chapterName, c.visitors.toLocaleString('en-US'), c.joined.toLocaleString('en-US'), percent(c.conversion)] }))}
            total={[OVERVIEW_TEXTS.members.total, total.toLocaleString('en-US'), joined.toLocaleString('en-US'), rate]}
          />
        )
      }
    />
  );
}
