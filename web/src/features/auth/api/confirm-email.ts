import { ACCOUNT_API, type ApiMessage } from '@gro/config';
import { api } from '@/lib/api-client';

/** POST /account/email/confirm with the token of the link mailed to the new address; answers the server's message. */
export async function confirmEmail(token: string): Promise<ApiMessage | undefined> {
  const { message } = await api.post<null>(ACCOUNT_API.confirmEmail.path, { token }, { silent: true });
  return message;
}
