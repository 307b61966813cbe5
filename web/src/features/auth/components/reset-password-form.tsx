import { FORM_LABELS, PASSWORD_MIN_LENGTH, resetPasswordFormDefaults } from '@gro/config';
import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useRef, useState } from 'react';
import { FieldStack, Form, FormPassword, FormSubmit } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { showSubmitError } from '@/lib/form-errors';
import { LightFormik, type LightFormikHelpers } from '@/lib/form-state';
import { lazyValidation } from '@/lib/lazy-validation';
import { acceptInvitation } from '../api/accept-invitation';
import { resetPassword } from '../api/reset-password';
import { ResetLinkNotice } from './reset-link-notice';

type Values = typeof resetPasswordFormDefaults;

/** A reset link's form, or an imported member's invitation (the same form, its own words and call). */
const KINDS = {
  reset: { texts: AUTH_SCREEN_TEXTS.resetPassword, send: resetPassword },
  invitation: { texts: AUTH_SCREEN_TEXTS.acceptInvitation, send: acceptInvitation },
} as const;
const fields = Object.keys(resetPasswordFormDefaults) as (keyof Values)[];
const { validate } = lazyValidation<Values>(() => import('../validation').then((m) => m.resetPasswordFormSchema));

/** A 400 that is not about a field of the form is about the link (invalid or expired). */
const linkProblem = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && !fields.some((field) => error.fieldErrors[field]) ? error.message : null;

/**
 * Sets a new password with the token of the emailed link (a reset, or an invitation). Without a
 * token the form says so and submitting does nothing (spec §2); `onDone` once the password is set.
 */
export function ResetPasswordForm({ token, onDone, kind = 'reset' }: { token: string | null; onDone: () => void; kind?: keyof typeof KINDS }) {
  const { texts, send } = KINDS[kind];
  const [linkError, setLinkError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const handleSubmit = async (values: Values, { setErrors }: LightFormikHelpers<Values>) => {
    if (!token) {
      noticeRef.current?.focus();
      return;
    }
    setLinkError(null);
    try {
      await send({ token, newPassword: values.newPassword });
      onDone();
    } catch (error) {
      const problem = linkProblem(error);
      if (problem) setLinkError(problem);
      else showSubmitError(error, fields, setErrors);
    }
  };

  return (
    <FieldStack>
      {!token && <ResetLinkNotice message={texts.missingToken} ref={noticeRef} />}
      {linkError && <ResetLinkNotice message={linkError} role="alert" />}
      <LightFormik initialValues={resetPasswordFormDefaults} validate={validate} onSubmit={handleSubmit}>
        <Form aria-label={texts.title}>
          <FieldStack>
            <FormPassword
              name="newPassword"
              label={FORM_LABELS.resetPassword.newPassword}
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            />
            <FormPassword name="confirmPassword" label={FORM_LABELS.resetPassword.confirmPassword} autoComplete="new-password" />
            <FormSubmit size="lg" block pendingLabel={texts.pending}>
              {texts.submit}
            </FormSubmit>
          </FieldStack>
        </Form>
      </LightFormik>
    </FieldStack>
  );
}
