import styled from 'styled-components';
import { media } from '@/styles/theme';

export const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.gray50};

  ${media.up('md')} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} 1fr;
  }
`;

/** The bottom of the sidebar and of the mobile drawer: the Subscribe block. */
export const SidebarFooter = styled.div`
  margin-top: auto;

  &:empty {
    display: none;
  }
`;

/**
 * The desktop sidebar: logo, links and the Subscribe block fit a 1280 x 800 window with every admin
 * link; on a shorter one the links scroll and the Subscribe block stays in view at the bottom.
 */
export const Sidebar = styled.aside`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100vh;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.white};
  border-right: 1px solid ${({ theme }) => theme.colors.border};

  > :first-child {
    padding: 0 ${({ theme }) => theme.space[2]};
  }

  > ${SidebarFooter} {
    position: sticky;
    bottom: -${({ theme }) => theme.space[4]};
    margin-bottom: -${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => `0 0 ${theme.space[4]}`};
    background: ${({ theme }) => theme.colors.white};
  }

  ${media.down('md')} {
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

export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('md')} {
    padding: 0 ${({ theme }) => theme.space[8]};
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
`;
