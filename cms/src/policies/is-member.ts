import type { Core } from '@strapi/strapi';
import { signedInCaller } from '../auth/authenticate';

/** Any signed-in member with an open session and Active status; sets state.user and state.sessionId. */
export default async (policyContext: any, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  await signedInCaller(strapi, policyContext);
  return true;
};
