import type { AdminOverview } from '@gro/config';
import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { useMemo } from 'react';
import { monthAxisLabels } from '@/components/ui/bar-chart';
import { formatMonth } from '@/lib/format';
import { latestChurn } from '../utils/overview';
import { OverviewChart } from './overview-chart';
import { FigureCard } from './figure-card';
import { FigureTable } from './figure-table';

const texts = OVERVIEW_TEXTS.churn;
const { percent } = OVERVIEW_TEXTS;

/** Subscriptions canceled per month, and as a share of those running on the month's first day. */
export function ChurnCard({ churn }: { churn: AdminOverview['churn'] }) {
  const categories = useMemo(() => churn.map((m) => formatMonth(m.month)), [churn]);
  const axisLabels = useMemo(() => monthAxisLabels(churn.map((m) => m.month)), [churn]);
  const series = useMemo(() => [{ name: texts.canceled, values: churn.map((m) => m.canceled) }], [churn]);
  const latest = latestChurn(churn);
  return (
    <FigureCard
      title={texts.title}
      explain={texts.explain}
      figure={latest ? texts.figure(percent(latest.rate ?? 0), formatMonth(latest.month)) : texts.none}
      none={!latest}
      chart={<OverviewChart description={texts.chart} categories={categories} axisLabels={axisLabels} series={series} />}
      // No month to show yet: no table either, as no chart.
      table={
        latest && (
          <FigureTable
            caption={texts.caption}
            columns={[{ label: texts.month }, { label: texts.canceled, number: true }, { label: texts.running, number: true }, { label: texts.rate, number: true }]}
            rows={churn.map((m) => ({
              key: m.month,
              cells: [formatMonth(m.month), m.canceled.toLocaleString('en-US'), m.activeAtStart.toLocaleString('en-US'), m.rate === null ? '—' : percent(m.rate)],
            }))}
          />
        )
      }
    />
  );
}
