import { COMPANY_API, companySchema, type CompanyCreated, type CompanyValues } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/**
 * POST /company with the flat company form values; failures are left to the form. The answer's
 * member, now with companyId, becomes the stored account, so the gate gives way to the portal (spec §4).
 */
export async function createCompany(values: CompanyValues): Promise<CompanyCreated> {
  const { data } = await api.post<CompanyCreated>(COMPANY_API.create.path, companySchema.cast(values, { stripUnknown: true }), {
    silent: true,
    notifySuccess: true,
  });
  authStore.storeAccount(data.user);
  return data;
}
