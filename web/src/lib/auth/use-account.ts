import type { User } from '@gro/config';
import { useEffect, useSyncExternalStore } from 'react';
import { authStore } from './auth-store';
import { loadAccount } from './load-account';
import { useAuth } from './use-auth';

/**
 * The member as GET /account answered in this page's life, for the portal: the stored user may be
 * out of date, so the account is loaded once while a token exists; null until it is.
 */
export function useAccount(): User | null {
  const { token, user } = useAuth();
  const loaded = useSyncExternalStore(authStore.subscribeAccountLoaded, authStore.isAccountLoaded);

  useEffect(() => {
    if (token && !loaded) void loadAccount();
  }, [token, loaded]);

  return loaded ? user : null;
}
