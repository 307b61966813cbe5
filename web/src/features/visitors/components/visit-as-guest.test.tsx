import { HEARD_FROM_OPTIONS, VISITOR_MESSAGES, type VisitorMeeting } from '@gro/config';
import { VISITOR_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildChapter } from '@/testing/chapter-fixtures';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { stubIntersectionObserver } from '@/testing/intersection-observer';
import { findHeading, renderApp } from '@/testing/render';

vi.mock('@/features/chapters/components/chapter-map-view', () => ({ default: () => <div data-testid="chapter-map" /> }));

const meeting: VisitorMeeting = {
  eventId: 7,
  title: 'GRO Detroit Weekly Meeting',
  date: '2026-12-01',
  start: '2026-12-01T12:30:00.000Z',
  end: '2026-12-01T14:00:00.000Z',
  timeZone: 'America/Detroit',
  location: 'TechTown Detroit',
  address: 'TechTown Detroit, 440 Burroughs St, Detroit, MI 48202',
};
const REGISTERED = VISITOR_MESSAGES.registered('Grace', meeting.title, 'Tuesday, December 1, 2026, 7:30 AM – 9:00 AM EST');

function openChapter(visitor: Parameters<typeof mockApi>[0][string], path = '/chapters/detroit') {
  const api = mockApi({
    'GET /chapter/slug/detroit': ok(buildChapter()),
    'GET /event/active': ok([]),
    'GET /chapter/detroit/visitor': visitor,
    'POST /chapter/detroit/visitor': ok({ meeting }, REGISTERED),
  });
  const view = renderApp(path);
  return { ...api, ...view };
}

async function fillGuest() {
  const actor = userEvent.setup();
  await actor.type(screen.getByLabelText(/^First Name/), 'Grace');
  await actor.type(screen.getByLabelText(/^Last Name/), 'Hopper');
  await actor.type(screen.getByLabelText(/^Email Address/), ' grace@example.com ');
  await actor.type(screen.getByLabelText(/^Phone Number/), '(313) 555-0142');
  await actor.type(screen.getByLabelText(/^Company/), 'Cobol Works');
  await actor.selectOptions(screen.getByLabelText(/^How You Heard About Us/), 'Search engine');
  return actor;
}

describe('Visit as a guest (chapter page)', () => {
  it('offers the next meeting in the chapter\'s time zone, and registers the guest: trimmed fields, the honeypot, the server\'s thank-you', async () => {
    const api = openChapter(ok(meeting));
    await findHeading('GRO Detroit');
    const form = await screen.findByRole('form', { name: VISITOR_TEXTS.formTitle });
    expect(screen.getByText(VISITOR_TEXTS.formLead(meeting.title, `Tuesday, Dec 1${new Date().getFullYear() === 2026 ? '' : ', 2026'}, 7:30 AM EST`))).toBeInTheDocument();
    const heard = within(form).getByLabelText(/^How You Heard About Us/);
    expect(within(heard).getAllByRole('option').map((o) => o.textContent)).toEqual([VISITOR_TEXTS.heardFromPlaceholder, ...HEARD_FROM_OPTIONS]);
    const actor = await fillGuest();
    await actor.click(within(form).getByRole('button', { name: VISITOR_TEXTS.submit }));
    const thanks = await screen.findByRole('status', { name: REGISTERED.title });
    expect(thanks).toHaveTextContent(REGISTERED.message);
    const [call] = api.callsTo('POST /chapter/detroit/visitor');
    expect(call.body).toEqual({
      firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com', phoneNumber: '(313) 555-0142', phoneExt: '', company: 'Cobol Works', industry: '', heardFrom: 'Search engine', website: '',
    });
  });

  it('checks the fields with the shared schema before sending', async () => {
    const api = openChapter(ok(meeting));
    const form = await screen.findByRole('form', { name: VISITOR_TEXTS.formTitle });
    await userEvent.click(within(form).getByRole('button', { name: VISITOR_TEXTS.submit }));
    expect(await within(form).findByText('How You Heard About Us is required')).toBeInTheDocument();
    expect(within(form).getByText('First Name is required')).toBeInTheDocument();
    expect(api.callsTo('POST /chapter/detroit/visitor')).toHaveLength(0);
  });

  it('shows a refusal it cannot place under a field (no meeting any more, too many tries) above the button, and field errors under their fields', async () => {
    const api = openChapter(ok(meeting));
    const form = await screen.findByRole('form', { name: VISITOR_TEXTS.formTitle });
    const actor = await fillGuest();
    const handlers = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST' ? failure(409, 'Conflict', VISITOR_MESSAGES.noMeeting) : handlers(input, init),
    );
    await actor.click(within(form).getByRole('button', { name: VISITOR_TEXTS.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(VISITOR_MESSAGES.noMeeting);
    api.fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST' ? fieldFailure('Invalid Request', 'Must be a valid email address', [{ path: ['email'], message: 'Must be a valid email address' }]) : handlers(input, init),
    );
    await actor.click(within(form).getByRole('button', { name: VISITOR_TEXTS.submit }));
    expect(await within(form).findByText('Must be a valid email address')).toBeInTheDocument();
  });

  it('is not shown when the chapter has no upcoming meeting, nor when the read fails', async () => {
    const api = openChapter(ok(null));
    await findHeading('GRO Detroit');
    await waitFor(() => expect(api.callsTo('GET /chapter/detroit/visitor')).toHaveLength(1));
    expect(screen.queryByRole('form', { name: VISITOR_TEXTS.formTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: VISITOR_TEXTS.formTitle })).not.toBeInTheDocument();
  });

  it("offers 'Visit as a guest' in Meeting Info, near the top, jumping down to the form's section", async () => {
    const { router } = openChapter(ok(meeting));
    await findHeading('GRO Detroit');
    const info = screen.getByRole('region', { name: 'Meeting Info' });
    const jump = await within(info).findByRole('link', { name: VISITOR_TEXTS.formTitle });
    expect(jump).toHaveAttribute('href', '/chapters/detroit#visit-as-guest');
    const form = await screen.findByRole('form', { name: VISITOR_TEXTS.formTitle });
    const section = document.getElementById('visit-as-guest');
    expect(section).toContainElement(form);
    await userEvent.click(jump);
    await waitFor(() => expect(router.state.location.hash).toBe('#visit-as-guest'));
    await waitFor(() => expect(section).toHaveFocus());
  });

  it('brings the form into view and the focus to it when the address names it, once it has loaded', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    openChapter(ok(meeting), '/chapters/detroit#visit-as-guest');
    await screen.findByRole('form', { name: VISITOR_TEXTS.formTitle });
    const section = document.getElementById('visit-as-guest');
    await waitFor(() => expect(section).toHaveFocus());
    expect(scrolled).toContain(section);
    scrollIntoView.mockRestore();
  });

  it('is not offered to a signed-in account, whatever its chapter: neither the form nor the link to it', async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser({ chapterId: 9, chapter: { id: 9, name: 'GRO Chicago' } }) });
    const api = openChapter(ok(meeting));
    await findHeading('GRO Detroit');
    expect(await screen.findByRole('link', { name: 'Open GRO Detroit in the portal' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: VISITOR_TEXTS.formTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: VISITOR_TEXTS.formTitle })).not.toBeInTheDocument();
    expect(api.callsTo('GET /chapter/detroit/visitor')).toHaveLength(0);
  });

  it("loads the form only when the visitor comes near the page's last section, or at once when the address names it", async () => {
    const { observed, enter, leave } = stubIntersectionObserver();
    const first = openChapter(ok(meeting));
    await findHeading('GRO Detroit');
    const section = () => observed.find((element) => element.id === 'visit-as-guest');
    await waitFor(() => expect(section()).toBeDefined());
    expect(screen.queryByRole('form', { name: VISITOR_TEXTS.formTitle })).not.toBeInTheDocument();
    leave(section());
    expect(screen.queryByRole('form', { name: VISITOR_TEXTS.formTitle })).not.toBeInTheDocument();
    enter(section());
    expect(await screen.findByRole('form', { name: VISITOR_TEXTS.formTitle })).toBeInTheDocument();
    first.unmount();

    // Named by the address (a link from Meeting Info or an event page): no need to come near it.
    openChapter(ok(meeting), '/chapters/detroit#visit-as-guest');
    expect(await screen.findByRole('form', { name: VISITOR_TEXTS.formTitle })).toBeInTheDocument();
  });
});
