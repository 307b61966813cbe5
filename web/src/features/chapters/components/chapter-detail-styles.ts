import styled from 'styled-components';
import { media } from '@/styles/theme';

/** Phones: About, Meeting Info, map, events, join. From md: a main column and a sticky side column. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'about' 'info' 'map' 'events' 'join';
  gap: ${({ theme }) => theme.space[10]};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'about side' 'map side' 'events side';
    column-gap: ${({ theme }) => theme.space[10]};
  }
`;

export const Section = styled.section<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;

  > h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

export const About = styled.p`
  max-width: 68ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray700};
  white-space: pre-line;
`;

/** On phones its children join the page's grid; from md it is the side column, sticky when the window is tall enough to show all of it. */
export const Side = styled.div`
  display: contents;

  > :first-child {
    grid-area: info;
  }

  > :last-child {
    grid-area: join;
  }

  ${media.up('md')} {
    grid-area: side;
    align-self: start;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[6]};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) and (min-height: 960px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
  }
`;

export const HeroFacts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};

  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.brand500};
  }
`;
