import { EXPORT_PATHS, formatMoney, type InvoiceRow, type InvoiceSortField } from '@gro/config';
import { EMPTY_STATES, INVOICE_TEXTS, NO_VALUE } from '@gro/config/screens';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatDate } from '@/lib/format';
import { useInvoices } from '../api/invoices';
import { FinanceMember } from '../components/finance-member';

const { columns: headers } = INVOICE_TEXTS;

const statusTone = (status: string) => (status === 'paid' ? 'brand' : status === 'open' || status === 'uncollectible' ? 'accent' : 'neutral');

const day = (value: string | null) => (value ? <time dateTime={value}>{formatDate(value)}</time> : NO_VALUE);

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Stripe gives a due date only to invoices it sends; one without is charged to the card on file. */
const dueDate = (value: string | null) => (value ? day(value) : <Muted>{INVOICE_TEXTS.chargedAutomatically}</Muted>);

/** Columns of the invoices table; a sortable one names its API sort field (FINANCE_SORT_FIELDS.invoice). */
const columns: Column<InvoiceRow, InvoiceSortField>[] = [
  { key: 'member', header: headers.member, cell: (i) => <FinanceMember user={i.user} /> },
  {
    key: 'status',
    header: headers.status,
    cell: (i) => <Badge $tone={statusTone(i.status)}>{INVOICE_TEXTS.statuses[i.status] ?? i.status}</Badge>,
    sortField: 'status',
  },
  { key: 'total', header: headers.total, cell: (i) => formatMoney(i.total, i.currency), sortField: 'total', nowrap: true, numeric: true },
  { key: 'dueDate', header: headers.dueDate, cell: (i) => dueDate(i.dueDate), sortField: 'dueDate', nowrap: true },
  { key: 'paidAt', header: headers.paidAt, cell: (i) => day(i.paidAt), nowrap: true },
  {
    key: 'invoice',
    header: headers.invoice,
    cell: (i) =>
      i.hostedInvoiceUrl ? (
        <a href={i.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer">
          {INVOICE_TEXTS.view}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        NO_VALUE
      ),
    nowrap: true,
  },
];

/** /portal/finance/invoice (admins): every invoice Stripe sent, paged, sorted and searched by the server; totals in dollars. */
export default function InvoicesRoute() {
  return (
    <ServerTablePage
      texts={{ ...INVOICE_TEXTS, emptyText: EMPTY_STATES.invoices }}
      columns={columns}
      usePage={useInvoices}
      getRowKey={(invoice) => invoice.id}
      exportCsv={{ path: EXPORT_PATHS.invoices, name: 'invoices' }}
    />
  );
}
