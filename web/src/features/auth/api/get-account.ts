import type { User } from '@gro/config';
import { useEffect } from 'react';
import useSWR from 'swr';
import { authStore, useAuth } from '@/lib/auth-store';

export const ACCOUNT_KEY = '/account';

/** GET /account: the signed-in member, fetched only while a token exists and kept in the auth store. */
export function useAccount() {
  const { token } = useAuth();
  const result = useSWR<User | null>(token ? ACCOUNT_KEY : null);
  const { data } = result;

  useEffect(() => {
    if (data) authStore.setUser(data);
  }, [data]);

  return result;
}
