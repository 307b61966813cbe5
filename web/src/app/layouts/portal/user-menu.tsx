import { USER_MENU_TEXTS } from '@gro/config/screens';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '@/components/icons';
import { AccountDrawers, Avatar, type AccountDrawer } from '@/features/account';
import { SignOutButton } from '@/features/auth';
import { useAuth } from '@/lib/auth';
import { media } from '@/styles/theme';

const Wrapper = styled.div`
  position: relative;
  margin-left: auto;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.gray100};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The member's name: visible from the small breakpoint, read by screen readers always. */
const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  ${media.down('sm')} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: grid;
  gap: 2px;
  min-width: 220px;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};

  button {
    width: 100%;
    justify-content: flex-start;
  }
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.gray800};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.gray100};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const ITEMS: { drawer: AccountDrawer; label: string }[] = [
  { drawer: 'account', label: USER_MENU_TEXTS.myAccount },
  { drawer: 'password', label: USER_MENU_TEXTS.changePassword },
  { drawer: 'settings', label: USER_MENU_TEXTS.settings },
];

/**
 * Who is signed in, and their menu (spec §2): My Account, Change Password and Settings open side
 * drawers; Sign Out goes to /signin. The menu is a disclosure: Escape or a click outside closes it.
 */
export function UserMenu() {
  const { user } = useAuth();
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [drawer, setDrawer] = useState<AccountDrawer | null>(null);

  useEffect(() => {
    if (!open) return;
    wrapperRef.current?.querySelector<HTMLElement>('li button')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const closeMenu = () => {
    // Focus goes back to the toggle first, so the drawer returns it there when it closes.
    toggleRef.current?.focus();
    setOpen(false);
  };

  const name = user ? user.fullname || `${user.firstname} ${user.lastname}` : USER_MENU_TEXTS.menuLabel;

  return (
    <Wrapper
      ref={wrapperRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) closeMenu();
      }}
      onBlur={(event) => {
        if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
    >
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="true"
        title={USER_MENU_TEXTS.menuLabel}
        onClick={() => setOpen((current) => !current)}
      >
        <Avatar src={user?.avatar?.url} firstname={user?.firstname} lastname={user?.lastname} size={36} />
        <Name>{name}</Name>
        <ChevronDownIcon size={16} aria-hidden="true" />
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {ITEMS.map((item) => (
          <li key={item.drawer}>
            <Item
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                closeMenu();
                setDrawer(item.drawer);
              }}
            >
              {item.label}
            </Item>
          </li>
        ))}
        <li>
          <SignOutButton variant="ghost" size="sm" />
        </li>
      </Panel>
      <AccountDrawers open={drawer} onClose={() => setDrawer(null)} />
    </Wrapper>
  );
}
