import type { Core } from '@strapi/strapi';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';

/** Any signed-in member with an open session and Active status; sets state.user and state.sessionId. */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  await signedInCaller(strapi, policyContext);
  return true;
};
