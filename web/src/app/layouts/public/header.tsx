import { useLocation } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { AccountLinks } from './account-links';
import { Bar, DesktopActions, DesktopNav, Inner, NavItemLink } from './header-styles';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS, navCurrent } from './nav-links';

export function Header() {
  const { pathname } = useLocation();
  return (
    <Bar>
      <Container>
        <Inner>
          <Logo />
          <DesktopNav aria-label="Main">
            <ul>
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavItemLink to={link.to} aria-current={navCurrent(link, pathname)}>
                    {link.label}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          </DesktopNav>
          <DesktopActions>
            <AccountLinks />
          </DesktopActions>
          <MobileMenu />
        </Inner>
      </Container>
    </Bar>
  );
}
