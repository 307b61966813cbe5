import styled from 'styled-components';
import { media } from '@/styles/theme';

export const Wrapper = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space[12]} 0 ${theme.space[8]}`};

  ${media.up('md')} {
    padding-top: ${({ theme }) => theme.space[16]};
  }
  background: ${({ theme }) => theme.colors.brand900};
  color: ${({ theme }) => theme.colors.brand100};

  a {
    color: ${({ theme }) => theme.colors.white};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.accent400};
    text-decoration: underline;
  }
`;

/** On a phone the brand spans the width and the link columns sit two by two: a short footer under short pages. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};

  > :first-child {
    grid-column: 1 / -1;
  }

  ${media.up('md')} {
    grid-template-columns: 1.6fr repeat(3, 1fr);
    gap: ${({ theme }) => theme.space[10]};

    > :first-child {
      grid-column: auto;
    }
  }
`;

export const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  max-width: 34ch;

  p {
    color: ${({ theme }) => theme.colors.brand100};
  }
`;

export const Partner = styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    display: inline-block;
    margin-left: ${({ theme }) => theme.space[2]};
    vertical-align: -2px;
  }
`;

export const Column = styled.div`
  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.brand200};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    list-style: none;
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[10]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
