import { isAdminRoleName, type LedChapter, type User } from '@gro/config';

/** Admin = any role named 'admin', case-insensitively (spec §6). The server enforces it too. */
export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return Boolean(user?.role?.some((role) => isAdminRoleName(role.name)));
}

/** The signed-in member as these checks read them: roles and the chapters they lead (GET /account). */
type Account = Pick<User, 'role' | 'leads'>;

/** The chapters the member leads (none for admins, who hold every right already, and for everyone else). */
export function ledChapters(user: Account | null | undefined): LedChapter[] {
  return user?.leads ?? [];
}

/** Whether the member leads chapter `chapterId` (a route's param may come as text). */
export function leads(user: Account | null | undefined, chapterId: number | string | null | undefined): boolean {
  if (chapterId === null || chapterId === undefined || chapterId === '') return false;
  const id = Number(chapterId);
  return ledChapters(user).some((chapter) => chapter.id === id);
}

/** Admins manage every chapter; a leader manages the chapters they lead (the server checks it again on every call). */
export function canManageChapter(user: Account | null | undefined, chapterId: number | string | null | undefined): boolean {
  return isAdmin(user) || leads(user, chapterId);
}
