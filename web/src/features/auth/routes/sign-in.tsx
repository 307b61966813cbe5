import { AUTH_SCREEN_TEXTS, SIGN_IN_TAGLINES } from '@gro/config/screens';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRandomItem } from '@/hooks/use-random-item';
import { AuthLayout } from '../components/auth-layout';
import { RedirectSignedIn } from '../components/redirect-signed-in';
import { SignInForm } from '../components/sign-in-form';

const texts = AUTH_SCREEN_TEXTS.signIn;

export default function SignInRoute() {
  const tagline = useRandomItem(SIGN_IN_TAGLINES);
  return (
    <RedirectSignedIn>
      <AuthLayout
        title={texts.title}
        documentTitle={texts.documentTitle}
        tagline={tagline}
        footer={
          <>
            {texts.joinPrompt} <Link to={paths.signUp}>{texts.join}</Link>
          </>
        }
      >
        <SignInForm />
      </AuthLayout>
    </RedirectSignedIn>
  );
}
