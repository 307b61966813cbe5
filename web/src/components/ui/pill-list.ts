import styled from 'styled-components';

/** A wrapping row of small counts, each a pill: '10 expected', '2 Absent' (an attendance sheet's, a meeting's). */
export const PillList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;

  li {
    padding: 2px ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.gray100};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;
