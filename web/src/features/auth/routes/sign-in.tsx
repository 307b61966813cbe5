import { AUTH_SCREEN_TEXTS, SECOND_FACTOR_SCREEN_TEXTS, SIGN_IN_TAGLINES } from '@gro/config/screens';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRandomItem } from '@/hooks/use-random-item';
import { AuthLayout } from '../components/auth-layout';
import { RedirectSignedIn } from '../components/redirect-signed-in';
import type { SignInChallenge } from '../api/sign-in';
import { SecondFactorForm } from '../components/second-factor-form';
import { SignInForm } from '../components/sign-in-form';

const texts = AUTH_SCREEN_TEXTS.signIn;

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
        {challenge ? <SecondFactorForm challenge={challenge.challenge} onStartOver={() => setChallenge(null)} /> : <SignInForm onChallenge={setChallenge} />}
      </AuthLayout>
    </RedirectSignedIn>
  );
}
