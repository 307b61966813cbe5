import { COMPANY_API, LIST_LIMITS, type CompanyPage, type CompanySortField } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

/** '/company?page=1&pageSize=10&sort=name%3Aasc&q=detroit': the call and its SWR key. */
const companiesKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q }: SortedQuery<CompanySortField>) =>
  buildUrl(COMPANY_API.list.path, { query: { page, pageSize, sort, q } });

/**
 * GET /company?page&pageSize&sort&q as SWR: a new page, sort or search is a new key, and the
 * previous page stays on screen while the next one loads.
 */
export function useCompanies(query: SortedQuery<CompanySortField> = {}) {
  return useSWR<CompanyPage>(companiesKey(query), quietFetcher, { keepPreviousData: true });
}
