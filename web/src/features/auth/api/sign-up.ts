import { signUpPayloadSchema, type AuthResponse, type SignUpValues } from '@gro/config';
import { api } from '@/lib/api-client';

/** Exactly the sign-up payload (spec §3): confirmPassword and terms stay on the form; chapterId is a number. */
const toSignUpPayload = (values: SignUpValues) => signUpPayloadSchema.cast(values, { stripUnknown: true });

/** POST /authenticate/signup; failures are left to the form, like sign-in. */
export const signUp = (values: SignUpValues) =>
  api.post<AuthResponse>('/authenticate/signup', toSignUpPayload(values), { silent: true, notifySuccess: true });
