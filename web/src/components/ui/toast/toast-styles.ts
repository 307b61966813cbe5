import type { ToastPosition, ToastType } from '@gro/config';
import styled, { keyframes } from 'styled-components';
import type { Theme } from '@/styles/theme';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const placement: Record<ToastPosition, string> = {
  'top-left': 'top: 16px; left: 16px; align-items: flex-start;',
  'top-center': 'top: 16px; left: 50%; transform: translateX(-50%); align-items: center;',
  'top-right': 'top: 16px; right: 16px; align-items: flex-end;',
  'bottom-left': 'bottom: 16px; left: 16px; align-items: flex-start;',
  'bottom-center': 'bottom: 16px; left: 50%; transform: translateX(-50%); align-items: center;',
  'bottom-right': 'bottom: 16px; right: 16px; align-items: flex-end;',
};

export const Region = styled.section<{ $position: ToastPosition }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;
  ${({ $position }) => placement[$position]}
`;

const accent = (theme: Theme): Record<ToastType, { bar: string; icon: string }> => ({
  success: { bar: theme.colors.success700, icon: theme.colors.success700 },
  danger: { bar: theme.colors.danger700, icon: theme.colors.danger700 },
  warning: { bar: theme.colors.accent500, icon: theme.colors.warning700 },
  default: { bar: theme.colors.brand500, icon: theme.colors.brand600 },
});

export const Item = styled.div<{ $type: ToastType }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[4]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $type }) => accent(theme)[$type].bar};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  animation: ${enter} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  > svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme, $type }) => accent(theme)[$type].icon};
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};
  overflow-wrap: anywhere;

  strong {
    display: block;
    margin-bottom: 2px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }

  a {
    display: inline-block;
    margin-top: ${({ theme }) => theme.space[2]};
    margin-right: ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Dismiss = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  margin: -4px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.gray600};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.text};
  }
`;
