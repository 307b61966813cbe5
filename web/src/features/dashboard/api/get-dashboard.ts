import { USER_API, type Dashboard } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

const DASHBOARD_KEY = USER_API.dashboard.path;

/** GET /dashboard: the member's company, chapter, subscription, chapter events and a few chapter members. */
export function useDashboard() {
  return useSWR<Dashboard>(DASHBOARD_KEY, quietFetcher);
}
