import { ATTENDANCE_STATUSES, MEETING_REPORT_MESSAGES, formatCents, type ReportMeeting } from '@gro/config';
import { MEETING_REPORT_TEXTS as texts } from '@gro/config/screens';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { Table, type Column } from '@/components/ui/table';
import { ExportCsvButton } from '@/components/ui/table/export-csv-button';
import { ApiError } from '@/lib/api-client';
import { formatDayTime, formatLongMonth } from '@/lib/format';
import { reportCsvPath, useMeetingReport, useMonthReport } from '../api/chapter-report';
import { ReportFigureTiles } from '../components/report-figures';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** The month and its arrows, then Print and CSV; none of it printed. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  @media print {
    display: none;
  }
`;

const MonthSwitch = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    min-width: 9rem;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Section = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** This month in the reader's calendar, YYYY-MM. */
function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const palms = (m: ReportMeeting) => ATTENDANCE_STATUSES.map((s) => m.figures.attendance[s]).join(' · ');

function meetingColumns(zone: string): Column<ReportMeeting>[] {
  return [
    {
      key: 'meeting',
      header: texts.columns.meeting,
      cell: (m) => (
        <span>
          <strong>{m.title}</strong>
          <br />
          <Muted>{m.cancellation ? texts.cancelled(m.cancellation.reason) : formatDayTime(m.start, zone)}</Muted>
        </span>
      ),
    },
    { key: 'palms', header: texts.columns.palms, nowrap: true, cell: (m) => (m.cancellation ? '—' : palms(m)) },
    { key: 'unmarked', header: texts.columns.unmarked, numeric: true, cell: (m) => (m.cancellation ? '—' : m.figures.attendance.Unmarked) },
    { key: 'visitors', header: texts.columns.visitors, numeric: true, cell: (m) => `${m.figures.visitors.attended} / ${m.figures.visitors.registered}` },
    { key: 'given', header: texts.columns.given, numeric: true, cell: (m) => m.figures.referrals.given },
    { key: 'closed', header: texts.columns.closed, numeric: true, nowrap: true, cell: (m) => formatCents(m.figures.closedBusinessCents) },
    { key: 'oneToOnes', header: texts.columns.oneToOnes, numeric: true, cell: (m) => m.figures.oneToOnes },
  ];
}

/** A month: its figures, then its meetings (a row opens the meeting's report). */
function MonthView({ chapterId, month }: { chapterId: string; month: string }) {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const { data, error, isLoading, mutate } = useMonthReport(chapterId, month);
  const forbidden = error instanceof ApiError && error.status === 403;
  // The month the arrows move from: the last one asked for, so two quick clicks move two months even
  // before the first navigation (a transition) has rendered.
  const target = useRef(month);
  useEffect(() => {
    target.current = month;
  }, [month]);
  const go = (by: number) => {
    target.current = shiftMonth(target.current, by);
    setSearch({ month: target.current });
  };
  return (
    <Page chapter={data?.chapter.name}>
      {forbidden ? (
        <EmptyState title={MEETING_REPORT_MESSAGES.reportNotYours} />
      ) : (
        <Stack>
          <Toolbar>
            <MonthSwitch>
              <Button variant="secondary" size="sm" onClick={() => go(-1)} aria-label={texts.previousMonth}>
                ‹
              </Button>
              <h2 aria-live="polite">{formatLongMonth(month)}</h2>
              <Button variant="secondary" size="sm" onClick={() => go(1)} aria-label={texts.nextMonth}>
                ›
              </Button>
            </MonthSwitch>
            <Actions>
              <Button variant="secondary" onClick={() => window.print()}>
                {texts.print}
              </Button>
              <ExportCsvButton exportCsv={{ path: reportCsvPath(chapterId), name: `meeting-report-${month}` }} query={{ month }} empty={!data} />
            </Actions>
          </Toolbar>
          {isLoading && !data && <Loading label={texts.loading} />}
          {error && !forbidden && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
          {data && (
            <>
              <Section aria-labelledby="report-month">
                <h2 id="report-month">{texts.monthHeading(formatLongMonth(data.month))}</h2>
                <ReportFigureTiles figures={data.figures} label={texts.monthHeading(formatLongMonth(data.month))} />
                <p>{texts.monthPeriod}</p>
              </Section>
              <Section aria-labelledby="report-meetings">
                <h2 id="report-meetings">{texts.meetingsHeading}</h2>
                <Table
                  caption={texts.meetingsHeading}
                  hideCaption
                  columns={meetingColumns(data.timeZone)}
                  rows={data.meetings}
                  getRowKey={(m) => `${m.eventId}:${m.date}`}
                  onRowClick={(m) => navigate({ search: `?event=${m.eventId}&date=${m.date}` })}
                  pageSize={null}
                  emptyText={texts.noMeetings}
                  emptyHint={texts.noMeetingsHint}
                />
              </Section>
            </>
          )}
        </Stack>
      )}
    </Page>
  );
}

/** One meeting: its figures over its period, and its guests who joined. */
function MeetingView({ chapterId, event, date }: { chapterId: string; event: string; date: string }) {
  const { data, error, isLoading, mutate } = useMeetingReport(chapterId, { event, date });
  const forbidden = error instanceof ApiError && error.status === 403;
  const back = (
    <Toolbar>
      <ButtonLink to={{ search: `?month=${date.slice(0, 7)}` }} variant="secondary" size="sm">
        <ArrowLeftIcon size={16} />
        {texts.back}
      </ButtonLink>
      <Button variant="secondary" onClick={() => window.print()}>
        {texts.print}
      </Button>
    </Toolbar>
  );
  return (
    <Page chapter={data?.chapter.name}>
      {forbidden ? (
        <EmptyState title={MEETING_REPORT_MESSAGES.reportNotYours} />
      ) : (
        <Stack>
          {back}
          {isLoading && <Loading label={texts.loading} />}
          {error && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
          {data && (
            <>
              <Section aria-labelledby="report-meeting">
                <h2 id="report-meeting">
                  {data.meeting.title} · {formatDayTime(data.meeting.start, data.timeZone)}
                </h2>
                {data.meeting.cancellation && <p>{texts.cancelled(data.meeting.cancellation.reason)}</p>}
                <ReportFigureTiles figures={data.meeting.figures} label={data.meeting.title} />
                <p>{texts.period(formatDayTime(data.meeting.periodFrom, data.timeZone), formatDayTime(data.meeting.periodTo, data.timeZone))}</p>
              </Section>
              <Section aria-labelledby="report-joined">
                <h2 id="report-joined">{texts.joinedHeading}</h2>
                {data.joined.length ? (
                  <ul>
                    {data.joined.map((j, i) => (
                      <li key={i}>
                        {j.firstname} {j.lastname}
                        {j.company && <Muted> · {j.company}</Muted>}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{texts.nobodyJoined}</p>
                )}
              </Section>
            </>
          )}
        </Stack>
      )}
    </Page>
  );
}

/** The page around a view, titled with the chapter once its report names it. */
function Page({ chapter, children }: { chapter?: string; children: ReactNode }) {
  return (
    <PortalPage title={texts.title(chapter)} description={texts.description}>
      {children}
    </PortalPage>
  );
}

/**
 * /portal/chapter/{chapterId}/report: the chapter's meeting report for its members, leaders and
 * admins: a month (?month=YYYY-MM, this month by default) with its figures and meetings, or one
 * meeting (?event=&date=). Printable (the portal's chrome and the toolbar stay off paper) and as CSV.
 */
export default function ChapterReportRoute() {
  const { chapterId = '' } = useParams();
  const [search] = useSearchParams();
  const event = search.get('event');
  const date = search.get('date');
  const month = search.get('month') ?? thisMonth();
  return event && date ? <MeetingView chapterId={chapterId} event={event} date={date} /> : <MonthView chapterId={chapterId} month={month} />;
}
