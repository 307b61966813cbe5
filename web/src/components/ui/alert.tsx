import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '@/components/icons';
import type { Theme } from '@/styles/theme';

export type AlertTone = 'success' | 'warning' | 'danger' | 'info';

const icons: Record<AlertTone, typeof InfoIcon> = {
  success: CheckCircleIcon,
  warning: AlertTriangleIcon,
  danger: AlertCircleIcon,
  info: InfoIcon,
};

const tones = (theme: Theme): Record<AlertTone, { background: string; border: string; icon: string }> => ({
  success: { background: theme.colors.success100, border: theme.colors.brand200, icon: theme.colors.success700 },
  warning: { background: theme.colors.warning100, border: theme.colors.accent400, icon: theme.colors.warning700 },
  danger: { background: theme.colors.danger100, border: theme.colors.danger600, icon: theme.colors.danger700 },
  info: { background: theme.colors.info100, border: theme.colors.info700, icon: theme.colors.info700 },
});

// A message the page focuses so it is read out (tabIndex -1) is not a control: no focus ring
// around it, which would read as a second, heavier border. (Comments out of the CSS: they would ship.)
const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => tones(theme)[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => tones(theme)[$tone].background};
  color: ${({ theme }) => theme.colors.gray800};

  > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme, $tone }) => tones(theme)[$tone].icon};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[tabindex='-1']:focus-visible {
    outline: none;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone?: AlertTone;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A message box in the page (not a toast): success, warning, danger or info, with its icon. */
export function Alert({ tone = 'info', children, ...rest }: AlertProps) {
  const Icon = icons[tone];
  return (
    <Box $tone={tone} data-tone={tone} {...rest}>
      <Icon size={20} />
      <Text>{children}</Text>
    </Box>
  );
}
