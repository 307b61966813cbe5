import type { User } from '@gro/config';
import { api } from '@/lib/api-client';
import { useStoreAccount } from './store-account';

/** PUT /account/avatar as multipart, the image in the field 'avatar'. */
export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return api.put<User>('/account/avatar', body, { notifySuccess: true });
}

export function useUploadAvatar() {
  const storeAccount = useStoreAccount();
  return async (file: File) => {
    const { data } = await uploadAvatar(file);
    await storeAccount(data);
    return data;
  };
}
