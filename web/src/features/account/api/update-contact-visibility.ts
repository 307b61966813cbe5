import { ACCOUNT_API, type ContactVisibility, type User } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** PUT /account/contact-visibility {contactVisibility}: the answer (the account) becomes the stored one; the server's message toasts. */
export async function updateContactVisibility(contactVisibility: ContactVisibility): Promise<User> {
  const { data } = await api.put<User>(ACCOUNT_API.updateContactVisibility.path, { contactVisibility }, { notifySuccess: true });
  authStore.storeAccount(data);
  return data;
}
