import { CALENDAR_TEXTS, MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@gro/config';
import { EVENT_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildChapter, buildEvent, buildSpecialEvent } from '@/testing/chapter-fixtures';
import { fixToday } from '@/testing/clock';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const chapters = [buildChapter(), buildChapter({ id: 2, name: 'GRO Ann Arbor', slug: 'ann-arbor', city: 'Ann Arbor' })];
const weekly = buildEvent();
const mixer = buildSpecialEvent();
const annArborLunch = buildEvent({
  id: 13,
  title: 'GRO Ann Arbor Lunch Meeting',
  dayOfWeek: 'Wednesday',
  chapterId: 2,
  chapter: { id: 2, name: 'GRO Ann Arbor', slug: 'ann-arbor' },
  latitude: null,
  longitude: null,
});

async function openEvents(eventsAnswer: Parameters<typeof mockApi>[0][string] = ok([weekly, mixer, annArborLunch])) {
  const api = mockApi({ 'GET /chapter/active': ok(chapters), 'GET /event/active': eventsAnswer });
  const view = renderApp('/events');
  await findHeading('Events');
  return { api, ...view };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const zoomOf = (image: HTMLElement) => new URL(image.getAttribute('src')!, window.location.origin).searchParams.get('zoom');

describe('events page (/events)', () => {
  fixToday('2026-11-01');

  it("puts an 'Add to calendar' download of the event's .ics file on every card", async () => {
    await openEvents();
    await screen.findByRole('heading', { name: 'GRO Detroit Weekly Meeting' });
    for (const event of [weekly, mixer, annArborLunch]) {
      const link = within(card(event.title)).getByRole('link', { name: `Add ${event.title} to calendar` });
      expect(link).toHaveTextContent(CALENDAR_TEXTS.addToCalendar);
      expect(link).toHaveAttribute('href', `/api/event/${event.id}/calendar.ics`);
      expect(link).toHaveAttribute('download');
    }
  });

  it("offers 'All Chapters' plus each active chapter in the 'Chapter' dropdown", async () => {
    await openEvents();
    const select = screen.getByRole('combobox', { name: 'Chapter' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Chapters',
      'GRO Detroit',
      'GRO Ann Arbor',
    ]);
    expect(select).toHaveDisplayValue(EVENT_TEXTS.allChapters);
  });

  it('refetches /event/active?chapter= when a chapter is chosen, and all events again for All Chapters', async () => {
    const { api, router } = await openEvents(({ query }) =>
      ok(query.chapter === 'ann-arbor' ? [mixer, annArborLunch] : [weekly, mixer, annArborLunch]),
    );
    expect(await screen.findByRole('heading', { name: 'GRO Detroit Weekly Meeting' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Chapter' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));

    await userEvent.selectOptions(select, 'GRO Ann Arbor');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'GRO Detroit Weekly Meeting' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'GRO Ann Arbor Lunch Meeting' })).toBeInTheDocument();
    expect(api.callsTo('GET /event/active').at(-1)?.query).toEqual({ chapter: 'ann-arbor' });
    expect(router.state.location.search).toBe('?chapter=ann-arbor');

    await userEvent.selectOptions(select, 'All Chapters');
    expect(await screen.findByRole('heading', { name: 'GRO Detroit Weekly Meeting' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // All Chapters shows the first answer again; whether SWR also revalidates it depends on how long
    // the steps took (its deduping interval), so a later call may only be for all events.
    const queries = api.callsTo('GET /event/active').map((call) => call.query);
    expect(queries.slice(0, 2)).toEqual([{}, { chapter: 'ann-arbor' }]);
    expect(queries.slice(2).every((query) => Object.keys(query).length === 0)).toBe(true);
  });

  it('lets a signed-in member RSVP from each card, and shows a visitor no RSVP button', async () => {
    await openEvents();
    await screen.findByRole('heading', { name: 'GRO Detroit Weekly Meeting' });
    expect(within(card('GRO Detroit Weekly Meeting')).queryByRole('button', { name: /^RSVP/ })).not.toBeInTheDocument();
    authStore.setAuth({ token: 'jwt', user: buildUser() });
    expect(await within(card('GRO Detroit Weekly Meeting')).findByRole('button', { name: 'RSVP — GRO Detroit Weekly Meeting' })).toBeInTheDocument();
  });

  it("links each card's title to the event's page", async () => {
    await openEvents();
    const title = await screen.findByRole('link', { name: 'GRO Detroit Weekly Meeting' });
    expect(title).toHaveAttribute('href', '/events/11');
    expect(within(card('GRO Detroit Weekly Meeting')).getByRole('heading', { name: 'GRO Detroit Weekly Meeting' })).toContainElement(title);
  });

  it("says 'Failed to load events.' when the call fails", async () => {
    await openEvents(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByText('Failed to load events.')).toBeInTheDocument();
  });

  it("says 'No events found.' when there are none", async () => {
    await openEvents(ok([]));
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
  });

  it('shows a loading state until the events arrive', async () => {
    let answer: (response: Response) => void = () => {};
    await openEvents(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading events...')).toHaveAttribute('role', 'status');
    answer(ok([mixer]));
    expect(await screen.findByRole('article', { name: 'Holiday Mixer' })).toBeInTheDocument();
    expect(screen.queryByText('Loading events...')).not.toBeInTheDocument();
  });

  it("shows each card as spec §2 lists it: 'Recurring Event' with 'Every Tuesday', 'Special Event' with the long date", async () => {
    await openEvents();
    await screen.findByRole('article', { name: 'GRO Detroit Weekly Meeting' });

    const recurring = within(card('GRO Detroit Weekly Meeting'));
    expect(recurring.getByText('Recurring Event')).toBeInTheDocument();
    expect(recurring.getByText('Every Tuesday')).toBeInTheDocument();
    expect(recurring.getByText('GRO Detroit')).toBeInTheDocument();
    expect(recurring.getByText('7:30 AM – 9:00 AM')).toBeInTheDocument();
    expect(recurring.getByText('TechTown Detroit')).toBeInTheDocument();
    expect(recurring.getByText('Detroit, MI 48202')).toBeInTheDocument();
    expect(recurring.getByText(/Member introductions/)).toBeInTheDocument();

    const special = within(card('Holiday Mixer'));
    expect(special.getByText('Special Event')).toBeInTheDocument();
    expect(special.getByText('Tuesday, Nov 24')).toHaveAttribute('datetime', '2026-11-24');
    expect(special.queryByText(/^Every /)).not.toBeInTheDocument();
    expect(special.getByText('6:00 PM – 8:30 PM')).toBeInTheDocument();
    const address = special.getByRole('link', { name: /2115 Woodward Ave/ });
    expect(address).toHaveTextContent(/^2115 Woodward Ave/);
    expect(address).not.toHaveTextContent('48201');
    expect(address.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=2115%20Woodward%20Ave/);
    expect(address).toHaveAttribute('target', '_blank');
  });

  it('offers a map preview behind Show map, loaded only then, and only when the event has coordinates', async () => {
    await openEvents();
    await screen.findByRole('article', { name: 'Holiday Mixer' });
    expect(within(card('Holiday Mixer')).queryByRole('img')).not.toBeInTheDocument();
    const show = within(card('Holiday Mixer')).getByRole('button', { name: 'Show map — Holiday Mixer' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(within(card('Holiday Mixer')).getByRole('button', { name: 'Hide map — Holiday Mixer' })).toHaveAttribute('aria-expanded', 'true');
    const image = await within(card('Holiday Mixer')).findByRole('img', { name: 'Map of The Fillmore Detroit' });
    const url = new URL(image.getAttribute('src')!, window.location.origin);
    expect(url.pathname).toBe('/api/map/preview');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lat: '42.3389',
      lng: '-83.0516',
      zoom: '13',
      width: '600',
      height: '200',
      retina: 'true',
      useLogo: 'true',
    });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(card('GRO Ann Arbor Lunch Meeting')).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card('GRO Ann Arbor Lunch Meeting')).queryByRole('button', { name: /^Show map/ })).not.toBeInTheDocument();
    expect(within(card('GRO Ann Arbor Lunch Meeting')).queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
  });

  it('zooms each map from 13 up to 18 and down to 1, disabling + and − at the bounds', async () => {
    await openEvents();
    await screen.findByRole('article', { name: 'Holiday Mixer' });
    await userEvent.click(within(card('Holiday Mixer')).getByRole('button', { name: /^Show map/ }));
    await userEvent.click(within(card('GRO Detroit Weekly Meeting')).getByRole('button', { name: /^Show map/ }));
    const mixerCard = within(card('Holiday Mixer'));
    const image = await mixerCard.findByRole('img');
    await within(card('GRO Detroit Weekly Meeting')).findByRole('img');
    const zoomIn = mixerCard.getByRole('button', { name: 'Zoom in' });
    const zoomOut = mixerCard.getByRole('button', { name: 'Zoom out' });
    expect(zoomIn).toHaveTextContent('+');
    expect(zoomOut).toHaveTextContent('−');
    expect(zoomOf(image)).toBe(String(MAP_ZOOM_DEFAULT));
    expect(MAP_ZOOM_DEFAULT).toBe(13);

    for (let level = 13; level < 18; level += 1) await userEvent.click(zoomIn);
    expect(zoomOf(mixerCard.getByRole('img'))).toBe(String(MAP_ZOOM_MAX));
    expect(zoomOf(mixerCard.getByRole('img'))).toBe('18');
    expect(zoomIn).toBeDisabled();
    expect(zoomOut).toBeEnabled();

    // The other card's map keeps its own zoom.
    expect(zoomOf(within(card('GRO Detroit Weekly Meeting')).getByRole('img'))).toBe('13');

    for (let level = 18; level > 1; level -= 1) await userEvent.click(zoomOut);
    expect(zoomOf(mixerCard.getByRole('img'))).toBe(String(MAP_ZOOM_MIN));
    expect(zoomOf(mixerCard.getByRole('img'))).toBe('1');
    expect(zoomOut).toBeDisabled();
    expect(zoomIn).toBeEnabled();
  });
});
