import { AUTHENTICATE_API, needsSecondFactor, type SecondFactorChallenge, type SignInAnswer, type SignInValues } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** The challenge of an account with two-step sign-in, which the code form sends back with the code. */
export type SignInChallenge = SecondFactorChallenge['secondFactor'];

/**
 * POST /authenticate. The server's greeting becomes a success toast and the answer starts the
 * session (the auth screens then redirect to the portal); for an account with two-step sign-in the
 * answer is a challenge instead, returned for the code form. Failures are left to the form, which
 * shows field errors under their fields and anything else as a danger toast.
 */
export async function signIn(values: SignInValues): Promise<SignInChallenge | null> {
  const { signInSchema } = await import('../validation');
  const { data } = await api.post<SignInAnswer>(AUTHENTICATE_API.signIn.path, signInSchema.cast(values), {
    silent: true,
    notifySuccess: true,
  });
  if (needsSecondFactor(data)) return data.secondFactor;
  authStore.startSession(data);
  return null;
}
