import { AUTHENTICATE_API, type AuthResponse } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/**
 * POST /authenticate/sign-in-link with the token of the one-time link mailed after too many wrong
 * passwords. Like a password sign-in, the server's greeting becomes a success toast and the answer
 * starts the session (the screen then moves to the portal); a failure is left to the screen.
 */
export async function signInWithLink(token: string): Promise<void> {
  const { data } = await api.post<AuthResponse>(AUTHENTICATE_API.signInWithLink.path, { token }, { silent: true, notifySuccess: true });
  authStore.startSession(data);
}
