import { SECOND_FACTOR_API, type AuthenticatorSetup, type RecoveryCodes, type SecondFactorStatus } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';

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
