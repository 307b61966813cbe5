import type { SecondFactorGate as Gate } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Actions, Card, IconCircle, Page } from '@/components/layouts/gate-layout';
import { ShieldIcon } from '@/components/icons';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { reloadAccount } from '@/lib/auth/load-account';
import { Button } from '@/components/ui/button';
import { passkeysSupported } from '@/lib/passkeys';
import { AuthenticatorSetupFlow } from './authenticator-setup';
import { AddPasskeyFlow } from './passkeys-section';

const texts = SECOND_FACTOR_SCREEN_TEXTS.gate;

/** The setup steps read left-aligned inside the centred card, as in My Account. */
const Setup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  text-align: left;

  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    max-width: none;
  }
`;

/** An authenticator app (the default) or a passkey: either opens the portal once set up. */
function EnrolChoice() {
  const [withPasskey, setWithPasskey] = useState(false);
  const done = () => void reloadAccount();
  return (
    <Setup>
      {withPasskey ? <AddPasskeyFlow onFinished={done} onCancel={() => setWithPasskey(false)} /> : <AuthenticatorSetupFlow onFinished={done} />}
      {passkeysSupported() && (
        <Button variant="ghost" size="sm" onClick={() => setWithPasskey(!withPasskey)}>
          {withPasskey ? SECOND_FACTOR_SCREEN_TEXTS.passkeys.gateAuthenticator : SECOND_FACTOR_SCREEN_TEXTS.passkeys.gateOr}
        </Button>
      )}
    </Setup>
  );
}

/**
 * Shown instead of the portal to an admin or leader whose session must set up two-step sign-in
 * first (`enrol`: the setup steps, then the portal opens) or was opened without the factor they
 * have (`verify`: sign in again). The server refuses everything else meanwhile. `signOut` is the
 * Sign Out button; for `verify` it is the way on.
 */
export function SecondFactorGate({ gate, signOut }: { gate: Exclude<Gate, null>; signOut: ReactNode }) {
  const text = texts[gate];
  useDocumentTitle(text.title);
  return (
    <Page id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Logo />
      <Card aria-labelledby="second-factor-gate-title">
        <IconCircle>
          <ShieldIcon size={28} />
        </IconCircle>
        <h1 id="second-factor-gate-title">{text.title}</h1>
        <p>{text.message}</p>
        {gate === 'enrol' && <EnrolChoice />}
        <Actions>{signOut}</Actions>
      </Card>
    </Page>
  );
}
