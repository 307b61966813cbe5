import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ClockIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { reloadAccount } from '@/lib/auth/load-account';
import { Actions, Card, IconCircle, Page } from '@/components/layouts/gate-layout';

const texts = AUTH_SCREEN_TEXTS.companyPending;

const Next = styled.p`
  width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};
`;

/**
 * Shown instead of the portal while the member's company waits for review (the server's
 * MEMBER_DATA_ACCESS rule): what happens next, and Check again, which reloads the account (the
 * portal opens once the company is approved; after a rejection the company gate shows). `actions` holds Sign Out.
 */
export function CompanyPending({ company, actions }: { company: string; actions: ReactNode }) {
  useDocumentTitle(texts.title);
  const [checking, setChecking] = useState(false);
  const check = () => {
    setChecking(true);
    void reloadAccount().finally(() => setChecking(false));
  };
  return (
    <Page id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Logo />
      <Card aria-labelledby="company-pending-title">
        <IconCircle>
          <ClockIcon size={28} />
        </IconCircle>
        <h1 id="company-pending-title">{texts.title}</h1>
        <p>{texts.message(company)}</p>
        <Next role="status">{texts.next}</Next>
        <Actions>
          <Button onClick={check} disabled={checking} aria-busy={checking}>
            {checking ? texts.checking : texts.checkAgain}
          </Button>
          {actions}
        </Actions>
      </Card>
    </Page>
  );
}
