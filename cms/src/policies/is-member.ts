import type { Core } from '@strapi/strapi';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';
import { assertCompanyMember, assertVerified } from '../auth/roles';

/**
 * Member data: a signed-in account (as global::is-signed-in) that belongs to a company and whose
 * email address is verified, read from the database with the session at every call, or an admin.
 * 403 'Company required', then 403 'Email not confirmed', otherwise.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const user = await signedInCaller(strapi, policyContext);
  assertCompanyMember(user);
  assertVerified(user);
  return true;
};
