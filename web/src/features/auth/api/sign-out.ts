import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** POST /authenticate/signout, then the token is cleared whatever the answer (spec §4). */
export async function signOut(): Promise<void> {
  try {
    await api.post('/authenticate/signout', undefined, { silent: true });
  } catch {
    // The session ends on this device either way.
  } finally {
    authStore.clearToken();
  }
}
