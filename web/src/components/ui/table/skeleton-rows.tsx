import { Skeleton } from '../skeleton';

/** Grey placeholder rows while the first page loads; the table announces 'Loading records...' instead. */
export function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} aria-hidden="true" data-skeleton="">
      {Array.from({ length: columns }, (_, column) => (
        <td key={column}>
          <Skeleton $width={column === 0 ? '70%' : '55%'} />
        </td>
      ))}
    </tr>
  ));
}
