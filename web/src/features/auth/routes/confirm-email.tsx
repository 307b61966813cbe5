import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { confirmEmail } from '../api/confirm-email';
import { AuthLayout } from '../components/auth-layout';
import { SuccessNotice } from '../components/success-notice';

const texts = AUTH_SCREEN_TEXTS.confirmEmail;

type Outcome = { state: 'pending' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/**
 * Opened from the link mailed to a member's new address: confirms it once (the link is
 * single-use, so a re-render must not send it again) and says how that went.
 */
export default function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { isAuthenticated } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'pending' } : { state: 'failed', message: texts.missingToken });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirmEmail(token).then(
      (message) => setOutcome({ state: 'done', message: message?.message ?? '' }),
      (error: unknown) => setOutcome({ state: 'failed', message: error instanceof ApiError ? error.message : texts.missingToken }),
    );
  }, [token]);

  const next = isAuthenticated ? { to: paths.portal.dashboard, label: texts.goToDashboard } : { to: paths.signIn, label: texts.goToSignIn };
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
