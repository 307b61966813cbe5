import { type OwnJoinRequest } from '@gro/config';
import { AUTH_SCREEN_TEXTS, COMPANY_GATE_TEXTS } from '@gro/config/screens';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { BuildingIcon, PlusIcon, UsersIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { resendVerification } from '@/features/auth';
import { CreateCompanyDrawer } from '@/features/companies';
import { JoinRequestDrawer, JoinRequestList, useOwnJoinRequests } from '@/features/join-requests';
import { Actions, Card, IconCircle, Page } from '@/components/layouts/gate-layout';

const Steps = styled.section`
  width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};
  text-align: left;

  h2 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.brand900};
  }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Requests = styled.div`
  width: 100%;

  &:empty {
    display: none;
  }
`;

const LinkSent = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  margin-top: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.brand100};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};

  strong {
    color: ${({ theme }) => theme.colors.brand900};
    overflow-wrap: anywhere;
  }
`;

const texts = AUTH_SCREEN_TEXTS.companyGate;

/** In place of the gate's buttons until the account's address is verified: where the link went, and sending it again. */
function VerifyEmailFirst({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = () => {
    setSending(true);
    // The answer (sent, or the 429 naming when to try again) shows as a toast.
    resendVerification()
      .catch(() => undefined)
      .finally(() => setSending(false));
  };
  return (
    <LinkSent role="status">
      <strong>{texts.linkSent(email)}</strong>
      <p>{texts.linkHint}</p>
      <Button variant="secondary" onClick={resend} disabled={sending} aria-busy={sending}>
        {texts.resend}
      </Button>
    </LinkSent>
  );
}

type OpenDrawer = 'create' | 'join' | null;

/**
 * Shown instead of the portal to a member without a company (spec §2): Create Company and
 * Request to Join open side drawers (until the account's email address is verified, where the
 * link went and "Send the link again" take their place). The member's join requests (a pending one
 * can be withdrawn) come first, above them, and while one is pending neither button is the main
 * action; how a request is reviewed shows below. `actions` holds Sign Out.
 */
export function CompanyGate({ actions }: { actions: ReactNode }) {
  useDocumentTitle(texts.title);
  const { user } = useAuth();
  const unverified = user?.emailVerified === false;
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const [messages, setMessages] = useState<Record<number, string>>({});
  const { data: requests } = useOwnJoinRequests();
  // Waiting on a request: creating a company or asking another is no longer the main thing to do.
  const waiting = Boolean(requests?.some((request) => request.status === 'Pending'));
  const close = () => setDrawer(null);

  const handleSent = (request: OwnJoinRequest, message?: string) => {
    if (message) setMessages((current) => ({ ...current, [request.id]: message }));
  };

  return (
    <Page id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Logo />
      <Card aria-labelledby="company-gate-title">
        <IconCircle>
          <BuildingIcon size={28} />
        </IconCircle>
        <h1 id="company-gate-title">{texts.title}</h1>
        <p>{texts.message}</p>
        {/* Where the member's requests stand comes first: a pending one is what they are waiting on. */}
        <Requests aria-live="polite">
          {requests && requests.length > 0 && <JoinRequestList requests={requests} messages={messages} />}
        </Requests>
        {unverified ? (
          <VerifyEmailFirst email={user.email} />
        ) : (
          <Actions>
            <Button variant={waiting ? 'secondary' : 'primary'} onClick={() => setDrawer('create')} aria-haspopup="dialog">
              <PlusIcon size={16} />
              {COMPANY_GATE_TEXTS.createCompany}
            </Button>
            <Button variant="secondary" onClick={() => setDrawer('join')} aria-haspopup="dialog">
              <UsersIcon size={16} />
              {COMPANY_GATE_TEXTS.requestToJoin}
            </Button>
          </Actions>
        )}
        <Steps aria-labelledby="company-gate-steps">
          <h2 id="company-gate-steps">{COMPANY_GATE_TEXTS.howItWorksHeading}</h2>
          <ol>
            {COMPANY_GATE_TEXTS.howItWorks.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Steps>
        <Actions>{actions}</Actions>
      </Card>
      <CreateCompanyDrawer open={drawer === 'create'} onClose={close} />
      <JoinRequestDrawer open={drawer === 'join'} onClose={close} onSent={handleSent} />
    </Page>
  );
}
