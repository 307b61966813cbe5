import { retryAfterText } from '@gro/config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const SENT =
  'If an account exists for that email, a reset link has been sent. Please check your inbox and spam folder.';

async function openForgot() {
  const view = renderApp('/password-forgot');
  await findHeading('Forgot Your Password?');
  return view;
}

describe('forgot password (/password-forgot)', () => {
  it("validates the email: required, then 'Must be a valid email address'", async () => {
    const api = mockApi({});
    await openForgot();
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveFocus());
    await actor.type(screen.getByLabelText('Email Address'), 'sam@example');
    await actor.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("reads 'Sending…' while pending, then replaces the form with the success text and 'Back to sign in'", async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ 'POST /authenticate/forgot-password': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openForgot();
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Email Address'), 'sam@example.com');
    await actor.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(api.callsTo('POST /authenticate/forgot-password')[0].body).toEqual({ email: 'sam@example.com' });

    answer(ok(null, { title: 'Check your inbox', message: SENT }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SENT);
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('keeps the form and shows the danger toast when there were too many requests', async () => {
    mockApi({ 'POST /authenticate/forgot-password': failure(429, 'Too many requests', retryAfterText(600)) });
    await openForgot();
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Email Address'), 'sam@example.com');
    await actor.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 10 minutes.');
    expect(shownToasts()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });
});
