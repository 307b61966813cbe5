import { FORM_LABELS, changePasswordDefaults, changePasswordSchema, type ChangePasswordValues } from '@gro/config';
import { ACCOUNT_SCREEN_TEXTS } from '@gro/config/screens';
import { FieldStack, Form, FormPassword, FormSubmit } from '@/components/ui/form';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { changePassword } from '../api/change-password';

const labels = FORM_LABELS.changePassword;
const texts = ACCOUNT_SCREEN_TEXTS.password;
const fields = Object.keys(changePasswordDefaults) as (keyof ChangePasswordValues)[];

/** Current password, new password and its confirmation (spec §5); success replaces token and user. */
export function ChangePasswordForm({ onSaved }: { onSaved: () => void }) {
  const handleSubmit = submitHandler<ChangePasswordValues>(async (values) => {
    await changePassword(values);
    onSaved();
  }, fields);

  return (
    <Formik initialValues={changePasswordDefaults} validationSchema={changePasswordSchema} onSubmit={handleSubmit}>
      <Form aria-label={texts.submit}>
        <FieldStack>
          <FormPassword name="currentPassword" label={labels.currentPassword} autoComplete="current-password" required />
          <FormPassword name="newPassword" label={labels.newPassword} autoComplete="new-password" required />
          <FormPassword name="confirmPassword" label={labels.confirmPassword} autoComplete="new-password" required />
          <FormSubmit block pendingLabel={texts.pending}>
            {texts.submit}
          </FormSubmit>
        </FieldStack>
      </Form>
    </Formik>
  );
}
