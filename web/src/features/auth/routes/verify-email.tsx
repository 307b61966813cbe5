import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { reloadAccount } from '@/lib/auth/load-account';
import { verifyEmail } from '../api/verify-email';
import { MailedLinkScreen } from '../components/mailed-link-screen';

const texts = AUTH_SCREEN_TEXTS.verifyEmail;

/**
 * Opened from the link mailed at sign-up: verifies the account's address once and says how that
 * went; when this browser is signed in, the account is read again so the company gate offers its buttons.
 */
export default function VerifyEmailRoute() {
  const { isAuthenticated } = useAuth();
  const send = useCallback(
    async (token: string) => {
      const message = await verifyEmail(token);
      if (isAuthenticated) void reloadAccount();
      return message?.message ?? '';
    },
    [isAuthenticated],
  );
  const next = isAuthenticated ? { to: paths.portal.dashboard, label: texts.goToPortal } : { to: paths.signIn, label: AUTH_SCREEN_TEXTS.confirmEmail.goToSignIn };
  return <MailedLinkScreen texts={texts} send={send} next={next} />;
}
