import { ADMIN_ACTIVITY_API, CHAPTER_API, USER_API, userFormToPayload, type MemberDetail, type userDefaults } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

export type UserFormValues = typeof userDefaults;

/** Every list a user appears in: users, directory, user detail (all under /user), dashboard, chapter pages, the activity log. */
export const USER_REFRESHES = [USER_API.list.path, USER_API.dashboard.path, CHAPTER_API.find.path, ADMIN_ACTIVITY_API.list.path] as const;

/**
 * POST /user, or PUT /user/{id} for an existing one, with userFormToPayload's payload (the new
 * password as password, left out when blank). The server's message is the success toast;
 * failures are left to the form.
 */
export function saveUser(values: UserFormValues, id?: number) {
  const payload = userFormToPayload(values);
  const options = { silent: true, notifySuccess: true };
  return id
    ? api.put<MemberDetail>(buildUrl(USER_API.update.path, { params: { id } }), payload, options)
    : api.post<MemberDetail>(USER_API.create.path, payload, options);
}
