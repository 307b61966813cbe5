import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';
import { SuccessNotice } from '../components/success-notice';

const texts = AUTH_SCREEN_TEXTS.acceptInvitation;

/** /account/invitation?token=…: an imported member chooses their first password (issue 16), then signs in. */
export default function AcceptInvitationRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const [done, setDone] = useState(false);
  return (
    <AuthLayout
      title={texts.title}
      tagline={done ? undefined : texts.lead}
      footer={done ? undefined : <Link to={paths.signIn}>{AUTH_SCREEN_TEXTS.forgotPassword.backToSignIn}</Link>}
    >
      {done ? (
        <SuccessNotice message={texts.success} linkTo={paths.signIn} linkLabel={texts.goToSignIn} />
      ) : (
        <ResetPasswordForm kind="invitation" token={token} onDone={() => setDone(true)} />
      )}
    </AuthLayout>
  );
}
