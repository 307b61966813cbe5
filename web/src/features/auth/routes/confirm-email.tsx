import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { confirmEmail } from '../api/confirm-email';
import { MailedLinkScreen } from '../components/mailed-link-screen';

const texts = AUTH_SCREEN_TEXTS.confirmEmail;

/** Opened from the link mailed to a member's new address: confirms it once and says how that went. */
export default function ConfirmEmailRoute() {
  const { isAuthenticated } = useAuth();
  const send = useCallback(async (token: string) => (await confirmEmail(token))?.message ?? '', []);
  const next = isAuthenticated ? { to: paths.portal.dashboard, label: texts.goToDashboard } : { to: paths.signIn, label: texts.goToSignIn };
  return <MailedLinkScreen texts={texts} send={send} next={next} />;
}
