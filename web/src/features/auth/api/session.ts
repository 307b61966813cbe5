import type { AuthResponse } from '@gro/config';
import { useSWRConfig } from 'swr';
import { authStore } from '@/lib/auth-store';
import { ACCOUNT_KEY } from './get-account';

/**
 * Sign-in and sign-up success: the answer's user primes GET /account, then token and user are
 * stored. Storing the token is what sends the member on: the auth screens redirect to the portal.
 */
export function useStartSession() {
  const { mutate } = useSWRConfig();
  return async ({ token, user }: AuthResponse) => {
    await mutate(ACCOUNT_KEY, user, { revalidate: false });
    authStore.setAuth({ token, user });
  };
}
