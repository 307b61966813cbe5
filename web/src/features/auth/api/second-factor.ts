import { AUTHENTICATE_API, type AuthResponse, type PasskeyOptions, type PasskeyOptionsJSON } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';
import { answerWithPasskey } from '@/lib/passkeys';

/**
 * POST /authenticate/second-factor {challenge, code}: the authenticator's code (or a recovery code)
 * finishes the sign-in; the answer starts the session. Failures are left to the form.
 */
export async function verifySecondFactor(challenge: string, code: string): Promise<void> {
  const { data } = await api.post<AuthResponse>(AUTHENTICATE_API.secondFactor.path, { challenge, code }, { silent: true, notifySuccess: true });
  authStore.startSession(data);
}

/** POST /authenticate/second-factor/passkey: one of the account's passkeys answers the sign-in's challenge and starts the session. */
export async function verifySecondFactorPasskey(challenge: string, options: PasskeyOptionsJSON): Promise<void> {
  const credential = await answerWithPasskey(options);
  const { data } = await api.post<AuthResponse>(AUTHENTICATE_API.secondFactorPasskey.path, { challenge, credential }, { silent: true, notifySuccess: true });
  authStore.startSession(data);
}

/** A passkey alone: the server's question (POST /authenticate/passkey/options), the device's answer, the session (POST /authenticate/passkey). */
export async function signInWithPasskey(rememberMe: boolean): Promise<void> {
  const { data: question } = await api.post<PasskeyOptions>(AUTHENTICATE_API.passkeyOptions.path, undefined, { silent: true });
  const credential = await answerWithPasskey(question.options);
  const { data } = await api.post<AuthResponse>(AUTHENTICATE_API.signInWithPasskey.path, { credential, rememberMe }, { silent: true, notifySuccess: true });
  authStore.startSession(data);
}
