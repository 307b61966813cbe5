import { AUTHENTICATE_API, needsSecondFactor, type SignInAnswer } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';
import type { SignInChallenge } from './sign-in';

/**
 * POST /authenticate/sign-in-link with the token of the one-time link mailed after too many wrong
 * passwords. Like a password sign-in, the server's greeting becomes a success toast and the answer
 * starts the session (the screen then moves to the portal), or is the challenge of an account with
 * two-step sign-in (the link stands in for the password only); a failure is left to the screen.
 */
export async function signInWithLink(token: string): Promise<SignInChallenge | null> {
  const { data } = await api.post<SignInAnswer>(AUTHENTICATE_API.signInWithLink.path, { token }, { silent: true, notifySuccess: true });
  if (needsSecondFactor(data)) return data.secondFactor;
  authStore.startSession(data);
  return null;
}
