import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ScrollRegion, StyledTable } from '@/components/ui/table/table-styles';

/** Numbers line up on the right; a total row stands out. */
const Table = styled(StyledTable)`
  min-width: 0;

  th[data-number],
  td[data-number] {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  tfoot th,
  tfoot td {
    border-top: 2px solid ${({ theme }) => theme.colors.borderStrong};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

interface FigureColumn {
  label: string;
  /** Right-aligned figures. */
  number?: boolean;
}

interface FigureTableProps {
  caption: string;
  columns: FigureColumn[];
  /** The first cell of each row heads it. */
  rows: { key: string; cells: ReactNode[] }[];
  total?: ReactNode[];
}

/** A chart's figures as a table: the first column names each row. */
export function FigureTable({ caption, columns, rows, total }: FigureTableProps) {
  const cell = (content: ReactNode, index: number, heading: boolean) => {
    const number = columns[index]?.number ? '' : undefined;
    return heading && index === 0 ? (
      <th key={index} scope="row" data-number={number}>
        {content}
      </th>
    ) : (
      <td key={index} data-number={number}>
        {content}
      </td>
    );
  };
  return (
    <ScrollRegion role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption data-hidden="">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" data-number={column.number ? '' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>{row.cells.map((content, index) => cell(content, index, true))}</tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr>{total.map((content, index) => cell(content, index, true))}</tr>
          </tfoot>
        )}
      </Table>
    </ScrollRegion>
  );
}
