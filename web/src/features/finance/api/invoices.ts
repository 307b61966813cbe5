import { FINANCE_API, LIST_LIMITS, type InvoicePage, type InvoiceSortField } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

type InvoicesQuery = SortedQuery<InvoiceSortField>;

const invoicesKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q }: InvoicesQuery) =>
  buildUrl(FINANCE_API.invoices.path, { query: { page, pageSize, sort, q } });

/** GET /invoice?page&pageSize&sort&q (admins): one page of invoices; the previous page stays while the next loads. */
export function useInvoices(query: InvoicesQuery) {
  return useSWR<InvoicePage>(invoicesKey(query), quietFetcher, { keepPreviousData: true });
}
