import { SECOND_FACTOR_API } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** POST /user/{id}/second-factor/reset (admins): the member's lost authenticator and recovery codes stop working; the server's message is the toast. */
export function resetSecondFactor(id: number) {
  return api.post<null>(buildUrl(SECOND_FACTOR_API.reset.path, { params: { id } }), undefined, { notifySuccess: true });
}
