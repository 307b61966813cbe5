import { AUTH_SCREEN_TEXTS, SECOND_FACTOR_SCREEN_TEXTS, SIGN_IN_TAGLINES } from '@gro/config/screens';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRandomItem } from '@/hooks/use-random-item';
import { AuthLayout } from '../components/auth-layout';
import { RedirectSignedIn } from '../components/redirect-signed-in';
import type { SignInChallenge } from '../api/sign-in';
import { SignInForm } from '../components/sign-in-form';

const texts = AUTH_SCREEN_TEXTS.signIn;
/** The second step loads when a password asks for it: most sign-ins never need it. */
const SecondFactorForm = lazy(() => import('../components/second-factor-form').then((m) => ({ default: m.SecondFactorForm })));

/** Email and password; for an account with two-step sign-in, then the code (the card's heading says so). */
export default function SignInRoute() {
  const tagline = useRandomItem(SIGN_IN_TAGLINES);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  return (
    <RedirectSignedIn>
      <AuthLayout
        title={challenge ? SECOND_FACTOR_SCREEN_TEXTS.step.title : texts.title}
        documentTitle={texts.documentTitle}
        tagline={challenge ? undefined : tagline}
        footer={
          <>
            {texts.joinPrompt} <Link to={paths.signUp}>{texts.join}</Link>
          </>
        }
      >
        {challenge ? (
          <Suspense fallback={null}>
            <SecondFactorForm challenge={challenge} onStartOver={() => setChallenge(null)} />
          </Suspense>
        ) : (
          <SignInForm onChallenge={setChallenge} />
        )}
      </AuthLayout>
    </RedirectSignedIn>
  );
}
