import { AUTH_TEXTS, isAdminRoleName } from '@gro/config';
import { forbidden } from '../utils/http-errors';

type WithRole = { role?: { name?: string | null } | null };

/** The one admin rule (spec §6): the user's role is named 'admin', whatever its letter case. */
export function isAdmin(user: WithRole): boolean {
  return isAdminRoleName(user.role?.name);
}

/** 403 for anyone who is not an admin. */
export function assertAdmin(user: WithRole): void {
  if (!isAdmin(user)) throw forbidden(AUTH_TEXTS.adminOnly);
}
