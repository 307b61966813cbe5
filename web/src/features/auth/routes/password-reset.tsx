import { PasswordLinkScreen } from '../components/password-link-screen';

/** /password-reset?token=…: a new password from the emailed reset link (spec §2). */
export default function PasswordResetRoute() {
  return <PasswordLinkScreen kind="reset" />;
}
