import { AUTH_SESSION_API, type SignedInDevice } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const DEVICES_KEY = AUTH_SESSION_API.list.path;

/** GET /account/sessions: the devices the member is signed in on, this one among them. */
export function useDevices() {
  return useSWR<SignedInDevice[]>(DEVICES_KEY, quietFetcher);
}

/** POST /account/sessions/{id}/revoke: that device is signed out; answers the devices left. */
export async function signOutDevice(id: number): Promise<SignedInDevice[]> {
  const { data } = await api.post<SignedInDevice[]>(buildUrl(AUTH_SESSION_API.revoke.path, { params: { id } }), undefined, { notifySuccess: true });
  return data;
}

/** POST /account/sessions/revoke-others: every device but this one is signed out; answers this one. */
export async function signOutOtherDevices(): Promise<SignedInDevice[]> {
  const { data } = await api.post<SignedInDevice[]>(AUTH_SESSION_API.revokeOthers.path, undefined, { notifySuccess: true });
  return data;
}
