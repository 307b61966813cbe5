import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { SignInChallenge } from '../api/sign-in';
import { signInWithLink } from '../api/sign-in-link';
import { AuthLayout } from '../components/auth-layout';
import { RedirectSignedIn } from '../components/redirect-signed-in';
import { SuccessNotice } from '../components/success-notice';

/** The second step loads when the link's account asks for it. */
const SecondFactorForm = lazy(() => import('../components/second-factor-form').then((m) => ({ default: m.SecondFactorForm })));

const texts = AUTH_SCREEN_TEXTS.signInLink;

type Outcome = { state: 'pending' } | { state: 'failed'; message: string } | { state: 'code'; challenge: SignInChallenge };

/**
 * Opened from the one-time sign-in link mailed to an account's owner after too many wrong
 * passwords: uses it once (the link is single-use, so a re-render must not send it again). A
 * success starts the session and goes to the portal, or, for an account with two-step sign-in,
 * asks for the code; a failure says why, with the ways back in.
 */
export default function SignInLinkRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'pending' } : { state: 'failed', message: texts.missingToken });
  const sent = useRef<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    signInWithLink(token)
      .then((challenge) => {
        if (challenge) setOutcome({ state: 'code', challenge });
      })
      .catch((error: unknown) => setOutcome({ state: 'failed', message: error instanceof ApiError ? error.message : texts.missingToken }));
  }, [token]);

  return (
    <RedirectSignedIn>
      <AuthLayout
        title={texts.title}
        footer={outcome.state === 'failed' && <Link to={paths.passwordForgot}>{texts.forgotPassword}</Link>}
      >
        {outcome.state === 'pending' && (
          <Alert tone="info" role="status">
            <p>{texts.pending}</p>
          </Alert>
        )}
        {outcome.state === 'code' && (
          <Suspense fallback={null}>
            <SecondFactorForm challenge={outcome.challenge} onStartOver={() => navigate(paths.signIn)} />
          </Suspense>
        )}
        {outcome.state === 'failed' && <SuccessNotice tone="warning" message={outcome.message} linkTo={paths.signIn} linkLabel={texts.goToSignIn} />}
      </AuthLayout>
    </RedirectSignedIn>
  );
}
