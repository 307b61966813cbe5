import { ONE_TO_ONE_API, IDEMPOTENCY_HEADER, type OneToOne, type OneToOneValues } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { fileDownload } from '@/lib/download';
import { buildUrl } from '@/lib/url';

const ONE_TO_ONES_KEY = ONE_TO_ONE_API.mine.path;

/** GET /one-to-one: the caller's one-to-ones (proposed by them or to them), newest date first, each with the caller's own note. */
export function useOneToOnes() {
  return useSWR<OneToOne[]>(ONE_TO_ONES_KEY, quietFetcher);
}

/** POST /one-to-one with the form's idempotency key (as passReferral). */
export const proposeOneToOne = (values: OneToOneValues, idempotencyKey: string) =>
  api.post<OneToOne>(ONE_TO_ONES_KEY, values, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, silent: true, notifySuccess: true });

/** PUT /one-to-one/{id}/confirm (the invitee, from its day). */
export const confirmOneToOne = (id: number) =>
  api.put<OneToOne>(buildUrl(ONE_TO_ONE_API.confirm.path, { params: { id } }), undefined, { notifySuccess: true });

/** PUT /one-to-one/{id}/cancel (either member, while proposed). */
export const cancelOneToOne = (id: number) =>
  api.put<OneToOne>(buildUrl(ONE_TO_ONE_API.cancel.path, { params: { id } }), undefined, { notifySuccess: true });

/** PUT /one-to-one/{id}/note: the caller's private note. */
export const saveOneToOneNote = (id: number, note: string) =>
  api.put<OneToOne>(buildUrl(ONE_TO_ONE_API.note.path, { params: { id } }), { note }, { silent: true, notifySuccess: true });

/** GET /one-to-one/{id}/invite.ics with the bearer token, saved as a file (as the CSV exports are). */
export async function downloadInvite(id: number, filename: string) {
  const file = await api.getFile(buildUrl(ONE_TO_ONE_API.ics.path, { params: { id } }), { headers: { Accept: 'text/calendar, application/json' } });
  fileDownload.save(file, filename);
}
