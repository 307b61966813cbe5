import { SECOND_FACTOR_API, fillPath, type AuthenticatorSetup, type Passkey, type PasskeyOptions, type RecoveryCodes, type SecondFactorStatus } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { createPasskey } from '@/lib/passkeys';

const STATUS_KEY = SECOND_FACTOR_API.status.path;

/** GET /account/second-factor: whether an authenticator is on, and the recovery codes left. */
export function useSecondFactor() {
  return useSWR<SecondFactorStatus>(STATUS_KEY, quietFetcher);
}

/** POST /account/second-factor/authenticator: a secret to scan (not on until a code confirms it). */
export async function startAuthenticator(currentPassword: string): Promise<AuthenticatorSetup> {
  const { data } = await api.post<AuthenticatorSetup>(SECOND_FACTOR_API.startAuthenticator.path, { currentPassword }, { silent: true });
  return data;
}

/** POST /account/second-factor/authenticator/confirm: the app's code turns it on; answers the recovery codes, shown once. */
export async function confirmAuthenticator(code: string): Promise<RecoveryCodes> {
  const { data } = await api.post<RecoveryCodes>(SECOND_FACTOR_API.confirmAuthenticator.path, { code }, { silent: true, notifySuccess: true });
  return data;
}

/** POST /account/second-factor/authenticator/remove: off, and the recovery codes end; answers the new state. */
export async function removeAuthenticator(currentPassword: string): Promise<SecondFactorStatus> {
  const { data } = await api.post<SecondFactorStatus>(SECOND_FACTOR_API.removeAuthenticator.path, { currentPassword }, { silent: true, notifySuccess: true });
  return data;
}

/** POST /account/second-factor/recovery-codes: new codes; the old ones stop working. */
export async function newRecoveryCodes(currentPassword: string): Promise<RecoveryCodes> {
  const { data } = await api.post<RecoveryCodes>(SECOND_FACTOR_API.newRecoveryCodes.path, { currentPassword }, { silent: true, notifySuccess: true });
  return data;
}

/**
 * Adds a passkey: the server's options (POST /account/passkeys/options, the current password
 * checked), the device makes it, the server checks and stores it (POST /account/passkeys). The
 * account's first second step also answers its recovery codes, shown once.
 */
export async function addPasskey(currentPassword: string, name: string): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
  const { data: question } = await api.post<PasskeyOptions>(SECOND_FACTOR_API.passkeyOptions.path, { currentPassword }, { silent: true });
  const credential = await createPasskey(question.options);
  const { data } = await api.post<{ passkey: Passkey; recoveryCodes: string[] | null }>(SECOND_FACTOR_API.addPasskey.path, { name, credential }, { silent: true, notifySuccess: true });
  return data;
}

/** PUT /account/passkeys/{id}: a new name. */
export async function renamePasskey(id: number, name: string): Promise<Passkey> {
  const { data } = await api.put<Passkey>(fillPath(SECOND_FACTOR_API.renamePasskey.path, { id: String(id) }), { name }, { silent: true, notifySuccess: true });
  return data;
}

/** POST /account/passkeys/{id}/remove: answers the two-step state after it. */
export async function removePasskey(id: number, currentPassword: string): Promise<SecondFactorStatus> {
  const { data } = await api.post<SecondFactorStatus>(fillPath(SECOND_FACTOR_API.removePasskey.path, { id: String(id) }), { currentPassword }, { silent: true, notifySuccess: true });
  return data;
}
