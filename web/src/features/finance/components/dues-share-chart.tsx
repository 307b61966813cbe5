import { DUES_SHARE_TEXTS } from '@gro/config/screens';
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { BarChart, monthAxisLabels } from '@/components/ui/bar-chart';
import { formatMonth } from '@/lib/format';
import type { Theme } from '@/styles/theme';
import type { ShareSeries } from '../utils/dues-share';

const texts = DUES_SHARE_TEXTS;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[6]};

  figcaption {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const palette = (theme: Theme) => [
  theme.colors.brand500,
  theme.colors.accent500,
  theme.colors.info700,
  theme.colors.brand800,
  theme.colors.danger600,
  theme.colors.accent600,
  theme.colors.brand200,
  theme.colors.gray500,
];

interface DuesShareChartProps {
  /** 'YYYY-MM', the x axis. */
  months: string[];
  /** Each chapter's share per month, in dollars. */
  series: ShareSeries[];
  from: string;
  to: string;
}

const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** Stacked bars of each chapter's share per month (components/ui/bar-chart), the dues of no chapter in grey. */
export function DuesShareChart({ months, series, from, to }: DuesShareChartProps) {
  const theme = useTheme();
  const colors = useMemo(() => {
    const colours = palette(theme);
    return series.map((s, index) => (s.noChapter ? theme.colors.gray400 : colours[index % colours.length]));
  }, [series, theme]);
  const axisLabels = useMemo(() => monthAxisLabels(months), [months]);

  return (
    <Figure>
      <figcaption>{texts.chartTitle}</figcaption>
      <BarChart
        label={texts.chartLabel(formatMonth(from), formatMonth(to))}
        loadingText={texts.loadingChart}
        categories={months}
        axisLabels={axisLabels}
        series={series}
        colors={colors}
        format={dollars}
        height={260}
        legend
      />
    </Figure>
  );
}
