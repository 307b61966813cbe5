import { SELECT_PAGE_SIZE, type CompanyPage } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

export const companySearchKey = (text: string) =>
  `/company?${new URLSearchParams({ ...(text.trim() ? { q: text.trim() } : {}), pageSize: String(SELECT_PAGE_SIZE) })}`;

/** GET /company?q=&pageSize=5: the companies a type-ahead offers while the member types. */
export function useCompanySearch(text: string, enabled = true) {
  return useSWR<CompanyPage>(enabled ? companySearchKey(text) : null, quietFetcher, { keepPreviousData: true });
}
