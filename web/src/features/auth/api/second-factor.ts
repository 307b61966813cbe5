import { AUTHENTICATE_API, type AuthResponse } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/**
 * POST /authenticate/second-factor {challenge, code}: the authenticator's code (or a recovery code)
 * finishes the sign-in; the answer starts the session. Failures are left to the form.
 */
export async function verifySecondFactor(challenge: string, code: string): Promise<void> {
  const { data } = await api.post<AuthResponse>(AUTHENTICATE_API.secondFactor.path, { challenge, code }, { silent: true, notifySuccess: true });
  authStore.startSession(data);
}
