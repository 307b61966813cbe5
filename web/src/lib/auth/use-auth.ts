import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';

/** The stored token and user: how every component reads the signed-in account. */
export function useAuth() {
  const { token, user } = useSyncExternalStore(authStore.subscribe, authStore.getState);
  return { token, user, isAuthenticated: Boolean(token) };
}

/** True once the saved session is restored (or the restore timed out). */
export function useAuthRestored(): boolean {
  return useSyncExternalStore(authStore.subscribeRestored, authStore.isRestored);
}
