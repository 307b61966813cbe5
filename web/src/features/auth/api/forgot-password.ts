import { AUTHENTICATE_API, type ForgotPasswordValues } from '@gro/config';
import { api } from '@/lib/api-client';

/** POST /authenticate/forgot-password: the same answer whether or not the account exists (spec §8). */
export async function requestPasswordReset(values: ForgotPasswordValues) {
  const { forgotPasswordSchema } = await import('../validation');
  return api.post<null>(AUTHENTICATE_API.forgotPassword.path, forgotPasswordSchema.cast(values), { silent: true });
}
