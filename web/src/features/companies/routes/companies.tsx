import { type Company, type CompanySortField } from '@gro/config';
import { NO_VALUE, PORTAL_COMPANY_TEXTS } from '@gro/config/screens';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useCompanies } from '../api/list-companies';

const { columns: headers } = PORTAL_COMPANY_TEXTS;

/** 'https://www.bell-cpa.com/about' -> 'bell-cpa.com'. */
const siteName = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** Columns of the companies table; a sortable one names its API sort field (SORT_FIELDS.company). */
const columns: Column<Company, CompanySortField>[] = [
  { key: 'name', header: headers.name, cell: (c) => <strong>{c.name}</strong>, sortField: 'name' },
  { key: 'industry', header: headers.industry, cell: (c) => c.industry || NO_VALUE, sortField: 'industry' },
  { key: 'city', header: headers.city, cell: (c) => c.city || NO_VALUE, sortField: 'city' },
  { key: 'state', header: headers.state, cell: (c) => c.state || NO_VALUE, sortField: 'state' },
  { key: 'contactName', header: headers.contactName, cell: (c) => c.contactName || NO_VALUE, sortField: 'contactName' },
  {
    key: 'website',
    header: headers.website,
    cell: (c) =>
      c.url ? (
        <a href={c.url} target="_blank" rel="noopener noreferrer">
          {siteName(c.url)}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        NO_VALUE
      ),
  },
];

/** /portal/company: the member companies, paged, sorted and searched by the server. */
export default function CompaniesRoute() {
  return <ServerTablePage texts={PORTAL_COMPANY_TEXTS} columns={columns} usePage={useCompanies} getRowKey={(company) => company.id} />;
}
