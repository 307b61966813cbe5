import { AUTH_TEXTS } from '@gro/config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const DONE = 'Your password has been reset successfully. You can now log in with your new password.';

async function openReset(path: string) {
  const view = renderApp(path);
  await findHeading('Reset Your Password');
  return view;
}

async function submitPassword(password: string, confirmation = password) {
  const actor = userEvent.setup();
  if (password) await actor.type(screen.getByLabelText('New Password'), password);
  if (confirmation) await actor.type(screen.getByLabelText('Confirm Password'), confirmation);
  await actor.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password (/password-reset)', () => {
  it("validates the new password: 'New password is required', then at least 8 characters", async () => {
    const api = mockApi({});
    await openReset('/password-reset?token=abc');
    await submitPassword('');
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New Password')).toHaveFocus());
    await submitPassword('short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("asks for the new password twice, like sign-up: 'Confirm Password must match'", async () => {
    const api = mockApi({ 'POST /authenticate/reset-password': ok(null, { title: 'Password reset', message: DONE }) });
    await openReset('/password-reset?token=abc');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
    await submitPassword('Gr0wT0gether!', 'Gr0wT0gether?');
    expect(await screen.findByText('Confirm Password must match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Gr0wT0gether!');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
    expect(api.callsTo('POST /authenticate/reset-password')).toHaveLength(1);
  });

  it('has a show/hide toggle and the new-password autocomplete', async () => {
    mockApi({});
    await openReset('/password-reset?token=abc');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
  });

  it('says the link is incomplete and does not call the API without a token', async () => {
    const api = mockApi({});
    await openReset('/password-reset');
    expect(screen.getByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/password-forgot');
    await submitPassword('Gr0wT0gether!');
    await waitFor(() => expect(screen.getByText(/This reset link is incomplete/).closest('[tabindex]')).toHaveFocus());
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText(DONE)).not.toBeInTheDocument();
  });

  it("sends token and newPassword, reads 'Resetting…', then shows the success text and 'Go to sign in'", async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ 'POST /authenticate/reset-password': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openReset('/password-reset?token=reset-token-1');
    expect(screen.queryByText(/This reset link is incomplete/)).not.toBeInTheDocument();
    await submitPassword('Gr0wT0gether!');
    expect(await screen.findByRole('button', { name: 'Resetting…' })).toBeDisabled();
    expect(api.callsTo('POST /authenticate/reset-password')[0].body).toEqual({
      token: 'reset-token-1',
      newPassword: 'Gr0wT0gether!',
    });

    answer(ok(null, { title: 'Password reset', message: DONE }));
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('shows an invalid or expired link in the page, with the way to a new one, and no toast', async () => {
    mockApi({ 'POST /authenticate/reset-password': failure(400, 'Reset failed', AUTH_TEXTS.resetInvalid) });
    await openReset('/password-reset?token=old');
    await submitPassword('Gr0wT0gether!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/password-forgot');
    expect(shownToasts()).toHaveLength(0);
  });
});
