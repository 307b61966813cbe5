import { type Referral, type ReferralBox } from '@gro/config';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Table, type Column } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { REFERRAL_TEXTS as texts } from '@gro/config/screens';
import { ReferralStatusBadge } from './referral-status-badge';

const headers = texts.columns;

const Need = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-width: 10rem;
  max-width: 36ch;
`;

/* A person or a contact: the name, and under it the company in a quieter line, so a row stays two lines tall. */
const Who = styled.span`
  display: grid;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function NameAndCompany({ name, company }: { name: ReactNode; company: string | null | undefined }) {
  return (
    <Who>
      <span>{name}</span>
      {company && <small>{company}</small>}
    </Who>
  );
}

const Statuses = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const referralPath = (id: number) => buildUrl(paths.portal.referral, { params: { referralId: id } });

/** A member of the referral: with their company where one side is shown; by name alone where both are (the All box), the company in the tooltip. */
function member(person: Referral['giver'], both: boolean) {
  return both ? <span title={person.company ?? undefined}>{person.fullname}</span> : <NameAndCompany name={person.fullname} company={person.company} />;
}

function columnsFor(box: ReferralBox): Column<Referral>[] {
  const both = box === 'all';
  const from: Column<Referral> = { key: 'from', header: headers.from, cell: (r) => member(r.giver, both) };
  const to: Column<Referral> = { key: 'to', header: headers.to, cell: (r) => member(r.receiver, both) };
  return [
    {
      key: 'contact',
      header: headers.contact,
      // Room for a name and a company on a line each, not a word a line.
      width: '12rem',
      cell: (r) =>
        r.type === 'Internal' ? (
          <Link to={referralPath(r.id)}>{texts.internal}</Link>
        ) : (
          <NameAndCompany name={<Link to={referralPath(r.id)}>{r.contactName}</Link>} company={r.contactCompany} />
        ),
    },
    ...(box === 'received' ? [from] : box === 'given' ? [to] : [from, to]),
    { key: 'date', header: headers.date, nowrap: true, cell: (r) => formatDate(r.createdAt) },
    { key: 'need', header: headers.need, phone: 'wide', cell: (r) => <Need>{r.need}</Need> },
    { key: 'warmth', header: headers.warmth, nowrap: true, cell: (r) => `${r.warmth}/5` },
    {
      key: 'status',
      header: headers.status,
      cell: (r) => (
        <Statuses>
          <ReferralStatusBadge status={r.status} />
          {r.deletedAt && <Badge $tone="danger">{texts.deleted}</Badge>}
        </Statuses>
      ),
    },
  ];
}

interface ReferralTableProps {
  box: ReferralBox;
  rows: Referral[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onOpen: (referral: Referral) => void;
}

/** One box of referrals: a table on wide screens, cards on phones, paged by the server. */
export function ReferralTable({ box, rows, loading, error, onRetry, page, pageSize, total, onPageChange, onOpen }: ReferralTableProps) {
  return (
    <Table<Referral>
      caption={texts.caption(box)}
      hideCaption
      columns={columnsFor(box)}
      rows={rows}
      getRowKey={(r) => r.id}
      onRowClick={onOpen}
      loading={loading}
      error={error ? texts.loadFailed : null}
      onRetry={onRetry}
      emptyText={texts.empty[box]}
      server={{ page, pageSize, total, sort: null, onSort: () => undefined, onPageChange }}
    />
  );
}
