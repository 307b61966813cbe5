import styled from 'styled-components';
import { media } from '@/styles/theme';

export const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.gray50};

  ${media.up('md')} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} 1fr;
  }

  /* On paper (a printed report): the page's content alone. */
  @media print {
    display: block;
    background: none;
  }
`;

/** The bottom of the sidebar and of the mobile drawer: the Subscribe block. */
export const SidebarFooter = styled.div`
  flex: none;

  &:empty {
    display: none;
  }
`;

/**
 * The sidebar's links, between the logo and the Subscribe block: in a window too short for all of
 * them (an admin's at 1280 x 800) they scroll on their own, above the block rather than behind it,
 * with a soft shadow at the edge that has more (scrolling-shadow backgrounds, as the tables').
 */
export const SidebarLinks = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Room for a focused link's ring, which the scrolling area would clip. */
  margin: -${({ theme }) => theme.space[1]} -${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  background:
    linear-gradient(${({ theme }) => theme.colors.white} 30%, transparent) top / 100% 24px no-repeat local,
    linear-gradient(transparent, ${({ theme }) => theme.colors.white} 70%) bottom / 100% 24px no-repeat local,
    radial-gradient(farthest-side at 50% 0, rgba(6, 46, 34, 0.16), transparent) top / 100% 10px no-repeat scroll,
    radial-gradient(farthest-side at 50% 100%, rgba(6, 46, 34, 0.16), transparent) bottom / 100% 10px no-repeat scroll,
    ${({ theme }) => theme.colors.white};
`;

/**
 * The desktop sidebar, one window high: the logo, the links (scrolling when they do not fit) and
 * the Subscribe block, which never covers a link.
 */
export const Sidebar = styled.aside`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100vh;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.white};
  border-right: 1px solid ${({ theme }) => theme.colors.border};

  > :first-child {
    flex: none;
    padding: 0 ${({ theme }) => theme.space[2]};
  }

  ${media.down('md')} {
    display: none;
  }

  @media print {
    display: none;
  }
`;

/** The mobile drawer's content: links, then the Subscribe block. */
export const DrawerNav = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** The header's right end: the search, then the user menu. */
export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-left: auto;
`;

export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.layout.portalHeaderHeight};
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('md')} {
    padding: 0 ${({ theme }) => theme.space[8]};
  }

  @media print {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  ${media.up('md')} {
    display: none;
  }
`;

export const MenuButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.brand800};
  cursor: pointer;
`;

export const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1280px;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[12]}`};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[8]} ${theme.space[16]}`};
  }

  &:focus {
    outline: none;
  }

  @media print {
    max-width: none;
    padding: 0;
  }
`;
