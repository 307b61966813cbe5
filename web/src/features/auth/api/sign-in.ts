import { AUTHENTICATE_API, type AuthResponse, type SignInValues } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/**
 * POST /authenticate. The server's greeting becomes a success toast and the answer starts the
 * session (the auth screens then redirect to the portal); failures are left to the form, which
 * shows field errors under their fields and anything else as a danger toast.
 */
export async function signIn(values: SignInValues): Promise<void> {
  const { signInSchema } = await import('../validation');
  const { data } = await api.post<AuthResponse>(AUTHENTICATE_API.signIn.path, signInSchema.cast(values), {
    silent: true,
    notifySuccess: true,
  });
  authStore.startSession(data);
}
