import { isAdminRoleName, type User } from '@gro/config';

/** Admin = any role named 'admin', case-insensitively (spec §6). The server enforces it too. */
export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return Boolean(user?.role?.some((role) => isAdminRoleName(role.name)));
}
