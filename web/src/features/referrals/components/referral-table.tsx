import { type Referral, type ReferralBox } from '@gro/config';
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
  max-width: 36ch;
`;

const Statuses = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const memberName = (member: Referral['giver']) => [member.fullname, member.company].filter(Boolean).join(' · ');
export const referralPath = (id: number) => buildUrl(paths.portal.referral, { params: { referralId: id } });

function columnsFor(box: ReferralBox): Column<Referral>[] {
  const from: Column<Referral> = { key: 'from', header: headers.from, cell: (r) => memberName(r.giver) };
  const to: Column<Referral> = { key: 'to', header: headers.to, cell: (r) => memberName(r.receiver) };
  return [
    {
      key: 'contact',
      header: headers.contact,
      cell: (r) => (
        <Link to={referralPath(r.id)}>{r.type === 'Internal' ? texts.internal : [r.contactName, r.contactCompany].filter(Boolean).join(' · ')}</Link>
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
