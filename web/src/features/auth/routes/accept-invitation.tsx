import { PasswordLinkScreen } from '../components/password-link-screen';

/** /account/invitation?token=…: an imported member chooses their first password (issue 16), then signs in. */
export default function AcceptInvitationRoute() {
  return <PasswordLinkScreen kind="invitation" />;
}
