import { JOIN_REQUEST_API, joinRequestSchema, type JoinRequestValues, type OwnJoinRequest } from '@gro/config';
import useSWR, { useSWRConfig } from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const OWN_JOIN_REQUESTS_KEY = JOIN_REQUEST_API.mine.path;

/** GET /company/join-request/mine: the member's own requests, newest first (the gate works without them). */
export function useOwnJoinRequests() {
  return useSWR<OwnJoinRequest[]>(OWN_JOIN_REQUESTS_KEY, quietFetcher);
}

/** POST /company/join-request {companyId, note}; failures are left to the form. */
const requestToJoin = (values: JoinRequestValues) =>
  api.post<OwnJoinRequest>(JOIN_REQUEST_API.create.path, joinRequestSchema.cast(values, { stripUnknown: true }), {
    silent: true,
  });

/** Sends the request and puts it first in the list the gate shows. */
export function useRequestToJoin() {
  const { mutate } = useSWRConfig();
  return async (values: JoinRequestValues) => {
    const result = await requestToJoin(values);
    await mutate<OwnJoinRequest[]>(
      OWN_JOIN_REQUESTS_KEY,
      (current) => [result.data, ...(current ?? []).filter((request) => request.id !== result.data.id)],
      { revalidate: false },
    );
    return result;
  };
}

/**
 * POST /company/join-request/{id}/withdraw: the server's message is the success toast, a failure the
 * danger toast, after which the list is read again (a 409: the request was meanwhile decided).
 */
export function useWithdrawJoinRequest() {
  const { mutate } = useSWRConfig();
  return async (id: number) => {
    try {
      const { data } = await api.post<OwnJoinRequest>(buildUrl(JOIN_REQUEST_API.withdraw.path, { params: { id } }), undefined, { notifySuccess: true });
      await mutate<OwnJoinRequest[]>(OWN_JOIN_REQUESTS_KEY, (current) => (current ?? []).map((request) => (request.id === id ? data : request)), {
        revalidate: false,
      });
    } catch (error) {
      await mutate(OWN_JOIN_REQUESTS_KEY);
      throw error;
    }
  };
}
