import { ADMIN_ACTIVITY_API, COMPANY_API, USER_API, companyAdminSchema, type Company } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';
import type { CompanyAdminValues } from '../components/company-form';

/** Every list a company appears in: companies, users, dashboard, directory (under /user), the activity log. */
export const COMPANY_REFRESHES = [COMPANY_API.list.path, USER_API.list.path, USER_API.dashboard.path, ADMIN_ACTIVITY_API.list.path] as const;

/**
 * An admin's company form: POST /company creates a company for members to join (the admin does not
 * become part of it), PUT /company/{uuid} saves an existing one; the Nonprofit flag included. The
 * server's message is the success toast; failures are left to the form.
 */
export function saveCompany(values: CompanyAdminValues, uuid?: string) {
  const payload = companyAdminSchema.cast(values, { stripUnknown: true });
  const options = { silent: true, notifySuccess: true };
  return uuid
    ? api.put<Company>(buildUrl(COMPANY_API.update.path, { params: { uuid } }), payload, options)
    : api.post<Company>(COMPANY_API.create.path, payload, options);
}
