import styled from 'styled-components';

/** A bordered surface for grouped content. */
export const Card = styled.div<{ $padding?: 'sm' | 'md' | 'lg'; $interactive?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, $padding = 'md' }) => ({ sm: theme.space[4], md: theme.space[6], lg: theme.space[8] })[$padding]};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    transform ${({ theme }) => theme.motion.normal};

  ${({ $interactive, theme }) =>
    $interactive &&
    `
    &:hover {
      box-shadow: ${theme.shadows.md};
      transform: translateY(-2px);
    }
  `}
`;
