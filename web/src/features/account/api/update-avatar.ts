import { ACCOUNT_API, type User } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** PUT /account/avatar as multipart, the image in the field 'avatar'; the answer becomes the stored account. */
export async function uploadAvatar(file: File): Promise<User> {
  const body = new FormData();
  body.append('avatar', file);
  const { data } = await api.put<User>(ACCOUNT_API.updateAvatar.path, body, { notifySuccess: true });
  authStore.storeAccount(data);
  return data;
}
