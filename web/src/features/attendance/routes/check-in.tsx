import { CHECK_IN_CODE_PATTERN, type CheckInResult } from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { InputField } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { useAuth, useAuthRestored } from '@/lib/auth';
import { checkIn, checkInVisitor } from '../api/check-in';

const texts = ATTENDANCE_TEXTS.page;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

type Outcome = { state: 'waiting' } | { state: 'done'; result: CheckInResult; message: string } | { state: 'failed'; message: string };
type Request = { eventId: number; date: string; code: string };

const Guest = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A registered guest at the door: checks in with the email they registered with, and is welcomed or told why not. */
function GuestCheckIn({ request }: { request: Request }) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'success' | 'warning'; message: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) alertRef.current?.focus();
  }, [answer]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    checkInVisitor({ ...request, email: email.trim() })
      .then(
        ({ message }) => setAnswer({ tone: 'success', message: message?.message ?? texts.guestDone }),
        (error: unknown) => setAnswer({ tone: 'warning', message: error instanceof ApiError ? error.message : texts.failed }),
      )
      .finally(() => setSending(false));
  };
  return (
    <Guest onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.guestTitle}</h2>
      {answer?.tone === 'success' ? (
        <Alert tone="success" role="status" tabIndex={-1} ref={alertRef}>
          <p>{answer.message}</p>
        </Alert>
      ) : (
        <>
          <p>{texts.guestLead}</p>
          <InputField label={texts.guestEmail} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} required />
          {answer && (
            <Alert tone="warning" role="alert" tabIndex={-1} ref={alertRef}>
              <p>{answer.message}</p>
            </Alert>
          )}
          <Button type="submit" variant="secondary" size="lg" block loading={sending}>
            {sending ? texts.guestPending : texts.guestSubmit}
          </Button>
        </>
      )}
    </Guest>
  );
}

/** The check-in the QR code's address names, or null when it is incomplete. */
function requestOf(search: URLSearchParams): Request | null {
  const eventId = Number(search.get('event'));
  const date = search.get('date') ?? '';
  const code = search.get('code') ?? '';
  if (!Number.isSafeInteger(eventId) || eventId <= 0 || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !CHECK_IN_CODE_PATTERN.test(code)) return null;
  return { eventId, date, code };
}

/**
 * /check-in?event=&date=&code=: what the door's QR code opens. A signed-in member is checked in at
 * once (once per code: a re-render does not send it again) and told how it went; anyone else is
 * asked to sign in, and comes back here after, or checks in as a registered guest with their email.
 */
export default function CheckInRoute() {
  const [search] = useSearchParams();
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const restored = useAuthRestored();
  const request = requestOf(search);
  const [outcome, setOutcome] = useState<Outcome>(request ? { state: 'waiting' } : { state: 'failed', message: texts.badLink });
  const sentRef = useRef<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const key = request ? `${request.eventId}:${request.date}:${request.code}` : null;

  useEffect(() => {
    if (!request || !key || !restored || !isAuthenticated || sentRef.current === key) return;
    sentRef.current = key;
    checkIn(request).then(
      ({ data, message }) => setOutcome({ state: 'done', result: data, message: message?.message ?? '' }),
      (error: unknown) => setOutcome({ state: 'failed', message: error instanceof ApiError ? error.message : texts.failed }),
    );
  }, [request, key, restored, isAuthenticated]);

  useEffect(() => {
    if (outcome.state !== 'waiting') alertRef.current?.focus();
  }, [outcome.state]);

  const signedOut = restored && !isAuthenticated && request !== null;
  const heading =
    outcome.state === 'done' ? (outcome.result.already ? texts.already : outcome.result.status === 'Late' ? texts.late : texts.done) : outcome.state === 'failed' ? texts.failed : texts.title;

  return (
    <AuthLayout title={signedOut ? texts.title : heading} documentTitle={texts.title}>
      <Stack>
        {signedOut && request && (
          <>
            <p>{texts.signInLead}</p>
            <ButtonLink to={paths.signIn} state={{ from: `${location.pathname}${location.search}` }} size="lg" block>
              {texts.signInButton}
            </ButtonLink>
            <GuestCheckIn request={request} />
          </>
        )}
        {!signedOut && outcome.state === 'waiting' && (
          <Alert tone="info" role="status">
            <p>{texts.checking}</p>
          </Alert>
        )}
        {outcome.state === 'done' && (
          <Alert tone="success" role="status" tabIndex={-1} ref={alertRef}>
            <p>{outcome.message}</p>
          </Alert>
        )}
        {outcome.state === 'failed' && (
          <Alert tone="warning" role="alert" tabIndex={-1} ref={alertRef}>
            <p>{outcome.message}</p>
            {request && <p>{texts.again}</p>}
          </Alert>
        )}
        {!signedOut && outcome.state !== 'waiting' && (
          <ButtonLink to={paths.portal.dashboard} variant="secondary" size="lg" block>
            {texts.dashboard}
          </ButtonLink>
        )}
      </Stack>
    </AuthLayout>
  );
}
