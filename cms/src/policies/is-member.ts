import type { Core } from '@strapi/strapi';
import { authenticate } from '../utils/auth';

/** Any signed-in member with an open session and Active status; sets state.user and state.sessionId. */
export default async (policyContext: any, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { user, sessionId } = await authenticate(strapi, policyContext);
  policyContext.state.user = user;
  policyContext.state.sessionId = sessionId;
  return true;
};
