import { PASSKEY_TEXTS, type SecondFactorValues } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldStack, Form, FormInput, FormSubmit } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { showSubmitError } from '@/lib/form-errors';
import { LightFormik, type LightFormikHelpers } from '@/lib/form-state';
import { lazyValidation } from '@/lib/lazy-validation';
import { PasskeyCancelled, passkeysSupported } from '@/lib/passkeys';
import { toast } from '@/lib/toast';
import { verifySecondFactor, verifySecondFactorPasskey } from '../api/second-factor';
import type { SignInChallenge } from '../api/sign-in';
import { OrDivider } from './or-divider';

const texts = SECOND_FACTOR_SCREEN_TEXTS.step;
const { validate } = lazyValidation<SecondFactorValues>(() => import('../validation').then((m) => m.secondFactorSchema));

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

interface SecondFactorFormProps {
  /** The challenge the password (or the emailed link) was answered with, what the account can give, and the passkey question. */
  challenge: SignInChallenge;
  /** Back to the email and password (the challenge is dropped). */
  onStartOver?: () => void;
}

/**
 * The sign-in's second step: one of the member's passkeys (first, when the account has one and the
 * browser can use it), the 6-digit code from their authenticator app, or one of their recovery
 * codes. A right answer starts the session (the auth screens then move to the portal); a wrong code
 * is shown under the field, a refused passkey in a toast.
 */
export function SecondFactorForm({ challenge: answer, onStartOver }: SecondFactorFormProps) {
  const { challenge } = answer;
  const hasAuthenticator = answer.methods.includes('authenticator');
  const passkey = answer.methods.includes('passkey') && passkeysSupported() ? answer.passkey : undefined;
  const [recovery, setRecovery] = useState(!hasAuthenticator);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  // The passkey (when the account has one), else the field, takes the focus when the step appears; the field when the kind of code changes.
  const first = useRef(true);
  useEffect(() => {
    if (first.current && passkey) passkeyRef.current?.focus();
    else codeRef.current?.focus();
    first.current = false;
  }, [recovery, passkey]);
  const answerPasskey = async () => {
    if (!passkey) return;
    setPasskeyPending(true);
    try {
      await verifySecondFactorPasskey(challenge, passkey);
    } catch (error) {
      if (error instanceof PasskeyCancelled) toast.info(texts.usePasskey, error.message);
      else if (error instanceof ApiError) {
        toast.danger(error.title, error.message);
        // The sign-in's challenge expired or was used: back to the password. A passkey that did not check out can be tried again.
        if (error.status === 401 && error.message !== PASSKEY_TEXTS.failed) onStartOver?.();
      } else toast.danger(texts.usePasskey, error instanceof Error ? error.message : String(error));
    } finally {
      setPasskeyPending(false);
    }
  };
  const handleSubmit = async (values: SecondFactorValues, { setErrors }: LightFormikHelpers<SecondFactorValues>) => {
    try {
      await verifySecondFactor(challenge, values.code);
    } catch (error) {
      showSubmitError(error, ['code'], setErrors);
      // The challenge expired: back to the password (the toast says why).
      if (error instanceof ApiError && error.status === 401) onStartOver?.();
    }
  };

  return (
    <LightFormik key={recovery ? 'recovery' : 'authenticator'} initialValues={{ challenge, code: '' }} validate={validate} onSubmit={handleSubmit}>
      <Form aria-label={texts.title}>
        <FieldStack>
          {passkey && (
            <>
              <Intro>{texts.passkeyIntro}</Intro>
              <Button variant="primary" size="lg" block loading={passkeyPending} ref={passkeyRef} onClick={() => void answerPasskey()}>
                {passkeyPending ? texts.passkeyPending : texts.usePasskey}
              </Button>
              <OrDivider>{texts.orCode}</OrDivider>
            </>
          )}
          <Intro>{recovery ? texts.recoveryIntro : texts.intro}</Intro>
          {recovery ? (
            <FormInput name="code" label={texts.recoveryLabel} autoComplete="off" autoCapitalize="none" spellCheck={false} ref={codeRef} />
          ) : (
            <FormInput name="code" label={texts.codeLabel} autoComplete="one-time-code" inputMode="numeric" maxLength={7} ref={codeRef} />
          )}
          <FormSubmit size="lg" block variant={passkey ? 'secondary' : 'primary'} pendingLabel={texts.pending}>
            {texts.submit}
          </FormSubmit>
          <Switches>
            {hasAuthenticator && (
              <Button variant="ghost" size="sm" type="button" onClick={() => setRecovery(!recovery)}>
                {recovery ? texts.useAuthenticator : texts.useRecovery}
              </Button>
            )}
            {onStartOver && (
              <Button variant="ghost" size="sm" type="button" onClick={onStartOver}>
                {texts.startOver}
              </Button>
            )}
          </Switches>
        </FieldStack>
      </Form>
    </LightFormik>
  );
}
