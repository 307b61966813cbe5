import type { ReactNode } from 'react';
import styled from 'styled-components';
import { InfoIcon } from '@/components/icons';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconCircle = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand50};
  color: ${({ theme }) => theme.colors.brand600};
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

interface EmptyStateProps {
  /** The spec's empty text, e.g. 'No records found.' */
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box>
      <IconCircle>{icon ?? <InfoIcon />}</IconCircle>
      <Title>{title}</Title>
      {description && <p>{description}</p>}
      {action}
    </Box>
  );
}
