import { companySchema, type CompanyCreated, type CompanyValues } from '@gro/config';
import { useSWRConfig } from 'swr';
import { ACCOUNT_KEY } from '@/features/auth/api/get-account';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** POST /company with the flat company form values; failures are left to the form. */
export const createCompany = (values: CompanyValues) =>
  api.post<CompanyCreated>('/company', companySchema.cast(values, { stripUnknown: true }), {
    silent: true,
    notifySuccess: true,
  });

/**
 * Company creation (spec §4): the answer's member, now with companyId, replaces the stored user
 * and the GET /account cache, so the gate gives way to the portal.
 */
export function useCreateCompany() {
  const { mutate } = useSWRConfig();
  return async (values: CompanyValues) => {
    const { data } = await createCompany(values);
    authStore.setUser(data.user);
    await mutate(ACCOUNT_KEY, data.user, { revalidate: false });
    return data;
  };
}
