import type { InboxItem, InboxPage } from '@gro/config';
import { INBOX_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const item = (fields: Partial<InboxItem> & Pick<InboxItem, 'id'>): InboxItem => ({
  kind: 'referralReceived',
  title: 'Ada Okafor passed you a referral',
  body: 'Needs a bookkeeper for a new bakery.',
  link: `/portal/referral/${fields.id}`,
  createdAt: minutesAgo(5),
  readAt: null,
  ...fields,
});

/** A live stream the test writes events into, as GET /account/inbox/stream would. */
function serverEvents() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (name: string) => controller.enqueue(encoder.encode(`event: ${name}\ndata: {}\n\n`)),
  };
}

async function openPortal(first: InboxPage, older?: InboxPage, stream = serverEvents()) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  let page = first;
  const api = mockApi({
    'GET /account': ok(user),
    'GET /account/inbox/stream': () => stream.response(),
    'GET /account/inbox': (call) => ok(call.query.before ? older! : page),
    'POST /account/inbox/read': (call) => ok({ unread: (call.body as { all?: boolean }).all ? 0 : Math.max(0, first.unread - ((call.body as { ids: number[] }).ids.length)) }),
  });
  const rendered = renderApp('/portal');
  await findHeading('Dashboard');
  return { api, ...rendered, actor: userEvent.setup(), stream, nextPage: (next: InboxPage) => void (page = next) };
}

describe('the notification centre in the portal header', () => {
  it('shows the unread count on the bell, names it for screen readers and reads it out', async () => {
    await openPortal({ items: [item({ id: 2 }), item({ id: 1 })], unread: 2, more: false });
    const bell = await screen.findByRole('button', { name: INBOX_TEXTS.buttonLabel(2) });
    expect(bell).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(INBOX_TEXTS.unreadAnnouncement(2))).toHaveAttribute('aria-live', 'polite');
  });

  it('lists the notifications newest first with their time; opening one marks it read and goes to its screen', async () => {
    const { api, actor, router } = await openPortal({ items: [item({ id: 7, createdAt: minutesAgo(3 * 60) }), item({ id: 6, title: 'Ben Lee proposed a one-to-one', link: '/portal/one-to-one', readAt: minutesAgo(10) })], unread: 1, more: false });
    await actor.click(await screen.findByRole('button', { name: INBOX_TEXTS.buttonLabel(1) }));
    const panel = screen.getByRole('region', { name: INBOX_TEXTS.heading });
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveTextContent(`${INBOX_TEXTS.unread}: Ada Okafor passed you a referral`);
    expect(links[0]).toHaveTextContent('3 hours ago');
    expect(links[1]).not.toHaveTextContent(INBOX_TEXTS.unread);
    await actor.click(links[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/referral/7'));
    await waitFor(() => expect(api.callsTo('POST /account/inbox/read')[0]?.body).toEqual({ ids: [7] }));
    expect(screen.queryByRole('region', { name: INBOX_TEXTS.heading })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: INBOX_TEXTS.buttonLabel(0) })).toBeInTheDocument();
  });

  it("marks all read, shows older ones on 'Show older', and closes on Escape with the focus back on the bell", async () => {
    const { api, actor } = await openPortal({ items: [item({ id: 30 })], unread: 3, more: true }, { items: [item({ id: 12, title: 'An older one' })], unread: 3, more: false });
    const bell = await screen.findByRole('button', { name: INBOX_TEXTS.buttonLabel(3) });
    await actor.click(bell);
    const panel = screen.getByRole('region', { name: INBOX_TEXTS.heading });
    await actor.click(within(panel).getByRole('button', { name: INBOX_TEXTS.older }));
    expect(await within(panel).findByText('An older one')).toBeInTheDocument();
    expect(api.callsTo('GET /account/inbox').some((call) => call.query.before === '30')).toBe(true);
    expect(within(panel).queryByRole('button', { name: INBOX_TEXTS.older })).not.toBeInTheDocument();
    await actor.click(within(panel).getByRole('button', { name: INBOX_TEXTS.markAllRead }));
    await waitFor(() => expect(api.callsTo('POST /account/inbox/read')[0]?.body).toEqual({ all: true }));
    expect(await screen.findByRole('button', { name: INBOX_TEXTS.buttonLabel(0) })).toBeInTheDocument();
    expect(within(panel).queryByText(`${INBOX_TEXTS.unread}:`, { exact: false })).not.toBeInTheDocument();
    await actor.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: INBOX_TEXTS.heading })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('updates the count without a reload when the live stream says the notifications changed', async () => {
    const { api, stream, nextPage } = await openPortal({ items: [], unread: 0, more: false });
    await screen.findByRole('button', { name: INBOX_TEXTS.buttonLabel(0) });
    await waitFor(() => expect(api.callsTo('GET /account/inbox/stream')).toHaveLength(1));
    expect(api.callsTo('GET /account/inbox/stream')[0]).toMatchObject({ method: 'GET' });
    nextPage({ items: [item({ id: 41 })], unread: 1, more: false });
    stream.send('ready');
    stream.send('inbox');
    expect(await screen.findByRole('button', { name: INBOX_TEXTS.buttonLabel(1) })).toHaveTextContent('1');
    expect(screen.getByText(INBOX_TEXTS.unreadAnnouncement(1))).toBeInTheDocument();
    expect(api.callsTo('GET /account/inbox/stream'), 'one stream for the page, however often it renders').toHaveLength(1);
  });

  it('says what will show up here while there is nothing yet', async () => {
    const { actor } = await openPortal({ items: [], unread: 0, more: false });
    await actor.click(await screen.findByRole('button', { name: INBOX_TEXTS.buttonLabel(0) }));
    const panel = screen.getByRole('region', { name: INBOX_TEXTS.heading });
    expect(within(panel).getByText(INBOX_TEXTS.empty)).toBeInTheDocument();
    expect(within(panel).getByText(INBOX_TEXTS.emptyHint)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: INBOX_TEXTS.markAllRead })).not.toBeInTheDocument();
  });
});
