import styled from 'styled-components';
import { SearchField } from '../search-field';

const Bar = styled.div`
  max-width: 440px;
  margin-bottom: ${({ theme }) => theme.space[4]};

  input {
    min-height: 44px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

interface TableSearchProps {
  label: string;
  placeholder: string;
  /** The placeholder on a phone. */
  placeholderShort?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a server-side table; the caller debounces what it sends as q. */
export function TableSearch({ label, placeholder, placeholderShort, value, onChange }: TableSearchProps) {
  return (
    <Bar role="search">
      <SearchField label={label} placeholder={placeholder} placeholderShort={placeholderShort} value={value} onChange={(e) => onChange(e.target.value)} />
    </Bar>
  );
}
