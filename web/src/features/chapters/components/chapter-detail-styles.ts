import styled, { css } from 'styled-components';
import { media } from '@/styles/theme';

/** The map's box: its frame, and the same empty box while the frame's code loads. */
export const mapBox = css`
  height: 280px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand50};

  ${media.up('md')} {
    height: 360px;
  }
`;

export const MapSlot = styled.div`
  ${mapBox}
`;

/**
 * Phones: About, Meeting Info, the call to join (near the top, before the map and the events: the
 * order of the page's source too), map, events, and the guest form (when there is a meeting to visit). From md: a main column and a side column that stays in view.
 */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'about' 'info' 'join' 'map' 'events' 'visit';
  gap: ${({ theme }) => theme.space[10]};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto auto auto 1fr;
    grid-template-areas: 'about side' 'map side' 'events side' 'visit side';
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

/**
 * On phones its children join the page's grid. From md it is the side column beside the whole main
 * column: in a window tall enough to show all of it, it is sticky; in a shorter one (1280 x 800) the
 * Meeting Info scrolls away and the call to join stays in view.
 */
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
    align-self: stretch;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[6]};

    > :last-child {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
    }
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) and (min-height: 960px) {
    align-self: start;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});

    > :last-child {
      position: static;
    }
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
