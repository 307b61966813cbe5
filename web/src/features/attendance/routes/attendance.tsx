import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES, type AttendanceSheet, type MeetingOccurrence } from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PillList } from '@/components/ui/pill-list';
import { SelectField } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDayTime } from '@/lib/format';
import { media } from '@/styles/theme';
import { useAttendanceSheet } from '../api/attendance-sheet';
import { useChapterMeetings } from '../api/meetings';
import { MemberMarks, VisitorMarks } from '../components/attendance-list';
import { CancelMeetingDialog } from '../components/cancel-meeting-dialog';
import { CheckInPanel } from '../components/check-in-panel';
import { useMarkQueue } from '../hooks/use-mark-queue';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${media.up('sm')} {
    grid-template-columns: minmax(0, 34rem) auto;
    justify-content: space-between;
  }
`;

/** A rare step, kept out of the way of marking: at the start of its line on a phone, beside the meeting from a tablet up. */
const CancelButton = styled(Button)`
  justify-self: start;

  ${media.up('sm')} {
    justify-self: end;
  }
`;

/** The running count: stays in sight above the list while a leader scrolls it. */
const Summary = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.portalHeaderHeight};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  /* The portal's page colour, so the list scrolls under it unseen. */
  background: ${({ theme }) => theme.colors.gray50};

  strong {
    color: ${({ theme }) => theme.colors.brand900};
  }
`;


const Connection = styled.p<{ $tone: 'warning' | 'danger' | 'muted' }>`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning100 : $tone === 'danger' ? theme.colors.danger100 : theme.colors.gray100)};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning700 : $tone === 'danger' ? theme.colors.danger700 : theme.colors.gray700)};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const when = (o: MeetingOccurrence, zone: string) => formatDayTime(o.start, zone);
const optionLabel = (o: MeetingOccurrence, zone: string) => `${o.title} · ${when(o, zone)}${o.cancellation ? ` · ${ATTENDANCE_TEXTS.cancelledOption}` : ''}`;
const keyOf = (o: { eventId: number; date: string }) => `${o.eventId}:${o.date}`;

/** The sheet with the marks this page has not sent yet laid over it, and its counts. */
function counted(sheet: AttendanceSheet, pending: Map<string, { status: string }>) {
  const statusOf = (person: string, stored: string | null) => pending.get(person)?.status ?? stored;
  const counts = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  let marked = 0;
  for (const m of sheet.members) {
    const status = statusOf(`u:${m.userId}`, m.status);
    if (status) {
      marked += 1;
      counts[status] += 1;
    }
  }
  return { counts, marked };
}

/**
 * /portal/my-chapter/{chapterId}/attendance?event=&date=(&checkIn=1): one meeting's attendance, phone first. The
 * meeting under way opens by default (else the next); each member is one tap; marks made offline
 * wait in the page and are sent when the connection returns; "Start check-in" shows the door's code.
 */
export default function AttendanceRoute() {
  const { chapterId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const meetings = useChapterMeetings(chapterId);
  // ?checkIn=1 (the leader's home's "Start check-in"): the door's code shows at once.
  const [showCode, setShowCode] = useState(() => search.get('checkIn') === '1');
  const [cancelling, setCancelling] = useState(false);
  const membersId = useId();
  const visitorsId = useId();

  const data = meetings.data;
  const options = data ? [...(data.current ? [data.current] : []), ...data.upcoming, ...data.recent] : [];
  const asked = search.get('event') && search.get('date') ? `${search.get('event')}:${search.get('date')}` : null;
  const chosen = options.find((o) => keyOf(o) === asked) ?? data?.current ?? data?.upcoming.find((o) => !o.cancellation) ?? data?.upcoming[0] ?? data?.recent[0] ?? null;
  const meeting = chosen ? { eventId: chosen.eventId, date: chosen.date } : null;

  const sheet = useAttendanceSheet(meeting, showCode ? 5_000 : 20_000);
  const queue = useMarkQueue(meeting, (saved) => void sheet.mutate(saved, { revalidate: false }));
  const title = ATTENDANCE_TEXTS.title;
  const zone = data?.timeZone ?? 'UTC';

  if (meetings.error) {
    return (
      <PortalPage title={title}>
        <LoadError message={ATTENDANCE_TEXTS.loadFailed} onRetry={() => void meetings.mutate()} />
      </PortalPage>
    );
  }
  if (data && !chosen) {
    return (
      <PortalPage title={title} description={ATTENDANCE_TEXTS.description(data.chapter.name)}>
        <EmptyState title={ATTENDANCE_TEXTS.noMeetings} description={ATTENDANCE_TEXTS.noMeetingsHint} />
      </PortalPage>
    );
  }

  const s = sheet.data;
  const cancelled = chosen?.cancellation ?? s?.cancellation ?? null;
  // The meeting under way and the next ones can be cancelled, not the past ones (the server also refuses once members have checked in).
  const cancellable = Boolean(chosen && !cancelled && (chosen === data?.current || data?.upcoming.includes(chosen)));
  const tally = s ? counted(s, queue.pending) : null;
  const waiting = queue.pending.size;
  const connection = !queue.online
    ? { tone: 'warning' as const, text: ATTENDANCE_TEXTS.offline(waiting) }
    : queue.refused
      ? { tone: 'danger' as const, text: `${ATTENDANCE_TEXTS.refused} ${queue.refused}` }
      : waiting
        ? { tone: 'muted' as const, text: ATTENDANCE_TEXTS.sending(waiting) }
        : null;

  return (
    <PortalPage
      title={title}
      description={data ? ATTENDANCE_TEXTS.description(data.chapter.name) : undefined}
      actions={
        meeting && !cancelled && (
          <Button variant={showCode ? 'secondary' : 'primary'} onClick={() => setShowCode((v) => !v)} aria-expanded={showCode}>
            {showCode ? ATTENDANCE_TEXTS.stopCheckIn : ATTENDANCE_TEXTS.startCheckIn}
          </Button>
        )
      }
    >
      <Stack>
        <Toolbar>
          {data ? (
            <SelectField
              label={ATTENDANCE_TEXTS.meetingLabel}
              value={chosen ? keyOf(chosen) : ''}
              disabled={waiting > 0}
              options={[
                ...(data.current ? [{ value: keyOf(data.current), label: optionLabel(data.current, zone), group: ATTENDANCE_TEXTS.groups.now }] : []),
                ...data.upcoming.map((o) => ({ value: keyOf(o), label: optionLabel(o, zone), group: ATTENDANCE_TEXTS.groups.next })),
                ...data.recent.map((o) => ({ value: keyOf(o), label: optionLabel(o, zone), group: ATTENDANCE_TEXTS.groups.past })),
              ]}
              onChange={(e) => {
                const [event, date] = e.target.value.split(':');
                setSearch({ event, date }, { replace: true });
              }}
            />
          ) : (
            <Skeleton $height="72px" />
          )}
          {cancellable && (
            <CancelButton variant="ghost" onClick={() => setCancelling(true)} disabled={waiting > 0}>
              {ATTENDANCE_TEXTS.cancelMeeting}
            </CancelButton>
          )}
        </Toolbar>

        {cancelling && chosen && (
          <CancelMeetingDialog
            meeting={chosen}
            day={when(chosen, zone)}
            onClose={() => setCancelling(false)}
            onCancelled={() => {
              setCancelling(false);
              setShowCode(false);
              void meetings.mutate();
              void sheet.mutate();
            }}
          />
        )}

        {cancelled && (
          <Alert tone="warning" role="status">
            <strong>{ATTENDANCE_TEXTS.cancelledTitle}</strong> {ATTENDANCE_TEXTS.cancelledBy(cancelled.cancelledBy, cancelled.reason)}
          </Alert>
        )}

        {showCode && meeting && chosen && !cancelled && <CheckInPanel eventId={meeting.eventId} date={meeting.date} title={chosen.title} />}

        {sheet.error && !s && <LoadError message={ATTENDANCE_TEXTS.loadFailed} onRetry={() => void sheet.mutate()} />}
        {!s && !sheet.error && (
          <div aria-busy="true" aria-label={ATTENDANCE_TEXTS.loading}>
            <Skeleton $height="320px" $radius="10px" />
          </div>
        )}
        {s && tally && !cancelled && (
          <>
            <Summary>
              <p role="status" aria-live="polite">
                <strong>{ATTENDANCE_TEXTS.counted(tally.marked, s.members.length)}</strong>
              </p>
              <PillList aria-label={ATTENDANCE_TEXTS.members}>
                {ATTENDANCE_STATUSES.map((status) => (
                  <li key={status}>
                    {ATTENDANCE_LABELS[status]} {tally.counts[status]}
                  </li>
                ))}
              </PillList>
              {connection && (
                <Connection $tone={connection.tone} role="status">
                  {connection.text}
                </Connection>
              )}
            </Summary>
            <Section aria-labelledby={membersId}>
              <h2 id={membersId}>{ATTENDANCE_TEXTS.members}</h2>
              {s.members.length ? <MemberMarks members={s.members} pending={queue.pending} onMark={queue.mark} /> : <p>{ATTENDANCE_TEXTS.noMembers}</p>}
            </Section>
            <Section aria-labelledby={visitorsId}>
              <h2 id={visitorsId}>{ATTENDANCE_TEXTS.visitors}</h2>
              {s.visitors.length ? <VisitorMarks visitors={s.visitors} pending={queue.pending} onMark={queue.mark} /> : <p>{ATTENDANCE_TEXTS.noVisitors}</p>}
            </Section>
          </>
        )}
      </Stack>
    </PortalPage>
  );
}
