import { signInDefaults, type SignInValues } from '@gro/config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Formik } from '@/lib/formik-bridge';
import { LightFormik, useFormState, type LightFormikHelpers } from '@/lib/form-state';
import { lazyValidation } from '@/lib/lazy-validation';
import { renderUi } from '@/testing/render-ui';
import { FieldStack, Form, FormCheckbox, FormInput, FormSubmit } from '.';

const { validate } = lazyValidation<SignInValues>(() => import('@gro/config').then((m) => m.signInSchema));

type Submit = (values: SignInValues, helpers: Pick<LightFormikHelpers<SignInValues>, 'setErrors' | 'setStatus'>) => Promise<unknown>;

function Status() {
  const { status } = useFormState();
  return typeof status === 'string' ? <p>{status}</p> : null;
}

function Fields() {
  return (
    <Form aria-label="Sign in">
      <FieldStack>
        <FormInput name="email" type="email" label="Email Address" />
        <FormInput name="password" type="password" label="Password" />
        <FormCheckbox name="rememberMe" label="Remember me" />
        <Status />
        <FormSubmit pendingLabel="Signing In…">Sign In</FormSubmit>
      </FieldStack>
    </Form>
  );
}

/** The same form on LightFormik (public forms) and on Formik (portal forms): they must behave alike. */
const providers: [string, (onSubmit: Submit) => ReactNode][] = [
  ['LightFormik', (onSubmit) => <LightFormik initialValues={signInDefaults} validate={validate} onSubmit={onSubmit}><Fields /></LightFormik>],
  ['Formik', (onSubmit) => <Formik initialValues={signInDefaults} validate={validate} onSubmit={onSubmit}><Fields /></Formik>],
];

describe.each(providers)('the shared form components on %s', (_name, form) => {
  it('shows a field error once the field is left, and clears it as it is fixed', async () => {
    renderUi(<>{form(async () => {})}</>);
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Email Address'), 'ann@');
    expect(screen.queryByText('Must be a valid email address')).not.toBeInTheDocument();
    await actor.tab();
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await actor.type(screen.getByLabelText('Email Address'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Must be a valid email address')).not.toBeInTheDocument());
  });

  it('on submit shows every error, focuses the first invalid field and sends nothing', async () => {
    const sent: SignInValues[] = [];
    renderUi(<>{form(async (values) => void sent.push(values))}</>);
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('sends the values, reads its pending label meanwhile, and shows server errors and status', async () => {
    let finish = () => {};
    const sent: SignInValues[] = [];
    renderUi(
      <>
        {form(async (values, { setErrors, setStatus }) => {
          sent.push(values);
          await new Promise<void>((resolve) => (finish = resolve));
          setErrors({ password: 'Wrong password' });
          setStatus('Sign-in failed');
        })}
      </>,
    );
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Email Address'), 'ann@example.com');
    await actor.type(screen.getByLabelText('Password'), 'secret');
    await actor.click(screen.getByLabelText('Remember me'));
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In…' })).toBeDisabled();
    expect(sent).toEqual([{ email: 'ann@example.com', password: 'secret', rememberMe: true }]);
    finish();
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
