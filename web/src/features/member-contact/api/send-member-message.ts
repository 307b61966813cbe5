import { USER_API } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/**
 * POST /user/{id}/contact {message}: GRO emails the member the message with the sender's address as
 * Reply-To. Silent: the form shows field errors under the message and toasts the rest (a 429 names
 * when to try again); the server's "Message sent to …" toasts on success.
 */
export const sendMemberMessage = (memberId: number, message: string) =>
  api.post<{ id: number; fullname: string }>(buildUrl(USER_API.contact.path, { params: { id: memberId } }), { message }, { silent: true, notifySuccess: true });
