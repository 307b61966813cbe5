import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout } from './auth-layout';
import { ResetPasswordForm } from './reset-password-form';
import { SuccessNotice } from './success-notice';

const TEXTS = { reset: AUTH_SCREEN_TEXTS.resetPassword, invitation: AUTH_SCREEN_TEXTS.acceptInvitation } as const;

/**
 * A screen opened from an emailed link that sets a password: a reset, or an imported member's
 * invitation. The link's token comes from ?token=; once the password is set, the way to sign in.
 */
export function PasswordLinkScreen({ kind }: { kind: keyof typeof TEXTS }) {
  const texts = TEXTS[kind];
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
        <ResetPasswordForm kind={kind} token={token} onDone={() => setDone(true)} />
      )}
    </AuthLayout>
  );
}
