import { IDEMPOTENCY_HEADER, ONE_TO_ONE_MESSAGES, type User } from '@gro/config';
import { ONE_TO_ONE_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { fileDownload } from '@/lib/download';
import { fixToday } from '@/testing/clock';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { bea, buildOneToOne, carl, jordan } from '@/testing/referral-fixtures';
import { findHeading, renderApp } from '@/testing/render';

type Handlers = Parameters<typeof mockApi>[0];

function open(handlers: Handlers, user: User = buildUser()) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), ...handlers });
  renderApp('/portal/one-to-one');
  return api;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('one-to-ones (/portal/one-to-one)', () => {
  fixToday('2026-12-01');

  it('lists the upcoming and past one-to-ones; the invitee confirms one from its day', async () => {
    const api = open({
      'GET /one-to-one': ok([
        buildOneToOne({ id: 61, date: '2026-12-08', proposer: jordan, invitee: carl, place: 'Carl’s office' }),
        buildOneToOne({ id: 60 }),
        buildOneToOne({ id: 59, date: '2026-11-10', status: 'Confirmed', confirmedAt: '2026-11-10T18:00:00.000Z', myNote: 'Met his partner' }),
        buildOneToOne({ id: 58, date: '2026-12-10', status: 'Cancelled', proposer: jordan, invitee: carl }),
      ]),
      'PUT /one-to-one/60/confirm': ok(buildOneToOne({ status: 'Confirmed' }), ONE_TO_ONE_MESSAGES.confirmed),
    });
    await findHeading('One-to-ones');
    await screen.findAllByText('With Carl Osei');
    const upcoming = section('Upcoming');
    // A cancelled meeting still to come stays under Upcoming, marked Cancelled, with no invitation to download.
    expect(upcoming.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['With Bea Lindqvist', 'With Carl Osei', 'With Carl Osei']);
    expect(upcoming.getByText('Cancelled')).toBeInTheDocument();
    expect(upcoming.getAllByRole('button', { name: /^Download the invitation/ })).toHaveLength(2);
    expect(upcoming.getByText('Waiting for Carl Osei to confirm.')).toBeInTheDocument();
    const past = section('Past');
    expect(past.getByText('Happened')).toBeInTheDocument();
    // A past meeting offers no invitation; its note is shown as text until the member edits it.
    expect(past.queryByRole('button', { name: /^Download the invitation/ })).not.toBeInTheDocument();
    expect(past.getByText('Met his partner')).toBeInTheDocument();
    expect(past.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(past.getByRole('button', { name: 'Edit your note on the one-to-one with Bea Lindqvist' }));
    expect(past.getByLabelText('My note')).toHaveValue('Met his partner');
    expect(past.getByLabelText('My note')).toHaveFocus();
    expect(past.getByText('Only you can see your note.')).toBeInTheDocument();
    await userEvent.click(past.getByRole('button', { name: 'Cancel' }));
    expect(past.queryByRole('textbox')).not.toBeInTheDocument();

    // Only the invitee confirms, and only from its day (Carl's is next week, and Jordan proposed it).
    expect(upcoming.getAllByRole('button', { name: 'It happened: confirm' })).toHaveLength(1);
    await userEvent.click(upcoming.getByRole('button', { name: 'It happened: confirm' }));
    await waitFor(() => expect(api.callsTo('PUT /one-to-one/60/confirm')).toHaveLength(1));
  });

  it('tells the invitee a future one-to-one is confirmed from its day', async () => {
    open({ 'GET /one-to-one': ok([buildOneToOne({ date: '2026-12-03' })]) });
    expect(await screen.findByText('You can confirm it from its day on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'It happened: confirm' })).not.toBeInTheDocument();
  });

  it('cancels after a question', async () => {
    const api = open({
      'GET /one-to-one': ok([buildOneToOne({ date: '2026-12-03' })]),
      'PUT /one-to-one/60/cancel': ok(buildOneToOne({ status: 'Cancelled' }), ONE_TO_ONE_MESSAGES.cancelled),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the one-to-one with Bea Lindqvist' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this one-to-one?' }));
    expect(dialog.getByText(/Are you sure you want to cancel your one-to-one with Bea Lindqvist/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('PUT /one-to-one/60/cancel')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the one-to-one with Bea Lindqvist' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the one-to-one' }));
    await waitFor(() => expect(api.callsTo('PUT /one-to-one/60/cancel')).toHaveLength(1));
  });

  it('saves my private note', async () => {
    const api = open({
      'GET /one-to-one': ok([buildOneToOne()]),
      'PUT /one-to-one/60/note': ok(buildOneToOne({ myNote: 'Ask about the Q1 budget' }), ONE_TO_ONE_MESSAGES.noteSaved),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a note on the one-to-one with Bea Lindqvist' }));
    const note = screen.getByLabelText('My note');
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await userEvent.type(note, 'Ask about the Q1 budget');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.callsTo('PUT /one-to-one/60/note')).toHaveLength(1));
    expect(api.callsTo('PUT /one-to-one/60/note')[0].body).toEqual({ note: 'Ask about the Q1 budget' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'My note' })).not.toBeInTheDocument());
  });

  it('downloads the calendar invitation with the bearer token', async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const api = open({
      'GET /one-to-one': ok([buildOneToOne()]),
      'GET /one-to-one/60/invite.ics': () => new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { headers: { 'Content-Type': 'text/calendar' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download the invitation (.ics) of the one-to-one with Bea Lindqvist' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][1]).toBe('one-to-one-2026-12-01.ics');
    const [, init] = api.fetchMock.mock.calls.find(([input]) => String(input).includes('invite.ics'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt');
    save.mockRestore();
  });

  it('shows the empty and error states', async () => {
    let fail = true;
    open({ 'GET /one-to-one': () => (fail ? failure(500, 'Error', 'Boom') : ok([])) });
    expect(await screen.findByText('Your one-to-ones could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ONE_TO_ONE_TEXTS.emptyUpcoming)).toBeInTheDocument();
    expect(screen.getByText(ONE_TO_ONE_TEXTS.emptyUpcomingHint)).toBeInTheDocument();
    expect(screen.getByText('No past one-to-ones.')).toBeInTheDocument();
  });

  it('proposes a one-to-one: the schema texts, then one idempotency key for the form', async () => {
    const member = { id: 21, firstname: 'Bea', lastname: 'Lindqvist', fullname: 'Bea Lindqvist', email: 'bea@example.com', avatar: null, company: { id: 5, name: 'Lindqvist Law' }, chapter: null, role: [] };
    const api = open({
      'GET /one-to-one': ok([]),
      'GET /user/directory': ok({ items: [member], pagination: { page: 1, pageSize: 5, pageCount: 1, total: 1 } }),
      'POST /one-to-one': ok(buildOneToOne({ proposer: jordan, invitee: bea }), ONE_TO_ONE_MESSAGES.proposed('Bea Lindqvist', 'Dec 8, 9:30 AM')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Propose a one-to-one' }));
    const form = within(await screen.findByRole('form', { name: 'Propose a one-to-one' }));
    await userEvent.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(await form.findByText('Member is required')).toBeInTheDocument();
    expect(form.getByText('Date is required')).toBeInTheDocument();
    expect(form.getByText('Place is required')).toBeInTheDocument();
    const times = Array.from((form.getByLabelText(/Time/) as HTMLSelectElement).options).map((o) => o.value).filter(Boolean);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    // The list opens at a morning time already chosen, not at 12:00 AM.
    expect(form.getByLabelText(/Time/)).toHaveValue('08:00');

    await userEvent.type(form.getByRole('combobox', { name: /Member/ }), 'Bea');
    await userEvent.click(await screen.findByRole('option', { name: 'Bea Lindqvist · Lindqvist Law' }));
    await userEvent.type(form.getByLabelText(/Date/), '2026-12-08');
    await userEvent.selectOptions(form.getByLabelText(/Time/), '09:30');
    await userEvent.type(form.getByLabelText(/Place/), 'Avalon Café');
    await userEvent.click(form.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(api.callsTo('POST /one-to-one')).toHaveLength(1));
    expect(api.callsTo('POST /one-to-one')[0].body).toEqual({ withId: 21, date: '2026-12-08', time: '09:30', place: 'Avalon Café' });
    const [, init] = api.fetchMock.mock.calls.find(([input, i]) => String(input).endsWith('/api/one-to-one') && i?.method === 'POST')!;
    expect(new Headers(init?.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});
