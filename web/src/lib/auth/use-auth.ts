import type { User } from '@gro/config';
import { useEffect, useSyncExternalStore } from 'react';
import { authStore } from './auth-store';
import { loadAccount } from './load-account';

/** The stored token and user: how every component reads the signed-in account. */
export function useAuth() {
  const { token, user } = useSyncExternalStore(authStore.subscribe, authStore.getState);
  return { token, user, isAuthenticated: Boolean(token) };
}

/** True once the saved session is restored (or the restore timed out). */
export function useAuthRestored(): boolean {
  return useSyncExternalStore(authStore.subscribeRestored, authStore.isRestored);
}

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
