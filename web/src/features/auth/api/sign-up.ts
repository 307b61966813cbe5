import { AUTHENTICATE_API, type AuthResponse, type SignUpValues } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** Exactly the sign-up payload (spec §3): confirmPassword and terms stay on the form; chapterId is a number. */
const toSignUpPayload = async (values: SignUpValues) => {
  const { signUpPayloadSchema } = await import('../validation');
  return signUpPayloadSchema.cast(values, { stripUnknown: true });
};

/** POST /authenticate/signup; the answer starts the session, failures are left to the form, like sign-in. */
export async function signUp(values: SignUpValues): Promise<void> {
  const { data } = await api.post<AuthResponse>(AUTHENTICATE_API.signUp.path, await toSignUpPayload(values), {
    silent: true,
    notifySuccess: true,
  });
  authStore.startSession(data);
}
