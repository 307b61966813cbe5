import { EXPORT_PATHS, type Company, type CompanySortField } from '@gro/config';
import { ADMIN_FORM_TEXTS, COMPANY_DRAWER_TEXTS, NO_VALUE, PORTAL_COMPANY_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { PlusIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { RowEditButton } from '@/components/ui/row-edit-button';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useDrawer } from '@/hooks/use-drawer';
import { useAuth } from '@/lib/auth';
import { isAdmin } from '@/lib/authorization';
import { safeHref } from '@/lib/url';
import { media } from '@/styles/theme';
import { useCompanies } from '../api/list-companies';
import { CompanyDrawer } from '../components/company-drawer';

const { columns: headers } = PORTAL_COMPANY_TEXTS;

/** 'https://www.bell-cpa.com/about' -> 'bell-cpa.com'. */
const siteName = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/* A long address stays on one line and ends in '…' (the whole of it in the title): it never widens
   the table past the page and pushes the row's Edit button out of sight. */
const SiteLink = styled.a`
  /* Holds the screen readers' '(opens in a new tab)' inside the clipped box. */
  position: relative;
  display: inline-block;
  max-width: 14rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  /* In a phone's card the line's own width bounds it. */
  ${media.down('sm')} {
    max-width: 100%;
  }
`;

/** Columns of the companies table; a sortable one names its API sort field (SORT_FIELDS.company). */
const columns: Column<Company, CompanySortField>[] = [
  { key: 'name', header: headers.name, cell: (c) => <strong>{c.name}</strong>, sortField: 'name', width: '28%' },
  { key: 'industry', header: headers.industry, cell: (c) => c.industry || NO_VALUE, sortField: 'industry' },
  { key: 'city', header: headers.city, cell: (c) => c.city || NO_VALUE, sortField: 'city' },
  { key: 'state', header: headers.state, cell: (c) => c.state || NO_VALUE, sortField: 'state' },
  { key: 'contactName', header: headers.contactName, cell: (c) => c.contactName || NO_VALUE, sortField: 'contactName' },
  {
    key: 'website',
    header: headers.website,
    cell: (c) => {
      const href = safeHref(c.url);
      return href ? (
        <SiteLink href={href} target="_blank" rel="noopener noreferrer" title={siteName(href)}>
          {siteName(href)}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </SiteLink>
      ) : (
        NO_VALUE
      );
    },
  },
];

/** /portal/company: the member companies, paged, sorted and searched by the server; admins create and edit them. */
export default function CompaniesRoute() {
  const admin = isAdmin(useAuth().user);
  const drawer = useDrawer<Company>();
  const shown: Column<Company, CompanySortField>[] = admin
    ? [
        ...columns,
        {
          key: 'actions',
          header: ADMIN_FORM_TEXTS.actionsColumn,
          cell: (company) => <RowEditButton name={company.name} onClick={() => drawer.show(company)} />,
        },
      ]
    : columns;
  return (
    <>
      <ServerTablePage
        texts={PORTAL_COMPANY_TEXTS}
        columns={shown}
        usePage={useCompanies}
        getRowKey={(company) => company.id}
        exportCsv={admin ? { path: EXPORT_PATHS.companies, name: 'companies' } : undefined}
        actions={
          admin && (
            <Button onClick={() => drawer.show()} aria-haspopup="dialog">
              <PlusIcon size={16} />
              {COMPANY_DRAWER_TEXTS.create}
            </Button>
          )
        }
      />
      {admin && <CompanyDrawer open={drawer.open} company={drawer.target} formKey={drawer.key} onClose={drawer.close} />}
    </>
  );
}
