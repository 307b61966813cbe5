import {
  REFERRAL_API,
  IDEMPOTENCY_HEADER,
  REFERRAL_LIMITS,
  type Referral,
  type ReferralBox,
  type ReferralChange,
  type ReferralPage,
  type ReferralStatusValues,
  type ReferralValues,
} from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const referralsKey = (box: ReferralBox, page: number, pageSize: number = REFERRAL_LIMITS.pageSizeDefault) =>
  buildUrl(REFERRAL_API.list.path, { query: { box, page, pageSize } });

/** GET /referral?box&page&pageSize: one page of the member's referrals received or given (admins: all), newest first. */
export function useReferrals(box: ReferralBox, page: number) {
  return useSWR<ReferralPage>(referralsKey(box, page), quietFetcher, { keepPreviousData: true });
}

const referralPath = (id: number | string) => buildUrl(REFERRAL_API.one.path, { params: { id } });

/** GET /referral/{id}: for its giver, its receiver and admins (404 for anyone else). */
export function useReferral(id: string | undefined) {
  return useSWR<Referral>(id ? referralPath(id) : null, quietFetcher);
}

/** GET /referral/{id}/history (admins), oldest first. */
export function useReferralHistory(id: number, enabled: boolean) {
  return useSWR<ReferralChange[]>(enabled ? buildUrl(REFERRAL_API.history.path, { params: { id } }) : null, quietFetcher);
}

/**
 * POST /referral with the form's idempotency key: the same key sent again (a double click, a retry
 * after a lost answer) stores one referral. Field errors are left to the form; the server's
 * message is the success toast.
 */
export const passReferral = (values: ReferralValues, idempotencyKey: string) =>
  api.post<Referral>(REFERRAL_API.pass.path, values, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, silent: true, notifySuccess: true });

/** PUT /referral/{id}/status (the receiver, admins). */
export const followReferral = (id: number, values: ReferralStatusValues) =>
  api.put<Referral>(buildUrl(REFERRAL_API.follow.path, { params: { id } }), values, { silent: true, notifySuccess: true });

/** DELETE /referral/{id} (the giver, admins): soft; a failure is the danger toast. */
export const deleteReferral = (id: number) => api.delete<Referral>(referralPath(id), { notifySuccess: true });
