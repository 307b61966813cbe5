import type { Core } from '@strapi/strapi';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';

/**
 * Any signed-in account with an open session and Active status, with or without a company: the
 * account's own calls and the company gate's. Sets state.user and state.sessionId.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  await signedInCaller(strapi, policyContext);
  return true;
};
