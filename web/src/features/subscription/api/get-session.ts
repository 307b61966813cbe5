import { STRIPE_API, type SessionResult } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/**
 * GET /stripe/session/{id}: the checkout session the member came back from, answered only to its
 * own member. Asked once: no retry on failure, no refetch on focus (spec §2: no retry).
 */
export function useCheckoutSession(sessionId: string | null) {
  return useSWR<SessionResult>(sessionId ? buildUrl(STRIPE_API.session.path, { params: { id: sessionId } }) : null, quietFetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
