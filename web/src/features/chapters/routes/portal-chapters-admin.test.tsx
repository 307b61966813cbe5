import { CHAPTER_LEADER_MESSAGES, CHAPTER_RIGHTS, CHAPTER_RIGHT_NAMES, COMMON_TIME_ZONES, ROLE_LABELS, type User } from '@gro/config';
import { ADMIN_FORM_TEXTS, CHAPTER_DRAWER_TEXTS, CHAPTER_LEADER_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter, buildMember } from '@/testing/chapter-fixtures';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const detroit = buildChapter();
const saved = { title: 'Chapter saved', message: 'GRO Lansing was saved.' };

function openChapters(user: User, handlers: Parameters<typeof mockApi>[0] = {}) {
  authStore.setAuth({ token: 'jwt', user });
  // The server's APP_TIMEZONE, on purpose not the config's fallback (America/Detroit).
  const api = mockApi({ 'GET /account': ok(user), 'GET /chapter': ok([detroit]), 'GET /chapter/defaults': ok({ timeZone: 'America/Chicago' }), ...handlers });
  renderApp('/portal/chapter');
  return { api, actor: userEvent.setup() };
}

async function openCreate(handlers: Parameters<typeof mockApi>[0] = {}) {
  const view = openChapters(buildAdmin(), handlers);
  await view.actor.click(await screen.findByRole('button', { name: 'Create Chapter' }));
  return { ...view, drawer: screen.getByRole('dialog', { name: 'Create Chapter' }) };
}

describe('portal chapters: admin create and edit', () => {
  it('shows members no Create button and no edit action', async () => {
    openChapters(buildUser());
    await screen.findByText('GRO Detroit');
    expect(screen.queryByRole('button', { name: 'Create Chapter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('starts a new chapter at 9:00 AM to 10:00 AM, active, with times every 15 minutes across 24 hours', async () => {
    const { drawer } = await openCreate();
    expect(within(drawer).getByLabelText(/^Name/)).toHaveFocus();
    const start = within(drawer).getByLabelText('Start Time') as HTMLSelectElement;
    expect(start).toHaveValue('09:00');
    expect(within(drawer).getByLabelText('End Time')).toHaveValue('10:00');
    expect(within(drawer).getByLabelText('Active')).toBeChecked();
    const options = within(start).getAllByRole('option');
    expect(options).toHaveLength(96);
    expect(options.slice(0, 2).map((o) => [o.textContent, (o as HTMLOptionElement).value])).toEqual([
      ['12:00 AM', '00:00'],
      ['12:15 AM', '00:15'],
    ]);
    expect(options.at(-1)).toHaveTextContent('11:45 PM');
    expect((options.at(-1) as HTMLOptionElement).value).toBe('23:45');
  });

  it('shows the errors inline: required fields, email format and an end before the start', async () => {
    const { api, actor, drawer } = await openCreate();
    await actor.type(within(drawer).getByLabelText(/^Email/), 'not-an-email');
    await actor.selectOptions(within(drawer).getByLabelText('End Time'), '08:30');
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Name is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Location is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Must be a valid email address')).toBeInTheDocument();
    expect(within(drawer).getByText('End time must be after start time')).toBeInTheDocument();
    expect(api.callsTo('POST /chapter')).toHaveLength(0);
  });

  it("creates with POST /chapter, closes, toasts the server's message and refetches the chapters", async () => {
    const { api, actor, drawer } = await openCreate({ 'POST /chapter': ok(buildChapter({ id: 2, name: 'GRO Lansing' }), saved) });
    await actor.type(within(drawer).getByLabelText(/^Name/), 'GRO Lansing');
    await actor.type(within(drawer).getByLabelText(/^Location/), 'Lansing Center');
    await actor.type(within(drawer).getByLabelText(/^Email/), 'lansing@gro.example.org');
    await actor.selectOptions(within(drawer).getByLabelText('Day of Week'), 'Thursday');
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Chapter' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /chapter')[0].body).toMatchObject({
      name: 'GRO Lansing',
      location: 'Lansing Center',
      email: 'lansing@gro.example.org',
      dayOfWeek: 'Thursday',
      timeStart: '09:00',
      timeEnd: '10:00',
      isActive: true,
      latitude: null,
    });
    expect(lastShownToast()).toMatchObject({ type: 'success', ...saved });
    await waitFor(() => expect(api.callsTo('GET /chapter')).toHaveLength(2));
  });

  it('edits with PUT /chapter/{uuid}, starting from the chapter as it is', async () => {
    const { api, actor } = openChapters(buildAdmin(), { [`PUT /chapter/${detroit.uuid}`]: ok(detroit, saved) });
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Chapter' });
    expect(within(drawer).getByLabelText(/^Name/)).toHaveValue('GRO Detroit');
    expect(within(drawer).getByLabelText('Start Time')).toHaveValue('07:30');
    expect(within(drawer).getByLabelText('Day of Week')).toHaveValue('Tuesday');
    await actor.clear(within(drawer).getByLabelText(/^Location/));
    await actor.type(within(drawer).getByLabelText(/^Location/), 'Detroit Athletic Club');
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo(`PUT /chapter/${detroit.uuid}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /chapter/${detroit.uuid}`)[0].body).toMatchObject({ name: 'GRO Detroit', location: 'Detroit Athletic Club' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers the organisation default and the common US time zones, and sends the chosen one", async () => {
    const { api, actor } = openChapters(buildAdmin(), { [`PUT /chapter/${detroit.uuid}`]: ok(detroit, saved) });
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Chapter' });
    const zone = within(drawer).getByRole('combobox', { name: 'Time Zone' });
    expect(await within(zone).findByRole('option', { name: 'Organisation default (America/Chicago)' })).toBeInTheDocument();
    expect(zone).toHaveDisplayValue('Organisation default (America/Chicago)');
    expect(ADMIN_FORM_TEXTS.timeZoneDefault('America/Chicago')).toBe('Organisation default (America/Chicago)');
    expect(within(zone).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', ...COMMON_TIME_ZONES]);
    await actor.selectOptions(zone, 'America/Los_Angeles');
    expect(zone).toHaveDisplayValue('America/Los Angeles');
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo(`PUT /chapter/${detroit.uuid}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /chapter/${detroit.uuid}`)[0].body).toMatchObject({ timeZone: 'America/Los_Angeles' });
  });

  it("names no zone for the default while the server's is unknown (a failed read does not block the form)", async () => {
    const { actor } = openChapters(buildAdmin(), { 'GET /chapter/defaults': failure(500, 'Error', 'Down') });
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit' }));
    const zone = within(screen.getByRole('dialog', { name: 'Edit Chapter' })).getByRole('combobox', { name: 'Time Zone' });
    await waitFor(() => expect(zone).toHaveDisplayValue(ADMIN_FORM_TEXTS.timeZoneDefaultUnnamed));
    expect(within(zone).queryByRole('option', { name: /America\/Detroit\)/ })).not.toBeInTheDocument();
  });

  it('keeps a stored time zone that is not in the list, and sends none for the organisation default', async () => {
    const london = buildChapter({ timeZone: 'Europe/London' });
    const { api, actor } = openChapters(buildAdmin(), { 'GET /chapter': ok([london]), [`PUT /chapter/${london.uuid}`]: ok(london, saved) });
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Chapter' });
    const zone = within(drawer).getByRole('combobox', { name: 'Time Zone' });
    expect(zone).toHaveValue('Europe/London');
    await actor.selectOptions(zone, '');
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo(`PUT /chapter/${london.uuid}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /chapter/${london.uuid}`)[0].body).toMatchObject({ timeZone: null });
  });

  it("keeps the drawer open and shows the server's field errors under the fields", async () => {
    const { actor } = openChapters(buildAdmin(), {
      [`PUT /chapter/${detroit.uuid}`]: fieldFailure('Invalid Request', 'Please correct the highlighted fields.', [
        { path: ['email'], message: 'Must be a valid email address' },
      ]),
    });
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Chapter' });
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    expect(await within(drawer).findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Chapter' })).toBeInTheDocument();
  });

  it('shows the load error state for admins too', async () => {
    openChapters(buildAdmin(), { 'GET /chapter': failure(500, 'Error', 'Down') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The chapters could not be loaded.');
    await findHeading('Chapters');
  });
});

describe("the chapter drawer's leaders", () => {
  const leader = { user: { id: 31, fullname: 'Lucia Hernandez', email: 'lucia@example.com' }, grantedAt: '2026-11-20T10:00:00.000Z' };

  it('lists the leaders, adds a member chosen by name, and removes one after asking', async () => {
    const members = { items: [{ ...buildMember({ id: 32, firstname: 'Andre', lastname: 'Washington' }), fullname: 'Andre Washington' }], pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } };
    const { api, actor } = openChapters(buildAdmin(), {
      [`GET /chapter/${detroit.id}/leaders`]: ok([leader]),
      'GET /user/directory': ok(members),
      [`PUT /chapter/${detroit.id}/leaders/32`]: ok([leader], CHAPTER_LEADER_MESSAGES.granted('Andre Washington', 'GRO Detroit')),
      [`DELETE /chapter/${detroit.id}/leaders/31`]: ok([], CHAPTER_LEADER_MESSAGES.revoked('Lucia Hernandez', 'GRO Detroit')),
    });
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Chapter' });
    expect(within(drawer).getByRole('tab', { name: CHAPTER_DRAWER_TEXTS.tabs.details })).toHaveAttribute('aria-selected', 'true');
    await actor.click(within(drawer).getByRole('tab', { name: CHAPTER_DRAWER_TEXTS.tabs.leaders }));
    const section = within(drawer).getByRole('region', { name: CHAPTER_LEADER_TEXTS.chapterHeading });
    expect(await within(section).findByText('Lucia Hernandez')).toBeInTheDocument();
    // What the role gives, from the one table of rights, under a summary the keyboard opens.
    const rights = within(section).getByText(CHAPTER_LEADER_TEXTS.rightsSummary(ROLE_LABELS.leader));
    await actor.click(rights);
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(CHAPTER_RIGHT_NAMES.map((name) => `${CHAPTER_RIGHTS[name].label}: ${CHAPTER_RIGHTS[name].description}`)),
    );

    await actor.type(within(section).getByLabelText(new RegExp(`^${CHAPTER_LEADER_TEXTS.memberLabel}`)), 'Andre');
    await actor.click(await within(section).findByRole('option', { name: /Andre Washington/ }));
    await actor.click(within(section).getByRole('button', { name: CHAPTER_LEADER_TEXTS.grant }));
    await waitFor(() => expect(api.callsTo(`PUT /chapter/${detroit.id}/leaders/32`)).toHaveLength(1));

    await actor.click(within(section).getByRole('button', { name: CHAPTER_LEADER_TEXTS.removeLabel('Lucia Hernandez', 'GRO Detroit') }));
    await actor.click(within(await screen.findByRole('alertdialog', { name: CHAPTER_LEADER_TEXTS.removeTitle })).getByRole('button', { name: CHAPTER_LEADER_TEXTS.removeConfirm }));
    await waitFor(() => expect(api.callsTo(`DELETE /chapter/${detroit.id}/leaders/31`)).toHaveLength(1));
    expect(api.callsTo(`PUT /chapter/${detroit.uuid}`)).toHaveLength(0);
  });
});
