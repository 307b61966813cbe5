import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { reloadAccount } from '@/lib/auth/load-account';
import { verifyEmail } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { SuccessNotice } from '../components/success-notice';

const texts = AUTH_SCREEN_TEXTS.verifyEmail;

type Outcome = { state: 'pending' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/**
 * Opened from the link mailed at sign-up: verifies the account's address once (the link is
 * single-use, so a re-render must not send it again), says how that went, and, when this browser
 * is signed in, reloads the account so the company gate offers its buttons.
 */
export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { isAuthenticated } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'pending' } : { state: 'failed', message: texts.missingToken });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verifyEmail(token).then(
      (message) => {
        setOutcome({ state: 'done', message: message?.message ?? '' });
        if (isAuthenticated) void reloadAccount();
      },
      (error: unknown) => setOutcome({ state: 'failed', message: error instanceof ApiError ? error.message : texts.missingToken }),
    );
  }, [token, isAuthenticated]);

  const next = isAuthenticated ? { to: paths.portal.dashboard, label: texts.goToPortal } : { to: paths.signIn, label: AUTH_SCREEN_TEXTS.confirmEmail.goToSignIn };
  return (
    <AuthLayout title={texts.title}>
      {outcome.state === 'pending' && (
        <Alert tone="info" role="status">
          <p>{texts.pending}</p>
        </Alert>
      )}
      {outcome.state === 'done' && <SuccessNotice message={outcome.message} linkTo={next.to} linkLabel={next.label} />}
      {outcome.state === 'failed' && <SuccessNotice tone="warning" message={outcome.message} linkTo={next.to} linkLabel={next.label} />}
    </AuthLayout>
  );
}
