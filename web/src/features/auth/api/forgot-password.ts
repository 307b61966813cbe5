import type { ForgotPasswordValues } from '@gro/config';
import { api } from '@/lib/api-client';

/** POST /authenticate/forgot-password: the same answer whether or not the account exists (spec §8). */
export async function requestPasswordReset(values: ForgotPasswordValues) {
  const { forgotPasswordSchema } = await import('../validation');
  return api.post<null>('/authenticate/forgot-password', forgotPasswordSchema.cast(values), { silent: true });
}
