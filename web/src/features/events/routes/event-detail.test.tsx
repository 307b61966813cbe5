import { EVENT_NOT_FOUND, type PublicEvent, type VisitorMeeting } from '@gro/config';
import { ATTENDANCE_TEXTS, EVENT_PAGE_TEXTS, RSVP_TEXTS, VISITOR_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readerTimeZone } from '@/lib/format';
import { buildEvent, buildSpecialEvent } from '@/testing/chapter-fixtures';
import { fixToday } from '@/testing/clock';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const ZONE = 'America/Detroit';
const dates = ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24', '2026-12-01', '2026-12-08'];
const meeting: PublicEvent = {
  ...buildEvent(),
  chapter: { id: 1, name: 'GRO Detroit', slug: 'detroit' },
  timeZone: ZONE,
  occurrences: dates.map((date) => ({ date, start: `${date}T07:30:00-05:00`, end: `${date}T09:00:00-05:00`, cancelled: null })),
};
const hostile: PublicEvent = {
  ...buildSpecialEvent({ id: 12, title: 'Mixer </script><script>alert(1)</script>' }),
  chapter: null,
  timeZone: ZONE,
  occurrences: [{ date: '2026-11-24', start: '2026-11-24T18:00:00-05:00', end: '2026-11-24T20:00:00-05:00', cancelled: null }],
};

type Handlers = Parameters<typeof mockApi>[0];

function openEvent(id: number | string, answer: Handlers[string], handlers: Handlers = {}) {
  const api = mockApi({ [`GET /event/${id}`]: answer, 'GET /event/active': ok([]), 'GET /chapter/active': ok([]), ...handlers });
  return { api, ...renderApp(`/events/${id}`) };
}

/** The chapter's next meeting the guest form registers for (GET /chapter/{slug}/visitor). */
const visitorMeeting = (eventId: number): VisitorMeeting => ({
  eventId,
  title: 'GRO Detroit Weekly Meeting',
  date: '2026-11-03',
  start: '2026-11-03T12:30:00.000Z',
  end: '2026-11-03T14:00:00.000Z',
  timeZone: ZONE,
  location: 'TechTown Detroit',
  address: '440 Burroughs St, Detroit, MI 48202',
});
const structuredData = () => {
  const script = document.getElementById('structured-data');
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, any>) : null;
};
const metaContent = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('event page (/events/{id})', () => {
  fixToday('2026-11-01');
  afterEach(() => document.getElementById('structured-data')?.remove());

  it('shows a skeleton while the event loads', async () => {
    openEvent(11, () => new Promise<Response>(() => undefined));
    expect(await screen.findByText(EVENT_PAGE_TEXTS.loading)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("shows 'Event Not Found' for an unknown id, with a way back to the events", async () => {
    openEvent(999, failure(404, EVENT_NOT_FOUND.title, EVENT_NOT_FOUND.message));
    expect(await findHeading(EVENT_NOT_FOUND.title)).toBeInTheDocument();
    expect(screen.getByText(EVENT_NOT_FOUND.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EVENT_PAGE_TEXTS.backToEvents })).toHaveAttribute('href', '/events');
    await waitFor(() => expect(document.title).toBe('Event Not Found | GRO'));
    expect(structuredData()).toBeNull();
  });

  it('shows a recurring meeting: when in its time zone, where with the map, its chapter, its next dates and the calendar file', async () => {
    openEvent(11, ok(meeting));
    expect(await findHeading('GRO Detroit Weekly Meeting')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('GRO Detroit Weekly Meeting | GRO'));
    const when = screen.getByRole('region', { name: EVENT_PAGE_TEXTS.when });
    expect(within(when).getByText('Every Tuesday')).toBeInTheDocument();
    expect(within(when).getByText('Next: Tuesday, Nov 3')).toBeInTheDocument();
    expect(when).toHaveTextContent('7:30 AM – 9:00 AM');
    const where = screen.getByRole('region', { name: EVENT_PAGE_TEXTS.where });
    expect(within(where).getByText('TechTown Detroit')).toBeInTheDocument();
    expect(within(where).getByRole('img', { name: 'Map of TechTown Detroit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: EVENT_PAGE_TEXTS.about })).toHaveTextContent(meeting.description!);
    const upcoming = within(screen.getByRole('region', { name: EVENT_PAGE_TEXTS.upcomingDates })).getAllByRole('listitem');
    expect(upcoming).toHaveLength(6);
    expect(upcoming[0]).toHaveTextContent('Tuesday, Nov 3');
    expect(upcoming[0].querySelector('time')).toHaveAttribute('datetime', '2026-11-03T07:30:00-05:00');
    expect(screen.getByRole('link', { name: EVENT_PAGE_TEXTS.addToCalendar })).toHaveAttribute('href', '/api/event/11/calendar.ics');
    for (const link of screen.getAllByRole('link', { name: 'GRO Detroit' })) expect(link).toHaveAttribute('href', '/chapters/detroit');
    expect(screen.queryByRole('button', { name: /going|rsvp/i })).not.toBeInTheDocument();
  });

  it('strikes through a date its leaders cancelled, with the reason, and names the next one that takes place', async () => {
    openEvent(11, ok({ ...meeting, occurrences: meeting.occurrences.map((o, i) => (i === 0 ? { ...o, cancelled: 'Election day' } : o)) }));
    const upcoming = within(await screen.findByRole('region', { name: EVENT_PAGE_TEXTS.upcomingDates })).getAllByRole('listitem');
    expect(upcoming[0]).toHaveTextContent(EVENT_PAGE_TEXTS.cancelledDate('Election day'));
    expect(upcoming[0].querySelector('s')).toHaveTextContent('Tuesday, Nov 3');
    expect(upcoming[1]).not.toHaveTextContent(/Cancelled/);
    expect(within(screen.getByRole('region', { name: EVENT_PAGE_TEXTS.when })).getByText('Next: Tuesday, Nov 10')).toBeInTheDocument();
  });

  it("gives a visitor the main action, 'Sign in to RSVP', which comes back to the event once signed in", async () => {
    const member = buildUser();
    const { router } = openEvent(11, ok(meeting), {
      'POST /authenticate': ok({ token: 'jwt', user: member }),
      'GET /account': ok(member),
    });
    await findHeading('GRO Detroit Weekly Meeting');
    const signIn = screen.getByRole('link', { name: RSVP_TEXTS.signInToRsvp });
    expect(signIn).toHaveAttribute('href', '/signin');
    const actor = userEvent.setup();
    await actor.click(signIn);
    await findHeading('Welcome Back');
    await actor.type(screen.getByLabelText('Email Address'), 'jordan@example.com');
    await actor.type(screen.getByLabelText('Password'), 'Gr0wT0gether!');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findHeading('GRO Detroit Weekly Meeting')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/11');
    expect(await screen.findByRole('button', { name: /^RSVP/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: RSVP_TEXTS.signInToRsvp })).not.toBeInTheDocument();
  });

  it("offers a visitor 'Visit as a guest' on the chapter meeting the guest form registers for, linking to the form", async () => {
    openEvent(11, ok(meeting), { 'GET /chapter/detroit/visitor': ok(visitorMeeting(11)) });
    await findHeading('GRO Detroit Weekly Meeting');
    expect(await screen.findByRole('link', { name: VISITOR_TEXTS.formTitle })).toHaveAttribute('href', '/chapters/detroit#visit-as-guest');
    expect(screen.queryByText(/^Guests register for/)).not.toBeInTheDocument();
  });

  it("offers neither 'Sign in to RSVP' nor 'Visit as a guest' once the event has no date to come", async () => {
    const { api } = openEvent(11, ok({ ...meeting, occurrences: [] }), { 'GET /chapter/detroit/visitor': ok(visitorMeeting(11)) });
    await findHeading('GRO Detroit Weekly Meeting');
    expect(screen.queryByRole('link', { name: RSVP_TEXTS.signInToRsvp })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: VISITOR_TEXTS.formTitle })).not.toBeInTheDocument();
    expect(api.callsTo('GET /chapter/detroit/visitor')).toHaveLength(0);
  });

  it("says which meeting guests register for when the guest form's is another of the chapter's", async () => {
    openEvent(11, ok(meeting), { 'GET /chapter/detroit/visitor': ok({ ...visitorMeeting(99), title: 'Storytelling Workshop' }) });
    await findHeading('GRO Detroit Weekly Meeting');
    expect(await screen.findByRole('link', { name: VISITOR_TEXTS.formTitle })).toHaveAttribute('href', '/chapters/detroit#visit-as-guest');
    expect(screen.getByText(VISITOR_TEXTS.guestMeetingIs('Storytelling Workshop', `Tuesday, Nov 3${new Date().getFullYear() === 2026 ? '' : ', 2026'}, 7:30 AM EST`))).toBeInTheDocument();
  });

  it("offers no 'Visit as a guest' on a one-time event, nor when the chapter has no meeting to visit", async () => {
    const { api } = openEvent(12, ok({ ...meeting, id: 12, type: 'Once', date: '2026-11-24', dayOfWeek: null }), {
      'GET /chapter/detroit/visitor': ok(visitorMeeting(12)),
    });
    await findHeading('GRO Detroit Weekly Meeting');
    expect(screen.getByRole('link', { name: RSVP_TEXTS.signInToRsvp })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: VISITOR_TEXTS.formTitle })).not.toBeInTheDocument();
    expect(api.callsTo('GET /chapter/detroit/visitor')).toHaveLength(0);
  });

  it("shows a signed-in member neither 'Sign in to RSVP' nor the guest form's link", async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser() });
    openEvent(11, ok(meeting), { 'GET /chapter/detroit/visitor': ok(visitorMeeting(11)), 'GET /account': ok(buildUser()) });
    await findHeading('GRO Detroit Weekly Meeting');
    const rsvp = await screen.findByRole('button', { name: /^RSVP/ });
    expect(screen.queryByRole('link', { name: RSVP_TEXTS.signInToRsvp })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: VISITOR_TEXTS.formTitle })).not.toBeInTheDocument();
    // The RSVP is the page's main action, above the calendar file.
    const calendar = screen.getByRole('link', { name: /Add to calendar/i });
    expect(rsvp.compareDocumentPosition(calendar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("asks a member of its chapter whether they will be there when it is their next meeting, and nobody else", async () => {
    const next = (eventId: number) => ({
      meeting: { eventId, title: 'GRO Detroit Weekly Meeting', date: '2026-11-03', start: '2026-11-03T12:30:00.000Z', end: '2026-11-03T14:00:00.000Z', timeZone: ZONE, location: 'TechTown Detroit', format: 'InPerson', chapter: { id: 1, name: 'GRO Detroit' }, checkInOpen: false, status: null, substituteName: null, substituteEmail: null, source: null, open: true, cancellation: null },
      cancelled: [],
    });
    authStore.setAuth({ token: 'jwt', user: buildUser() });
    const { unmount } = openEvent(11, ok(meeting), { 'GET /account': ok(buildUser()), 'GET /attendance/next': ok(next(11)) });
    expect(await screen.findByRole('group', { name: ATTENDANCE_TEXTS.ahead.question })).toBeInTheDocument();
    unmount();
    // Another event of the chapter: not their next meeting.
    const other = openEvent(11, ok(meeting), { 'GET /account': ok(buildUser()), 'GET /attendance/next': ok(next(99)) });
    await findHeading('GRO Detroit Weekly Meeting');
    await waitFor(() => expect(other.api.callsTo('GET /attendance/next')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: ATTENDANCE_TEXTS.ahead.question })).not.toBeInTheDocument();
  });

  it("names the event's time zone when it is not the reader's", async () => {
    openEvent(11, ok({ ...meeting, timeZone: 'Asia/Tokyo', occurrences: meeting.occurrences.map((o) => ({ ...o, start: o.start.replace('-05:00', '+09:00') })) }));
    const note = await screen.findByText(/^Times in /);
    expect(note.textContent).not.toContain('Asia/Tokyo');
    expect(note.textContent).toMatch(/^Times in [^()]+$/);
  });

  it("says nothing of the time zone when it is the reader's", async () => {
    openEvent(11, ok({ ...meeting, timeZone: readerTimeZone() }));
    await findHeading('GRO Detroit Weekly Meeting');
    expect(screen.queryByText(/^Times in /)).not.toBeInTheDocument();
  });

  it('puts its schema.org Event, canonical URL, Open Graph and Twitter card tags in the head, and takes them away on leaving', async () => {
    openEvent(11, ok(meeting));
    await findHeading('GRO Detroit Weekly Meeting');
    await waitFor(() => expect(structuredData()).not.toBeNull());
    const data = structuredData()!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'GRO Detroit Weekly Meeting',
      startDate: '2026-11-03T07:30:00-05:00',
      endDate: '2026-11-03T09:00:00-05:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      organizer: { '@type': 'Organization', name: 'GRO' },
      url: `${window.location.origin}/events/11`,
      location: { '@type': 'Place', name: 'TechTown Detroit', address: { '@type': 'PostalAddress', addressLocality: 'Detroit' }, geo: { '@type': 'GeoCoordinates' } },
    });
    expect(data.image[0]).toMatch(/\/api\/map\/preview\?lat=/);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${window.location.origin}/events/11`);
    expect(metaContent('meta[property="og:title"]')).toBe('GRO Detroit Weekly Meeting');
    expect(metaContent('meta[property="og:url"]')).toBe(`${window.location.origin}/events/11`);
    expect(metaContent('meta[property="og:image"]')).toBe(data.image[0]);
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');

    await userEvent.click(screen.getAllByRole('link', { name: 'Events' })[0]);
    await findHeading('Events');
    await waitFor(() => expect(structuredData()).toBeNull());
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('keeps a title that closes a script as text in the structured data', async () => {
    openEvent(12, ok(hostile));
    await findHeading(hostile.title);
    await waitFor(() => expect(structuredData()?.name).toBe(hostile.title));
    expect(document.getElementById('structured-data')!.textContent).not.toContain('</script>');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});
