import { INVITATION_TEXTS } from '@gro/config';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

async function choosePassword(password: string) {
  const actor = userEvent.setup();
  await actor.type(screen.getByLabelText('New Password'), password);
  await actor.type(screen.getByLabelText('Confirm Password'), password);
  await actor.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('accept an invitation (/account/invitation)', () => {
  it("sends the link's token with the first password, then offers the sign-in", async () => {
    const api = mockApi({ 'POST /authenticate/accept-invitation': ok(null, INVITATION_TEXTS.accepted) });
    renderApp('/account/invitation?token=tok-123');
    await findHeading('Welcome to GRO');
    expect(screen.getByText('Your account is ready. Choose a password to sign in to the member portal.')).toBeInTheDocument();
    await choosePassword('Harbor-lantern-42');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set.');
    expect(api.callsTo('POST /authenticate/accept-invitation')[0]!.body).toEqual({ token: 'tok-123', newPassword: 'Harbor-lantern-42' });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('says so when the link is used or expired, and keeps the form', async () => {
    mockApi({ 'POST /authenticate/accept-invitation': fieldFailure('Validation Error', INVITATION_TEXTS.invalid, [{ path: ['token'], message: INVITATION_TEXTS.invalid }]) });
    renderApp('/account/invitation?token=used');
    await findHeading('Welcome to GRO');
    await choosePassword('Harbor-lantern-42');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_TEXTS.invalid);
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeInTheDocument();
  });

  it('says the link is incomplete without a token, and calls nothing', async () => {
    const api = mockApi({});
    renderApp('/account/invitation');
    await findHeading('Welcome to GRO');
    expect(screen.getByText('This invitation link is incomplete. Open the link from your email again.')).toBeInTheDocument();
    await choosePassword('Harbor-lantern-42');
    expect(api.calls).toHaveLength(0);
  });
});
