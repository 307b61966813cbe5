import { AUTH_TEXTS, PORTAL_MESSAGES, isAdminRoleName } from '@gro/config';
import { forbidden } from '../platform/http/http-errors';

type WithRole = { role?: { name?: string | null } | null };
/** The caller as authenticate.ts read them from the database, with the id of their company. */
type WithCompany = WithRole & { companyId: number | null };

/** The one admin rule (spec §6): the user's role is named 'admin', whatever its letter case. */
export function isAdmin(user: WithRole): boolean {
  return isAdminRoleName(user.role?.name);
}

/** 403 for anyone who is not an admin. */
export function assertAdmin(user: WithRole): void {
  if (!isAdmin(user)) throw forbidden(AUTH_TEXTS.adminOnly);
}

/**
 * Member data (directory, users, dashboard) is for members of a company (spec §2: a member must
 * belong to one); an account without a company only has the company gate. Admins may have none.
 */
export function belongsToCompany(user: WithCompany): boolean {
  return user.companyId !== null || isAdmin(user);
}

/**
 * 403 'Email not confirmed' for an account whose address is not yet proven (admins excepted): it
 * may not reach other members (create or join a company) nor read member data.
 */
export function assertVerified(user: WithRole & { verified: boolean }): void {
  if (!user.verified && !isAdmin(user)) throw forbidden(AUTH_TEXTS.emailNotVerified, { title: AUTH_TEXTS.emailNotVerifiedTitle });
}

/** 403 'Company required' for a signed-in account that has no company yet (and is not an admin). */
export function assertCompanyMember(user: WithCompany): void {
  if (!belongsToCompany(user)) throw forbidden(PORTAL_MESSAGES.companyRequired, { title: PORTAL_MESSAGES.companyRequiredTitle });
}
