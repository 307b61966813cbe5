import styled from 'styled-components';

/** A bordered white card of an icon, a title (h3) and a sentence: home's benefits and steps. */
export const FeatureCard = styled.li`
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h3 {
    margin: ${({ theme }) => `${theme.space[5]} 0 ${theme.space[2]}`};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

/** The rounded square behind a card's or list item's icon; 'accent' is the warm variant. */
export const IconBadge = styled.span<{ $tone?: 'brand' | 'accent'; $size?: number }>`
  display: grid;
  place-items: center;
  width: ${({ $size = 48 }) => $size}px;
  height: ${({ $size = 48 }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accent100 : theme.colors.brand50)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.warning700 : theme.colors.brand600)};
`;
