import { LIST_LIMITS, type CompanyPage, type ListQuery } from '@gro/config';
import useSWR from 'swr';
import { listPath } from '@/components/ui/table';
import { api, quietFetcher } from '@/lib/api-client';

export const COMPANIES_PATH = '/company';

/** '/company?page=1&pageSize=10&sort=name%3Aasc&q=detroit': the call and its SWR key. */
export const companiesKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q }: ListQuery = {}) =>
  listPath(COMPANIES_PATH, { page, pageSize, sort, q });

/** GET /company: one page of companies, e.g. for a company picker. */
export const listCompanies = (query: ListQuery = {}) =>
  api.get<CompanyPage>(companiesKey(query), { silent: true }).then((result) => result.data);

/**
 * GET /company?page&pageSize&sort&q as SWR: a new page, sort or search is a new key, and the
 * previous page stays on screen while the next one loads.
 */
export function useCompanies(query: ListQuery = {}) {
  return useSWR<CompanyPage>(companiesKey(query), quietFetcher, { keepPreviousData: true });
}
