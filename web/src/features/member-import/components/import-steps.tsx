import { MEMBER_IMPORT_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';

const IMPORT_STEPS = ['upload', 'map', 'check', 'import'] as const;
type ImportStep = (typeof IMPORT_STEPS)[number];

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.brand900)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const Number = styled.span<{ $state: 'done' | 'current' | 'next' }>`
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: 2px solid ${({ theme, $state }) => ($state === 'next' ? theme.colors.gray300 : theme.colors.brand700)};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.colors.brand700 : 'transparent')};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.white : 'inherit')};
`;

/** Where the admin is in the import: upload, map, check, import (the current step marked for screen readers). */
export function ImportSteps({ current }: { current: ImportStep }) {
  const at = IMPORT_STEPS.indexOf(current);
  return (
    <List aria-label={MEMBER_IMPORT_TEXTS.stepsLabel}>
      {IMPORT_STEPS.map((step, i) => {
        const state = i < at ? 'done' : i === at ? 'current' : 'next';
        return (
          <Item key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Number $state={state} aria-hidden="true">
              {i + 1}
            </Number>
            {MEMBER_IMPORT_TEXTS.steps[step]}
          </Item>
        );
      })}
    </List>
  );
}
