import { profileSchema, type ProfileValues, type User } from '@gro/config';
import { api } from '@/lib/api-client';
import { useStoreAccount } from './store-account';

/** PUT /account with the profile fields; the server's message becomes a success toast. */
export const updateProfile = (values: ProfileValues) =>
  api.put<User>('/account', profileSchema.cast(values, { stripUnknown: true }), { silent: true, notifySuccess: true });

export function useUpdateProfile() {
  const storeAccount = useStoreAccount();
  return async (values: ProfileValues) => {
    const { data } = await updateProfile(values);
    await storeAccount(data);
    return data;
  };
}
