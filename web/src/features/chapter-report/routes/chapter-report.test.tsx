import { MEETING_REPORT_MESSAGES, type MeetingReport, type MonthReport, type ReportFigures, type ReportMeeting } from '@gro/config';
import { MEETING_REPORT_TEXTS as texts } from '@gro/config/screens';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const figures = (overrides: Partial<ReportFigures> = {}): ReportFigures => ({
  attendance: { Present: 14, Absent: 2, Late: 1, Medical: 1, Substitute: 2, Unmarked: 0 },
  visitors: { registered: 3, attended: 2, noShow: 1, joined: 1 },
  referrals: { given: 9, received: 7 },
  closedBusinessCents: 1_250_050,
  oneToOnes: 5,
  ...overrides,
});

const meeting = (date: string, overrides: Partial<ReportMeeting> = {}): ReportMeeting => ({
  eventId: 11,
  title: 'GRO Detroit Weekly Meeting',
  date,
  start: `${date}T12:30:00.000Z`,
  end: `${date}T14:00:00.000Z`,
  cancellation: null,
  periodFrom: '2026-11-24T12:30:00.000Z',
  periodTo: `${date}T12:30:00.000Z`,
  figures: figures(),
  ...overrides,
});

const month: MonthReport = {
  chapter: { id: 1, name: 'GRO Detroit' },
  timeZone: 'America/Detroit',
  month: '2026-12',
  meetings: [
    meeting('2026-12-01'),
    meeting('2026-12-08', { cancellation: { reason: 'Holiday party instead', cancelledAt: '2026-11-20T10:00:00.000Z', cancelledBy: 'Lee Leader' }, figures: figures({ attendance: { Present: 0, Absent: 0, Late: 0, Medical: 0, Substitute: 0, Unmarked: 0 } }) }),
  ],
  figures: figures({ referrals: { given: 31, received: 28 } }),
};

function open(path: string, handlers: Parameters<typeof mockApi>[0], user = buildLeader([DETROIT])) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), ...handlers });
  renderApp(path);
  return api;
}

describe("a chapter's meeting report (/portal/chapter/{id}/report)", () => {
  it("shows the month's figures and its meetings, a cancelled one said so; a row opens that meeting's report", async () => {
    const one: MeetingReport = { chapter: month.chapter, timeZone: month.timeZone, meeting: meeting('2026-12-01'), joined: [{ firstname: 'Grace', lastname: 'Hopper', company: 'Cobol Works' }] };
    const api = open('/portal/chapter/1/report?month=2026-12', { 'GET /chapter/1/report': (call) => ok(call.query?.event ? one : month) });
    expect(await findHeading(texts.title('GRO Detroit'))).toBeInTheDocument();
    const tiles = screen.getByRole('group', { name: texts.monthHeading('December 2026') });
    expect(within(tiles).getByText('75%', { exact: false })).toBeInTheDocument();
    expect(within(tiles).getByText(texts.attendanceRateNote(75))).toBeInTheDocument();
    expect(within(tiles).getByText('31')).toBeInTheDocument();
    expect(within(tiles).getByText(texts.referralsReceived(28))).toBeInTheDocument();
    expect(within(tiles).getByText('$12,500.50')).toBeInTheDocument();
    expect(within(tiles).getByText(texts.visitorsLine(2, 3, 1))).toBeInTheDocument();
    expect(screen.getByText(texts.cancelled('Holiday party instead'))).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/report')[0].query).toEqual({ month: '2026-12' });

    await userEvent.click(screen.getAllByText('GRO Detroit Weekly Meeting')[0]);
    expect(await screen.findByText('Grace Hopper', { exact: false })).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/report').at(-1)!.query).toEqual({ event: '11', date: '2026-12-01' });
    expect(screen.getByRole('link', { name: texts.back })).toHaveAttribute('href', '/portal/chapter/1/report?month=2026-12');
  });

  it('moves a month back and forth', async () => {
    const api = open('/portal/chapter/1/report?month=2026-12', { 'GET /chapter/1/report': (call) => ok({ ...month, month: String(call.query?.month), meetings: [] }) });
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.previousMonth }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.nextMonth }));
    await userEvent.click(screen.getByRole('button', { name: texts.nextMonth }));
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/report').map((c) => c.query?.month)).toEqual(expect.arrayContaining(['2026-12', '2026-11', '2027-01']));
    expect(await screen.findByText(texts.noMeetings)).toBeInTheDocument();
  });

  it("tells a member of another chapter it is not theirs", async () => {
    open('/portal/chapter/1/report', { 'GET /chapter/1/report': failure(403, 'Not your chapter', MEETING_REPORT_MESSAGES.reportNotYours) }, buildUser());
    expect(await screen.findByText(MEETING_REPORT_MESSAGES.reportNotYours)).toBeInTheDocument();
  });
});
