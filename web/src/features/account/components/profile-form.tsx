import { FORM_LABELS, isEmailChange, profileDefaults, profileFormSchema, type ProfileValues, type User } from '@gro/config';
import { ACCOUNT_SCREEN_TEXTS } from '@gro/config/screens';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { AccountSection } from '@/components/ui/account-section';
import { FieldRow, FieldStack, Form, FormInput, FormPassword, FormSubmit } from '@/components/ui/form';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { updateProfile } from '../api/update-profile';

const labels = FORM_LABELS.profile;
const texts = ACCOUNT_SCREEN_TEXTS.profile;
const fields = Object.keys(profileDefaults) as (keyof ProfileValues)[];

const valuesOf = (user: User): ProfileValues => ({
  firstname: user.firstname ?? '',
  lastname: user.lastname ?? '',
  email: user.email ?? '',
  phoneNumber: user.phoneNumber ?? '',
  phoneExt: user.phoneExt ?? '',
  currentPassword: '',
});

/** Shown once the email differs from the account's: changing it needs the current password. */
function CurrentPasswordField({ currentEmail }: { currentEmail: string }) {
  const { values } = useFormikContext<ProfileValues>();
  if (!isEmailChange(values.email, currentEmail)) return null;
  return (
    <FormPassword
      name="currentPassword"
      label={labels.currentPassword}
      autoComplete="current-password"
      hint={texts.currentPasswordHint}
      required
    />
  );
}

/**
 * "Your details" in My Account, the member's profile (spec §5): first and last name and phone
 * required, email format, extension optional. A new email is confirmed from the new address before
 * it takes effect.
 */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const headingId = useId();
  const handleSubmit = submitHandler<ProfileValues>(async (values) => {
    await updateProfile(values, user.email);
    onSaved();
  }, fields);

  return (
    <AccountSection aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.heading}</h3>
      <p>{texts.hint}</p>
      <Formik initialValues={valuesOf(user)} validationSchema={profileFormSchema(user.email)} onSubmit={handleSubmit}>
        <Form aria-labelledby={headingId}>
          <FieldStack>
            <FieldRow>
              <FormInput name="firstname" label={labels.firstname} autoComplete="given-name" required />
              <FormInput name="lastname" label={labels.lastname} autoComplete="family-name" required />
            </FieldRow>
            <FormInput name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" />
            <CurrentPasswordField currentEmail={user.email} />
            <FieldRow $columns="2fr 1fr">
              <FormInput name="phoneNumber" type="tel" label={labels.phoneNumber} autoComplete="tel" required />
              <FormInput name="phoneExt" label={labels.phoneExt} autoComplete="tel-extension" inputMode="numeric" />
            </FieldRow>
            <FormSubmit block pendingLabel={texts.pending}>
              {texts.submit}
            </FormSubmit>
          </FieldStack>
        </Form>
      </Formik>
    </AccountSection>
  );
}
