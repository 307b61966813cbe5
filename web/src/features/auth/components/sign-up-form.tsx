import { EMAIL_MAX_LENGTH, FORM_LABELS, PASSWORD_MIN_LENGTH, signUpDefaults, type SignUpValues } from '@gro/config';
import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ExternalLinkIcon } from '@/components/icons';
import { FieldRow, FieldStack, Form, FormCheckbox, FormInput, FormPassword, FormSubmit } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { submitHandler } from '@/lib/form-errors';
import { LightFormik } from '@/lib/form-state';
import { lazyValidation } from '@/lib/lazy-validation';
import { signUp } from '../api/sign-up';
import { ChapterSelect } from './chapter-select';

const labels = FORM_LABELS.signUp;
const texts = AUTH_SCREEN_TEXTS.signUp;
const fields = Object.keys(signUpDefaults) as (keyof SignUpValues)[];
const handleSubmit = submitHandler(signUp, fields);
const { validate } = lazyValidation<SignUpValues>(() => import('../validation').then((m) => m.signUpSchema));
const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters.`;

const TermsLink = styled(Link)`
  svg {
    display: inline;
    margin-left: 4px;
    vertical-align: -1px;
  }
`;

/** The terms open in a new tab so the half-filled form stays. */
const termsLabel = (
  <>
    {texts.termsPrefix}{' '}
    <TermsLink to={paths.terms} target="_blank" rel="noopener">
      {labels.terms}
      <ExternalLinkIcon size={14} />
    </TermsLink>
  </>
);

/**
 * The sign-up form of spec §2 and §5; on success the session starts and the screen redirects. A
 * visitor's invitation link (/signup?chapter={slug}&email=…) chooses their chapter and fills their email.
 */
export function SignUpForm() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim().slice(0, EMAIL_MAX_LENGTH) ?? '';
  return (
    <LightFormik
      initialValues={{ ...signUpDefaults, email } as SignUpValues}
      validate={validate}
      onSubmit={handleSubmit}
    >
      <Form aria-label={texts.documentTitle}>
        <FieldStack>
          <FieldRow>
            <FormInput name="firstname" label={labels.firstname} autoComplete="given-name" required />
            <FormInput name="lastname" label={labels.lastname} autoComplete="family-name" required />
          </FieldRow>
          <FormInput name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" required />
          <FieldRow $columns="2fr 1fr">
            <FormInput name="phoneNumber" type="tel" label={labels.phoneNumber} autoComplete="tel" required />
            <FormInput name="phoneExt" label={labels.phoneExt} autoComplete="tel-extension" inputMode="numeric" />
          </FieldRow>
          <FieldRow>
            <FormPassword name="password" label={labels.password} autoComplete="new-password" hint={passwordHint} required />
            <FormPassword name="confirmPassword" label={labels.confirmPassword} autoComplete="new-password" required />
          </FieldRow>
          <ChapterSelect preselect={params.get('chapter')} />
          <FormCheckbox name="terms" label={termsLabel} />
          <FormSubmit size="lg" block pendingLabel={texts.pending}>
            {texts.submit}
          </FormSubmit>
        </FieldStack>
      </Form>
    </LightFormik>
  );
}
