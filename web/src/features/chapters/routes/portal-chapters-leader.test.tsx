import { CHAPTER_LEADER_MESSAGES, type User } from '@gro/config';
import { CHAPTER_LEADER_TEXTS, VISITOR_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter } from '@/testing/chapter-fixtures';
import { buildUser } from '@/testing/fixtures';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const detroit = buildChapter();
const lansing = buildChapter({ id: 2, uuid: 'c0a8f6d2-0002-4c1e-9f00-000000000002', name: 'GRO Lansing', slug: 'lansing' });
const saved = { title: 'Chapter saved', message: 'GRO Detroit was saved.' };
const noVisitors = ok({ items: [], pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } });

function open(user: User, path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /chapter': ok([detroit, lansing]),
    'GET /chapter/defaults': ok({ timeZone: 'America/Detroit' }),
    'GET /chapter/1': ok(buildChapter({ users: [] })),
    'GET /chapter/2': ok({ ...lansing, users: [] }),
    'GET /chapter/1/visitors': noVisitors,
    ...handlers,
  });
  renderApp(path);
  return { api, actor: userEvent.setup() };
}

describe('portal chapters for a chapter leader', () => {
  it('offers Edit only on the chapters the leader leads, and no Create or Export', async () => {
    open(buildLeader([DETROIT]), '/portal/chapter');
    expect(await screen.findByRole('button', { name: 'Edit GRO Detroit' })).toBeInTheDocument();
    expect(screen.getByText('GRO Lansing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit GRO Lansing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Chapter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('edits the rest of the chapter with PUT /chapter/{uuid}; name, slug and Active are shown, not changed, and the leaders section is not there', async () => {
    const { api, actor } = open(buildLeader([DETROIT]), '/portal/chapter', { [`PUT /chapter/${detroit.uuid}`]: ok(detroit, saved) });
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Edit Chapter' }));
    expect(drawer.getByLabelText(/^Name/)).toHaveAttribute('readonly');
    expect(drawer.getByLabelText(/^Slug/)).toHaveAttribute('readonly');
    expect(drawer.getByRole('checkbox', { name: /Active/ })).toBeDisabled();
    expect(drawer.getByText(CHAPTER_LEADER_MESSAGES.adminOnlyFields)).toBeInTheDocument();
    expect(drawer.queryByRole('heading', { name: CHAPTER_LEADER_TEXTS.chapterHeading })).not.toBeInTheDocument();
    await actor.clear(drawer.getByLabelText(/^Location/));
    await actor.type(drawer.getByLabelText(/^Location/), 'Detroit Foundation Hotel');
    await actor.click(drawer.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo(`PUT /chapter/${detroit.uuid}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /chapter/${detroit.uuid}`)[0].body).toMatchObject({
      name: 'GRO Detroit',
      slug: 'detroit',
      isActive: true,
      location: 'Detroit Foundation Hotel',
    });
  });

  it("shows the chapter's page with the way to its visitors and an Edit action to its leader", async () => {
    const { api } = open(buildLeader([DETROIT]), '/portal/chapter/1');
    expect(await findHeading('GRO Detroit')).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByRole('link', { name: VISITOR_TEXTS.visitorsTitle })).toHaveAttribute('href', '/portal/my-chapter/1/visitors');
    expect(screen.getByRole('button', { name: 'Edit Chapter' })).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/visitors')).toHaveLength(0);
  });

  it("shows neither to the leader on another chapter's page, nor to a member", async () => {
    const { api } = open(buildLeader([DETROIT]), '/portal/chapter/2');
    expect(await findHeading('GRO Lansing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Chapter' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: VISITOR_TEXTS.visitorsTitle })).not.toBeInTheDocument();
    expect(api.callsTo('GET /chapter/2/visitors')).toHaveLength(0);
  });

  it('shows a member neither the Edit action nor the visitors of their own chapter', async () => {
    open(buildUser(), '/portal/chapter/1');
    expect(await findHeading('GRO Detroit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Chapter' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: VISITOR_TEXTS.visitorsTitle })).not.toBeInTheDocument();
  });
});
