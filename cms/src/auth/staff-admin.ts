import type { Core } from '@strapi/strapi';
import { isValidEmail, normaliseEmail } from '@gro/config';
import { CONTENT_EDITOR, seedContentEditorRole } from './staff-rights';

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
  findOne(params: { code: string }): Promise<{ id: number } | null>;
}

/** A staff account's role: the Content Editor (the content staff edit, no member data), or the Super Admin. */
type StaffLevel = 'editor' | 'super';

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
 * Creates a staff account of the Strapi admin with the role `level` names, or gives an existing one
 * of that email that role too (and the password, when one is given). The very first account goes
 * through Strapi's createFirstAdmin, which makes it a Super Admin whatever `level` says and closes
 * the first-visit registration.
 */
export async function saveStaffAdmin(strapi: Core.Strapi, credentials: AdminCredentials, level: StaffLevel = 'editor'): Promise<'created' | 'promoted'> {
  const email = normaliseEmail(credentials.email);
  if (!isValidEmail(email)) throw new Error(`"${credentials.email}" is not a valid email address for a staff account.`);
  const { password } = credentials;
  const problem = password === undefined ? null : staffPasswordProblem(password);
  if (problem) throw new Error(`The staff account's password needs ${problem}.`);

  const roles = strapi.service('admin::role') as unknown as StaffRoleService;
  const role = level === 'super' ? await roles.getSuperAdmin() : ((await roles.findOne({ code: CONTENT_EDITOR.code })) ?? { id: await seedContentEditorRole(strapi) });
  if (!role) throw new Error("The Strapi admin's Super Admin role is missing.");
  const existing = await users(strapi).findOneByEmail(email, ['roles']);
  if (existing) {
    const ids = [...new Set([...(existing.roles ?? []).map((r) => r.id), role.id])];
    await users(strapi).updateById(existing.id, { roles: ids, isActive: true, registrationToken: null, ...(password ? { password } : {}) });
    return 'promoted';
  }
  if (!password) throw new Error(`No staff account ${email} exists yet: give it a password.`);
  const fields = { email, firstname: 'GRO', lastname: 'Staff', password };
  if (await users(strapi).exists()) await users(strapi).create({ ...fields, isActive: true, registrationToken: null, roles: [role.id] });
  else await users(strapi).createFirstAdmin(fields);
  return 'created';
}
