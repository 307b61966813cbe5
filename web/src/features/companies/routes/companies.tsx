import { type Company } from '@gro/config';
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

/** Columns of the companies table; their keys are the API's sort fields (SORT_FIELDS.company). */
const columns: Column<Company>[] = [
  { key: 'name', header: headers.name, cell: (c) => <strong>{c.name}</strong>, sortable: true },
  { key: 'industry', header: headers.industry, cell: (c) => c.industry || NO_VALUE, sortable: true },
  { key: 'city', header: headers.city, cell: (c) => c.city || NO_VALUE, sortable: true },
  { key: 'state', header: headers.state, cell: (c) => c.state || NO_VALUE, sortable: true },
  { key: 'contactName', header: headers.contactName, cell: (c) => c.contactName || NO_VALUE, sortable: true },
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
