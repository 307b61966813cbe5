import type { User } from '@gro/config';
import { useEffect, useSyncExternalStore } from 'react';
import { onAccountRefusal } from '../api-client';
import { authStore } from './auth-store';
import { loadAccount, reloadAccount } from './load-account';
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

  // A chapter-leader refusal means the member's leaderships changed, a second-factor refusal that
  // the session must pass the gate first: the account is read again.
  useEffect(() => onAccountRefusal(() => void reloadAccount()), []);

  return loaded ? user : null;
}
