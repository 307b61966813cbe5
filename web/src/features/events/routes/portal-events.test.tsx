import type { ChapterEvent, MyRsvp } from '@gro/config';
import { RSVP_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildEvent, buildSpecialEvent } from '@/testing/chapter-fixtures';
import { fixToday } from '@/testing/clock';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

/** GET /event as the server answers the portal's table: one page of events. */
const page = (items: ChapterEvent[]) => ok({ items, pagination: { page: 1, pageSize: 10, pageCount: items.length ? 1 : 0, total: items.length } });

function openEvents(answer: Parameters<typeof mockApi>[0][string], mine: MyRsvp[] = []) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /event': answer, 'GET /rsvp/mine': ok(mine) });
  renderApp('/portal/event');
  return api;
}

const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('portal events (/portal/event)', () => {
  fixToday('2026-11-01');

  it("shows type 'One Time' for Once and 'Recurring', when (the short date or 'Every {day}', the time under it), chapter and city", async () => {
    openEvents(page([buildEvent(), buildSpecialEvent()]));
    await findHeading('Events');
    await screen.findByText('Holiday Mixer');

    const weekly = within(rowOf('GRO Detroit Weekly Meeting'));
    expect(weekly.getByText('Recurring')).toBeInTheDocument();
    expect(weekly.getByText('Every Tuesday')).toBeInTheDocument();
    expect(weekly.getByText('7:30 AM – 9:00 AM')).toBeInTheDocument();
    expect(weekly.getByText('GRO Detroit')).toBeInTheDocument();
    expect(weekly.getByText('Detroit')).toBeInTheDocument();

    const mixer = within(rowOf('Holiday Mixer'));
    expect(mixer.getByText('One Time')).toBeInTheDocument();
    expect(mixer.queryByText('Once')).not.toBeInTheDocument();
    expect(mixer.getByText('Tuesday, Nov 24')).toHaveAttribute('datetime', '2026-11-24');
    expect(mixer.getByText('Open to all chapters')).toBeInTheDocument();
    expect(mixer.queryByText('Past')).not.toBeInTheDocument();
    // Day and time share the 'When' column: no 'Time' column of their own.
    const when = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(when).toEqual(expect.arrayContaining(['Title', 'Type', 'When', 'Chapter', 'City']));
    expect(when).not.toContain('Time');
    const cell = within(rowOf('Holiday Mixer')).getByText('Tuesday, Nov 24').closest('td')!;
    expect(cell).toHaveTextContent('Tuesday, Nov 24');
    expect(within(cell).getByText('6:00 PM – 8:30 PM')).toBeInTheDocument();
  });

  it("shows the year of an event in another year and marks the past ones 'Past'", async () => {
    openEvents(
      page([
        buildSpecialEvent({ id: 21, title: 'Golf Scramble', date: '2027-02-05' }),
        buildSpecialEvent({ id: 22, title: 'Autumn Social', date: '2026-10-20' }),
        buildSpecialEvent({ id: 23, title: 'Old Gala', date: '2025-12-04' }),
      ]),
    );
    await screen.findByText('Golf Scramble');
    const next = within(rowOf('Golf Scramble'));
    expect(next.getByText('Friday, Feb 5, 2027')).toHaveAttribute('datetime', '2027-02-05');
    expect(next.queryByText('Past')).not.toBeInTheDocument();
    const autumn = within(rowOf('Autumn Social'));
    expect(autumn.getByText('Tuesday, Oct 20')).toBeInTheDocument();
    expect(autumn.getByText('Past')).toBeInTheDocument();
    const gala = within(rowOf('Old Gala'));
    expect(gala.getByText('Thursday, Dec 4, 2025')).toBeInTheDocument();
    expect(gala.getByText('Past')).toBeInTheDocument();
  });

  it('asks the server for each sort (type: ascending, descending, none), page and search', async () => {
    const api = openEvents(({ query }) => {
      const events = [buildEvent(), buildSpecialEvent()];
      return page(query.sort === 'type:asc' ? [events[1]!, events[0]!] : events);
    });
    await screen.findByText('Holiday Mixer');
    expect(api.callsTo('GET /event')[0]!.query).toEqual({ page: '1', pageSize: '10' });
    const type = screen.getByRole('columnheader', { name: 'Type' });
    const titles = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(titles()).toEqual(['GRO Detroit Weekly Meeting', 'Holiday Mixer']);
    await userEvent.click(within(type).getByRole('button'));
    expect(type).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(titles()).toEqual(['Holiday Mixer', 'GRO Detroit Weekly Meeting']));
    expect(api.callsTo('GET /event').at(-1)!.query).toEqual({ page: '1', pageSize: '10', sort: 'type:asc' });
    await userEvent.click(within(type).getByRole('button'));
    expect(type).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(api.callsTo('GET /event').at(-1)!.query).toEqual({ page: '1', pageSize: '10', sort: 'type:desc' }));
    await userEvent.click(within(type).getByRole('button'));
    expect(type).toHaveAttribute('aria-sort', 'none');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search events' }), 'golf');
    await waitFor(() => expect(api.callsTo('GET /event').at(-1)!.query).toEqual({ page: '1', pageSize: '10', q: 'golf' }));
  });

  it("says 'Failed to load events.' when the call fails", async () => {
    openEvents(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load events.');
  });

  it("says 'No records found.' when there are no events", async () => {
    openEvents(page([]));
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('shows a loading state until the events arrive', async () => {
    let answer: (response: Response) => void = () => {};
    openEvents(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading records...')).toHaveAttribute('role', 'status');
    answer(page([buildSpecialEvent()]));
    expect(await screen.findByText('Holiday Mixer')).toBeInTheDocument();
    expect(screen.queryByText('Loading records...')).not.toBeInTheDocument();
  });

  it("shows the member's answer on the event's row, links each title to the event's page, and lists the answers under My RSVPs", async () => {
    const mixer = buildSpecialEvent();
    const going: MyRsvp = {
      eventId: mixer.id, title: mixer.title, date: '2026-12-10', start: '2026-12-10T23:00:00.000Z', timeZone: 'America/Detroit',
      chapter: { id: 1, name: 'GRO Detroit' }, status: 'Going', waitlistPosition: null,
    };
    const api = openEvents(page([buildEvent(), mixer]), [going]);
    const row = within((await screen.findByText(RSVP_TEXTS.yourAnswer)).closest('tr')!);
    expect(row.getByRole('link', { name: mixer.title })).toHaveAttribute('href', `/events/${mixer.id}`);
    expect(row.getByText(RSVP_TEXTS.statusLabels.Going)).toBeInTheDocument();
    expect(within(rowOf('GRO Detroit Weekly Meeting')).queryByText(RSVP_TEXTS.yourAnswer)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: RSVP_TEXTS.myRsvps }));
    const table = await screen.findByRole('table', { name: RSVP_TEXTS.myRsvpsCaption });
    expect(within(table).getByRole('link', { name: mixer.title })).toHaveAttribute('href', `/events/${mixer.id}`);
    expect(within(table).getByText('Thursday, Dec 10, 6:00 PM EST')).toBeInTheDocument();
    expect(within(table).getByText(RSVP_TEXTS.statusLabels.Going)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: RSVP_TEXTS.myRsvps })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(api.callsTo('GET /rsvp/mine')).toHaveLength(1);
  });

  it('says what to do when the member has no RSVPs for dates to come', async () => {
    openEvents(page([buildEvent()]));
    await userEvent.click(await screen.findByRole('tab', { name: RSVP_TEXTS.myRsvps }));
    expect(await screen.findByText(RSVP_TEXTS.myRsvpsEmpty)).toBeInTheDocument();
  });
});
