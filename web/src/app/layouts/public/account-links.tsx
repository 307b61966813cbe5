import { useLocation } from 'react-router-dom';
import type { ButtonSize } from '@/components/ui/button-styles';
import { ButtonLink } from '@/components/ui/button-link';
import { useAuth } from '@/lib/auth';
import { ACCOUNT_LINKS, navCurrent } from './nav-links';

/** 'Become a Member' and 'Member Login' for visitors; 'Go to Dashboard' once a token exists. */
interface AccountLinksProps {
  onNavigate?: () => void;
  block?: boolean;
  size?: ButtonSize;
}

export function AccountLinks({ onNavigate, block = false, size }: AccountLinksProps) {
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  if (isAuthenticated) {
    const { to, label } = ACCOUNT_LINKS.dashboard;
    return (
      <ButtonLink to={to} onClick={onNavigate} block={block} size={size}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <>
      <ButtonLink
        to={ACCOUNT_LINKS.signIn.to}
        variant="ghost"
        onClick={onNavigate}
        block={block}
        size={size}
        aria-current={navCurrent(ACCOUNT_LINKS.signIn, pathname)}
      >
        {ACCOUNT_LINKS.signIn.label}
      </ButtonLink>
      <ButtonLink
        to={ACCOUNT_LINKS.signUp.to}
        onClick={onNavigate}
        block={block}
        size={size}
        aria-current={navCurrent(ACCOUNT_LINKS.signUp, pathname)}
      >
        {ACCOUNT_LINKS.signUp.label}
      </ButtonLink>
    </>
  );
}
