import styled from 'styled-components';
import type { Theme } from '@/styles/theme';

export type BadgeTone = 'brand' | 'accent' | 'neutral' | 'danger' | 'info' | 'solid';

const tones = (theme: Theme): Record<BadgeTone, { background: string; color: string }> => ({
  brand: { background: theme.colors.brand100, color: theme.colors.brand800 },
  accent: { background: theme.colors.accent100, color: theme.colors.warning700 },
  neutral: { background: theme.colors.gray100, color: theme.colors.gray700 },
  danger: { background: theme.colors.danger100, color: theme.colors.danger700 },
  info: { background: theme.colors.info100, color: theme.colors.info700 },
  /** A finished, good outcome (a referral closed as business): filled. */
  solid: { background: theme.colors.brand700, color: theme.colors.white },
});

/** A short label in a pill, e.g. an event's type. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone = 'brand' }) => tones(theme)[$tone].background};
  color: ${({ theme, $tone = 'brand' }) => tones(theme)[$tone].color};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  line-height: 1.6;
  white-space: nowrap;
`;
