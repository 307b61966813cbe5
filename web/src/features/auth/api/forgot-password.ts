import { forgotPasswordSchema, type ForgotPasswordValues } from '@gro/config';
import { api } from '@/lib/api-client';

/** POST /authenticate/forgot-password: the same answer whether or not the account exists (spec §8). */
export const requestPasswordReset = (values: ForgotPasswordValues) =>
  api.post<null>('/authenticate/forgot-password', forgotPasswordSchema.cast(values), { silent: true });
