import { ACCOUNT_API, PROFESSION_API, aboutSchema, type AboutValues, type Profession, type User } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** GET /profession: the professions a member chooses from, by category then name. */
export function useProfessions() {
  return useSWR<Profession[]>(PROFESSION_API.find.path, quietFetcher);
}

/**
 * PUT /account/about: profession, bio, ideal referral, website and LinkedIn (a blank field clears
 * it). The server's message toasts and its answer becomes the stored account.
 */
export async function updateAbout(values: AboutValues): Promise<User> {
  const payload = aboutSchema.cast(values, { stripUnknown: true });
  const { data } = await api.put<User>(ACCOUNT_API.updateAbout.path, payload, { silent: true, notifySuccess: true });
  authStore.storeAccount(data);
  return data;
}
