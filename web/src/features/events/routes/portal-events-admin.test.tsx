import { EVENT_CAPACITY_MAX, FIELD_LABELS, mustBeWholeBetween, type AddressSuggestion, type User } from '@gro/config';
import { RSVP_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter, buildEvent } from '@/testing/chapter-fixtures';
import { buildAdmin, buildUser } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const weekly = buildEvent();
const saved = { title: 'Event saved', message: 'Holiday Mixer was saved.' };
const fillmore: AddressSuggestion = {
  id: 'address.9',
  place_name: '2115 Woodward Ave, Detroit, Michigan 48201, United States',
  place_type: ['address'],
  context: [
    { id: 'postcode.1', text: '48201' },
    { id: 'place.2', text: 'Detroit' },
    { id: 'region.3', text: 'Michigan' },
    { id: 'country.4', text: 'United States' },
  ],
  geometry: { type: 'Point', coordinates: [-83.0516, 42.3389] },
};

function openEvents(user: User, handlers: Parameters<typeof mockApi>[0] = {}) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /event': ok({ items: [weekly], pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } }),
    'GET /chapter': ok([buildChapter(), buildChapter({ id: 2, name: 'GRO Lansing', slug: 'lansing' })]),
    'GET /address/search': ok([fillmore]),
    ...handlers,
  });
  renderApp('/portal/event');
  return { api, actor: userEvent.setup() };
}

async function openCreate(handlers: Parameters<typeof mockApi>[0] = {}) {
  const view = openEvents(buildAdmin(), handlers);
  await view.actor.click(await screen.findByRole('button', { name: 'Create Event' }));
  const drawer = screen.getByRole('dialog', { name: 'Create Event' });
  return { ...view, drawer, field: (label: RegExp | string) => within(drawer).getByLabelText(label) };
}

describe('portal events: admin create and edit', () => {
  it('shows members no Create button and no edit action', async () => {
    openEvents(buildUser());
    await screen.findByText('GRO Detroit Weekly Meeting');
    expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("starts as a one-time event from 7:00 AM to 8:00 AM, the chapter optional ('Chapter is optional for one-time events')", async () => {
    const { field, drawer } = await openCreate();
    expect(field(/^Event Type/)).toHaveValue('Once');
    expect(within(field(/^Event Type/)).getByRole('option', { name: 'One Time' })).toBeInTheDocument();
    expect(field('Start Time')).toHaveValue('07:00');
    expect(field('End Time')).toHaveValue('08:00');
    expect(within(drawer).getByText('Chapter is optional for one-time events')).toBeInTheDocument();
    expect(field(/^Chapter/)).toHaveAttribute('placeholder', 'Select...');
  });

  it('needs a date when Once; choosing Recurring clears the date and its error, and needs a day and a chapter', async () => {
    const { actor, drawer, field, api } = await openCreate();
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Title is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Date is required')).toBeInTheDocument();
    expect(within(drawer).queryByText('Chapter is required')).not.toBeInTheDocument();

    expect(within(drawer).queryByLabelText(/^Day of Week/)).not.toBeInTheDocument();
    await actor.type(field(/^Date/), '2026-11-24');
    await actor.selectOptions(field(/^Event Type/), 'Recurring');
    expect(within(drawer).queryByLabelText(/^Date/)).not.toBeInTheDocument();
    expect(field(/^Day of Week/)).toHaveValue('');
    expect(within(drawer).queryByText('Date is required')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Chapter is optional for one-time events')).not.toBeInTheDocument();

    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Day of Week is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Chapter is required')).toBeInTheDocument();
    expect(within(drawer).queryByText('Date is required')).not.toBeInTheDocument();
    expect(api.callsTo('POST /event')).toHaveLength(0);
  });

  it('choosing Once clears the day of week and its error, and hides the field', async () => {
    const { actor, drawer, field } = await openCreate();
    await actor.selectOptions(field(/^Event Type/), 'Recurring');
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Day of Week is required')).toBeInTheDocument();
    await actor.selectOptions(field(/^Day of Week/), 'Tuesday');
    await actor.selectOptions(field(/^Event Type/), 'Once');
    // A one-time event has no day of week: the field goes, and comes back empty with Recurring.
    expect(within(drawer).queryByLabelText(/^Day of Week/)).not.toBeInTheDocument();
    expect(field(/^Date/)).toHaveValue('');
    expect(within(drawer).queryByText('Day of Week is required')).not.toBeInTheDocument();
    expect(within(drawer).getByText('Chapter is optional for one-time events')).toBeInTheDocument();
    await actor.selectOptions(field(/^Event Type/), 'Recurring');
    expect(field(/^Day of Week/)).toHaveValue('');
  });

  it("choosing Once drops the day's and the chapter's errors, the chapter being optional then; a title error stays", async () => {
    const { actor, drawer, field } = await openCreate();
    await actor.selectOptions(field(/^Event Type/), 'Recurring');
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Day of Week is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Chapter is required')).toBeInTheDocument();
    await actor.selectOptions(field(/^Event Type/), 'Once');
    expect(within(drawer).queryByText('Day of Week is required')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Chapter is required')).not.toBeInTheDocument();
    expect(within(drawer).getByText('Chapter is optional for one-time events')).toBeInTheDocument();
    expect(field(/^Chapter/)).not.toHaveAttribute('aria-invalid');
    expect(within(drawer).getByText('Title is required')).toBeInTheDocument();
  });

  it('sends a recurring event with a null date, its day, the chapter as a connect reference and the looked-up place', async () => {
    const { actor, drawer, field, api } = await openCreate({ 'POST /event': ok(weekly, saved) });
    await actor.type(field(/^Title/), 'Lansing Weekly');
    await actor.selectOptions(field(/^Event Type/), 'Recurring');
    await actor.selectOptions(field(/^Day of Week/), 'Thursday');
    await actor.type(field(/^Chapter/), 'lans');
    await actor.click(await within(drawer).findByRole('option', { name: 'GRO Lansing' }));
    await actor.type(field(/^Address/), '2115 Wood');
    await actor.click(await within(drawer).findByRole('option', { name: fillmore.place_name }));
    expect(field('City')).toHaveValue('Detroit');
    expect(field('Postal Code')).toHaveValue('48201');
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST /event')).toHaveLength(1));
    const body = api.callsTo('POST /event')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Lansing Weekly',
      type: 'Recurring',
      date: null,
      dayOfWeek: 'Thursday',
      chapter: { connect: [{ id: 2 }] },
      address: '2115 Woodward Ave',
      city: 'Detroit',
      state: 'Michigan',
      postalCode: '48201',
      country: 'United States',
      latitude: 42.3389,
      longitude: -83.0516,
      timeStart: '07:00',
      timeEnd: '08:00',
    });
    expect(body).not.toHaveProperty('chapterId');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Event' })).not.toBeInTheDocument());
    expect(lastShownToast()).toMatchObject({ type: 'success', ...saved });
  });

  it('sends a one-time event without a chapter as chapter null and its date', async () => {
    const { actor, field, drawer, api } = await openCreate({ 'POST /event': ok(weekly, saved) });
    await actor.type(field(/^Title/), 'Holiday Mixer');
    await actor.type(field(/^Date/), '2026-11-24');
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST /event')).toHaveLength(1));
    expect(api.callsTo('POST /event')[0].body).toMatchObject({ type: 'Once', date: '2026-11-24', dayOfWeek: null, chapter: null });
  });

  it('edits with PUT /event/{id}, starting from the event as it is, and refetches the events', async () => {
    const { actor, api } = openEvents(buildAdmin(), { 'PUT /event/11': ok(weekly, saved) });
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit Weekly Meeting' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(drawer).getByLabelText(/^Event Type/)).toHaveValue('Recurring');
    expect(within(drawer).getByLabelText(/^Day of Week/)).toHaveValue('Tuesday');
    expect(within(drawer).getByLabelText(/^Chapter/)).toHaveValue('GRO Detroit');
    expect(within(drawer).getByLabelText('Start Time')).toHaveValue('07:30');
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /event/11')).toHaveLength(1));
    expect(api.callsTo('PUT /event/11')[0].body).toMatchObject({ chapter: { connect: [{ id: 1 }] }, dayOfWeek: 'Tuesday', date: null });
    await waitFor(() => expect(api.callsTo('GET /event').length).toBeGreaterThan(1));
  });

  it('sets a capacity (a whole number, empty for no limit) and sends it; a bad one is refused with the shared message', async () => {
    const { actor, field, drawer, api } = await openCreate({ 'POST /event': ok(weekly, saved) });
    await actor.type(field(/^Title/), 'Holiday Mixer');
    await actor.type(field(/^Date/), '2026-11-24');
    await actor.type(field(/^Capacity/), '0');
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText(mustBeWholeBetween(FIELD_LABELS.capacity, 1, EVENT_CAPACITY_MAX))).toBeInTheDocument();
    expect(api.callsTo('POST /event')).toHaveLength(0);
    await actor.clear(field(/^Capacity/));
    await actor.type(field(/^Capacity/), '40');
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST /event')).toHaveLength(1));
    expect(api.callsTo('POST /event')[0].body).toMatchObject({ capacity: 40 });
  });

  it("every member gets an RSVP button per event; admins' RSVP drawer also lists the attendees", async () => {
    const { actor } = openEvents(buildAdmin(), {
      'GET /event/11/rsvp': ok({ eventId: 11, title: weekly.title, timeZone: 'America/Detroit', occurrences: [] }),
      'GET /event/11/attendees': ok({ eventId: 11, title: weekly.title, date: '2026-12-01', capacity: null, going: 0, waitlisted: 0, attendees: [] }),
    });
    await actor.click(await screen.findByRole('button', { name: `${RSVP_TEXTS.open} — ${weekly.title}` }));
    const drawer = await screen.findByRole('dialog', { name: RSVP_TEXTS.drawerTitle(weekly.title) });
    expect(await within(drawer).findByText(RSVP_TEXTS.noOccurrences)).toBeInTheDocument();
    expect(await within(drawer).findByText(RSVP_TEXTS.noAnswers)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: RSVP_TEXTS.exportCsv })).toBeInTheDocument();
  });
});
