import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const Tab = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.brand800};
    border-bottom-color: ${({ theme }) => theme.colors.brand500};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand500};
    outline-offset: -2px;
  }
`;

interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly K[];
  /** Each tab's text. */
  labels: Record<K, string>;
  value: K;
  onChange: (tab: K) => void;
  /** The id of the tab panel the tabs control: one panel for every tab, or each tab's own. */
  panelId: string | ((tab: K) => string);
  idOf: (tab: K) => string;
}

/** A row of ARIA tabs over one panel (Received / Given, All events / My RSVPs): arrows, Home and End move between them. */
export function Tabs<K extends string>({ label, tabs, labels, value, onChange, panelId, idOf }: TabsProps<K>) {
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(value);
    const next =
      event.key === 'ArrowRight' ? tabs[(at + 1) % tabs.length]
      : event.key === 'ArrowLeft' ? tabs[(at - 1 + tabs.length) % tabs.length]
      : event.key === 'Home' ? tabs[0]
      : event.key === 'End' ? tabs[tabs.length - 1]
      : null;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Tab
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={idOf(tab)}
          aria-selected={tab === value}
          aria-controls={typeof panelId === 'string' ? panelId : panelId(tab)}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {labels[tab]}
        </Tab>
      ))}
    </List>
  );
}
