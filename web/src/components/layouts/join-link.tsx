import { SITE_SHELL_TEXTS } from '@gro/config/screens';
import { ArrowRightIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

const texts = SITE_SHELL_TEXTS;

/**
 * The public pages' main call to action: "Let's GRO Together" to /signup for a visitor, and
 * 'Go to Dashboard' to /portal for a signed-in member (whom /signup would only send there).
 */
export function JoinLink() {
  const { isAuthenticated } = useAuth();
  return (
    <ButtonLink to={isAuthenticated ? paths.portal.dashboard : paths.signUp} variant="accent" size="lg">
      {isAuthenticated ? texts.goToDashboard : texts.signUp}
      <ArrowRightIcon size={20} />
    </ButtonLink>
  );
}
