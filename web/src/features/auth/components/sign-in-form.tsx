import { FORM_LABELS, GENERAL_ERROR_MESSAGE, signInDefaults, type SignInValues } from '@gro/config';
import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { FieldStack, Form, FormCheckbox, FormInput, FormPassword, FormSubmit } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showSubmitError } from '@/lib/form-errors';
import { LightFormik, useFormState, type LightFormikHelpers } from '@/lib/form-state';
import { lazyValidation } from '@/lib/lazy-validation';
import { signIn, type SignInChallenge } from '../api/sign-in';


const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  a {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const labels = FORM_LABELS.signIn;
/** The passkey button loads after the card in a browser that can use passkeys: the first paint carries the form only. */
const PasskeySignIn = lazy(() => import('./passkey-sign-in').then((m) => ({ default: m.PasskeySignIn })));
const canUsePasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
const texts = AUTH_SCREEN_TEXTS.signIn;
const fields = Object.keys(signInDefaults) as (keyof SignInValues)[];
const { validate } = lazyValidation<SignInValues>(() => import('../validation').then((m) => m.signInSchema));

/**
 * Signs in; a failure the fields cannot show (wrong email or password, the server unreachable) is
 * the API client's danger toast and also stays on the form, above the button, until the next try.
 */
async function handleSubmit(values: SignInValues, { setErrors, setStatus }: LightFormikHelpers<SignInValues>, onChallenge: (challenge: SignInChallenge) => void) {
  setStatus(undefined);
  try {
    const challenge = await signIn(values);
    if (challenge) onChallenge(challenge);
  } catch (error) {
    showSubmitError(error, fields, setErrors);
    const underFields = error instanceof ApiError && Object.keys(error.fieldErrors).some((path) => (fields as string[]).includes(path));
    if (!underFields) setStatus(error instanceof ApiError ? error.message : GENERAL_ERROR_MESSAGE);
  }
}

/** The last failure's message, kept on the form once its toast has gone. */
function SignInError() {
  const { status } = useFormState<SignInValues>();
  if (typeof status !== 'string' || !status) return null;
  return (
    <Alert tone="danger" role="alert">
      {status}
    </Alert>
  );
}

/**
 * Email, password and 'Remember me'; on success the session starts and the screen redirects, or,
 * for an account with two-step sign-in, `onChallenge` gets the challenge for the code form.
 */
export function SignInForm({ onChallenge }: { onChallenge: (challenge: SignInChallenge) => void }) {
  return (
    <LightFormik initialValues={signInDefaults} validate={validate} onSubmit={(values, helpers) => handleSubmit(values, helpers, onChallenge)}>
      <Form aria-label={texts.submit}>
        <FieldStack>
          <FormInput name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" />
          <FormPassword name="password" label={labels.password} autoComplete="current-password" />
          <Options>
            <FormCheckbox name="rememberMe" label={labels.rememberMe} />
            <Link to={paths.passwordForgot}>{texts.forgotPassword}</Link>
          </Options>
          <SignInError />
          <FormSubmit size="lg" block pendingLabel={texts.pending}>
            {texts.submit}
          </FormSubmit>
          {canUsePasskeys() && (
            <Suspense fallback={null}>
              <PasskeySignIn />
            </Suspense>
          )}
        </FieldStack>
      </Form>
    </LightFormik>
  );
}
