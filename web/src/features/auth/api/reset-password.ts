import { AUTHENTICATE_API, type ResetPasswordPayload } from '@gro/config';
import { api } from '@/lib/api-client';

/** POST /authenticate/reset-password with the link's token and the new password. */
export const resetPassword = (payload: ResetPasswordPayload) =>
  api.post<null>(AUTHENTICATE_API.resetPassword.path, payload, { silent: true });
