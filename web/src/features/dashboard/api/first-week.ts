import { ACCOUNT_API, type FirstWeek } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

/** GET /account/first-week: a new member's first steps, each ticked from their own data. */
export function useFirstWeek() {
  return useSWR<FirstWeek>(ACCOUNT_API.firstWeek.path, quietFetcher);
}
