import type { Core } from '@strapi/strapi';
import { isValidEmail, normaliseEmail, passwordRule } from '@gro/config';
import { createAccount, hashPassword } from './password-hash';
import { sessions } from './session';
import type { AdminCredentials } from './staff-admin';

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

/** The portal's Admin role (type 'admin', seeded by seed/permissions.ts). */
async function adminRoleId(strapi: Core.Strapi): Promise<number> {
  const role: { id: number } | null = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'admin' }, select: ['id'] });
  if (!role) throw new Error("The portal's Admin role is missing.");
  return role.id;
}

/** Whether any member has the portal's Admin role. */
export async function hasPortalAdmin(strapi: Core.Strapi): Promise<boolean> {
  return (await strapi.db.query(USER_UID).count({ where: { role: { type: 'admin' } } })) > 0;
}

/**
 * Creates a portal administrator (a users-permissions user with the Admin role), or makes the
 * member of that email one: Active, and with the password when one is given (their other sessions
 * then end, as after any password change). Passwords follow the members' rule (spec §5).
 */
export async function savePortalAdmin(strapi: Core.Strapi, credentials: AdminCredentials): Promise<'created' | 'promoted'> {
  const email = normaliseEmail(credentials.email);
  if (!isValidEmail(email)) throw new Error(`"${credentials.email}" is not a valid email address for the portal administrator.`);
  const { password } = credentials;
  if (password !== undefined) {
    try {
      passwordRule().validateSync(password);
    } catch (error) {
      throw new Error(`The portal administrator's password: ${(error as Error).message}.`);
    }
  }
  const role = await adminRoleId(strapi);
  const hash = password ? await hashPassword(password) : undefined;

  const existing: { id: number } | null = await strapi.db.query(USER_UID).findOne({ where: { email: { $eqi: email } }, select: ['id'] });
  if (existing) {
    await strapi.db.query(USER_UID).update({
      where: { id: existing.id },
      data: { role, status: 'Active', blocked: false, confirmed: true, ...(hash ? { password: hash } : {}) },
    });
    if (hash) await sessions(strapi).revokeAll(existing.id, 'password-set-by-operator');
    return 'promoted';
  }
  if (!hash) throw new Error(`No member ${email} exists yet: give the portal administrator a password.`);
  await createAccount(strapi, { email, username: email, firstname: 'GRO', lastname: 'Administrator', provider: 'local', confirmed: true, blocked: false, status: 'Active', role }, hash);
  return 'created';
}
