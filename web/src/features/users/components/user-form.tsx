import { FORM_LABELS, USER_ROLES, USER_STATUSES, userDefaults, userFormSchema, type MemberDetail } from '@gro/config';
import { ADMIN_FORM_TEXTS, USER_DRAWER_TEXTS } from '@gro/config/screens';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Hint } from '@/components/ui/field';
import {
  FieldRow,
  FieldStack,
  Form,
  FormActions,
  FormInput,
  FormPassword,
  FormSection,
  FormSelect,
  FormSubmit,
} from '@/components/ui/form';
import { ChapterSelect } from '@/features/chapters';
import { CompanySelect } from '@/features/companies';
import { isAdmin } from '@/lib/authorization';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import type { UserFormValues } from '../api/save-user';

const Toggle = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
`;

const labels = FORM_LABELS.user;
const texts = USER_DRAWER_TEXTS;
const fields = Object.keys(userDefaults) as (keyof UserFormValues)[];
const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: status }));
const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: role }));

/** An existing user as form values (no password); a new one starts Active, a Member. */
function userValues(user: MemberDetail | null): UserFormValues {
  if (!user) return { ...userDefaults };
  return {
    ...userDefaults,
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    phoneExt: user.phoneExt ?? '',
    chapterId: user.chapterId ?? user.chapter?.id ?? null,
    companyId: user.companyId ?? user.company?.id ?? null,
    status: user.status ?? userDefaults.status,
    role: isAdmin(user) ? 'Admin' : 'Member',
  };
}

interface PasswordSectionProps {
  isCreate: boolean;
  shown: boolean;
  onShownChange: (shown: boolean) => void;
}

/**
 * New password and its confirmation (spec §4, §5): always on create; on edit hidden until
 * 'Change Password' is clicked, and emptied when hidden again so a blank password is omitted.
 */
function PasswordSection({ isCreate, shown, onShownChange }: PasswordSectionProps) {
  const { setFieldValue, setFieldTouched } = useFormikContext<UserFormValues>();
  const sectionRef = useRef<HTMLFieldSetElement>(null);
  const toggled = useRef(false);
  // After a click opens or closes the section, focus goes to what replaced the clicked button.
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    sectionRef.current?.querySelector<HTMLElement>(shown ? 'input' : 'button')?.focus();
  }, [shown]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    onShownChange(next);
  };
  const hide = () => {
    for (const name of ['newPassword', 'confirmPassword'] as const) {
      void setFieldValue(name, '', false);
      void setFieldTouched(name, false, false);
    }
    toggle(false);
  };
  return (
    <FormSection ref={sectionRef}>
      <legend>{texts.passwordSection}</legend>
      {shown ? (
        <>
          <FieldRow>
            <FormPassword name="newPassword" label={labels.newPassword} autoComplete="new-password" required />
            <FormPassword name="confirmPassword" label={labels.confirmPassword} autoComplete="new-password" required />
          </FieldRow>
          {!isCreate && (
            <Toggle>
              <Button variant="ghost" size="sm" onClick={hide}>
                {texts.keepPassword}
              </Button>
            </Toggle>
          )}
        </>
      ) : (
        <Toggle>
          <Hint>{texts.passwordHint}</Hint>
          <Button variant="secondary" size="sm" onClick={() => toggle(true)}>
            {texts.changePassword}
          </Button>
        </Toggle>
      )}
    </FormSection>
  );
}

interface UserFormProps {
  title: string;
  /** The user being edited; null creates one. */
  user: MemberDetail | null;
  showPassword: boolean;
  onShowPasswordChange: (shown: boolean) => void;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The user form (spec §5): name, email, phone, status, chapter, optional company, role and the password section. */
export function UserForm({ title, user, showPassword, onShowPasswordChange, onSubmit, onCancel }: UserFormProps) {
  const isCreate = !user;
  const shown = isCreate || showPassword;
  return (
    <Formik
      initialValues={userValues(user)}
      validationSchema={userFormSchema({ isCreate, showPassword: shown })}
      onSubmit={submitHandler(onSubmit, fields)}
    >
      <Form aria-label={title}>
        <FieldStack>
          <FieldRow>
            <FormInput name="firstname" label={labels.firstname} autoComplete="off" required data-autofocus />
            <FormInput name="lastname" label={labels.lastname} autoComplete="off" required />
          </FieldRow>
          <FormInput name="email" type="email" label={labels.email} autoComplete="off" inputMode="email" required />
          <FieldRow $columns="2fr 1fr">
            <FormInput name="phoneNumber" type="tel" label={labels.phoneNumber} autoComplete="off" required />
            <FormInput name="phoneExt" label={labels.phoneExt} autoComplete="off" inputMode="numeric" />
          </FieldRow>
          <FormSection>
            <legend>{texts.accountSection}</legend>
            <FieldRow>
              <FormSelect name="status" label={labels.status} options={STATUS_OPTIONS} />
              <FormSelect name="role" label={labels.role} options={ROLE_OPTIONS} />
            </FieldRow>
            <ChapterSelect name="chapterId" label={labels.chapterId} initialText={user?.chapter?.name} hint={texts.chapterHint} required />
            <CompanySelect name="companyId" label={labels.companyId} initialText={user?.company?.name} hint={texts.companyHint} />
          </FormSection>
          <PasswordSection isCreate={isCreate} shown={shown} onShownChange={onShowPasswordChange} />
          <FormActions>
            <Button variant="secondary" onClick={onCancel}>
              {ADMIN_FORM_TEXTS.cancel}
            </Button>
            <FormSubmit pendingLabel={isCreate ? ADMIN_FORM_TEXTS.creating : ADMIN_FORM_TEXTS.saving}>
              {isCreate ? ADMIN_FORM_TEXTS.create : ADMIN_FORM_TEXTS.save}
            </FormSubmit>
          </FormActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}
