import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@/lib/auth';
import { isAdmin, ledChapters } from '@/lib/authorization';
import { media } from '@/styles/theme';
import { PORTAL_NAV, myChapterNav } from './nav-items';

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ul {
    display: grid;
    gap: 2px;
    list-style: none;
  }
`;

const Heading = styled.p`
  margin-bottom: 2px;
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 42px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.gray700};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  svg {
    color: ${({ theme }) => theme.colors.gray500};
  }

  /* Tighter in the desktop sidebar, so an admin's 14 links and the Subscribe block fit 800 px (the
     links scroll above the block when a window is shorter); touch-sized in the phone drawer. */
  ${media.up('md')} {
    min-height: 30px;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.text};
  }

  /* The current page keeps the weight of the others: bolder, 'Company Join Requests' wrapped to two
     lines in the 280 px sidebar and pushed every link below it down. */
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand50};
    color: ${({ theme }) => theme.colors.brand700};

    svg {
      color: ${({ theme }) => theme.colors.brand600};
    }
  }
`;

/**
 * The link the current page belongs to: the longest one whose address it is or is under, so a
 * chapter's scorecards mark "Scorecards" and not also "Chapters" (/portal/chapter is their prefix).
 */
function deepestMatch(items: { to: string; end?: boolean }[], pathname: string): string | null {
  const matching = items.filter(({ to, end }) => pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`)));
  return matching.reduce<string | null>((best, { to }) => (best === null || to.length > best.length ? to : best), null);
}

/** Portal links; used by the desktop sidebar and the mobile drawer. */
export function PortalNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const admin = isAdmin(user);
  const [main, ...adminGroups] = PORTAL_NAV.filter((group) => admin || !group.adminOnly);
  // A leader's chapters come right after the main links; admins lead none.
  const inChapter = Boolean(user?.chapterId);
  const groups = [main, ...myChapterNav(ledChapters(user)), ...adminGroups].map((group) => ({ ...group, items: group.items.filter((item) => inChapter || !item.inChapter) }));
  const current = deepestMatch(groups.flatMap((group) => group.items), useLocation().pathname);
  return (
    <Nav aria-label="Portal">
      {groups.map((group, index) => {
        const headingId = group.heading ? `portal-nav-${index}` : undefined;
        return (
          <div key={headingId ?? 'main'}>
            {group.heading && <Heading id={headingId}>{group.heading}</Heading>}
            <ul aria-labelledby={headingId}>
              {group.items.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <Item to={to} end={end || (current !== null && current !== to)} onClick={onNavigate}>
                    <Icon size={18} />
                    {label}
                  </Item>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Nav>
  );
}
