import { OVERVIEW_TEXTS } from '@gro/config/screens';
import type { ComponentProps } from 'react';
import { BarChart } from '@/components/ui/bar-chart';

type OverviewChartProps = Omit<ComponentProps<typeof BarChart>, 'label' | 'loadingText'> & {
  /** What the bars show ('new members per month over the last 12 months'). */
  description: string;
};

/** An overview card's small chart, named after what it shows and pointing at its table. */
export function OverviewChart({ description, ...chart }: OverviewChartProps) {
  return <BarChart label={OVERVIEW_TEXTS.chartLabel(description)} loadingText={OVERVIEW_TEXTS.loadingChart} {...chart} />;
}
