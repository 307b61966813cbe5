import { signInSchema, type AuthResponse, type SignInValues } from '@gro/config';
import { api } from '@/lib/api-client';

/**
 * POST /authenticate. The server's greeting becomes a success toast; failures are left to the
 * form, which shows field errors under their fields and anything else as a danger toast.
 */
export const signIn = (values: SignInValues) =>
  api.post<AuthResponse>('/authenticate', signInSchema.cast(values), { silent: true, notifySuccess: true });
