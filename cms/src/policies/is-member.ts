import type { Core } from '@strapi/strapi';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';
import { assertCompanyMember } from '../auth/roles';

/**
 * Member data: a signed-in account (as global::is-signed-in) that belongs to a company, read from
 * the database with the session at every call, or an admin. 403 'Company required' otherwise.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  assertCompanyMember(await signedInCaller(strapi, policyContext));
  return true;
};
