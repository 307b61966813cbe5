import styled from 'styled-components';
import { Card } from '@/components/ui/card';

export const Article = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.brand900};

  a {
    color: inherit;
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.brand200};
    text-underline-offset: 0.2em;
  }

  a:hover {
    text-decoration-color: currentColor;
  }
`;

export const Description = styled.p`
  color: ${({ theme }) => theme.colors.gray700};
`;

export const Details = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray800};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }

  li > svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.brand500};
  }
`;

export const Place = styled.div`
  display: flex;
  flex-direction: column;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Media = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;
