import type { Core } from '@strapi/strapi';
import {
  MEMBER_DATA_MESSAGES, memberDataAccess, memberDataAccessRuleFrom,
  type CompanyReviewStatus, type MemberDataAccess, type MemberDataAccessRule,
} from '@gro/config';
import { forbidden } from '../utils/http-errors';
import { isAdmin } from './roles';

type Caller = { id: number; verified: boolean; role?: { name?: string | null } | null; companyId: number | null };

/** The member-data rule this server runs (MEMBER_DATA_ACCESS, read at each use so a test server's environment counts; checked at start). */
const memberDataRule = (): MemberDataAccessRule => memberDataAccessRuleFrom(process.env);

/** Whether `user` reads member data under the server's rule, with the company's name for the message of a pending one. */
async function accessWithCompany(strapi: Core.Strapi, user: Caller): Promise<MemberDataAccess & { company: string | null }> {
  const rule = memberDataRule();
  const admin = isAdmin(user);
  const db = strapi.db.connection;
  const company: { name: string; review_status: CompanyReviewStatus | null } | undefined =
    !admin && user.companyId !== null ? await db('companies').where('id', user.companyId).first('name', 'review_status') : undefined;
  let subscriptionStatus: string | null = null;
  if (rule === 'active-subscription' && !admin && user.companyId !== null) {
    const latest: { status: string } | undefined = await db('subscriptions as s')
      .join('subscriptions_user_lnk as l', 'l.subscription_id', 's.id')
      .where('l.user_id', user.id)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .first('s.status');
    subscriptionStatus = latest?.status ?? null;
  }
  const access = memberDataAccess(rule, {
    isAdmin: admin,
    verified: user.verified,
    companyId: user.companyId,
    // A company row from before the review existed counts as approved (the migration sets them; this covers the moment before it).
    companyStatus: company ? (company.review_status ?? 'Approved') : null,
    subscriptionStatus,
  });
  return { ...access, company: company?.name ?? null };
}

/** GET /account's `memberData`: whether the account reads member data, and if not, why. */
export async function memberDataAccessOf(strapi: Core.Strapi, user: Caller): Promise<MemberDataAccess> {
  const { allowed, reason } = await accessWithCompany(strapi, user);
  return { allowed, reason };
}

/**
 * 403 for a member whom the rule keeps from member data: 'Waiting for review' (their company is
 * pending) or 'Subscription required', with details.reason naming which. Callers first passed
 * global::is-member (a verified account of a company, or an admin).
 */
export async function assertMemberData(strapi: Core.Strapi, user: Caller): Promise<void> {
  const access = await accessWithCompany(strapi, user);
  if (access.allowed) return;
  if (access.reason === 'company-pending') {
    throw forbidden(MEMBER_DATA_MESSAGES.companyPending(access.company ?? 'Your company'), { title: MEMBER_DATA_MESSAGES.companyPendingTitle, reason: access.reason });
  }
  throw forbidden(MEMBER_DATA_MESSAGES.subscriptionRequired, { title: MEMBER_DATA_MESSAGES.subscriptionRequiredTitle, reason: access.reason ?? 'subscription-required' });
}
