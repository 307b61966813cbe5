import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Tabs } from '../tabs';

/** The tabs stay at the top of the drawer's scrolling body, over its content. */
const TabBar = styled.div`
  position: sticky;
  top: -${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  margin: -${({ theme }) => theme.space[6]} -${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]} 0`};
  background: ${({ theme }) => theme.colors.surface};

  [role='tablist'] {
    margin-bottom: 0;
  }
`;

/** A part's first section needs no rule above it: the tabs' line is there. */
const Panel = styled.div`
  > section:first-child {
    margin-top: 0;
    padding-top: 0;
    border-top: 0;
  }
`;

interface DrawerTab<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

/**
 * A drawer of several parts (a user's details, the chapters they lead, their sign-in): one tab
 * each, so every part ends with its own buttons and a form's Save stays at the drawer's foot. Every
 * part stays mounted while another shows: a form half filled in keeps what was typed.
 */
export function DrawerTabs<K extends string>({ label, tabs }: { label: string; tabs: DrawerTab<K>[] }) {
  const [value, setValue] = useState<K>(tabs[0].key);
  const id = useId();
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-panel-${key}`;
  const labels = Object.fromEntries(tabs.map((tab) => [tab.key, tab.label])) as Record<K, string>;
  return (
    <>
      <TabBar>
        <Tabs label={label} tabs={tabs.map((tab) => tab.key)} labels={labels} value={value} onChange={setValue} panelId={panelId} idOf={tabId} />
      </TabBar>
      {tabs.map((tab) => (
        <Panel key={tab.key} role="tabpanel" id={panelId(tab.key)} aria-labelledby={tabId(tab.key)} hidden={tab.key !== value}>
          {tab.content}
        </Panel>
      ))}
    </>
  );
}
