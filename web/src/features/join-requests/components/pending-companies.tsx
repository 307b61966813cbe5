import { FIELD_LIMITS, type PendingCompany } from '@gro/config';
import { ADMIN_FORM_TEXTS, COMPANY_REVIEW_TEXTS as texts, CONFIRM_TEXTS, NO_VALUE } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { PromptDialog } from '@/components/ui/prompt-dialog';
import { Table, type Column } from '@/components/ui/table';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { COMPANY_REVIEW_REFRESHES, approveCompany, pendingCompaniesPath, rejectCompany, usePendingCompanies } from '../api/pending-companies';
import { EmailText } from '@/components/ui/email-text';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  > p {
    max-width: 70ch;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const creatorName = (c: PendingCompany) => (c.creator ? [c.creator.firstname, c.creator.lastname].filter(Boolean).join(' ') || c.creator.email : NO_VALUE);
const place = (c: PendingCompany) => [c.city, c.industry].filter(Boolean).join(' · ');
/** Another reviewer came first (404: it no longer waits): the list is refreshed and the dialog has nothing left to do. */
const isSettled = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * The companies members created that wait for review, above the join requests (admins: all of them;
 * a chapter's leaders: those its members created). Approve, or Reject with an optional reason,
 * which removes the company. Shown only while some wait.
 */
export function PendingCompanies({ chapterId }: { chapterId?: number }) {
  const { data, error, mutate } = usePendingCompanies(chapterId);
  const refreshLists = useRefreshLists();
  const [busy, setBusy] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<PendingCompany | null>(null);
  const refresh = () => refreshLists(chapterId ? [...COMPANY_REVIEW_REFRESHES, pendingCompaniesPath(chapterId)] : COMPANY_REVIEW_REFRESHES);

  const review = async (company: PendingCompany, action: () => Promise<unknown>) => {
    setBusy((uuids) => [...uuids, company.uuid]);
    try {
      await action();
      await refresh();
    } catch (reviewError) {
      if (isSettled(reviewError)) await refresh();
      throw reviewError;
    } finally {
      setBusy((uuids) => uuids.filter((uuid) => uuid !== company.uuid));
    }
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    const company = rejecting;
    try {
      await review(company, () => rejectCompany(company.uuid, reason));
      setRejecting(null);
    } catch (rejectError) {
      if (isSettled(rejectError)) setRejecting(null);
      throw rejectError;
    }
  };

  if (!error && !data?.items.length) return null;

  const columns: Column<PendingCompany>[] = [
    {
      key: 'company',
      header: texts.columns.company,
      cell: (c) => (
        <>
          <strong>{c.name}</strong>
          {place(c) && <Muted>{place(c)}</Muted>}
        </>
      ),
    },
    {
      key: 'creator',
      header: texts.columns.creator,
      cell: (c) => (
        <>
          {creatorName(c)}
          {c.creator && (
            <Muted>
              <EmailText email={c.creator.email} />
              {c.creator.chapter?.name && ` · ${c.creator.chapter.name}`}
            </Muted>
          )}
        </>
      ),
    },
    { key: 'created', header: texts.columns.created, cell: (c) => formatDate(c.createdAt) },
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: (c) => {
        const pending = busy.includes(c.uuid);
        return (
          <Actions>
            <Button size="sm" onClick={() => void review(c, () => approveCompany(c.uuid)).catch(() => {})} disabled={pending} aria-label={texts.approveLabel(c.name)}>
              {texts.approve}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setRejecting(c)} disabled={pending} aria-haspopup="dialog" aria-label={texts.rejectLabel(c.name)}>
              {texts.reject}
            </Button>
          </Actions>
        );
      },
    },
  ];

  return (
    <Section aria-labelledby="pending-companies-heading">
      <h2 id="pending-companies-heading">{texts.heading}</h2>
      <p>{texts.intro}</p>
      <Table
        caption={texts.caption}
        hideCaption
        columns={columns}
        rows={data?.items}
        getRowKey={(c) => c.uuid}
        error={error ? texts.loadFailed : null}
        onRetry={() => void mutate()}
        pageSize={null}
      />
      {rejecting && (
        <PromptDialog
          title={texts.rejectTitle}
          description={texts.rejectIntro(rejecting.name, creatorName(rejecting))}
          label={CONFIRM_TEXTS.rejectReason}
          maxLength={FIELD_LIMITS.joinRequest.reason.maxLength}
          confirmLabel={texts.rejectConfirm}
          pendingLabel={texts.rejecting}
          cancelLabel={ADMIN_FORM_TEXTS.cancel}
          onConfirm={reject}
          onCancel={() => setRejecting(null)}
        />
      )}
    </Section>
  );
}
