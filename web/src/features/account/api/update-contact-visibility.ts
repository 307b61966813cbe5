import type { ContactVisibility, User } from '@gro/config';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** PUT /account/contact-visibility {contactVisibility}: the answer (the account) becomes the stored one; the server's message toasts. */
export async function updateContactVisibility(contactVisibility: ContactVisibility): Promise<User> {
  const { data } = await api.put<User>('/account/contact-visibility', { contactVisibility }, { notifySuccess: true });
  authStore.storeAccount(data);
  return data;
}
