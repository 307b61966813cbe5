import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { AccountLinks } from './account-links';
import { MAIN_LINKS, SCRAMBLE_LINK, navCurrent } from './nav-links';
import { Actions, Backdrop, MenuLink, Panel, Toggle } from './mobile-menu-styles';

const MENU_ID = 'mobile-menu';

/** The header menu below 900px: a disclosure that closes on link click, Escape or a tap outside. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      </Toggle>
      {open && <Backdrop onClick={close} aria-hidden="true" />}
      <Panel id={MENU_ID} aria-label="Mobile" hidden={!open}>
        <ul>
          {[...MAIN_LINKS, SCRAMBLE_LINK].map((link) => (
            <li key={link.to}>
              <MenuLink to={link.to} aria-current={navCurrent(link, pathname)} onClick={close}>
                {link.label}
              </MenuLink>
            </li>
          ))}
        </ul>
        <Actions>
          <AccountLinks onNavigate={close} block />
        </Actions>
      </Panel>
    </>
  );
}
