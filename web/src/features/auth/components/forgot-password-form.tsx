import { FORM_LABELS, forgotPasswordDefaults, type ForgotPasswordValues } from '@gro/config';
import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { FieldStack, Form, FormInput, FormSubmit } from '@/components/ui/form';
import { submitHandler } from '@/lib/form-errors';
import { LightFormik } from '@/lib/form-state';
import { lazyValidation } from '@/lib/lazy-validation';
import { requestPasswordReset } from '../api/forgot-password';

const texts = AUTH_SCREEN_TEXTS.forgotPassword;
const fields = Object.keys(forgotPasswordDefaults) as (keyof ForgotPasswordValues)[];
const { validate } = lazyValidation<ForgotPasswordValues>(() => import('../validation').then((m) => m.forgotPasswordSchema));

/** Asks for a reset link; `onSent` once the server has taken the request. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const handleSubmit = submitHandler<ForgotPasswordValues>(async (values) => {
    await requestPasswordReset(values);
    onSent();
  }, fields);

  return (
    <LightFormik initialValues={forgotPasswordDefaults} validate={validate} onSubmit={handleSubmit}>
      <Form aria-label={texts.title}>
        <FieldStack>
          <FormInput
            name="email"
            type="email"
            label={FORM_LABELS.forgotPassword.email}
            autoComplete="email"
            inputMode="email"
          />
          <FormSubmit size="lg" block pendingLabel={texts.pending}>
            {texts.submit}
          </FormSubmit>
        </FieldStack>
      </Form>
    </LightFormik>
  );
}
