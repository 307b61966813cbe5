import styled from 'styled-components';
import { Card } from '@/components/ui/card';

/** The card of one import step: its parts spaced evenly, its h2 at one size. */
export const StepPanel = styled(Card)<{ $narrow?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ $narrow }) => ($narrow ? '44rem' : 'none')};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

/** A step's buttons in a row, wrapping on a phone. */
export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
