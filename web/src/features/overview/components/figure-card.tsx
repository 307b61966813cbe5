import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';

const Section = styled(Card)`
  display: grid;
  /* One column no wider than the card: an open table scrolls inside it instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  /* An open table takes the overview's whole width, beside no other card. */
  &:has(> details[open]) {
    grid-column: 1 / -1;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Explain = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/* A sentence instead of a figure ('No churn figures yet.') reads as a note, not as a headline. */
const Figure = styled.p<{ $none?: boolean }>`
  font-size: ${({ theme, $none }) => ($none ? theme.fontSizes.md : theme.fontSizes['2xl'])};
  font-weight: ${({ theme, $none }) => ($none ? theme.fontWeights.regular : theme.fontWeights.bold)};
  color: ${({ theme, $none }) => ($none ? theme.colors.textMuted : theme.colors.text)};
  font-variant-numeric: tabular-nums;
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TableToggle = styled.details`
  summary {
    width: fit-content;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[open] summary {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

interface FigureCardProps {
  title: string;
  /** The one line that says what the figure counts. */
  explain: string;
  /** The headline figure ('1,204 members'). */
  figure: ReactNode;
  /** There is no figure yet: `figure` says so, quietly. */
  none?: boolean;
  detail?: ReactNode;
  /** The chart, when the figure has one. */
  chart?: ReactNode;
  /** The chart's figures as a table, behind "Show as table". */
  table?: ReactNode;
  action?: ReactNode;
}

/** One figure of the overview: its title, its one-line explanation, the figure, a chart and its table. */
export function FigureCard({ title, explain, figure, none = false, detail, chart, table, action }: FigureCardProps) {
  const id = useId();
  return (
    <Section as="section" $padding="sm" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Explain>{explain}</Explain>
      <Figure $none={none}>{figure}</Figure>
      {detail && <Detail>{detail}</Detail>}
      {chart}
      {table && (
        <TableToggle>
          <summary>{OVERVIEW_TEXTS.showTable}</summary>
          {table}
        </TableToggle>
      )}
      {action}
    </Section>
  );
}
