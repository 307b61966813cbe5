import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { MenuIcon } from '@/components/icons';
import { Drawer } from '@/components/ui/drawer';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { paths } from '@/config/paths';
import { InboxBell } from '@/features/inbox';
import { PortalSearch } from '@/features/search';
import { SubscribeBlock } from '@/features/subscription';
import { RouteBoundary } from '../../routes/route-boundary';
import { NavigationProgress } from '../navigation-progress';
import { Column, Content, DrawerNav, HeaderActions, MenuButton, MobileOnly, Shell, Sidebar, SidebarFooter, SidebarLinks, TopBar } from './portal-layout-styles';
import { PortalNav } from './portal-nav';
import { UserMenu } from './user-menu';

const DRAWER_ID = 'portal-navigation';

/** The portal shell: sidebar on desktop, slide-in drawer on mobile (spec §2). */
export default function PortalLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Shell>
      <SkipLink />
      <NavigationProgress />
      <Sidebar>
        <Logo to={paths.portal.dashboard} />
        <SidebarLinks>
          <PortalNav />
        </SidebarLinks>
        <SidebarFooter>
          <SubscribeBlock />
        </SidebarFooter>
      </Sidebar>
      <Column>
        <TopBar>
          <MobileOnly>
            <MenuButton
              type="button"
              aria-label="Open navigation"
              aria-expanded={menuOpen}
              aria-controls={DRAWER_ID}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon size={22} />
            </MenuButton>
            <Logo to={paths.portal.dashboard} />
          </MobileOnly>
          <HeaderActions>
            <PortalSearch />
            <InboxBell />
            <UserMenu />
          </HeaderActions>
        </TopBar>
        <Content id={MAIN_CONTENT_ID} tabIndex={-1}>
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        </Content>
      </Column>
      <Drawer id={DRAWER_ID} open={menuOpen} onClose={closeMenu} title="Menu" side="left" width="300px" closeLabel="Close navigation">
        <DrawerNav>
          <PortalNav onNavigate={closeMenu} />
          <SubscribeBlock />
        </DrawerNav>
      </Drawer>
    </Shell>
  );
}
