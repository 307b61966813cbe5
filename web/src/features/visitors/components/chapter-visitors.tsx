import { EXPORT_PATHS, VISITOR_STATUSES, type Visitor, type VisitorSortField, type VisitorStatus } from '@gro/config';
import { NO_VALUE, VISITOR_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlStyles } from '@/components/ui/control-styles';
import { SelectField } from '@/components/ui/select';
import { ExportCsvButton, Table, type Column } from '@/components/ui/table';
import { useListQuery } from '@/hooks/use-list-query';
import { formatCalendarDate, formatDate } from '@/lib/format';
import { inviteVisitor, setVisitorStatus, useChapterVisitors } from '../api/chapter-visitors';
import { VisitorHostDialog } from './visitor-host-dialog';

const texts = VISITOR_TEXTS;
const headers = texts.columns;

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* The (hidden) title takes the room left; the status filter and the Export CSV button sit at its right. */
  > :first-child {
    flex: 1 1 280px;
  }

  > :nth-child(2) {
    flex: 0 1 220px;
  }
`;

const StatusSelect = styled.select`
  ${controlStyles}
  min-width: 150px;
  min-height: 40px;
  padding-block: ${({ theme }) => theme.space[1]};
`;

const Invite = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The host's name (or the dash) and the button that sets or changes it, wrapping under each other when narrow. */
const Host = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  > span {
    overflow-wrap: anywhere;
  }
`;

const fullName = (v: Visitor) => `${v.firstname} ${v.lastname}`;
const statusOptions = VISITOR_STATUSES.map((status) => ({ value: status, label: texts.statusLabels[status] }));

/**
 * The admins' visitors of one chapter (GET /chapter/{id}/visitors): name, company, industry,
 * meeting date and status, paged and sorted by the server and filtered by status. The status is
 * changed in its select (saved at once, a toast says so); Invite asks first, then emails the
 * "become a member" link. "Brought by" names the chapter member who brought the guest (counted on
 * their scorecard once the guest came), set, changed or removed in a dialog.
 */
export default function ChapterVisitors({ chapterId }: { chapterId: number }) {
  const list = useListQuery<VisitorSortField>();
  const [status, setStatus] = useState<VisitorStatus | ''>('');
  const { data, error, isLoading, mutate } = useChapterVisitors(chapterId, { ...list.query, status: status || undefined });
  const [confirming, setConfirming] = useState<Visitor | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [settingHost, setSettingHost] = useState<Visitor | null>(null);

  const changeStatus = async (visitor: Visitor, next: VisitorStatus) => {
    setSaving(visitor.id);
    try {
      await setVisitorStatus(visitor.id, next);
    } catch {
      // The API client showed the failure; the list below shows the status as it is.
    } finally {
      setSaving(null);
      await mutate();
    }
  };

  const invite = async () => {
    if (!confirming) return;
    try {
      await inviteVisitor(confirming.id);
    } finally {
      setConfirming(null);
      await mutate();
    }
  };

  const columns: Column<Visitor, VisitorSortField>[] = [
    {
      key: 'name',
      header: headers.name,
      sortField: 'name',
      cell: (v) => (
        <span>
          <strong>{fullName(v)}</strong>
          <br />
          <a href={`mailto:${v.email}`}>{v.email}</a>
        </span>
      ),
    },
    { key: 'company', header: headers.company, sortField: 'company', cell: (v) => v.company || NO_VALUE },
    { key: 'industry', header: headers.industry, sortField: 'industry', cell: (v) => v.industry || NO_VALUE },
    { key: 'date', header: headers.date, sortField: 'date', nowrap: true, cell: (v) => formatCalendarDate(v.occurrenceDate) || v.occurrenceDate },
    {
      key: 'status',
      header: headers.status,
      sortField: 'status',
      cell: (v) => (
        <StatusSelect
          aria-label={texts.statusOf(fullName(v))}
          value={v.status}
          disabled={saving === v.id}
          aria-busy={saving === v.id || undefined}
          onChange={(event) => void changeStatus(v, event.target.value as VisitorStatus)}
        >
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StatusSelect>
      ),
    },
    {
      key: 'broughtBy',
      header: headers.broughtBy,
      cell: (v) => (
        <Host>
          {v.host ? (
            <span>{v.host.name}</span>
          ) : (
            <span>
              <span aria-hidden="true">{NO_VALUE}</span>
              <VisuallyHidden>{texts.noHost}</VisuallyHidden>
            </span>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-haspopup="dialog"
            aria-label={v.host ? texts.changeHostFor(fullName(v)) : texts.setHostFor(fullName(v))}
            onClick={() => setSettingHost(v)}
          >
            {v.host ? texts.changeHost : texts.setHost}
          </Button>
        </Host>
      ),
    },
    {
      key: 'actions',
      header: headers.actions,
      nowrap: true,
      cell: (v) =>
        v.status === 'Joined' ? (
          NO_VALUE
        ) : (
          <Invite>
            <Button size="sm" variant="secondary" aria-haspopup="dialog" aria-label={texts.inviteFor(fullName(v))} onClick={() => setConfirming(v)}>
              {v.invitedAt ? texts.inviteAgain : texts.invite}
            </Button>
            {v.invitedAt && <small>{texts.invitedOn(formatDate(v.invitedAt))}</small>}
          </Invite>
        ),
    },
  ];

  return (
    <Section>
      <Header>
        {/* The screen's title and description say what this is; the heading stays for the page's outline. */}
        <div>
          <VisuallyHidden as="h2">{texts.visitorsTitle}</VisuallyHidden>
        </div>
        <SelectField
          label={texts.statusFilter}
          value={status}
          placeholder={texts.allStatuses}
          options={statusOptions}
          onChange={(event) => {
            setStatus(event.target.value as VisitorStatus | '');
            list.setPage(1);
          }}
        />
        <ExportCsvButton
          exportCsv={{ path: EXPORT_PATHS.visitors.replace(':id', String(chapterId)), name: `visitors-${chapterId}` }}
          query={{ sort: list.query.sort, status: status || undefined }}
          empty={data?.pagination.total === 0}
        />
      </Header>
      <Table
        caption={texts.visitorsTitle}
        hideCaption
        columns={columns}
        rows={data?.items}
        getRowKey={(v) => v.id}
        loading={isLoading}
        error={error ? texts.loadFailed : null}
        emptyText={status ? texts.emptyFiltered : texts.empty}
        emptyHint={status ? texts.emptyFilteredHint : texts.emptyHint}
        onRetry={() => void mutate()}
        server={{
          page: list.page,
          pageSize: list.pageSize,
          total: data?.pagination.total ?? 0,
          sort: list.sort,
          onSort: list.onSort,
          onSortChange: list.onSortChange,
          onPageChange: list.setPage,
        }}
      />
      {confirming && (
        <ConfirmDialog
          title={texts.inviteTitle}
          question={texts.inviteMessage(fullName(confirming), confirming.email)}
          confirmLabel={texts.inviteConfirm}
          pendingLabel={texts.invitePending}
          cancelLabel={texts.cancel}
          onConfirm={invite}
          onCancel={() => setConfirming(null)}
        />
      )}
      {settingHost && (
        <VisitorHostDialog
          visitor={settingHost}
          onSaved={() => {
            setSettingHost(null);
            void mutate();
          }}
          onClose={() => setSettingHost(null)}
        />
      )}
    </Section>
  );
}
