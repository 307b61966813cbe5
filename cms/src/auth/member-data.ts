import type { Core } from '@strapi/strapi';
import {
  MEMBER_DATA_MESSAGES, memberDataAccess, memberDataAccessRuleFrom,
  type CompanyReviewStatus, type MemberDataAccess, type MemberDataAccessRule,
} from '@gro/config';
import { forbidden } from '../platform/http/http-errors';
import { isAdmin } from './roles';
import { SUBSCRIPTION_USER } from '../platform/db/links';

const userLink = SUBSCRIPTION_USER.as('l');

type Caller = {
  id: number;
  verified: boolean;
  role?: { name?: string | null } | null;
  companyId: number | null;
  /** Whether their company waits for review, when the caller's session lookup already read it (no statement then). */
  companyPending?: boolean;
};

/** The member-data rule this server runs (MEMBER_DATA_ACCESS, read at each use so a test server's environment counts; checked at start). */
export const memberDataRule = (): MemberDataAccessRule => memberDataAccessRuleFrom(process.env);

/** Whether `user` reads member data under the server's rule (GET /account's `memberData`); one statement at most (none for an approved company's member the session lookup read). */
export async function memberDataAccessOf(strapi: Core.Strapi, user: Caller): Promise<MemberDataAccess> {
  const rule = memberDataRule();
  const admin = isAdmin(user);
  const db = strapi.db.connection;
  const member = !admin && user.companyId !== null;
  let companyStatus: CompanyReviewStatus | null = null;
  if (member) {
    const pending = user.companyPending ?? (await db('companies').where('id', user.companyId).first('review_status'))?.review_status === 'Pending';
    companyStatus = pending ? 'Pending' : 'Approved';
  }
  let subscriptionStatus: string | null = null;
  if (rule === 'active-subscription' && member) {
    const latest: { status: string } | undefined = await db('subscriptions as s')
      .join(userLink.table, userLink.owner, 's.id')
      .where(userLink.target, user.id)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .first('s.status');
    subscriptionStatus = latest?.status ?? null;
  }
  return memberDataAccess(rule, { isAdmin: admin, verified: user.verified, companyId: user.companyId, companyStatus, subscriptionStatus });
}

/**
 * 403 for a member whom the rule keeps from member data: 'Waiting for review' (their company is
 * pending) or 'Subscription required', with details.reason naming which. Callers first passed
 * global::is-member (a verified account of a company, or an admin).
 */
export async function assertMemberData(strapi: Core.Strapi, user: Caller): Promise<void> {
  const access = await memberDataAccessOf(strapi, user);
  if (access.allowed) return;
  if (access.reason === 'company-pending') {
    const company: { name: string } | undefined = await strapi.db.connection('companies').where('id', user.companyId).first('name');
    throw forbidden(MEMBER_DATA_MESSAGES.companyPending(company?.name ?? 'Your company'), { title: MEMBER_DATA_MESSAGES.companyPendingTitle, reason: access.reason });
  }
  throw forbidden(MEMBER_DATA_MESSAGES.subscriptionRequired, { title: MEMBER_DATA_MESSAGES.subscriptionRequiredTitle, reason: access.reason ?? 'subscription-required' });
}
