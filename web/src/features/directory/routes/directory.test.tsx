import type { MemberListItem } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildMember } from '@/testing/chapter-fixtures';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok, type ApiCall } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const member = (id: number, firstname: string, lastname: string, extra: Partial<MemberListItem> = {}) =>
  buildMember({ id, firstname, lastname, fullname: `${firstname} ${lastname}`.trim(), email: `m${id}@example.com`, ...extra });

/** 60 members in last-name order, as the server sorts them; pages of pageSize. */
const everyone = [
  member(1, 'Bo', 'Adams', { role: [{ name: 'Member' }, { name: 'Chapter Leader' }] }),
  member(2, 'Marcus', 'Bell'),
  ...Array.from({ length: 57 }, (_, i) => member(10 + i, 'Member', `Nash ${String(i).padStart(2, '0')}`)),
  member(3, 'Prince', ''),
];

function directory({ query }: ApiCall) {
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  const q = query.q?.toLowerCase();
  const matching = everyone.filter((m) => !q || `${m.fullname} ${m.email}`.toLowerCase().includes(q));
  return ok({
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    pagination: { page, pageSize, pageCount: Math.ceil(matching.length / pageSize), total: matching.length },
  });
}

function openDirectory(handler: Parameters<typeof mockApi>[0][string] = directory) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /user/directory': handler });
  renderApp('/portal/user/directory');
  return api;
}

const section = (letter: string) => screen.getByRole('region', { name: letter });

describe('member directory (/portal/user/directory)', () => {
  it("groups members by the first letter of the last name ('#' when none), with role names and email links", async () => {
    const api = openDirectory();
    await findHeading('Member Directory');
    expect(await screen.findByRole('heading', { level: 2, name: 'A' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['A', 'B', 'N']);
    const adams = within(section('A'));
    expect(adams.getByRole('link', { name: 'Bo Adams' })).toHaveAttribute('href', '/portal/user/1');
    expect(adams.getByRole('link', { name: 'm1@example.com' })).toHaveAttribute('href', 'mailto:m1@example.com');
    expect(adams.getByText('Chapter Leader')).toBeInTheDocument();
    expect(adams.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('50 of 60 members')).toBeInTheDocument();
    expect(api.callsTo('GET /user/directory')[0].query).toEqual({ page: '1', pageSize: '50' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 2, name: '#' })).toBeInTheDocument();
    expect(within(section('#')).getByRole('link', { name: 'Prince' })).toBeInTheDocument();
    expect(screen.getByText('60 of 60 members')).toBeInTheDocument();
    expect(api.callsTo('GET /user/directory').at(-1)?.query).toEqual({ page: '2', pageSize: '50' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches with q once typing pauses', async () => {
    const api = openDirectory();
    await screen.findByRole('heading', { level: 2, name: 'A' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'bell');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'A' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Marcus Bell' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'B' })).toBeInTheDocument();
    const searches = api.callsTo('GET /user/directory').filter((call) => call.query.q);
    expect(searches.map((call) => call.query)).toEqual([{ page: '1', pageSize: '50', q: 'bell' }]);
  });

  it("says 'No members found.' when nobody matches", async () => {
    openDirectory(ok({ items: [], pagination: { page: 1, pageSize: 50, pageCount: 0, total: 0 } }));
    expect(await screen.findByText('No members found.')).toBeInTheDocument();
  });

  it('shows loading, then an error when the directory cannot be loaded', async () => {
    let answer: (response: Response) => void = () => {};
    openDirectory(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading members...')).toBeInTheDocument();
    answer(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The members could not be loaded.');
    expect(screen.queryByText('No members found.')).not.toBeInTheDocument();
  });
});
