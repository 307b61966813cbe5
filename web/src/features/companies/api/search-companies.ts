import { COMPANY_API, SELECT_PAGE_SIZE, type CompanyPage } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const companySearchKey = (text: string) => buildUrl(COMPANY_API.list.path, { query: { q: text.trim(), pageSize: SELECT_PAGE_SIZE } });

/** GET /company?q=&pageSize=5: the companies a type-ahead offers while the member types. */
export function useCompanySearch(text: string, enabled = true) {
  return useSWR<CompanyPage>(enabled ? companySearchKey(text) : null, quietFetcher, { keepPreviousData: true });
}
