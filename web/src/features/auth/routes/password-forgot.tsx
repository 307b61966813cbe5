import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SuccessNotice } from '../components/success-notice';

const texts = AUTH_SCREEN_TEXTS.forgotPassword;

export default function PasswordForgotRoute() {
  const [sent, setSent] = useState(false);
  return (
    <AuthLayout
      title={texts.title}
      tagline={sent ? undefined : texts.lead}
      footer={sent ? undefined : <Link to={paths.signIn}>{texts.backToSignIn}</Link>}
    >
      {sent ? (
        <SuccessNotice message={texts.success} linkTo={paths.signIn} linkLabel={texts.backToSignIn} />
      ) : (
        <ForgotPasswordForm onSent={() => setSent(true)} />
      )}
    </AuthLayout>
  );
}
