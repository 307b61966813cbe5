import { AUTH_SCREEN_TEXTS, SIGN_UP_TAGLINES } from '@gro/config/screens';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRandomItem } from '@/hooks/use-random-item';
import { AuthLayout } from '../components/auth-layout';
import { RedirectSignedIn } from '../components/redirect-signed-in';
import { SignUpForm } from '../components/sign-up-form';

const texts = AUTH_SCREEN_TEXTS.signUp;

export default function SignUpRoute() {
  const tagline = useRandomItem(SIGN_UP_TAGLINES);
  return (
    <RedirectSignedIn>
      <AuthLayout
        wide
        title={texts.title}
        documentTitle={texts.documentTitle}
        tagline={tagline}
        footer={<Link to={paths.signIn}>{texts.signIn}</Link>}
      >
        <SignUpForm />
      </AuthLayout>
    </RedirectSignedIn>
  );
}
