import { FORM_LABELS, signInDefaults, signInSchema, type SignInValues } from '@gro/config';
import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { Formik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FieldStack, Form, FormCheckbox, FormInput, FormPassword, FormSubmit } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { submitHandler } from '@/lib/form-errors';
import { signIn } from '../api/sign-in';

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
const texts = AUTH_SCREEN_TEXTS.signIn;
const fields = Object.keys(signInDefaults) as (keyof SignInValues)[];
const handleSubmit = submitHandler(signIn, fields);

/** Email, password and 'Remember me'; on success the session starts and the screen redirects. */
export function SignInForm() {
  return (
    <Formik initialValues={signInDefaults} validationSchema={signInSchema} onSubmit={handleSubmit}>
      <Form aria-label={texts.submit}>
        <FieldStack>
          <FormInput name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" />
          <FormPassword name="password" label={labels.password} autoComplete="current-password" />
          <Options>
            <FormCheckbox name="rememberMe" label={labels.rememberMe} />
            <Link to={paths.passwordForgot}>{texts.forgotPassword}</Link>
          </Options>
          <FormSubmit size="lg" block pendingLabel={texts.pending}>
            {texts.submit}
          </FormSubmit>
        </FieldStack>
      </Form>
    </Formik>
  );
}
