import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { media } from '@/styles/theme';

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export const Totals = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;

    ${media.up('sm')} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

export const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  > :last-child {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

/** The chart's figures as a table, folded under it (twelve cards on a phone otherwise). */
export const MonthFigures = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.brand800};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;
