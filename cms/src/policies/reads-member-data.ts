import type { Core } from '@strapi/strapi';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';
import { assertMemberData } from '../auth/member-data';
import { countMemberDataRead } from '../auth/member-data-reads';
import { assertCompanyMember, assertVerified } from '../auth/roles';

/**
 * Member data (the directory, the users list, a member's page, the members map): what
 * global::is-member asks (a verified account of a company, or an admin), then the server's
 * MEMBER_DATA_ACCESS rule (auth/member-data.ts): 403 'Waiting for review' for a member of a
 * company still pending review, 403 'Subscription required' where the rule asks for one. A read
 * that passes is counted against the account's limit (auth/member-data-reads.ts; admins are not
 * counted): 429 past it. Routes that reach another member without reading member data (proposing
 * a one-to-one, passing a referral: limited as sends) set `countRead: false`.
 */
export default async (policyContext: PolicyContext, config: { countRead?: boolean } | undefined, { strapi }: { strapi: Core.Strapi }) => {
  const user = await signedInCaller(strapi, policyContext);
  assertCompanyMember(user);
  assertVerified(user);
  await assertMemberData(strapi, user);
  if (config?.countRead !== false) await countMemberDataRead(strapi, user);
  return true;
};
