import type { OneToOne } from '@gro/config';
import { Suspense, lazy, useId, useState } from 'react';
import styled from 'styled-components';
import { CalendarPlusIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { useDrawer } from '@/hooks/use-drawer';
import { useAuth } from '@/lib/auth';
import { localToday } from '@/lib/format';
import { cancelOneToOne, confirmOneToOne, downloadInvite, useOneToOnes } from '../api/one-to-ones';
import { OneToOneCard, whenOf } from '../components/one-to-one-card';
import { ONE_TO_ONE_TEXTS as texts } from '@gro/config/screens';

const OneToOneDrawer = lazy(() => import('../components/one-to-one-drawer'));

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  list-style: none;
`;

/**
 * /portal/one-to-one: the member's one-to-ones, upcoming (soonest first) and past (latest first):
 * Confirm for the invitee from its day, Cancel (after a question) while proposed, the calendar
 * invitation, and a private note on each.
 */
export default function OneToOnesRoute() {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useOneToOnes();
  const [busy, setBusy] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<OneToOne | null>(null);
  const drawer = useDrawer<null>();
  const upcomingId = useId();
  const pastId = useId();
  const today = localToday();
  const all = data ?? [];
  // By their day: a cancelled meeting still to come stays under Upcoming, marked Cancelled.
  const upcoming = all.filter((o) => o.date >= today).sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
  const past = all.filter((o) => !upcoming.includes(o));

  const confirm = async (o: OneToOne) => {
    setBusy(o.id);
    try {
      await confirmOneToOne(o.id);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(null);
      await mutate();
    }
  };
  const cancel = async () => {
    if (!cancelling) return;
    await cancelOneToOne(cancelling.id);
    setCancelling(null);
    await mutate();
  };
  const download = (o: OneToOne) => void downloadInvite(o.id, texts.inviteFile(o.date)).catch(() => undefined);
  const other = (o: OneToOne) => (o.proposer.id === user?.id ? o.invitee : o.proposer);

  const list = (items: OneToOne[], empty: string, hint?: string) =>
    items.length === 0 ? (
      <EmptyState title={empty} description={hint} />
    ) : (
      <Cards>
        {items.map((o) => (
          <OneToOneCard
            key={o.id}
            oneToOne={o}
            myId={user?.id ?? 0}
            busy={busy === o.id}
            onConfirm={() => void confirm(o)}
            onCancel={() => setCancelling(o)}
            onDownload={() => download(o)}
            onNoteSaved={() => void mutate()}
          />
        ))}
      </Cards>
    );

  return (
    <PortalPage
      title={texts.title}
      description={texts.description}
      actions={
        <Button onClick={() => drawer.show()} aria-haspopup="dialog">
          <CalendarPlusIcon size={16} />
          {texts.propose}
        </Button>
      }
    >
      {isLoading && <Loading label={texts.loading} />}
      {error && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {data && !error && (
        <Sections>
          <Section aria-labelledby={upcomingId}>
            <h2 id={upcomingId}>{texts.upcoming}</h2>
            {list(upcoming, texts.emptyUpcoming, texts.emptyUpcomingHint)}
          </Section>
          <Section aria-labelledby={pastId}>
            <h2 id={pastId}>{texts.past}</h2>
            {list(past, texts.emptyPast)}
          </Section>
        </Sections>
      )}
      {cancelling && (
        <ConfirmDialog
          title={texts.cancelTitle}
          question={texts.cancelQuestion(other(cancelling).fullname, whenOf(cancelling))}
          detail={texts.cancelDetail}
          confirmLabel={texts.cancelConfirm}
          pendingLabel={texts.cancelPending}
          cancelLabel={texts.keep}
          onConfirm={cancel}
          onCancel={() => setCancelling(null)}
        />
      )}
      <Suspense fallback={null}>
        {drawer.key > 0 && <OneToOneDrawer open={drawer.open} onClose={drawer.close} formKey={drawer.key} />}
      </Suspense>
    </PortalPage>
  );
}
