import { AUTH_TEXTS, SECOND_FACTOR_TEXTS } from '@gro/config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const user = buildUser({ firstname: 'Dana', lastname: 'Okafor', fullname: 'Dana Okafor' });
const welcome = { title: AUTH_TEXTS.signedIn.title, message: AUTH_TEXTS.signedIn.message };

describe('sign in with the one-time link (/signin/link)', () => {
  it('says it is signing in, sends the token once, then stores the session and goes to the portal', async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({
      'POST /authenticate/sign-in-link': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /account': ok(user),
    });
    const { router } = renderApp('/signin/link?token=abc_123');
    await findHeading('Sign In With Your Link');
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in…');

    answer(ok({ token: 'jwt-dana', user }, welcome));
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(authStore.getState()).toEqual({ token: 'jwt-dana', user });
    expect(api.callsTo('POST /authenticate/sign-in-link')).toEqual([expect.objectContaining({ body: { token: 'abc_123' } })]);
    expect(shownToasts()).toMatchObject([{ type: 'success', title: 'Welcome back', message: 'Good to see you again, Dana.' }]);
  });

  it("shows the server's message for a used or expired link, with the ways to sign in and to reset the password", async () => {
    mockApi({ 'POST /authenticate/sign-in-link': failure(400, 'Bad Request', AUTH_TEXTS.signInLinkInvalid) });
    renderApp('/signin/link?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.signInLinkInvalid);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/password-forgot');
    expect(authStore.getState().token).toBeNull();
    expect(shownToasts()).toEqual([]);
  });

  it('says the link is incomplete and calls nothing without a token', async () => {
    const api = mockApi({});
    renderApp('/signin/link');
    await findHeading('Sign In With Your Link');
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link is incomplete.');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/password-forgot');
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });

  it('asks an account with two-step sign-in for its code: the link stands in for the password only', async () => {
    const api = mockApi({
      'POST /authenticate/sign-in-link': ok({ secondFactor: { challenge: 'signed.challenge', methods: ['authenticator', 'recovery-code'] } }, SECOND_FACTOR_TEXTS.codeNeeded),
      'POST /authenticate/second-factor': ok({ token: 'jwt-dana', user }, welcome),
      'GET /account': ok(user),
    });
    const { router } = renderApp('/signin/link?token=abc_123');
    const code = await screen.findByLabelText('Authenticator code');
    expect(authStore.getState().token).toBeNull();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
    expect(api.callsTo('POST /authenticate/second-factor')[0].body).toEqual({ challenge: 'signed.challenge', code: '123456' });
    expect(api.callsTo('POST /authenticate/sign-in-link')).toHaveLength(1);
  });
});
