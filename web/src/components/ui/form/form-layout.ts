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

/** A titled group of fields (a fieldset with its legend). */
export const FormSection = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[4]};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

/** Cancel and submit at the end of a form. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
