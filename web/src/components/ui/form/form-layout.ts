import styled from 'styled-components';
import { media } from '@/styles/theme';

/** Fields one under the other. */
export const FieldStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** Fields side by side from the small breakpoint up (`$columns` as grid-template-columns), stacked below it. */
export const FieldRow = styled.div<{ $columns?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${media.up('sm')} {
    grid-template-columns: ${({ $columns = '1fr 1fr' }) => $columns};
  }
`;
