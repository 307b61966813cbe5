import { SCORECARD_LABELS, formatCents, type ScorecardColour, type ScorecardMeasure, type ScorecardValue } from '@gro/config';
import { SCORECARD_TEXTS as texts } from '@gro/config/screens';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { Theme } from '@/styles/theme';

/** Each colour's fill, text and dot: the word is always there too, so colour is never the only sign. */
export const colourStyles = (theme: Theme): Record<ScorecardColour, { background: string; color: string; dot: string }> => ({
  green: { background: theme.colors.success100, color: theme.colors.success700, dot: theme.colors.success700 },
  yellow: { background: theme.colors.warning100, color: theme.colors.warning700, dot: '#d98e04' },
  red: { background: theme.colors.danger100, color: theme.colors.danger700, dot: theme.colors.danger600 },
  grey: { background: theme.colors.gray100, color: theme.colors.gray700, dot: theme.colors.gray400 },
});

export const Dot = styled.span<{ $colour: ScorecardColour }>`
  display: inline-block;
  flex: none;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ theme, $colour }) => colourStyles(theme)[$colour].dot};
`;

const Pill = styled.span<{ $colour: ScorecardColour; $wide?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 2px ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  ${({ theme, $colour }) => css`
    background: ${colourStyles(theme)[$colour].background};
    color: ${colourStyles(theme)[$colour].color};
  `}
`;

/** A measure's value as it reads: 95%, $1,250 (cents only when there are some), 12; a dash when there is none. */
export function showValue(measure: ScorecardMeasure, value: number | null): string {
  if (value === null) return '—';
  if (measure === 'attendance') return `${value}%`;
  if (measure === 'closedBusiness') return value % 100 === 0 ? `$${(value / 100).toLocaleString('en-US')}` : formatCents(value);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A threshold as it reads (closed business in whole dollars). */
export function showThreshold(measure: ScorecardMeasure, value: number): string {
  if (measure === 'attendance') return `${value}%`;
  if (measure === 'closedBusiness') return `$${value.toLocaleString('en-US')}`;
  return String(value);
}

/** One measure's value in its colour, with the colour's word for screen readers (and its title on hover). */
export function MeasurePill({ measure, value }: { measure: ScorecardMeasure; value: ScorecardValue }) {
  const word = texts.colourLabel(value.colour);
  return (
    <Pill $colour={value.colour} title={`${SCORECARD_LABELS[measure].label}: ${word}`}>
      <Dot $colour={value.colour} aria-hidden="true" />
      {showValue(measure, value.value)}
      <VisuallyHidden>, {word}</VisuallyHidden>
    </Pill>
  );
}
