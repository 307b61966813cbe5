import { RSVP_MESSAGES, type AttendeeList, type EventRsvps, type MyRsvp, type RsvpOccurrence } from '@gro/config';
import { RSVP_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { fileDownload } from '@/lib/download';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { renderUi } from '@/testing/render-ui';
import { lastShownToast } from '@/testing/toasts';
import { RsvpButton } from '../index';
import { AttendeeList as AttendeeListView } from './attendee-list';
import { RsvpControl } from './rsvp-control';

const t = RSVP_TEXTS;
const TITLE = 'Holiday Mixer';

const occurrence = (overrides: Partial<RsvpOccurrence> = {}): RsvpOccurrence => ({
  date: '2026-12-08',
  start: '2026-12-08T23:00:00.000Z',
  end: '2026-12-09T01:30:00.000Z',
  status: null,
  waitlistPosition: null,
  going: 3,
  waitlisted: 0,
  capacity: 10,
  seatsLeft: 7,
  attendees: [
    { id: 30, firstname: 'Ada', lastname: 'Okafor', fullname: 'Ada Okafor', avatar: null, company: { id: 4, name: 'Okafor Tools' } },
    { id: 31, firstname: 'Ben', lastname: 'Lee', fullname: 'Ben Lee', avatar: null, company: null },
  ],
  cancelled: null,
  ...overrides,
});

const overview = (...occurrences: RsvpOccurrence[]): EventRsvps => ({ eventId: 12, title: TITLE, timeZone: 'America/Detroit', occurrences });

const renderWithSwr = (ui: ReactElement) => renderUi(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RsvpControl: Going / Not going per occurrence', () => {
  it('shows the date in the event\'s time zone, the seats left and who is going; Going saves and shows the server\'s toast', async () => {
    const message = RSVP_MESSAGES.going(TITLE, '2026-12-08');
    const api = mockApi({
      'GET /event/12/rsvp': ok(overview(occurrence())),
      'PUT /event/12/rsvp': ok(overview(occurrence({ status: 'Going', going: 4, seatsLeft: 6 })), message),
    });
    renderWithSwr(<RsvpControl eventId={12} />);
    expect(await screen.findByText('Tuesday, Dec 8, 6:00 PM EST')).toBeInTheDocument();
    expect(screen.getByText(t.seatsLeft(7))).toBeInTheDocument();
    expect(screen.getByText(t.goingCount(3))).toBeInTheDocument();
    await userEvent.click(screen.getByText(t.whoIsGoing(3)));
    expect(screen.getByText('Ada Okafor · Okafor Tools')).toBeVisible();
    expect(screen.getByText(t.andMore(1))).toBeVisible();

    const going = screen.getByRole('button', { name: t.going });
    expect(going).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(going);
    await waitFor(() => expect(screen.getByRole('button', { name: t.going })).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('PUT /event/12/rsvp')[0].body).toEqual({ date: '2026-12-08', status: 'Going' });
    expect(screen.getByText(t.seatsLeft(6))).toBeInTheDocument();
    expect(lastShownToast()).toMatchObject({ title: message.title, message: message.message, type: 'success' });
  });

  it('a date its leaders cancelled says why and takes no answer', async () => {
    mockApi({ 'GET /event/12/rsvp': ok(overview(occurrence({ cancelled: 'Thanksgiving week' }), occurrence({ date: '2026-12-15', start: '2026-12-15T23:00:00.000Z' }))) });
    renderWithSwr(<RsvpControl eventId={12} />);
    expect(await screen.findByText(t.cancelled('Thanksgiving week'))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: t.going })).toHaveLength(1);
    expect(screen.getByRole('group', { name: `${t.heading}: Tuesday, Dec 15, 6:00 PM EST` })).toBeInTheDocument();
  });

  it('a full event says so, and a waitlisted member sees their place', async () => {
    mockApi({
      'GET /event/12/rsvp': ok(overview(occurrence({ status: 'Waitlisted', waitlistPosition: 2, going: 10, waitlisted: 3, seatsLeft: 0 }), occurrence({ date: '2026-12-15', start: '2026-12-15T23:00:00.000Z', capacity: null, seatsLeft: null }))),
    });
    renderWithSwr(<RsvpControl eventId={12} />);
    expect(await screen.findByText('Waitlisted — #2')).toBeInTheDocument();
    expect(screen.getByText(t.full)).toBeInTheDocument();
    expect(screen.getByText(t.noLimit)).toBeInTheDocument();
    const groups = screen.getAllByRole('group', { name: /^RSVP: / });
    expect(groups).toHaveLength(2);
    expect(within(groups[0]).getByRole('button', { name: t.going })).toHaveAttribute('aria-pressed', 'true');
  });

  it('giving up a seat others wait for asks first: keeping it sends nothing, confirming sends Not going', async () => {
    const api = mockApi({
      'GET /event/12/rsvp': ok(overview(occurrence({ status: 'Going', going: 10, waitlisted: 2, seatsLeft: 0 }))),
      'PUT /event/12/rsvp': ok(overview(occurrence({ status: 'NotGoing', going: 10, waitlisted: 1, seatsLeft: 0 })), RSVP_MESSAGES.notGoing(TITLE, '2026-12-08')),
    });
    renderWithSwr(<RsvpControl eventId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: t.notGoing }));
    let dialog = await screen.findByRole('alertdialog', { name: t.giveUpTitle });
    expect(within(dialog).getByText(t.giveUpMessage(2))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /event/12/rsvp')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: t.notGoing }));
    dialog = await screen.findByRole('alertdialog', { name: t.giveUpTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.giveUpConfirm }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.notGoing })).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('PUT /event/12/rsvp')[0].body).toEqual({ date: '2026-12-08', status: 'NotGoing' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a refused change shows the server\'s message and keeps the answer as it was', async () => {
    mockApi({
      'GET /event/12/rsvp': ok(overview(occurrence())),
      'PUT /event/12/rsvp': failure(400, 'Bad Request', RSVP_MESSAGES.started),
    });
    renderWithSwr(<RsvpControl eventId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: t.going }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ message: RSVP_MESSAGES.started, type: 'danger' }));
    expect(screen.getByRole('button', { name: t.going })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: t.going })).toBeEnabled();
  });

  it('loading, error with retry, and no upcoming dates', async () => {
    let answer = failure(500, 'Error', 'Down');
    const api = mockApi({ 'GET /event/12/rsvp': () => answer.clone() });
    renderWithSwr(<RsvpControl eventId={12} />);
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    expect(await screen.findByText(t.loadError)).toBeInTheDocument();
    answer = ok(overview());
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.noOccurrences)).toBeInTheDocument();
    expect(api.callsTo('GET /event/12/rsvp')).toHaveLength(2);
  });
});

const answer = (overrides: Partial<MyRsvp> = {}): MyRsvp => ({
  eventId: 12,
  title: TITLE,
  date: '2026-12-08',
  start: '2026-12-08T23:00:00.000Z',
  timeZone: 'America/Detroit',
  chapter: { id: 1, name: 'GRO Detroit' },
  status: 'Going',
  waitlistPosition: null,
  ...overrides,
});

describe('RsvpButton: on event rows, cards and the dashboard', () => {
  it('is not shown to visitors nor to accounts without a company', async () => {
    const api = mockApi({});
    const visitor = renderWithSwr(<RsvpButton eventId={12} title={TITLE} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    visitor.unmount();
    authStore.setAuth({ token: 'jwt', user: buildUser({ companyId: null, company: null }) });
    renderWithSwr(<RsvpButton eventId={12} title={TITLE} />);
    // The button's code loads for any signed-in account, and shows nothing without a company.
    await import('./rsvp-button');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the member's answer for the event's soonest answered date, and none for another event", async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser() });
    mockApi({ 'GET /rsvp/mine': ok([answer({ eventId: 7, status: 'NotGoing' }), answer({ status: 'Waitlisted', waitlistPosition: 3 }), answer({ date: '2026-12-15' })]) });
    renderWithSwr(
      <>
        <RsvpButton eventId={12} title={TITLE} />
        <RsvpButton eventId={9} title="Other" />
      </>,
    );
    expect(await screen.findByText(t.waitlisted(3))).toBeInTheDocument();
    expect(screen.getByText('Tuesday, Dec 8')).toBeInTheDocument();
    expect(screen.queryByText(t.statusLabels.NotGoing)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: new RegExp(`^${t.open} — `) })).toHaveLength(2);
  });

  it('opens the RSVP drawer, loading the control only then; an answer there updates the one shown', async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser() });
    let mine: MyRsvp[] = [];
    const api = mockApi({
      'GET /rsvp/mine': () => ok(mine),
      'GET /event/12/rsvp': ok(overview(occurrence())),
      'PUT /event/12/rsvp': () => {
        mine = [answer()];
        return ok(overview(occurrence({ status: 'Going', going: 4, seatsLeft: 6 })), RSVP_MESSAGES.going(TITLE, '2026-12-08'));
      },
    });
    renderWithSwr(<RsvpButton eventId={12} title={TITLE} />);
    const button = await screen.findByRole('button', { name: `${t.open} — ${TITLE}` });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(api.callsTo('GET /event/12/rsvp')).toHaveLength(0);
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: t.drawerTitle(TITLE) });
    expect(await within(drawer).findByText(t.seatsLeft(7))).toBeInTheDocument();
    expect(screen.queryByText(t.yourAnswer)).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: t.going }));
    // The buttons are disabled while the answer is sent; the focus comes back to the one pressed.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: t.going })).toHaveFocus());
    // Beside the button, outside the drawer: 'Your RSVP: Going, Tuesday, Dec 8'.
    expect((await screen.findByText(t.yourAnswer)).parentElement).toHaveTextContent(`${t.yourAnswer} ${t.statusLabels.Going}, Tuesday, Dec 8`);
    expect(api.callsTo('GET /rsvp/mine')).toHaveLength(2);
  });
});

describe('AttendeeList (admins)', () => {
  const list: AttendeeList = {
    eventId: 12,
    title: TITLE,
    date: '2026-12-08',
    capacity: 1,
    going: 1,
    waitlisted: 1,
    attendees: [
      { userId: 30, firstname: 'Ada', lastname: 'Okafor', email: 'ada@example.com', phoneNumber: '(313) 555-0101', company: 'Okafor Tools', status: 'Going', waitlistPosition: null, updatedAt: '2026-11-20T10:00:00.000Z' },
      { userId: 31, firstname: 'Ben', lastname: 'Lee', email: 'ben@example.com', phoneNumber: null, company: null, status: 'Waitlisted', waitlistPosition: 1, updatedAt: '2026-11-20T11:00:00.000Z' },
    ],
  };

  it('lists everyone with contact fields and exports the CSV of the date', async () => {
    authStore.setAuth({ token: 'jwt', user: buildAdmin() });
    const api = mockApi({
      'GET /event/12/attendees': ok(list),
      'GET /event/12/attendees.csv': () => new Response('First Name\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    renderWithSwr(<AttendeeListView eventId={12} date="2026-12-08" />);
    // The date as the RSVP cards above it write it ('Tuesday, Dec 8, 7:30 AM EST'), not a second format.
    expect(await screen.findByRole('heading', { name: t.attendeesFor('Tuesday, Dec 8') })).toBeInTheDocument();
    expect(screen.getByText('1 seat · Waitlisted: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(screen.getByText('Waitlisted — #1')).toBeInTheDocument();
    expect(api.callsTo('GET /event/12/attendees')[0].query).toEqual({ date: '2026-12-08' });
    await userEvent.click(screen.getByRole('button', { name: t.exportCsv }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [file, filename] = save.mock.calls[0];
    expect(filename).toBe('attendees-12-2026-12-08.csv');
    expect(await file.text()).toBe('First Name\r\n');
    expect(api.callsTo('GET /event/12/attendees.csv')[0].query).toEqual({ date: '2026-12-08' });
  });

  it("repeats neither the going count of the date's card nor a waitlist an event without a seat limit cannot have", async () => {
    authStore.setAuth({ token: 'jwt', user: buildAdmin() });
    mockApi({ 'GET /event/12/attendees': ok({ ...list, capacity: null, waitlisted: 0, attendees: [list.attendees[0]] }) });
    renderWithSwr(<AttendeeListView eventId={12} date="2026-12-08" />);
    const section = await screen.findByRole('region', { name: t.attendeesFor('Tuesday, Dec 8') });
    expect(section).not.toHaveTextContent(/waitlist/i);
    expect(section).not.toHaveTextContent(t.goingCount(1));
    expect(within(section).getByRole('link', { name: 'ada@example.com' })).toBeInTheDocument();
  });
});
