import type { MyMeeting } from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter } from '@/testing/chapter-fixtures';
import { buildCompany, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription } from '@/testing/payment-fixtures';
import { renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const texts = ATTENDANCE_TEXTS.ahead;

const meeting = (overrides: Partial<MyMeeting> = {}): MyMeeting => ({
  eventId: 11,
  title: 'GRO Detroit Weekly Meeting',
  date: '2026-12-08',
  start: '2026-12-08T12:00:00.000Z',
  end: '2026-12-08T13:30:00.000Z',
  timeZone: 'America/Detroit',
  location: 'TechTown Detroit',
  format: 'InPerson',
  chapter: { id: 3, name: 'GRO Detroit' },
  checkInOpen: false,
  status: null,
  substituteName: null,
  substituteEmail: null,
  source: null,
  open: true,
  cancellation: null,
  ...overrides,
});

function openDashboard(handlers: Parameters<typeof mockApi>[0]) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /dashboard': ok({ company: buildCompany(), chapter: buildChapter(), subscription: buildMemberSubscription(), events: [], members: [] }), ...handlers });
  renderApp('/portal');
  return api;
}

const card = async () => (await screen.findByRole('heading', { level: 2, name: texts.title })).closest('section')!;

describe("the dashboard's next meeting card", () => {
  it('says which of the chapter’s meetings before the next one are cancelled, and why', async () => {
    const skipped = { eventId: 11, title: 'GRO Detroit Weekly Meeting', date: '2026-12-01', start: '2026-12-01T12:00:00.000Z', end: '2026-12-01T13:30:00.000Z', cancellation: { reason: 'Thanksgiving week', cancelledAt: '2026-11-20T10:00:00.000Z', cancelledBy: 'Lee Leader' } };
    openDashboard({ 'GET /attendance/next': ok({ cancelled: [skipped], meeting: meeting() }) });
    const section = await card();
    expect(await within(section).findByText(texts.cancelled('GRO Detroit Weekly Meeting', 'Tuesday, Dec 1, 7:00 AM EST', 'Thanksgiving week'))).toBeInTheDocument();
    expect(within(section).getByText('GRO Detroit Weekly Meeting')).toBeInTheDocument();
  });

  it('says the member is expected, and marks them absent with one tap', async () => {
    const api = openDashboard({
      'GET /attendance/next': ok({ cancelled: [], meeting: meeting() }),
      'PUT /event/11/attendance/mine': ok({ meeting: meeting({ status: 'Absent', source: 'Member' }), substituteEmailed: false }, { title: 'Marked absent', message: 'You are marked absent from GRO Detroit Weekly Meeting on Tuesday, December 8.' }),
    });
    const section = await card();
    expect(within(section).getByText('GRO Detroit Weekly Meeting')).toBeInTheDocument();
    expect(within(section).getByText(/Tuesday, Dec 8, 7:00 AM EST · TechTown Detroit/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: texts.choices.expected })).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent(texts.expected);
    await userEvent.click(within(section).getByRole('button', { name: texts.choices.Absent }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(texts.absent));
    expect(within(section).getByRole('button', { name: texts.choices.Absent })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT /event/11/attendance/mine').map((c) => c.body)).toEqual([{ date: '2026-12-08', status: 'Absent' }]);
    expect(lastShownToast()?.title).toBe('Marked absent');
  });

  it("names a substitute with their email, checked before anything is sent, and shows the server's refusal", async () => {
    let limited = true;
    const api = openDashboard({
      'GET /attendance/next': ok({ cancelled: [], meeting: meeting() }),
      'PUT /event/11/attendance/mine': () =>
        limited
          ? failure(429, 'Too many requests', 'Too many substitutes emailed. Try again after 10:30 AM.')
          : ok({ meeting: meeting({ status: 'Substitute', source: 'Member', substituteName: 'Sam Stand-in', substituteEmail: 'sam@example.com' }), substituteEmailed: true }),
    });
    const section = await card();
    await userEvent.click(within(section).getByRole('button', { name: texts.choices.Substitute }));
    const form = within(section).getByRole('form', { name: texts.choices.Substitute });
    await userEvent.click(within(form).getByRole('button', { name: texts.substituteSubmit }));
    expect(await within(form).findByText("Enter the substitute's name.")).toBeInTheDocument();
    expect(api.callsTo('PUT /event/11/attendance/mine')).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(`^${texts.substituteName}`) }), 'Sam Stand-in');
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(`^${texts.substituteEmail}`) }), 'sam@example.com');
    await userEvent.click(within(form).getByRole('button', { name: texts.substituteSubmit }));
    await waitFor(() => expect(lastShownToast()?.message).toMatch(/Too many substitutes emailed/));
    expect(within(section).getByRole('form', { name: texts.choices.Substitute })).toBeInTheDocument();
    limited = false;
    await userEvent.click(within(form).getByRole('button', { name: texts.substituteSubmit }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(texts.substitute('Sam Stand-in')));
    expect(api.callsTo('PUT /event/11/attendance/mine').at(-1)?.body).toEqual({ date: '2026-12-08', status: 'Substitute', substituteName: 'Sam Stand-in', substituteEmail: 'sam@example.com' });
  });

  it('offers no answers once the meeting has started or the member checked in, and is absent without a meeting', async () => {
    openDashboard({ 'GET /attendance/next': ok({ cancelled: [], meeting: meeting({ status: 'Present', source: 'CheckIn', open: false }) }) });
    const section = await card();
    expect(within(section).getByRole('status')).toHaveTextContent(texts.checkedIn);
    expect(within(section).queryByRole('button', { name: texts.choices.Absent })).not.toBeInTheDocument();
  });

  it('checks a member in from the dashboard at a hybrid meeting while check-in is open, and not at one in person', async () => {
    let checkedIn = false;
    const api = openDashboard({
      'GET /attendance/next': () => ok({ cancelled: [], meeting: meeting({ format: 'Hybrid', checkInOpen: true, ...(checkedIn ? { status: 'Present', source: 'CheckIn', open: false } : {}) }) }),
      'POST /check-in/online': () => {
        checkedIn = true;
        return ok({ eventId: 11, title: 'GRO Detroit Weekly Meeting', date: '2026-12-08', status: 'Present', already: false }, { title: 'Checked in', message: 'You are checked in to GRO Detroit Weekly Meeting. Welcome!' });
      },
    });
    const section = await card();
    expect(within(section).getByText(texts.checkInHybrid)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: texts.checkInNow }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(texts.checkedIn));
    expect(within(section).queryByRole('button', { name: texts.checkInNow })).not.toBeInTheDocument();
    expect(api.callsTo('POST /check-in/online').map((c) => c.body)).toEqual([{ eventId: 11, date: '2026-12-08' }]);
    expect(lastShownToast()?.title).toBe('Checked in');
  });

  it('offers no dashboard check-in at a meeting in person', async () => {
    openDashboard({ 'GET /attendance/next': ok({ cancelled: [], meeting: meeting({ checkInOpen: true }) }) });
    const section = await card();
    expect(within(section).queryByRole('button', { name: texts.checkInNow })).not.toBeInTheDocument();
  });

  it('shows nothing when no meeting is scheduled for the chapter', async () => {
    const api = openDashboard({ 'GET /attendance/next': ok({ cancelled: [], meeting: null }) });
    await waitFor(() => expect(api.callsTo('GET /attendance/next')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: texts.title })).not.toBeInTheDocument());
  });
});
