import { AUTH_TEXTS, SECOND_FACTOR_TEXTS } from '@gro/config';
import { SIGN_IN_TAGLINES } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const user = buildUser({ firstname: 'Dana', lastname: 'Okafor', fullname: 'Dana Okafor' });
const auth = { token: 'jwt-dana', user };
const welcome = { title: AUTH_TEXTS.signedIn.title, message: AUTH_TEXTS.signedIn.message };

async function openSignIn() {
  const view = renderApp('/signin');
  await findHeading('Welcome Back');
  return view;
}

async function fillIn(email: string, password: string) {
  const actor = userEvent.setup();
  await actor.type(screen.getByLabelText('Email Address'), email);
  await actor.type(screen.getByLabelText('Password'), password);
  return actor;
}

describe('sign in (/signin)', () => {
  it("shows 'Welcome Back', one of the three taglines, the fields and the links", async () => {
    mockApi({});
    await openSignIn();
    const shown = SIGN_IN_TAGLINES.filter((tagline) => screen.queryByText(tagline));
    expect(shown).toHaveLength(1);
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/password-forgot');
    expect(screen.getByRole('link', { name: 'Join Today!' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('validates an empty form and focuses the first invalid field', async () => {
    const api = mockApi({});
    await openSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    const email = screen.getByLabelText('Email Address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email Address is required');
    await waitFor(() => expect(email).toHaveFocus());
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Must be a valid email address' for an invalid email", async () => {
    mockApi({});
    await openSignIn();
    const actor = await fillIn('not-an-email', 'secret');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
  });

  it('shows and hides the password with a pressed toggle', async () => {
    mockApi({});
    await openSignIn();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("reads 'Signing In…' and is disabled while pending, then stores the session and goes to /portal", async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({
      'POST /authenticate': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /account': ok(user),
    });
    const { router } = await openSignIn();
    const actor = await fillIn('  Dana@Example.com ', 'Gr0wT0gether!');
    await actor.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing In…' });
    expect(pending).toBeDisabled();
    expect(api.callsTo('POST /authenticate')[0].body).toEqual({
      email: 'Dana@Example.com',
      password: 'Gr0wT0gether!',
      rememberMe: true,
    });

    answer(ok(auth, welcome));
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(authStore.getState()).toEqual({ token: 'jwt-dana', user });
    expect(shownToasts()).toMatchObject([{ type: 'success', title: 'Welcome back', message: 'Good to see you again, Dana.' }]);
  });

  it('shows server field errors under their fields, without a toast', async () => {
    mockApi({
      'POST /authenticate': fieldFailure('Validation error', 'Check the form', [
        { path: ['email'], message: 'Must be a valid email address' },
      ]),
    });
    await openSignIn();
    const actor = await fillIn('dana@example.com', 'secret');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Must be a valid email address');
    expect(shownToasts()).toHaveLength(0);
    expect(within(screen.getByRole('form', { name: 'Sign In' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Invalid email or password.' once as a danger toast and on the form above the button, and stays signed out", async () => {
    mockApi({ 'POST /authenticate': failure(401, 'Sign in failed', AUTH_TEXTS.invalidCredentials) });
    const { router } = await openSignIn();
    const actor = await fillIn('dana@example.com', 'wrong-password');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    // The toast fades; the form keeps saying what went wrong, right above the button.
    const form = screen.getByRole('form', { name: 'Sign In' });
    const inline = await within(form).findByRole('alert');
    expect(inline).toHaveTextContent('Invalid email or password.');
    expect(shownToasts()).toMatchObject([{ type: 'danger', title: 'Sign in failed', message: 'Invalid email or password.' }]);
    expect(inline.compareDocumentPosition(within(form).getByRole('button', { name: 'Sign In' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/signin');
    expect(authStore.getState().token).toBeNull();
  });

  it("replaces the form's message with the next try's and shows none while a try runs", async () => {
    let attempts = 0;
    let release: () => void = () => {};
    mockApi({
      'POST /authenticate': async () => {
        attempts += 1;
        if (attempts === 1) return failure(401, 'Sign in failed', AUTH_TEXTS.invalidCredentials);
        await new Promise<void>((resolve) => (release = resolve));
        return failure(429, 'Too many requests', 'Too many sign-in attempts. Try again later.');
      },
    });
    await openSignIn();
    const form = () => within(screen.getByRole('form', { name: 'Sign In' }));
    const actor = await fillIn('dana@example.com', 'wrong-password');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(form().queryByRole('alert')).not.toBeInTheDocument());
    release();
    expect(await form().findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again later.');
    expect(form().getAllByRole('alert')).toHaveLength(1);
  });

  it('sends a visitor with a token to /portal', async () => {
    authStore.setAuth(auth);
    mockApi({ 'GET /account': ok(user) });
    const { router } = renderApp('/signin');
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
  });

  it('returns a visitor sent from a portal address to that address after signing in', async () => {
    mockApi({ 'POST /authenticate': ok(auth, welcome), 'GET /account': ok(user) });
    const { router } = renderApp('/portal/company');
    await findHeading('Welcome Back');
    const actor = await fillIn('dana@example.com', 'Gr0wT0gether!');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findHeading('Companies')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/company');
  });

  describe('with two-step sign-in', () => {
    const challenge = { secondFactor: { challenge: 'signed.challenge', methods: ['authenticator', 'recovery-code'] } };

    it('asks for the authenticator code after the password, and the code starts the session', async () => {
      const api = mockApi({
        'POST /authenticate': ok(challenge, SECOND_FACTOR_TEXTS.codeNeeded),
        'POST /authenticate/second-factor': ok(auth, welcome),
        'GET /account': ok(user),
      });
      const { router } = await openSignIn();
      const actor = await fillIn('dana@example.com', 'Gr0wT0gether!');
      await actor.click(screen.getByRole('button', { name: 'Sign In' }));
      const code = await screen.findByLabelText('Authenticator code');
      await waitFor(() => expect(code).toHaveFocus());
      expect(await findHeading('Two-Step Sign-In')).toBeInTheDocument();
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(authStore.getState().token).toBeNull();
      await actor.type(code, '123 456');
      await actor.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await findHeading('Dashboard')).toBeInTheDocument();
      expect(api.callsTo('POST /authenticate/second-factor')[0].body).toEqual({ challenge: 'signed.challenge', code: '123 456' });
      expect(router.state.location.pathname).toBe('/portal');
      expect(authStore.getState()).toEqual({ token: 'jwt-dana', user });
    });

    it('takes a recovery code instead, shows a wrong code under the field, and goes back to the password on request', async () => {
      mockApi({
        'POST /authenticate': ok(challenge, SECOND_FACTOR_TEXTS.codeNeeded),
        'POST /authenticate/second-factor': fieldFailure('Validation error', 'Check the form', [{ path: ['code'], message: SECOND_FACTOR_TEXTS.codeInvalid }]),
      });
      await openSignIn();
      const actor = await fillIn('dana@example.com', 'Gr0wT0gether!');
      await actor.click(screen.getByRole('button', { name: 'Sign In' }));
      await actor.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
      const code = screen.getByLabelText('Recovery code');
      await waitFor(() => expect(code).toHaveFocus());
      await actor.type(code, 'abcde-fghij');
      await actor.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(SECOND_FACTOR_TEXTS.codeInvalid)).toBeInTheDocument();
      expect(code).toHaveAccessibleDescription(SECOND_FACTOR_TEXTS.codeInvalid);
      await actor.click(screen.getByRole('button', { name: 'Sign in with a different account' }));
      expect(await screen.findByLabelText('Email Address')).toBeInTheDocument();
      expect(await findHeading('Welcome Back')).toBeInTheDocument();
    });

    it('checks the code before sending it', async () => {
      const api = mockApi({ 'POST /authenticate': ok(challenge, SECOND_FACTOR_TEXTS.codeNeeded) });
      await openSignIn();
      const actor = await fillIn('dana@example.com', 'Gr0wT0gether!');
      await actor.click(screen.getByRole('button', { name: 'Sign In' }));
      await actor.type(await screen.findByLabelText('Authenticator code'), '12ab');
      await actor.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(SECOND_FACTOR_TEXTS.codeFormat)).toBeInTheDocument();
      expect(api.callsTo('POST /authenticate/second-factor')).toHaveLength(0);
    });
  });
});
