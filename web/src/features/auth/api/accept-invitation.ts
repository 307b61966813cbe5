import { AUTHENTICATE_API, type ResetPasswordPayload } from '@gro/config';
import { api } from '@/lib/api-client';

/** POST /authenticate/accept-invitation with the invitation's token and the member's first password. */
export const acceptInvitation = (payload: ResetPasswordPayload) =>
  api.post<null>(AUTHENTICATE_API.acceptInvitation.path, payload, { silent: true });
