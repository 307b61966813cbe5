import type { ReferralBox } from '@gro/config';
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { REFERRAL_TEXTS as texts } from '@gro/config/screens';

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

interface BoxTabsProps {
  boxes: readonly ReferralBox[];
  value: ReferralBox;
  onChange: (box: ReferralBox) => void;
  /** The id of the tab panel the tabs control. */
  panelId: string;
  idOf: (box: ReferralBox) => string;
}

/** Received / Given (/ All for admins) as an ARIA tab list: arrows, Home and End move between the tabs. */
export function BoxTabs({ boxes, value, onChange, panelId, idOf }: BoxTabsProps) {
  const refs = useRef<Partial<Record<ReferralBox, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const at = boxes.indexOf(value);
    const next =
      event.key === 'ArrowRight' ? boxes[(at + 1) % boxes.length]
      : event.key === 'ArrowLeft' ? boxes[(at - 1 + boxes.length) % boxes.length]
      : event.key === 'Home' ? boxes[0]
      : event.key === 'End' ? boxes[boxes.length - 1]
      : null;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={texts.tabsLabel} onKeyDown={onKeyDown}>
      {boxes.map((box) => (
        <Tab
          key={box}
          ref={(element) => {
            refs.current[box] = element;
          }}
          type="button"
          role="tab"
          id={idOf(box)}
          aria-selected={box === value}
          aria-controls={panelId}
          tabIndex={box === value ? 0 : -1}
          onClick={() => onChange(box)}
        >
          {texts.tabs[box]}
        </Tab>
      ))}
    </List>
  );
}
