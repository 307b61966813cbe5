import { DUES_SHARE_TEXTS } from '@gro/config/screens';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type uPlot from 'uplot';
import { formatMonth } from '@/lib/format';
import type { Theme } from '@/styles/theme';
import type { ShareSeries } from '../utils/dues-share';

const texts = DUES_SHARE_TEXTS;
const HEIGHT = 260;

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

/** The chart's box: as wide as the page allows, never wider (uPlot draws to the measured width). */
const Plot = styled.div`
  position: relative;
  min-width: 0;
  min-height: ${HEIGHT}px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pending = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
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

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An x-axis label: 'May', with the year under the first month and every January. */
function axisMonth(month: string, first: boolean): string {
  const [year, number] = month.split('-');
  const name = SHORT_MONTHS[Number(number) - 1] ?? month;
  return first || number === '01' ? `${name}\n${year}` : name;
}

/** About 52 px per label: on a phone every second or third month is named, counted back from the latest. */
const labelStep = (count: number, width: number) => Math.max(1, Math.ceil((count * 52) / Math.max(width, 1)));

/**
 * Stacked bars of each chapter's share per month. uPlot is imported here, on first render, so it
 * (and its CSS) travels only with the dues share screen. uPlot has no stacked bars: each chapter is
 * drawn as a bar up to the running total of the chapters before it, tallest first, so each one's
 * visible part is its own share. The figure is an image to assistive technology; the table carries the figures.
 */
export function DuesShareChart({ months, series, from, to }: DuesShareChartProps) {
  const theme = useTheme();
  const plotRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const colors = useMemo(() => {
    const colours = palette(theme);
    return series.map((s, index) => (s.noChapter ? theme.colors.gray400 : colours[index % colours.length]));
  }, [series, theme]);

  useEffect(() => {
    const element = plotRef.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;

    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const running = series.map((_, index) =>
        months.map((__, month) => series.slice(0, index + 1).reduce((sum, s) => sum + s.values[month], 0)),
      );
      const bars = UPlot.paths.bars!({ size: [0.6, 56], align: 0 });
      const order = series.map((_, index) => series.length - 1 - index);
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, range: (_, min, max) => [min - 0.5, max + 0.5] } },
        axes: [
          {
            stroke: theme.colors.gray600,
            grid: { show: false },
            values: (self, ticks) => {
              // Counted back from the latest month, so the current month is always named; the year under the first name.
              const step = labelStep(months.length, self.width);
              const firstNamed = (months.length - 1) % step;
              const named = (tick: number) => Number.isInteger(tick) && !!months[tick] && (months.length - 1 - tick) % step === 0;
              return ticks.map((tick) => (named(tick) ? axisMonth(months[tick], tick === firstNamed) : ''));
            },
            splits: () => months.map((_, index) => index),
          },
          { stroke: theme.colors.gray600, grid: { stroke: theme.colors.gray200 }, values: (_, ticks) => ticks.map(dollars), size: 64 },
        ],
        series: [
          {},
          ...order.map((index) => ({
            label: series[index].name,
            stroke: colors[index],
            fill: colors[index],
            width: 0,
            paths: bars,
            points: { show: false },
          })),
        ],
      };
      chart = new UPlot(options, [months.map((_, index) => index), ...order.map((index) => running[index])], element);
      setLoaded(true);
      if (typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }));
      observer.observe(element);
    });

    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [months, series, colors, theme]);

  return (
    <Figure>
      <figcaption>{texts.chartTitle}</figcaption>
      <Plot role="img" aria-label={texts.chartLabel(formatMonth(from), formatMonth(to))}>
        {/* uPlot's own element: React renders nothing inside it, so it never clears what uPlot drew. */}
        <div ref={plotRef} />
        {!loaded && <Pending>{texts.loadingChart}</Pending>}
      </Plot>
      <Legend aria-hidden="true">
        {series.map((s, index) => (
          <li key={s.name}>
            <Swatch $color={colors[index]} />
            {s.name}
          </li>
        ))}
      </Legend>
    </Figure>
  );
}
