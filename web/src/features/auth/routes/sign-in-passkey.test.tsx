import { AUTH_TEXTS, PASSKEY_TEXTS, SECOND_FACTOR_TEXTS } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const device = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => device);

const texts = SECOND_FACTOR_SCREEN_TEXTS;
const user = buildUser({ firstname: 'Dana', lastname: 'Okafor', fullname: 'Dana Okafor' });
const auth = { token: 'jwt-dana', user };
const welcome = { title: AUTH_TEXTS.signedIn.title, message: AUTH_TEXTS.signedIn.message };
const QUESTION = { challenge: 'cXVlc3Rpb24', rpId: 'localhost', userVerification: 'required' };
const ANSWER = { id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} };

describe('sign in with a passkey (/signin)', () => {
  beforeEach(() => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    device.startAuthentication.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server's question, gives the device's answer with 'Remember me', and the session starts", async () => {
    device.startAuthentication.mockResolvedValue(ANSWER);
    const api = mockApi({ 'POST /authenticate/passkey/options': ok({ options: QUESTION }), 'POST /authenticate/passkey': ok(auth, welcome), 'GET /account': ok(user) });
    const { router } = renderApp('/signin');
    await findHeading('Welcome Back');
    const actor = userEvent.setup();
    await actor.click(screen.getByLabelText('Remember me'));
    await actor.click(await screen.findByRole('button', { name: texts.passkeySignIn.button }));
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(device.startAuthentication).toHaveBeenCalledWith({ optionsJSON: QUESTION });
    expect(api.callsTo('POST /authenticate/passkey')[0].body).toEqual({ credential: ANSWER, rememberMe: true });
    expect(router.state.location.pathname).toBe('/portal');
    expect(authStore.getState().token).toBe('jwt-dana');
  });

  it('a closed prompt is a quiet note and sends nothing; a passkey GRO does not know is the server’s message', async () => {
    device.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    const api = mockApi({
      'POST /authenticate/passkey/options': ok({ options: QUESTION }),
      'POST /authenticate/passkey': failure(401, 'Unauthorized', PASSKEY_TEXTS.unknown),
    });
    renderApp('/signin');
    await findHeading('Welcome Back');
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: texts.passkeySignIn.button }));
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ message: PASSKEY_TEXTS.cancelled })));
    expect(api.callsTo('POST /authenticate/passkey')).toHaveLength(0);
    device.startAuthentication.mockResolvedValueOnce(ANSWER);
    await actor.click(await screen.findByRole('button', { name: texts.passkeySignIn.button }));
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ message: PASSKEY_TEXTS.unknown })));
    expect(authStore.getState().token).toBeNull();
  });

  it('offers no passkey button in a browser that cannot use passkeys', async () => {
    vi.unstubAllGlobals();
    mockApi({});
    renderApp('/signin');
    await findHeading('Welcome Back');
    // The button loads after the card: give it the time it would take to appear.
    await expect(screen.findByRole('button', { name: texts.passkeySignIn.button }, { timeout: 500 })).rejects.toThrow();
  });

  it('as the second step: the passkey button takes the focus and its answer to the challenge starts the session; the recovery code field stays', async () => {
    device.startAuthentication.mockResolvedValue(ANSWER);
    const passkey = { ...QUESTION, challenge: 'c2lnbmVkLmNoYWxsZW5nZQ', allowCredentials: [{ id: 'a2V5', type: 'public-key' }] };
    const api = mockApi({
      'POST /authenticate': ok({ secondFactor: { challenge: 'signed.challenge', methods: ['recovery-code', 'passkey'], passkey } }, SECOND_FACTOR_TEXTS.passkeyNeeded),
      'POST /authenticate/second-factor/passkey': ok(auth, welcome),
      'GET /account': ok(user),
    });
    renderApp('/signin');
    await findHeading('Welcome Back');
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Email Address'), 'dana@example.com');
    await actor.type(screen.getByLabelText('Password'), 'Gr0wT0gether!');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    const button = await screen.findByRole('button', { name: texts.step.usePasskey });
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.step.useAuthenticator })).not.toBeInTheDocument();
    await actor.click(button);
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(device.startAuthentication).toHaveBeenCalledWith({ optionsJSON: passkey });
    expect(api.callsTo('POST /authenticate/second-factor/passkey')[0].body).toEqual({ challenge: 'signed.challenge', credential: ANSWER });
  });
});
