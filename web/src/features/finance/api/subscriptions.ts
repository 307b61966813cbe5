import { FINANCE_API, USER_API, LIST_LIMITS, type CancelSubscriptionRequest, type SubscriptionPage, type SubscriptionSortField } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

type SubscriptionsQuery = SortedQuery<SubscriptionSortField>;

/** What a cancellation changes: the subscriptions and their log (both under /subscription), invoices, the member's dashboard. */
export const CANCEL_REFRESHES = [FINANCE_API.subscriptions.path, FINANCE_API.invoices.path, USER_API.dashboard.path] as const;

const subscriptionsKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q }: SubscriptionsQuery) =>
  buildUrl(FINANCE_API.subscriptions.path, { query: { page, pageSize, sort, q } });

/** GET /subscription?page&pageSize&sort&q (admins): one page of subscriptions; the previous page stays while the next loads. */
export function useSubscriptions(query: SubscriptionsQuery) {
  return useSWR<SubscriptionPage>(subscriptionsKey(query), quietFetcher, { keepPreviousData: true });
}

/** POST /subscription/cancel {stripeSubscriptionId}: cancels at once; the server's message is the success toast, a failure the danger toast. */
export const cancelSubscription = (stripeSubscriptionId: string) =>
  api.post<unknown>(FINANCE_API.cancelSubscription.path, { stripeSubscriptionId } satisfies CancelSubscriptionRequest, { notifySuccess: true });
