import { ACCOUNT_API, type ApiMessage } from '@gro/config';
import { api } from '@/lib/api-client';

/** POST /account/email/verify with the token of the link mailed at sign-up; answers the server's message. */
export async function verifyEmail(token: string): Promise<ApiMessage | undefined> {
  const { message } = await api.post<null>(ACCOUNT_API.verifyEmail.path, { token }, { silent: true });
  return message;
}

/** POST /account/email/verification: mails the signed-in account a new link (the answer's message, or a 429, shows as a toast). */
export async function resendVerification(): Promise<void> {
  await api.post<null>(ACCOUNT_API.resendVerification.path, {}, { notifySuccess: true });
}
