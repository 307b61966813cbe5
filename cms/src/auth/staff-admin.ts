import type { Core } from '@strapi/strapi';
import { isValidEmail, normaliseEmail } from '@gro/config';

/** Who the operator names: an email, and a password (optional when the account exists). */
export type AdminCredentials = { email: string; password?: string };

type StaffRow = { id: number; roles?: { id: number }[] };
type StaffFields = { email: string; firstname: string; lastname: string; password: string };

/** The calls of Strapi's admin user and role services used here (@strapi/admin, services/user.js and role.js). */
interface StaffUserService {
  exists(): Promise<boolean>;
  /** Serialised across processes: throws when a staff account already exists. */
  createFirstAdmin(fields: StaffFields): Promise<StaffRow>;
  create(fields: StaffFields & { isActive: boolean; registrationToken: null; roles: number[] }): Promise<StaffRow>;
  findOneByEmail(email: string, populate?: string[]): Promise<StaffRow | null>;
  updateById(id: number, fields: { roles: number[]; isActive: boolean; registrationToken: null; password?: string }): Promise<StaffRow>;
}
interface StaffRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
}

const users = (strapi: Core.Strapi) => strapi.service('admin::user') as unknown as StaffUserService;

/** Strapi's own rule for admin passwords (validation/common-validators.js), checked before saving. */
function staffPasswordProblem(password: string): string | null {
  if (password.length < 8) return 'at least 8 characters';
  if (new TextEncoder().encode(password).length > 72) return 'at most 72 bytes';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) return 'a lower-case letter, an upper-case letter and a digit';
  return null;
}

/** Whether the Strapi admin has any staff account: without one, anybody may register the first at /admin. */
export function hasStaffAdmin(strapi: Core.Strapi): Promise<boolean> {
  return users(strapi).exists();
}

/**
 * Creates a Super Admin of the Strapi admin, or gives an existing staff account of that email the
 * Super Admin role (and the password, when one is given). The very first account goes through
 * Strapi's createFirstAdmin, which closes the first-visit registration.
 */
export async function saveStaffAdmin(strapi: Core.Strapi, credentials: AdminCredentials): Promise<'created' | 'promoted'> {
  const email = normaliseEmail(credentials.email);
  if (!isValidEmail(email)) throw new Error(`"${credentials.email}" is not a valid email address for a staff account.`);
  const { password } = credentials;
  const problem = password === undefined ? null : staffPasswordProblem(password);
  if (problem) throw new Error(`The staff account's password needs ${problem}.`);

  const superAdmin = await (strapi.service('admin::role') as unknown as StaffRoleService).getSuperAdmin();
  if (!superAdmin) throw new Error("The Strapi admin's Super Admin role is missing.");
  const existing = await users(strapi).findOneByEmail(email, ['roles']);
  if (existing) {
    const roles = [...new Set([...(existing.roles ?? []).map((role) => role.id), superAdmin.id])];
    await users(strapi).updateById(existing.id, { roles, isActive: true, registrationToken: null, ...(password ? { password } : {}) });
    return 'promoted';
  }
  if (!password) throw new Error(`No staff account ${email} exists yet: give it a password.`);
  const fields = { email, firstname: 'GRO', lastname: 'Staff', password };
  if (await users(strapi).exists()) await users(strapi).create({ ...fields, isActive: true, registrationToken: null, roles: [superAdmin.id] });
  else await users(strapi).createFirstAdmin(fields);
  return 'created';
}
