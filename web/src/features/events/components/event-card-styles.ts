import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '@/components/ui/button-styles';
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

/** A list card shows the description's first lines; the event's page (its title links there) has all of it. */
export const Description = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
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

/** The card's links (Add to calendar), at their own width. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** "Show map" / "Hide map": a quiet button in the card's actions (the button styles without the Button component's loading state). */
export const MapToggle = styled.button.attrs({ type: 'button' })<ButtonStyleProps>`
  ${buttonStyles}
`;
