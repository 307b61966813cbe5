import { TABLE_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import type { SortState } from '@/lib/sort';
import { media } from '@/styles/theme';
import { SelectField } from '../select';

/** The phone's table control: the whole width, as the search above it. */
const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};

  ${media.up('sm')} {
    max-width: 320px;
  }
`;

interface SortSelectProps {
  /** The sortable columns: their sort key (a column key or an API sort field) and header. */
  options: { key: string; header: string }[];
  sort: SortState | null;
  onChange: (sort: SortState | null) => void;
}

const encode = (sort: SortState | null) => (sort ? `${sort.key}:${sort.direction}` : '');

/** 'name:desc' -> { key: 'name', direction: 'desc' }; '' is the default order. */
function decode(value: string): SortState | null {
  const at = value.lastIndexOf(':');
  if (at < 0) return null;
  const direction = value.slice(at + 1);
  return direction === 'asc' || direction === 'desc' ? { key: value.slice(0, at), direction } : null;
}

/** On phones the header cells are gone: 'Sort by' offers each sortable column in both directions. */
export function SortSelect({ options, sort, onChange }: SortSelectProps) {
  const choices = [
    { value: '', label: TABLE_TEXTS.defaultOrder },
    ...options.flatMap(({ key, header }) =>
      (['asc', 'desc'] as const).map((direction) => ({
        value: encode({ key, direction }),
        label: TABLE_TEXTS.sortOption(header, direction),
      })),
    ),
  ];
  return (
    <Bar>
      <SelectField label={TABLE_TEXTS.sortBy} options={choices} value={encode(sort)} onChange={(e) => onChange(decode(e.target.value))} />
    </Bar>
  );
}
