import type { User } from '@gro/config';
import { MY_CHAPTER_TEXTS, RSVP_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter, buildEvent } from '@/testing/chapter-fixtures';
import { buildAdmin } from '@/testing/fixtures';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const weekly = buildEvent();
const lansingMixer = buildEvent({ id: 12, title: 'Lansing Mixer', chapterId: 2, chapter: { id: 2, name: 'GRO Lansing' } });
const saved = { title: 'Event saved', message: 'Holiday Mixer was saved.' };
const page = (items: (typeof weekly)[]) => ok({ items, pagination: { page: 1, pageSize: 10, pageCount: 1, total: items.length } });

function openEvents(user: User, path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /event': page([weekly, lansingMixer]),
    'GET /chapter': ok([buildChapter(), buildChapter({ id: 2, name: 'GRO Lansing', slug: 'lansing' })]),
    ...handlers,
  });
  renderApp(path);
  return { api, actor: userEvent.setup() };
}

describe('portal events for a chapter leader', () => {
  it("lists only the chapter's events on My chapter: GET /event with chapter=ID", async () => {
    const { api } = openEvents(buildLeader([DETROIT]), '/portal/my-chapter/1/events', { 'GET /event': page([weekly]) });
    expect(await findHeading(MY_CHAPTER_TEXTS.eventsTitle('GRO Detroit'))).toBeInTheDocument();
    await screen.findByText('GRO Detroit Weekly Meeting');
    expect(api.callsTo('GET /event')[0].query).toMatchObject({ page: '1', pageSize: '10', chapter: '1' });
    expect(screen.getByRole('button', { name: 'Edit GRO Detroit Weekly Meeting' })).toBeInTheDocument();
    // Exports stay the admins'.
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('adds an event to the chapter with POST /chapter/{id}/event, the chapter shown but not chosen', async () => {
    const { api, actor } = openEvents(buildLeader([DETROIT]), '/portal/my-chapter/1/events', {
      'GET /event': page([weekly]),
      'POST /chapter/1/event': ok(weekly, saved),
    });
    await actor.click(await screen.findByRole('button', { name: 'Create Event' }));
    const drawer = screen.getByRole('dialog', { name: 'Create Event' });
    const chapter = within(drawer).getByLabelText(/^Chapter/);
    expect(chapter).toHaveValue('GRO Detroit');
    expect(chapter).toHaveAttribute('readonly');
    expect(within(drawer).getByText(MY_CHAPTER_TEXTS.eventChapterFixed)).toBeInTheDocument();
    await actor.type(within(drawer).getByLabelText(/^Title/), 'Holiday Mixer');
    await actor.type(within(drawer).getByLabelText(/^Date/), '2026-11-24');
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST /chapter/1/event')).toHaveLength(1));
    expect(api.callsTo('POST /chapter/1/event')[0].body).toMatchObject({ title: 'Holiday Mixer', chapter: { connect: [{ id: 1 }] } });
    expect(api.callsTo('POST /event')).toHaveLength(0);
  });

  it('in the whole list, offers Edit only on the events of the chapters the leader leads, and no Create', async () => {
    openEvents(buildLeader([DETROIT]), '/portal/event');
    await screen.findByText('Lansing Mixer');
    expect(screen.getByRole('button', { name: 'Edit GRO Detroit Weekly Meeting' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Lansing Mixer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
  });

  it('edits with PUT /event/{id}, the chapter select offering only the chapters the leader leads', async () => {
    const { api, actor } = openEvents(buildLeader([DETROIT]), '/portal/event', { 'PUT /event/11': ok(weekly, saved) });
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit Weekly Meeting' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Event' });
    const chapter = within(drawer).getByLabelText(/^Chapter/);
    // Required for a leader (the server refuses an event of no chapter), with their own hint.
    expect(chapter).toHaveAccessibleDescription(MY_CHAPTER_TEXTS.eventChapterLed);
    expect(chapter).toBeRequired();
    await actor.clear(chapter);
    await actor.type(chapter, 'GRO');
    const menu = await within(drawer).findByRole('listbox');
    await within(menu).findByRole('option', { name: 'GRO Detroit' });
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['GRO Detroit']);
    await actor.click(within(drawer).getByRole('option', { name: 'GRO Detroit' }));
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /event/11')).toHaveLength(1));
    expect(api.callsTo('PUT /event/11')[0].body).toMatchObject({ chapter: { connect: [{ id: 1 }] } });
  });

  it("shows the attendees in the RSVP drawer of the leader's chapter's events only", async () => {
    const { api, actor } = openEvents(buildLeader([DETROIT]), '/portal/event', {
      'GET /event/11/rsvp': ok({ eventId: 11, title: weekly.title, timeZone: 'America/Detroit', occurrences: [] }),
      'GET /event/12/rsvp': ok({ eventId: 12, title: lansingMixer.title, timeZone: 'America/Detroit', occurrences: [] }),
      'GET /event/11/attendees': ok({ eventId: 11, title: weekly.title, date: '2026-12-01', capacity: null, going: 0, waitlisted: 0, attendees: [] }),
    });
    await actor.click(await screen.findByRole('button', { name: `${RSVP_TEXTS.open} — ${weekly.title}` }));
    const drawer = await screen.findByRole('dialog', { name: RSVP_TEXTS.drawerTitle(weekly.title) });
    expect(await within(drawer).findByText(RSVP_TEXTS.noAnswers)).toBeInTheDocument();
    await actor.click(within(drawer).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await actor.click(screen.getByRole('button', { name: `${RSVP_TEXTS.open} — ${lansingMixer.title}` }));
    const other = await screen.findByRole('dialog', { name: RSVP_TEXTS.drawerTitle(lansingMixer.title) });
    expect(await within(other).findByText(RSVP_TEXTS.noOccurrences)).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: RSVP_TEXTS.exportCsv })).not.toBeInTheDocument();
    expect(api.callsTo('GET /event/12/attendees')).toHaveLength(0);
  });

  it('lets an admin add to any chapter from My chapter as well', async () => {
    openEvents(buildAdmin(), '/portal/my-chapter/2/events', { 'GET /event': page([lansingMixer]) });
    expect(await findHeading(MY_CHAPTER_TEXTS.eventsTitle('GRO Lansing'))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Lansing Mixer' })).toBeInTheDocument();
  });
});
