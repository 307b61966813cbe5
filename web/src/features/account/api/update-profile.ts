import { ACCOUNT_API, isEmailChange, profileSchema, type ProfileValues, type User } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/**
 * PUT /account with the profile fields, and the current password only when the email changes
 * (the server then mails a confirmation link to the new address and keeps the old one until it
 * is opened). The server's message becomes a success toast and its answer the stored account.
 */
export async function updateProfile(values: ProfileValues, currentEmail: string): Promise<User> {
  const { currentPassword, ...profile } = profileSchema.cast(values, { stripUnknown: true });
  const payload = isEmailChange(profile.email, currentEmail) ? { ...profile, currentPassword } : profile;
  const { data } = await api.put<User>(ACCOUNT_API.update.path, payload, { silent: true, notifySuccess: true });
  authStore.storeAccount(data);
  return data;
}
