import { PasswordLinkScreen } from '../components/password-link-screen';

/** /account/invitation?token=…: an imported member chooses their first password, then signs in. */
export default function AcceptInvitationRoute() {
  return <PasswordLinkScreen kind="invitation" />;
}
