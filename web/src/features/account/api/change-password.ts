import { ACCOUNT_API, changePasswordPayloadSchema, type AuthResponse, type ChangePasswordValues } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/**
 * PUT /account/password {currentPassword, newPassword}: the confirmation stays on the form. On
 * success the answer's token and user replace the stored ones (spec §4).
 */
export async function changePassword(values: ChangePasswordValues): Promise<AuthResponse> {
  const { data } = await api.put<AuthResponse>(
    ACCOUNT_API.changePassword.path,
    changePasswordPayloadSchema.cast(values, { stripUnknown: true }),
    { silent: true, notifySuccess: true },
  );
  authStore.startSession(data);
  return data;
}
