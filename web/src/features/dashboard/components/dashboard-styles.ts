import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { media } from '@/styles/theme';

export const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${media.up('md')} {
    grid-template-columns: 3fr 2fr;
  }
`;

export const Panel = styled(Card).attrs({ as: 'section' })`
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

export const SummaryCard = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  align-content: start;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * One part of a detail line (the day, the time range, the place), moved to the next line whole.
 * The day and the times never break inside; a place longer than the whole line wraps within itself.
 */
export const DetailPart = styled.span<{ $wraps?: boolean }>`
  display: inline-block;
  max-width: 100%;
  white-space: ${({ $wraps }) => ($wraps ? 'normal' : 'nowrap')};
`;

export const Rows = styled.ul`
  display: grid;
  list-style: none;

  > li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => `${theme.space[3]} 0`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  > li:first-child {
    border-top: 0;
    padding-top: 0;
  }
`;

export const RowTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** An event's title with its type badge always under it, so rows keep one layout whatever the title's length. */
export const EventTitle = styled(RowTitle)`
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

export const More = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
