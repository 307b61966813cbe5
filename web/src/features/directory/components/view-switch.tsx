import { DIRECTORY_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import type { DirectoryView } from '../utils/directory-filters';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[5]};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.gray800};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  button + button {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand700};
    color: ${({ theme }) => theme.colors.white};
  }

  button:focus-visible {
    outline-offset: -4px;
  }
`;

const VIEWS: [DirectoryView, string][] = [
  ['list', DIRECTORY_TEXTS.listView],
  ['map', DIRECTORY_TEXTS.mapView],
];

/** List or Map: two toggle buttons (aria-pressed) in a labelled group. */
export function ViewSwitch({ value, onChange }: { value: DirectoryView; onChange: (view: DirectoryView) => void }) {
  return (
    <Group role="group" aria-label={DIRECTORY_TEXTS.viewLabel}>
      {VIEWS.map(([view, label]) => (
        <button key={view} type="button" aria-pressed={value === view} onClick={() => onChange(view)}>
          {label}
        </button>
      ))}
    </Group>
  );
}
