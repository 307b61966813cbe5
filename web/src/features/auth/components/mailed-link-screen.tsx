import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/api-client';
import { AuthLayout } from './auth-layout';
import { SuccessNotice } from './success-notice';

type Outcome = { state: 'pending' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

interface MailedLinkScreenProps {
  texts: { title: string; pending: string; missingToken: string };
  /** Sends the link's token; resolves with the server's message. */
  send: (token: string) => Promise<string>;
  /** Where to go next, whatever the outcome. */
  next: { to: string; label: string };
}

/**
 * A screen opened from a link mailed to confirm an address (a new email, a new account's): sends its
 * token once (the link is single-use, so a re-render must not send it again) and says how that went.
 */
export function MailedLinkScreen({ texts, send, next }: MailedLinkScreenProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'pending' } : { state: 'failed', message: texts.missingToken });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    send(token).then(
      (message) => setOutcome({ state: 'done', message }),
      (error: unknown) => setOutcome({ state: 'failed', message: error instanceof ApiError ? error.message : texts.missingToken }),
    );
  }, [token, send, texts.missingToken]);

  return (
    <AuthLayout title={texts.title}>
      {outcome.state === 'pending' && (
        <Alert tone="info" role="status">
          <p>{texts.pending}</p>
        </Alert>
      )}
      {outcome.state === 'done' && <SuccessNotice message={outcome.message} linkTo={next.to} linkLabel={next.label} />}
      {outcome.state === 'failed' && <SuccessNotice tone="warning" message={outcome.message} linkTo={next.to} linkLabel={next.label} />}
    </AuthLayout>
  );
}
