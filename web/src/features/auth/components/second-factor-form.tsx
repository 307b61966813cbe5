import type { SecondFactorValues } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldStack, Form, FormInput, FormSubmit } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { showSubmitError } from '@/lib/form-errors';
import { LightFormik, type LightFormikHelpers } from '@/lib/form-state';
import { lazyValidation } from '@/lib/lazy-validation';
import { verifySecondFactor } from '../api/second-factor';

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
  /** The challenge the password (or the emailed link) was answered with. */
  challenge: string;
  /** Back to the email and password (the challenge is dropped). */
  onStartOver?: () => void;
}

/**
 * The sign-in's second step: the 6-digit code from the member's authenticator app, or one of their
 * recovery codes. A right code starts the session (the auth screens then move to the portal); a
 * wrong one is shown under the field.
 */
export function SecondFactorForm({ challenge, onStartOver }: SecondFactorFormProps) {
  const [recovery, setRecovery] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // The field takes the focus when the step appears and when the kind of code changes.
  useEffect(() => codeRef.current?.focus(), [recovery]);
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
          <Intro>{recovery ? texts.recoveryIntro : texts.intro}</Intro>
          {recovery ? (
            <FormInput name="code" label={texts.recoveryLabel} autoComplete="off" autoCapitalize="none" spellCheck={false} ref={codeRef} />
          ) : (
            <FormInput name="code" label={texts.codeLabel} autoComplete="one-time-code" inputMode="numeric" maxLength={7} ref={codeRef} />
          )}
          <FormSubmit size="lg" block pendingLabel={texts.pending}>
            {texts.submit}
          </FormSubmit>
          <Switches>
            <Button variant="ghost" size="sm" type="button" onClick={() => setRecovery(!recovery)}>
              {recovery ? texts.useAuthenticator : texts.useRecovery}
            </Button>
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
