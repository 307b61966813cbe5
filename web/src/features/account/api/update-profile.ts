import { profileSchema, type ProfileValues, type User } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** PUT /account with the profile fields; the server's message becomes a success toast and its answer the stored account. */
export async function updateProfile(values: ProfileValues): Promise<User> {
  const { data } = await api.put<User>('/account', profileSchema.cast(values, { stripUnknown: true }), {
    silent: true,
    notifySuccess: true,
  });
  authStore.storeAccount(data);
  return data;
}
