import type { Core } from '@strapi/strapi';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';

/**
 * Any signed-in account with an open session and Active status, with or without a company: the
 * account's own calls and the company gate's. Sets state.user and state.sessionId. With
 * `beforeSecondFactor`, a session the second-factor gate holds passes too (the calls that set it up).
 */
export default async (policyContext: PolicyContext, config: { beforeSecondFactor?: boolean } | undefined, { strapi }: { strapi: Core.Strapi }) => {
  await signedInCaller(strapi, policyContext, { beforeSecondFactor: config?.beforeSecondFactor === true });
  return true;
};
