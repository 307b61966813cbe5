import type { AttendanceMarksResult, AttendanceMember, AttendanceSheet, ChapterMeetings, CheckInCode, MeetingOccurrence, User } from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { formatTime } from '@/lib/format';
import { buildUser } from '@/testing/fixtures';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok, type ApiCall } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const texts = ATTENDANCE_TEXTS;
const meeting: MeetingOccurrence = { eventId: 11, title: 'GRO Detroit Weekly Meeting', date: '2026-12-02', start: '2026-12-02T12:00:00.000Z', end: '2026-12-02T13:30:00.000Z', cancellation: null };
const meetings: ChapterMeetings = {
  chapter: { id: 1, name: 'GRO Detroit' },
  timeZone: 'America/Detroit',
  current: meeting,
  upcoming: [{ ...meeting, date: '2026-12-09', start: '2026-12-09T12:00:00.000Z', end: '2026-12-09T13:30:00.000Z' }],
  recent: [],
};
const member = (userId: number, firstname: string, lastname: string, extra: Partial<AttendanceMember> = {}): AttendanceMember => ({
  userId, firstname, lastname, company: `${lastname} & Co`, status: null, substituteName: null, substituteEmail: null, source: null, markedAt: null, markedBy: null, ...extra,
});
const sheet = (members: AttendanceMember[]): AttendanceSheet => ({
  eventId: 11,
  title: meeting.title,
  chapter: { id: 1, name: 'GRO Detroit' },
  date: meeting.date,
  start: meeting.start,
  end: meeting.end,
  timeZone: 'America/Detroit',
  lateAfterMinutes: 10,
  members,
  visitors: [{ visitorId: 4, firstname: 'Gail', lastname: 'Guest', company: null, status: null, markedAt: null, markedBy: null }],
  counts: { Present: 0, Absent: 0, Late: 0, Medical: 0, Substitute: 0, Unmarked: members.length, visitorsAttended: 0, visitorsNoShow: 0, visitorsUnmarked: 1 },
  cancellation: null,
});
const roster = [member(21, 'Ada', 'Adams', { status: 'Present', source: 'CheckIn', markedAt: '2026-12-02T11:58:00.000Z', markedBy: 'Ada Adams' }), member(22, 'Ben', 'Baker'), member(23, 'Cy', 'Clark')];

type Marks = { date: string; marks: { userId?: number; visitorId?: number; status: string; key: string; markedAt: string; substituteName?: string; substituteEmail?: string }[] };

/** The server: stores the marks it gets and answers with the sheet after them. */
function server(opts: { down?: () => boolean } = {}) {
  let members = roster;
  return (call: ApiCall) => {
    if (opts.down?.()) throw new TypeError('Failed to fetch');
    const { marks } = call.body as Marks;
    for (const m of marks) members = members.map((x) => (x.userId === m.userId ? { ...x, status: m.status as AttendanceMember['status'], substituteName: m.substituteName ?? null, source: 'Leader' as const } : x));
    const result: AttendanceMarksResult = { sheet: sheet(members), applied: marks.length, unchanged: 0 };
    return ok(result, { title: 'Attendance saved', message: `${marks.length} marks saved.` });
  };
}

function open(user: User, handlers: Parameters<typeof mockApi>[0] = {}, path = '/portal/my-chapter/1/attendance') {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /chapter/1/meetings': ok(meetings), 'GET /event/11/attendance': ok(sheet(roster)), ...handlers });
  return { api, ...renderApp(path) };
}

const rowOf = async (name: string) => screen.findByRole('group', { name: texts.statusGroup(name) });
const marksSent = (api: ReturnType<typeof mockApi>) => api.callsTo('PUT /event/11/attendance').map((c) => c.body as Marks);

describe("a meeting's attendance (/portal/my-chapter/{id}/attendance)", () => {
  it('opens on the meeting under way: members by last name with their marks, the running count, and one tap marks', async () => {
    const { api } = open(buildLeader([DETROIT]), { 'PUT /event/11/attendance': server() });
    expect(await findHeading(texts.title)).toBeInTheDocument();
    expect(await screen.findByText(texts.counted(1, 3))).toBeInTheDocument();
    expect(api.callsTo('GET /event/11/attendance')[0].query).toEqual({ date: meeting.date });
    expect(screen.getAllByRole('group', { name: /^Attendance of / }).map((g) => g.getAttribute('aria-label'))).toEqual(['Attendance of Ada Adams', 'Attendance of Ben Baker', 'Attendance of Cy Clark']);
    expect(within(await rowOf('Ada Adams')).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(`Adams & Co · ${texts.checkedIn}`)).toBeInTheDocument();

    await userEvent.click(within(await rowOf('Ben Baker')).getByRole('button', { name: 'Medical' }));
    expect(within(await rowOf('Ben Baker')).getByRole('button', { name: 'Medical' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(marksSent(api)).toHaveLength(1));
    const [sent] = marksSent(api);
    expect(sent.date).toBe(meeting.date);
    expect(sent.marks).toEqual([{ userId: 22, status: 'Medical', key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), markedAt: expect.any(String) }]);
    expect(await screen.findByText(texts.counted(2, 3))).toBeInTheDocument();
  });

  it("takes a substitute's name and email before marking Substitute", async () => {
    const { api } = open(buildLeader([DETROIT]), { 'PUT /event/11/attendance': server() });
    await userEvent.click(within(await rowOf('Cy Clark')).getByRole('button', { name: 'Substitute' }));
    const form = screen.getByRole('form', { name: texts.substituteTitle('Cy Clark') });
    await userEvent.type(within(form).getByLabelText(texts.substituteName), 'Sam Stand-in');
    await userEvent.type(within(form).getByLabelText(texts.substituteEmail), 'sam@example.com');
    expect(marksSent(api)).toHaveLength(0);
    await userEvent.click(within(form).getByRole('button', { name: texts.substituteSave }));
    await waitFor(() => expect(marksSent(api)).toHaveLength(1));
    expect(marksSent(api)[0].marks[0]).toMatchObject({ userId: 23, status: 'Substitute', substituteName: 'Sam Stand-in', substituteEmail: 'sam@example.com' });
    expect(await screen.findByText(`Clark & Co · ${texts.substituteOf('Sam Stand-in')}`)).toBeInTheDocument();
  });

  it('keeps marks made offline in the page and sends them, with the same keys, when the connection returns', async () => {
    let down = true;
    const { api } = open(buildLeader([DETROIT]), { 'PUT /event/11/attendance': server({ down: () => down }) });
    await userEvent.click(within(await rowOf('Ben Baker')).getByRole('button', { name: 'Late' }));
    expect(await screen.findByText(texts.offline(1))).toBeInTheDocument();
    await userEvent.click(within(await rowOf('Cy Clark')).getByRole('button', { name: 'Absent' }));
    expect(await screen.findByText(texts.offline(2))).toBeInTheDocument();
    // Shown as marked while they wait.
    expect(within(await rowOf('Cy Clark')).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(texts.counted(3, 3))).toBeInTheDocument();
    const firstKey = marksSent(api)[0].marks[0].key;

    down = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument());
    const last = marksSent(api).at(-1)!;
    expect(last.marks.map((m) => [m.userId, m.status])).toEqual([[22, 'Late'], [23, 'Absent']]);
    expect(last.marks[0].key).toBe(firstKey);
  });

  it('shows the door’s check-in code as a QR code of the check-in address', async () => {
    const code: CheckInCode = {
      eventId: 11, date: meeting.date, code: 'abcdefghijklmnopqrstuv', path: `/check-in?event=11&date=${meeting.date}&code=abcdefghijklmnopqrstuv`,
      refreshAt: new Date(Date.now() + 30_000).toISOString(), opensAt: '2026-12-02T11:30:00.000Z', closesAt: meeting.end,
    };
    open(buildLeader([DETROIT]), { 'GET /event/11/check-in-code': ok(code) });
    await userEvent.click(await screen.findByRole('button', { name: texts.startCheckIn }));
    const qr = await screen.findByRole('img', { name: texts.qrLabel(meeting.title) });
    const url = `${window.location.origin}${code.path}`;
    expect(qr).toHaveAttribute('data-value', url);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(screen.getByText(texts.checkInOpens(formatTime(code.opensAt), formatTime(code.closesAt)))).toBeInTheDocument();
  });

  it('cancels a meeting to come after asking why, then shows it cancelled and takes no marks', async () => {
    const next = meetings.upcoming[0];
    const cancellation = { reason: 'Thanksgiving week', cancelledAt: '2026-12-03T10:00:00.000Z', cancelledBy: 'Lee Leader' };
    let cancelled = false;
    const cancelledSheet = { ...sheet(roster), date: next.date, start: next.start, end: next.end, cancellation };
    const { api } = open(
      buildLeader([DETROIT]),
      {
        'GET /chapter/1/meetings': () => ok({ ...meetings, upcoming: [{ ...next, cancellation: cancelled ? cancellation : null }] }),
        'GET /event/11/attendance': () => ok(cancelled ? cancelledSheet : { ...sheet(roster), date: next.date }),
        'POST /event/11/cancellation': () => {
          cancelled = true;
          return ok({ meeting: { ...next, cancellation }, timeZone: 'America/Detroit', members: 3, guests: 1 }, { title: 'Meeting cancelled', message: 'Members are being told.' });
        },
      },
      `/portal/my-chapter/1/attendance?event=11&date=${next.date}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: texts.cancelMeeting }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(texts.cancelLead);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancelConfirm }));
    expect(await within(dialog).findByText(texts.cancelReasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /event/11/cancellation')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.cancelReason.replace(/[()]/g, '\\$&'))), '  Thanksgiving week ');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancelConfirm }));
    await waitFor(() => expect(api.callsTo('POST /event/11/cancellation')).toHaveLength(1));
    expect(api.callsTo('POST /event/11/cancellation')[0].body).toEqual({ date: next.date, reason: 'Thanksgiving week' });
    expect(await screen.findByText(texts.cancelledTitle)).toBeInTheDocument();
    expect(screen.getByText(texts.cancelledBy('Lee Leader', 'Thanksgiving week'), { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Attendance of / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.startCheckIn })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.cancelMeeting })).not.toBeInTheDocument();
  });

  it('says so when the chapter has no meetings in these weeks', async () => {
    open(buildLeader([DETROIT]), { 'GET /chapter/1/meetings': ok({ ...meetings, current: null, upcoming: [], recent: [] }) });
    expect(await screen.findByText(texts.noMeetings)).toBeInTheDocument();
  });

  it("is not there for a member who does not lead the chapter", async () => {
    const { api } = open(buildUser());
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(texts.title);
    expect(api.callsTo('GET /chapter/1/meetings')).toHaveLength(0);
  });
});
