import { changePasswordPayloadSchema, type AuthResponse, type ChangePasswordValues } from '@gro/config';
import { useSWRConfig } from 'swr';
import { ACCOUNT_KEY } from '@/features/auth/api/get-account';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** PUT /account/password {currentPassword, newPassword}: the confirmation stays on the form. */
export const changePassword = (values: ChangePasswordValues) =>
  api.put<AuthResponse>('/account/password', changePasswordPayloadSchema.cast(values, { stripUnknown: true }), {
    silent: true,
    notifySuccess: true,
  });

/** On success the answer's token and user replace the stored ones (spec §4). */
export function useChangePassword() {
  const { mutate } = useSWRConfig();
  return async (values: ChangePasswordValues) => {
    const { data } = await changePassword(values);
    authStore.setAuth({ token: data.token, user: data.user });
    await mutate(ACCOUNT_KEY, data.user, { revalidate: false });
    return data;
  };
}
