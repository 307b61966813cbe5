import { DIRECTORY_LETTERS, type MemberListItem } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildMember } from '@/testing/chapter-fixtures';
import { cascadedValue } from '@/testing/css-cascade';
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

/** The letters answer for a list in directory order, as the server counts them. */
const lettersOf = (list: MemberListItem[]) =>
  DIRECTORY_LETTERS.map((letter) => ({
    letter,
    count: list.filter((m) => m.lastname.charAt(0).toUpperCase() === letter).length,
    offset: Math.max(0, list.findIndex((m) => m.lastname.charAt(0).toUpperCase() === letter)),
  }));

function openDirectory(handler: Parameters<typeof mockApi>[0][string] = directory, letters = ok(lettersOf(everyone))) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /user/directory': handler, 'GET /user/directory/letters': letters });
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
    // The address breaks before its '@', never inside a word: its one break chance is a <wbr> there
    // (which jsdom, unlike a browser, reads as a space in the link's name).
    const email = adams.getByRole('link', { name: /^m1\s?@example\.com$/ });
    expect(email).toHaveAttribute('href', 'mailto:m1@example.com');
    expect(email).toHaveTextContent(/^m1@example\.com$/);
    const address = email.querySelector('span');
    expect(address?.innerHTML).toBe('m1<wbr>@example.com');
    expect(cascadedValue(address as Element, 'overflow-wrap')).toBe('anywhere');
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

  it("shows each member's photo, and the default avatar for a member without one", async () => {
    const withPhoto = [member(1, 'Bo', 'Adams', { avatar: { url: '/uploads/avatar-1.webp', width: 256, height: 256 } }), member(2, 'Marcus', 'Bell')];
    openDirectory(ok({ items: withPhoto, pagination: { page: 1, pageSize: 50, pageCount: 1, total: 2 } }), ok(lettersOf(withPhoto)));
    const photo = await within(await screen.findByRole('region', { name: 'A' })).findByRole('img', { name: 'Photo of Bo Adams' });
    expect(photo).toHaveAttribute('src', '/uploads/avatar-1.webp');
    expect(within(section('B')).getByRole('img', { name: 'Default avatar' })).toBeInTheDocument();
    expect(within(section('B')).queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
  });

  it('has an A-Z bar: letters without members are disabled, a loaded letter gets the focus', async () => {
    const api = openDirectory();
    await screen.findByRole('heading', { level: 2, name: 'A' });
    const bar = screen.getByRole('navigation', { name: 'Jump to last names starting with' });
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'B' })).toBeEnabled());
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(DIRECTORY_LETTERS);
    expect(within(bar).getAllByRole('button').filter((b) => !b.hasAttribute('disabled')).map((b) => b.textContent)).toEqual(['A', 'B', 'N']);
    await userEvent.click(within(bar).getByRole('button', { name: 'N' }));
    expect(screen.getByRole('heading', { level: 2, name: 'N' })).toHaveFocus();
    within(bar).getByRole('button', { name: 'B' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'B' })).toHaveFocus();
    expect(api.callsTo('GET /user/directory')).toHaveLength(1);
  });

  it('loads the page holding a letter not loaded yet, from there on, and back to the start for an earlier letter', async () => {
    const many = [
      member(1, 'Bo', 'Adams'),
      member(2, 'Marcus', 'Bell'),
      ...Array.from({ length: 120 }, (_, i) => member(10 + i, 'Member', `Nash ${String(i).padStart(3, '0')}`)),
      ...['Ada', 'Ben', 'Cy'].map((first, i) => member(200 + i, first, 'Young')),
    ];
    const paged = ({ query }: ApiCall) => {
      const page = Number(query.page);
      return ok({ items: many.slice((page - 1) * 50, page * 50), pagination: { page, pageSize: 50, pageCount: 3, total: many.length } });
    };
    const api = openDirectory(paged, ok(lettersOf(many)));
    await screen.findByRole('heading', { level: 2, name: 'A' });
    const bar = screen.getByRole('navigation', { name: 'Jump to last names starting with' });
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Y' })).toBeEnabled());

    await userEvent.click(within(bar).getByRole('button', { name: 'Y' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Y' })).toHaveFocus());
    expect(within(section('Y')).getByRole('link', { name: 'Ada Young' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'A' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /user/directory').map((call) => call.query.page)).toEqual(['1', '3']);

    await userEvent.click(within(bar).getByRole('button', { name: 'A' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'A' })).toHaveFocus());
    expect(screen.queryByRole('heading', { level: 2, name: 'Y' })).not.toBeInTheDocument();
  });

  it('asks for the letters of the search being shown', async () => {
    const api = openDirectory();
    await screen.findByRole('heading', { level: 2, name: 'A' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'bell');
    await waitFor(() => expect(api.callsTo('GET /user/directory/letters').map((call) => call.query)).toEqual([{}, { q: 'bell' }]));
  });
});
