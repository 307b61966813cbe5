import type { User } from '@gro/config';
import { useSWRConfig } from 'swr';
import { ACCOUNT_KEY } from '@/features/auth/api/get-account';
import { authStore } from '@/lib/auth-store';

/** After an account change: the answer's user replaces the stored user and the GET /account cache. */
export function useStoreAccount() {
  const { mutate } = useSWRConfig();
  return async (user: User) => {
    authStore.setUser(user);
    await mutate(ACCOUNT_KEY, user, { revalidate: false });
  };
}
