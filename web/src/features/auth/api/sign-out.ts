import { AUTHENTICATE_API } from '@gro/config';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** POST /authenticate/signout, then the token is cleared whatever the answer (spec §4). */
async function signOut(): Promise<void> {
  try {
    await api.post(AUTHENTICATE_API.signOut.path, undefined, { silent: true });
  } catch {
    // The session ends on this device either way.
  } finally {
    authStore.endSession();
  }
}

/** Sign Out: ends the session, forgets every cached answer and goes to /signin, replacing history. */
export function useSignOut() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async () => {
    await signOut();
    await mutate(() => true, undefined, { revalidate: false });
    navigate(paths.signIn, { replace: true });
  };
}
