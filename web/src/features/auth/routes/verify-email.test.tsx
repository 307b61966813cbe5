import { AUTH_TEXTS } from '@gro/config';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

describe("confirm a new account's email (/account/verify-email)", () => {
  it('sends the token once and says the address is confirmed, with the way to sign in', async () => {
    const api = mockApi({ 'POST /account/email/verify': ok(null, AUTH_TEXTS.emailVerified) });
    renderApp('/account/verify-email?token=abc_123');
    await findHeading('Confirm Your Email Address');
    expect(await screen.findByText(AUTH_TEXTS.emailVerified.message)).toBeInTheDocument();
    expect(api.callsTo('POST /account/email/verify')).toEqual([expect.objectContaining({ body: { token: 'abc_123' } })]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('signed in: reads the account again (now verified) and offers the portal', async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser({ companyId: null, company: null, emailVerified: false }) });
    const verified = buildUser({ companyId: null, company: null, emailVerified: true });
    const api = mockApi({ 'POST /account/email/verify': ok(null, AUTH_TEXTS.emailVerified), 'GET /account': ok(verified) });
    renderApp('/account/verify-email?token=abc');
    expect(await screen.findByRole('link', { name: 'Go to your portal' })).toHaveAttribute('href', '/portal');
    await waitFor(() => expect(authStore.getState().user?.emailVerified).toBe(true));
    expect(api.callsTo('GET /account').length).toBeGreaterThan(0);
  });

  it("shows the server's message when the link is invalid, used or expired", async () => {
    mockApi({ 'POST /account/email/verify': failure(400, 'Bad Request', AUTH_TEXTS.emailVerificationInvalid) });
    renderApp('/account/verify-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.emailVerificationInvalid);
  });

  it('says the link is incomplete and calls nothing without a token', async () => {
    const api = mockApi({});
    renderApp('/account/verify-email');
    await findHeading('Confirm Your Email Address');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});
