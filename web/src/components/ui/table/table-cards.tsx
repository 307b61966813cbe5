import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../skeleton';
import { phoneRole, type Column } from './column';

export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  &[data-stale] {
    opacity: 0.55;
    transition: opacity ${({ theme }) => theme.motion.fast};
  }
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  &[data-clickable] {
    cursor: pointer;
  }

  &[data-clickable]:hover,
  &[data-clickable]:focus-visible {
    background: ${({ theme }) => theme.colors.brand50};
  }

  &[data-clickable]:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Title = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Labels in one column as wide as the longest (at most 40% of the card), values beside them in the
 * rest; a wide field (a note) puts its value under its label, across the card.
 */
const Fields = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  align-items: baseline;

  > div {
    display: contents;
  }

  > div[data-wide] > dt,
  > div[data-wide] > dd {
    grid-column: 1 / -1;
  }

  > div[data-wide] > dd {
    margin-top: -${({ theme }) => theme.space[1]};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  /* No browser indent: it took 40 px from the value beside its label (emails broke mid-word) and
     pushed a wide block's text off its label's edge. */
  dd {
    min-width: 0;
    margin: 0;
    color: ${({ theme }) => theme.colors.gray800};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface TableCardsProps<T, F extends string> {
  columns: Column<T, F>[];
  rows: T[];
  getRowKey: (row: T) => string | number;
  /** The row's click and Enter handlers and focusability, the same as a table row's. */
  rowProps: (row: T) => HTMLAttributes<HTMLElement> | undefined;
}

/** The phone layout of a table's rows: one card per row, its title, labelled fields and buttons. */
export function TableCards<T, F extends string>({ columns, rows, getRowKey, rowProps }: TableCardsProps<T, F>) {
  const placed = columns.map((column, index) => ({ column, role: phoneRole(column, index) }));
  const of = (role: string) => placed.filter((p) => p.role === role).map((p) => p.column);
  const [titles, actions] = [of('title'), of('actions')];
  const fields = placed.filter((p) => p.role === 'field' || p.role === 'wide');
  return rows.map((row) => (
    <Card key={getRowKey(row)} {...rowProps(row)}>
      {titles.map((column) => (
        <Title key={column.key}>{column.cell(row)}</Title>
      ))}
      {fields.length > 0 && (
        <Fields>
          {fields.map(({ column, role }) => (
            <div key={column.key} data-wide={role === 'wide' || undefined}>
              <dt>{column.header}</dt>
              <dd>{column.cell(row)}</dd>
            </div>
          ))}
        </Fields>
      )}
      {actions.length > 0 && (
        <Actions>
          {actions.map((column) => (
            <div key={column.key}>{column.cell(row)}</div>
          ))}
        </Actions>
      )}
    </Card>
  ));
}

/** Grey placeholder cards while the first page loads; the list announces 'Loading records...' instead. */
export function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} aria-hidden="true" data-skeleton="">
      <Skeleton $width="60%" $height="1.2em" />
      <Skeleton $width="85%" />
      <Skeleton $width="70%" />
    </Card>
  ));
}
