import { ACCOUNT_API, type User } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** PUT /account/directory {directoryHidden}: the answer (the account) becomes the stored one; the server's message toasts. */
export async function updateDirectoryVisibility(directoryHidden: boolean): Promise<User> {
  const { data } = await api.put<User>(ACCOUNT_API.updateDirectoryVisibility.path, { directoryHidden }, { notifySuccess: true });
  authStore.storeAccount(data);
  return data;
}
