import { CALENDAR_TEXTS, CHAPTER_NOT_FOUND, COPY_CONFIRMATION_MS, type ChapterEvent } from '@gro/config';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildChapter, buildEvent, buildMember, buildSpecialEvent } from '@/testing/chapter-fixtures';
import { authStore } from '@/lib/auth';
import { buildUser, failure, jsonResponse } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { stubIntersectionObserver } from '@/testing/intersection-observer';
import { findHeading, renderApp } from '@/testing/render';

// Leaflet needs a real browser: the lazily loaded map module is replaced by a stand-in.
vi.mock('@/features/chapters/components/chapter-map-view', () => ({
  default: ({ name, latitude, longitude }: { name: string; latitude: number; longitude: number }) => (
    <div data-testid="chapter-map">{`${name} at ${latitude},${longitude}`}</div>
  ),
}));

const chapter = buildChapter({ users: [buildMember(), buildMember({ id: 22, fullname: 'Priya Raman' })] });
const FULL_ADDRESS = '440 Burroughs St, Detroit, MI 48202, United States';

function openChapter(events: ChapterEvent[] = []) {
  const api = mockApi({
    'GET /chapter/slug/detroit': ok(chapter),
    'GET /event/active': ({ query }) => (query.chapter === 'detroit' ? ok(events) : ok([])),
  });
  const view = renderApp('/chapters/detroit');
  return { api, ...view };
}

function stubClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('chapter detail (/chapters/{slug})', () => {
  it('shows the chapter: About, the map at its coordinates and Meeting Info; the tab is titled with its name', async () => {
    openChapter();
    expect(await findHeading('GRO Detroit')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('GRO Detroit | GRO'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', chapter.description);
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText(/founding chapter/)).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(await screen.findByTestId('chapter-map')).toHaveTextContent('GRO Detroit at 42.3637,-83.0681');

    const info = screen.getByRole('region', { name: 'Meeting Info' });
    expect(within(info).getByText('Tuesday')).toBeInTheDocument();
    expect(within(info).getByText('7:30 AM – 9:00 AM')).toBeInTheDocument();
    expect(within(info).getByText('TechTown Detroit')).toBeInTheDocument();
    expect(within(info).getByText('440 Burroughs St')).toBeInTheDocument();
    expect(within(info).getByText('Detroit, MI 48202')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'detroit@gro.example.org' })).toHaveAttribute(
      'href',
      'mailto:detroit@gro.example.org',
    );
  });

  it('fetches the map only once it comes near the viewport', async () => {
    const { observed, enter, leave } = stubIntersectionObserver();
    openChapter();
    const region = await screen.findByRole('region', { name: /map/i });
    // The chapter renders as a transition (useDeferredResult), whose effects may run a moment after its commit.
    await waitFor(() => expect(observed).toEqual([region]));
    expect(screen.queryByTestId('chapter-map')).not.toBeInTheDocument();
    leave(region);
    expect(screen.queryByTestId('chapter-map')).not.toBeInTheDocument();
    enter(region);
    expect(await screen.findByTestId('chapter-map')).toHaveTextContent('GRO Detroit at 42.3637,-83.0681');
  });

  it("links 'Open in Maps' to a maps search for the full address, in a new tab", async () => {
    openChapter();
    await findHeading('GRO Detroit');
    const link = screen.getByRole('link', { name: /Open in Maps/ });
    expect(link).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(FULL_ADDRESS)}`);
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=440%20Burroughs%20St%2C%20Detroit%2C%20MI%2048202%2C%20United%20States',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("copies the address and says 'Copied!' for 2000 ms", async () => {
    const writeText = stubClipboard();
    // The copying code loads on the first copy (a dynamic import): loaded here first, with real
    // timers, so under fake timers the copy waits only for the microtask queue, never for the disk.
    await import('@/hooks/clipboard');
    openChapter();
    await findHeading('GRO Detroit');
    vi.useFakeTimers();
    const info = within(screen.getByRole('region', { name: 'Meeting Info' }));
    const status = info.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(info.getByRole('button', { name: 'Copy address' }));
    // The module is loaded already: a few turns of the microtask queue.
    for (let turn = 0; turn < 20 && status.textContent !== 'Copied!'; turn += 1) await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(FULL_ADDRESS);
    expect(status).toHaveTextContent('Copied!');
    expect(info.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(status).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
    expect(info.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });

  it('falls back to a selection copy where the Clipboard API is missing', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    openChapter();
    await findHeading('GRO Detroit');
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it("lists the chapter's upcoming events (its own and those of no chapter) from /event/active?chapter={slug}", async () => {
    const { api } = openChapter([buildEvent(), buildSpecialEvent()]);
    await findHeading('GRO Detroit');
    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(await within(events).findByRole('heading', { level: 3, name: 'GRO Detroit Weekly Meeting' })).toBeInTheDocument();
    expect(within(events).getByRole('heading', { level: 3, name: 'Holiday Mixer' })).toBeInTheDocument();
    expect(within(events).getByText('Recurring Event')).toBeInTheDocument();
    expect(within(events).getByText('Special Event')).toBeInTheDocument();
    expect(api.callsTo('GET /event/active').map((call) => call.query)).toEqual([{ chapter: 'detroit' }]);
  });

  it('shows the four soonest events, then a link to all of them on the events page filtered to the chapter', async () => {
    const events = Array.from({ length: 6 }, (_, i) => buildSpecialEvent({ id: 100 + i, title: `Event ${i + 1}` }));
    openChapter(events);
    await findHeading('GRO Detroit');
    const region = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(await within(region).findByRole('heading', { level: 3, name: 'Event 4' })).toBeInTheDocument();
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Event 1', 'Event 2', 'Event 3', 'Event 4']);
    expect(within(region).getByRole('link', { name: 'See all 6 events' })).toHaveAttribute('href', '/events?chapter=detroit');
  });

  it("offers the chapter's calendar feed in Meeting Info, and each event's own file on its card", async () => {
    openChapter([buildEvent(), buildSpecialEvent()]);
    await findHeading('GRO Detroit');
    const feed = screen.getByRole('link', { name: 'Add GRO Detroit meetings to calendar' });
    expect(feed).toHaveTextContent(CALENDAR_TEXTS.subscribe);
    expect(feed).toHaveAttribute('href', '/api/chapter/detroit/calendar.ics');
    expect(feed).toHaveAttribute('download');
    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    const weekly = await within(events).findByRole('link', { name: 'Add GRO Detroit Weekly Meeting to calendar' });
    expect(weekly).toHaveAttribute('href', '/api/event/11/calendar.ics');
    expect(within(events).getByRole('link', { name: 'Add Holiday Mixer to calendar' })).toHaveAttribute('href', '/api/event/12/calendar.ics');
  });

  it("says 'No events found.' when the chapter has none", async () => {
    openChapter([]);
    await findHeading('GRO Detroit');
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
  });

  it('invites the visitor to join, linking to /signup', async () => {
    openChapter();
    await findHeading('GRO Detroit');
    expect(screen.getByRole('link', { name: 'Join GRO Detroit' })).toHaveAttribute('href', '/signup');
  });

  it('tells a signed-in member of this chapter they are one, with a way to their dashboard instead of sign-up', async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser({ chapterId: 1, chapter: { id: 1, name: 'GRO Detroit' } }) });
    openChapter();
    await findHeading('GRO Detroit');
    const card = screen.getByRole('region', { name: 'You are a member of this chapter' });
    expect(within(card).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/portal');
    expect(screen.queryByRole('link', { name: 'Join GRO Detroit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sign ?up|join/i })).not.toBeInTheDocument();
  });

  it("sends a signed-in member of another chapter to this chapter's portal page, not to sign-up", async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser({ chapterId: 9, chapter: { id: 9, name: 'GRO Chicago' } }) });
    openChapter();
    await findHeading('GRO Detroit');
    const card = screen.getByRole('region', { name: 'Meet GRO Detroit' });
    expect(card).toHaveTextContent('You are a member of GRO Chicago.');
    expect(within(card).getByRole('link', { name: 'Open GRO Detroit in the portal' })).toHaveAttribute('href', '/portal/chapter/1');
    expect(screen.queryByRole('link', { name: 'Join GRO Detroit' })).not.toBeInTheDocument();
  });
});

describe("chapter detail's 'Chapter Not Found' view", () => {
  it("shows the server's message of a 404 and a link back to /chapters", async () => {
    mockApi({ 'GET /chapter/slug/nowhere': failure(404, 'Chapter Not Found', 'That chapter closed in 2024.') });
    renderApp('/chapters/nowhere');
    expect(await findHeading('Chapter Not Found')).toBeInTheDocument();
    expect(screen.getByText('That chapter closed in 2024.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Chapters' })).toHaveAttribute('href', '/chapters');
    await waitFor(() => expect(document.title).toBe('Chapter Not Found | GRO'));
  });

  it("shows 'The chapter you are looking for does not exist or was removed.' when the call fails without a message", async () => {
    mockApi({ 'GET /chapter/slug/detroit': jsonResponse(null, 502) });
    renderApp('/chapters/detroit');
    expect(await findHeading(CHAPTER_NOT_FOUND.title)).toBeInTheDocument();
    expect(screen.getByText('The chapter you are looking for does not exist or was removed.')).toBeInTheDocument();
  });
});
