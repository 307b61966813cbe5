import { EXPORT_PATHS } from '@gro/config';
import { COMPANY_REVIEW_TEXTS, EMPTY_STATES, JOIN_REQUEST_REVIEW_TEXTS, MY_CHAPTER_TEXTS, NO_VALUE } from '@gro/config/screens';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { ExportCsvButton, Table, type Column } from '@/components/ui/table';
import { useChapterName } from '@/features/chapters';
import { useListQuery } from '@/hooks/use-list-query';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { ApiError } from '@/lib/api-client';
import {
  REVIEW_REFRESHES,
  approveJoinRequest,
  chapterJoinRequestsPath,
  rejectJoinRequest,
  usePendingJoinRequests,
  type PendingJoinRequest,
} from '../api/review-join-requests';
import { usePendingCompanies } from '../api/pending-companies';
import { PendingCompanies } from '../components/pending-companies';
import { RejectDialog } from '../components/reject-dialog';
import { memberName } from '../utils/member-name';
import { EmailText } from '@/components/ui/email-text';

const texts = JOIN_REQUEST_REVIEW_TEXTS;

/* One row: wrapped, the two buttons stacked with different widths and every row grew taller. */
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Wide enough to read as sentences when the table is squeezed (a phone), narrow enough to stay a column. */
const Note = styled.span`
  display: block;
  min-width: 20ch;
  max-width: 40ch;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const JoinRequestsHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A request another admin already reviewed (409) or that is gone (404): the dialog has nothing left to do. */
const isSettled = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 404);

/**
 * /portal/administrator/company/join: pending join requests, paged by the server; Approve, or
 * Reject with an optional reason. Each review refetches the lists it changes and toasts the server's message.
 * /portal/my-chapter/{chapterId}/join-requests: the requests of that chapter's members,
 * reviewed the same way by its leaders (and admins); no export. Above them, while some wait, the
 * new companies members created, reviewed the same way.
 */
export default function JoinRequestsRoute() {
  const { chapterId } = useParams();
  const scope = chapterId ? Number(chapterId) : undefined;
  const chapterName = useChapterName(scope);
  const list = useListQuery<never>();
  const { data, error, isLoading, mutate } = usePendingJoinRequests(list.query, scope);
  // The same answer the section above reads (one request): while companies wait there, the requests get a heading of their own.
  const companiesWaiting = (usePendingCompanies(scope).data?.items.length ?? 0) > 0;
  const refreshLists = useRefreshLists();
  const refresh = (paths: readonly string[]) => refreshLists(scope ? [...paths, chapterJoinRequestsPath(scope)] : paths);
  const [busy, setBusy] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<PendingJoinRequest | null>(null);
  // A reviewed request's row goes away with the button that had focus: focus then moves to the page, not nowhere.
  const reviewed = useRef(false);
  useEffect(() => {
    if (!reviewed.current || rejecting) return;
    const active = document.activeElement;
    if (!active || active === document.body) {
      reviewed.current = false;
      document.getElementById(MAIN_CONTENT_ID)?.focus();
    }
  }, [data, rejecting]);
  // The last request of a later page was reviewed: show the page before it.
  if (data && data.items.length === 0 && list.page > 1 && data.pagination.pageCount < list.page) {
    list.setPage(Math.max(1, data.pagination.pageCount));
  }

  const review = async (request: PendingJoinRequest, action: () => Promise<unknown>) => {
    setBusy((ids) => [...ids, request.id]);
    try {
      await action();
      reviewed.current = true;
      await refresh(REVIEW_REFRESHES);
    } catch (reviewError) {
      if (isSettled(reviewError)) await refresh(REVIEW_REFRESHES);
      throw reviewError;
    } finally {
      setBusy((ids) => ids.filter((id) => id !== request.id));
    }
  };

  const approve = (request: PendingJoinRequest) => review(request, () => approveJoinRequest(request.id)).catch(() => {});

  const reject = async (reason: string) => {
    if (!rejecting) return;
    const request = rejecting;
    try {
      await review(request, () => rejectJoinRequest(request.id, reason));
      setRejecting(null);
    } catch (rejectError) {
      if (isSettled(rejectError)) setRejecting(null);
      throw rejectError;
    }
  };

  const columns: Column<PendingJoinRequest>[] = [
    { key: 'member', header: texts.columns.member, cell: (r) => <strong>{memberName(r)}</strong> },
    {
      key: 'email',
      header: texts.columns.email,
      cell: (r) => (
        <a href={`mailto:${r.user.email}`}>
          <EmailText email={r.user.email} />
        </a>
      ),
    },
    { key: 'company', header: texts.columns.company, cell: (r) => r.company.name },
    { key: 'note', header: texts.columns.note, cell: (r) => (r.note ? <Note>{r.note}</Note> : NO_VALUE), phone: 'wide' },
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: (r) => {
        const pending = busy.includes(r.id);
        return (
          <Actions>
            <Button size="sm" onClick={() => void approve(r)} disabled={pending} aria-label={texts.approveLabel(memberName(r), r.company.name)}>
              {texts.approve}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setRejecting(r)}
              disabled={pending}
              aria-haspopup="dialog"
              aria-label={texts.rejectLabel(memberName(r), r.company.name)}
            >
              {texts.reject}
            </Button>
          </Actions>
        );
      },
    },
  ];

  return (
    <PortalPage
      title={scope ? MY_CHAPTER_TEXTS.joinRequestsTitle(chapterName) : texts.title}
      actions={!scope && <ExportCsvButton exportCsv={{ path: EXPORT_PATHS.joinRequests, name: 'join-requests' }} query={{ sort: list.query.sort }} />}
    >
      <PendingCompanies chapterId={scope} />
      {companiesWaiting && <JoinRequestsHeading>{COMPANY_REVIEW_TEXTS.joinRequestsHeading}</JoinRequestsHeading>}
      <Table
        caption={scope ? MY_CHAPTER_TEXTS.joinRequestsCaption : texts.caption}
        hideCaption
        columns={columns}
        rows={data?.items}
        getRowKey={(request) => request.id}
        loading={isLoading}
        error={error ? texts.loadFailed : null}
        onRetry={() => void mutate()}
        emptyText={EMPTY_STATES.requests}
        server={{
          page: list.page,
          pageSize: list.pageSize,
          total: data?.pagination.total ?? 0,
          sort: list.sort,
          onSort: list.onSort,
          onPageChange: list.setPage,
        }}
      />
      {rejecting && <RejectDialog request={rejecting} onReject={reject} onCancel={() => setRejecting(null)} />}
    </PortalPage>
  );
}
