import { companyAdminSchema, type Company } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';
import type { CompanyAdminValues } from '../components/company-form';

/** Every list a company appears in: companies, users, dashboard, directory (under /user), the activity log. */
export const COMPANY_REFRESHES = ['/company', '/user', '/dashboard', '/activity'] as const;

/** PUT /company/{uuid} with the admin's form values; the server's message is the success toast, failures are left to the form. */
export function updateCompany(uuid: string, values: CompanyAdminValues) {
  return api.put<Company>(buildUrl('/company/:uuid', { params: { uuid } }), companyAdminSchema.cast(values, { stripUnknown: true }), {
    silent: true,
    notifySuccess: true,
  });
}
