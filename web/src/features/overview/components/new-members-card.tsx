import type { AdminOverview } from '@gro/config';
import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { useMemo } from 'react';
import { monthAxisLabels } from '@/components/ui/bar-chart';
import { formatMonth } from '@/lib/format';
import { sum } from '../utils/overview';
import { OverviewChart } from './overview-chart';
import { FigureCard } from './figure-card';
import { FigureTable } from './figure-table';

const texts = OVERVIEW_TEXTS.newMembers;

/** Accounts created per month over the last 12 months. */
export function NewMembersCard({ newMembers }: { newMembers: AdminOverview['newMembers'] }) {
  const categories = useMemo(() => newMembers.map((m) => formatMonth(m.month)), [newMembers]);
  const axisLabels = useMemo(() => monthAxisLabels(newMembers.map((m) => m.month)), [newMembers]);
  const series = useMemo(() => [{ name: texts.count, values: newMembers.map((m) => m.count) }], [newMembers]);
  return (
    <FigureCard
      title={texts.title}
      explain={texts.explain}
      figure={texts.figure(sum(newMembers.map((m) => m.count)))}
      chart={<OverviewChart description={texts.chart} categories={categories} axisLabels={axisLabels} series={series} />}
      table={
        <FigureTable
          caption={texts.caption}
          columns={[{ label: texts.month }, { label: texts.count, number: true }]}
          rows={newMembers.map((m) => ({ key: m.month, cells: [formatMonth(m.month), m.count.toLocaleString('en-US')] }))}
        />
      }
    />
  );
}
