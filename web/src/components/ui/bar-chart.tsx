import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type uPlot from 'uplot';
import type { Theme } from '@/styles/theme';

/** One coloured part of a stacked bar chart: a value per category. */
export interface ChartSeries {
  name: string;
  values: number[];
}

/** The chart's box: as wide as its card allows, never wider (uPlot draws to the measured width). */
const Plot = styled.div<{ $height: number }>`
  position: relative;
  min-width: 0;
  min-height: ${({ $height }) => $height}px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
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
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 10px;
  height: 10px;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const palette = (theme: Theme) => [theme.colors.brand500, theme.colors.accent500, theme.colors.info700, theme.colors.danger600, theme.colors.brand200, theme.colors.gray500];

/** Characters on one line under a bar; a longer name takes two lines ('GRO Grand\nRapids'), and only a longer one still is cut. */
const LABEL_LINE = 11;

/** How wide a text is: pixels of the axis's font where the chart can measure, else characters. */
type Measure = (text: string) => number;
const characters: Measure = (text) => text.length;

/**
 * A bar's name on at most two lines of `width` (characters by default, or what `measure` counts), broken
 * between words; a word wider than a line is cut with '…'. The table has the whole name.
 */
export function wrapLabel(label: string, width = LABEL_LINE, measure: Measure = characters): string {
  if (measure(label) <= width) return label;
  const lines: string[] = [''];
  for (const word of label.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (!last || measure(`${last} ${word}`) <= width) lines[lines.length - 1] = last ? `${last} ${word}` : word;
    else lines.push(word);
  }
  const cut = (text: string) => {
    if (measure(text) <= width) return text;
    let kept = text;
    while (kept.length > 1 && measure(`${kept}…`) > width) kept = kept.slice(0, -1);
    return `${kept}…`;
  };
  return lines.length <= 2 ? lines.map(cut).join('\n') : `${cut(lines[0])}\n${cut(lines.slice(1).join(' '))}`;
}

/**
 * The bars' names without the first word they all share ('GRO Detroit', 'GRO Chicago' name 'Detroit',
 * 'Chicago'): the room under a bar goes to what tells the bars apart. The table keeps the whole names.
 */
export function withoutSharedFirstWord(labels: string[]): string[] {
  if (labels.length < 2) return labels;
  const first = /^(\S+)\s+\S/.exec(labels[0])?.[1];
  if (!first || !labels.every((label) => label.startsWith(`${first} `) && label.slice(first.length).trim() !== '')) return labels;
  return labels.map((label) => label.slice(first.length).trim());
}

/** Every bar is named where the labels fit, else every second or third, counted back from the last. */
const labelStep = (labels: string[], width: number, measure: Measure) => {
  const widest = Math.max(...labels.map((label) => Math.max(...label.split('\n').map(measure)))) + 2;
  return Math.max(1, Math.ceil((labels.length * widest) / Math.max(width - 56, 1)));
};

/** The x axis's font, set on the axis and used to measure its names. */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The width in CSS pixels of a text in the axis's font, measured on the chart's canvas; about 6.5 px a character without one. */
function axisMeasure(ctx: CanvasRenderingContext2D | null | undefined): Measure {
  if (!ctx || typeof ctx.measureText !== 'function') return (text) => text.length * 6.5;
  return (text) => {
    const previous = ctx.font;
    ctx.font = AXIS_FONT;
    const { width } = ctx.measureText(text);
    ctx.font = previous;
    return width;
  };
}

/**
 * The y axis's top and the step between its lines for bars up to `top`: a round step (1, 2, 2.5 or 5
 * times a power of ten; whole numbers for counts) and a top at or above the tallest bar, never below it.
 */
export function niceAxis(top: number, wholeNumbers: boolean, lines = 4): { max: number; step: number } {
  if (!(top > 0)) return { max: 1, step: 1 };
  const raw = top / lines;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const multiples = wholeNumbers ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  let step = multiples.map((m) => m * magnitude).find((candidate) => candidate >= raw - 1e-9) ?? 10 * magnitude;
  if (wholeNumbers) step = Math.max(1, Math.round(step));
  return { max: Math.ceil(top / step - 1e-9) * step, step };
}

/** Whether a chart has something to show: two bars or more, not all of them empty. */
export const chartable = (categories: string[], series: ChartSeries[]) =>
  categories.length > 1 && series.some((s) => s.values.some((value) => value > 0));

interface BarChartProps {
  /** The chart's accessible name: what it shows, and where its figures are as text. */
  label: string;
  /** Shown until uPlot has drawn. */
  loadingText: string;
  /** One label per bar, left to right. */
  categories: string[];
  /** Shorter labels for the x axis ('Jan\n2026'), when the categories' own are long. */
  axisLabels?: string[];
  /** Stacked from the first series up; one series draws plain bars. */
  series: ChartSeries[];
  /** One colour per series; the theme's palette by default. */
  colors?: string[];
  /** The y axis's numbers ('$25', '3'). */
  format?: (value: number) => string;
  height?: number;
  /** The series' names and colours under the chart; by default when there are several. */
  legend?: boolean;
}

/** uPlot and its CSS, fetched once for every chart of the screen. */
let library: Promise<typeof uPlot> | null = null;
const loadUplot = () => (library ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default));

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month chart's axis labels ('YYYY-MM' in): 'May', with the year under the first month and every January. */
export function monthAxisLabels(months: string[]): string[] {
  return months.map((month, index) => {
    const [year, number] = month.split('-');
    const name = SHORT_MONTHS[Number(number) - 1] ?? month;
    return index === 0 || number === '01' ? `${name}\n${year}` : name;
  });
}

/** The y axis as wide as its longest number ('$10,000') at about 7 px a character. */
const yAxisWidth = (_: unknown, values: string[] | null) => Math.max(40, ...(values ?? []).map((value) => String(value).length * 7 + 18));

const plain = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/**
 * Stacked bars (the dues share, the admin overview). uPlot is imported on first render, so it (and
 * its CSS) travels only with the screens that chart. uPlot has no stacked bars: each series is
 * drawn as a bar up to the running total of the series before it, tallest first, so each one's
 * visible part is its own value. The figure is an image to assistive technology: the screen gives
 * its figures as a table, which `label` names. Fewer than two bars, or none above zero, draw nothing:
 * the screen's figure and table say it.
 */
export function BarChart({ label, loadingText, categories, axisLabels, series, colors: given, format = plain, height = 180, legend = series.length > 1 }: BarChartProps) {
  const theme = useTheme();
  const plotRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const colors = useMemo(() => given ?? series.map((_, index) => palette(theme)[index % palette(theme).length]), [given, series, theme]);

  useEffect(() => {
    const element = plotRef.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;

    void loadUplot().then((UPlot) => {
      if (cancelled) return;
      // Names break to fit the room each bar has, measured in the axis's font: at most two lines, at least 36 px wide.
      const names = withoutSharedFirstWord(categories);
      const labelsFor = (width: number, measure: Measure) => {
        const perBar = Math.max(width - 56, 1) / Math.max(categories.length, 1);
        return axisLabels ?? names.map((name) => wrapLabel(name, Math.max(36, perBar - 2), measure));
      };
      const twoLines = axisLabels ? axisLabels.some((label) => label.includes('\n')) : names.some((name) => name.length > 6);
      const running = series.map((_, index) => categories.map((__, at) => series.slice(0, index + 1).reduce((total, s) => total + (s.values[at] ?? 0), 0)));
      const bars = UPlot.paths.bars!({ size: [0.6, 40], align: 0 });
      const order = series.map((_, index) => series.length - 1 - index);
      const top = Math.max(0, ...(running[running.length - 1] ?? [0]));
      const axis = niceAxis(top, series.every((s) => s.values.every(Number.isInteger)));
      const ySplits = Array.from({ length: Math.round(axis.max / axis.step) + 1 }, (_, index) => index * axis.step);
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: (_, min, max) => [min - 0.5, max + 0.5] }, y: { range: [0, axis.max] } },
        axes: [
          {
            stroke: theme.colors.gray600,
            grid: { show: false },
            size: twoLines ? 44 : 28,
            font: AXIS_FONT,
            values: (self, ticks) => {
              const measure = axisMeasure(self.ctx);
              const labels = labelsFor(self.width, measure);
              const step = labelStep(labels, self.width, measure);
              const named = (tick: number) => Number.isInteger(tick) && labels[tick] !== undefined && (labels.length - 1 - tick) % step === 0;
              return ticks.map((tick) => (named(tick) ? labels[tick] : ''));
            },
            splits: () => categories.map((_, index) => index),
          },
          { stroke: theme.colors.gray600, grid: { stroke: theme.colors.gray200 }, splits: () => ySplits, values: (_, ticks) => ticks.map(format), size: yAxisWidth },
        ],
        series: [
          {},
          ...order.map((index) => ({ label: series[index].name, stroke: colors[index], fill: colors[index], width: 0, paths: bars, points: { show: false } })),
        ],
      };
      chart = new UPlot(options, [categories.map((_, index) => index), ...order.map((index) => running[index])], element);
      setLoaded(true);
      if (typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 200), height }));
      observer.observe(element);
    });

    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [categories, axisLabels, series, colors, theme, format, height]);

  if (!chartable(categories, series)) return null;
  return (
    <>
      <Plot role="img" aria-label={label} $height={height}>
        {/* uPlot's own element: React renders nothing inside it, so it never clears what uPlot drew. */}
        <div ref={plotRef} />
        {!loaded && <Pending>{loadingText}</Pending>}
      </Plot>
      {legend && (
        <Legend aria-hidden="true">
          {series.map((s, index) => (
            <li key={s.name}>
              <Swatch $color={colors[index]} />
              {s.name}
            </li>
          ))}
        </Legend>
      )}
    </>
  );
}
