import { AUTH_TEXTS } from '@gro/config';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

describe('confirm a new email (/account/confirm-email)', () => {
  it('sends the token once and says the email has changed, with the way to sign in', async () => {
    const api = mockApi({ 'POST /account/email/confirm': ok(null, AUTH_TEXTS.emailChanged) });
    renderApp('/account/confirm-email?token=abc_123');
    await findHeading('Confirm Your Email');
    expect(await screen.findByText(AUTH_TEXTS.emailChanged.message)).toBeInTheDocument();
    expect(api.callsTo('POST /account/email/confirm')).toEqual([expect.objectContaining({ body: { token: 'abc_123' } })]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('offers the dashboard to a signed-in member', async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser() });
    mockApi({ 'POST /account/email/confirm': ok(null, AUTH_TEXTS.emailChanged) });
    renderApp('/account/confirm-email?token=abc');
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/portal');
  });

  it("shows the server's message when the link is invalid or expired", async () => {
    mockApi({ 'POST /account/email/confirm': failure(400, 'Bad Request', AUTH_TEXTS.emailChangeInvalid) });
    renderApp('/account/confirm-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.emailChangeInvalid);
  });

  it('says the link is incomplete and calls nothing without a token', async () => {
    const api = mockApi({});
    renderApp('/account/confirm-email');
    await findHeading('Confirm Your Email');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});
