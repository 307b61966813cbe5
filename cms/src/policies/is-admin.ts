import type { Core } from '@strapi/strapi';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';
import { assertAdmin } from '../auth/roles';

/**
 * Admin operations: a signed-in member (as global::is-member) whose role, read from the database
 * with the session, is admin. 403 otherwise, whatever the request claims.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  assertAdmin(await signedInCaller(strapi, policyContext));
  return true;
};
