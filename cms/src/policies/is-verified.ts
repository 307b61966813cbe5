import type { Core } from '@strapi/strapi';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';
import { assertVerified } from '../auth/roles';

/**
 * What reaches other members from the company gate (creating a company, asking to join one): a
 * signed-in account (as global::is-signed-in) whose email address is verified, or an admin.
 * 403 'Email not confirmed' otherwise.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  assertVerified(await signedInCaller(strapi, policyContext));
  return true;
};
