import { DIRECTORY_LETTERS, MEMBER_DATA_MESSAGES, type MemberListItem } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter, buildMember } from '@/testing/chapter-fixtures';
import { cascadedValue } from '@/testing/css-cascade';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok, type ApiCall } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

// Leaflet needs a real browser: the lazily loaded map module is replaced by a stand-in.
vi.mock('@/features/directory/components/members-map-view', () => ({
  default: ({ companies }: { companies: { name: string; latitude: number; longitude: number }[] }) => (
    <div data-testid="members-map">{companies.map((c) => `${c.name} at ${c.latitude},${c.longitude}`).join('; ')}</div>
  ),
}));

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

const CHAPTERS = [buildChapter({ id: 1, name: 'GRO Detroit' }), buildChapter({ id: 2, name: 'GRO Chicago', slug: 'chicago' })];
const INDUSTRIES = ['Accounting', 'Web Design'];
const PROFESSIONS = [{ id: 3, name: 'Accountant (CPA)' }, { id: 9, name: 'Web Designer' }];

function openDirectory(
  handler: Parameters<typeof mockApi>[0][string] = directory,
  letters = ok(lettersOf(everyone)),
  { path = '/portal/user/directory', more = {} }: { path?: string; more?: Parameters<typeof mockApi>[0] } = {},
) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /user/directory': handler,
    'GET /user/directory/letters': letters,
    'GET /chapter/active': ok(CHAPTERS),
    'GET /user/directory/industries': ok(INDUSTRIES),
    'GET /user/directory/professions': ok(PROFESSIONS),
    ...more,
  });
  const { router } = renderApp(path);
  return Object.assign(api, { router });
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
    expect(screen.getByText('60 members')).toBeInTheDocument();
    expect(api.callsTo('GET /user/directory').at(-1)?.query).toEqual({ page: '2', pageSize: '50' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches with q once typing pauses: a burst of keystrokes is one read of the list and one of its letters', async () => {
    const api = openDirectory();
    await screen.findByRole('heading', { level: 2, name: 'A' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'marcus bell');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'A' })).not.toBeInTheDocument());
    // Asked again each time, both in one look: on a busy machine the list can render twice while the
    // answers arrive, and a render may come between two looks.
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Marcus Bell' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'B' })).toBeInTheDocument();
    });
    const searches = api.callsTo('GET /user/directory').filter((call) => call.query.q);
    expect(searches.map((call) => call.query)).toEqual([{ page: '1', pageSize: '50', q: 'marcus bell' }]);
    expect(api.callsTo('GET /user/directory/letters').filter((call) => call.query.q).map((call) => call.query)).toEqual([{ q: 'marcus bell' }]);
  });

  it("says 'No members found.' when nobody matches", async () => {
    openDirectory(ok({ items: [], pagination: { page: 1, pageSize: 50, pageCount: 0, total: 0 } }));
    expect(await screen.findByText('No members found.')).toBeInTheDocument();
    expect(screen.getByText('0 members')).toBeInTheDocument();
    // Nothing to clear: the directory itself is empty.
    expect(screen.queryByRole('button', { name: /^Clear/ })).not.toBeInTheDocument();
  });

  it("offers 'Clear search' when a search matches nobody, which empties the box, keeps the focus there and shows everyone again", async () => {
    openDirectory();
    await screen.findByRole('heading', { level: 2, name: 'A' });
    const box = screen.getByRole('searchbox', { name: 'Search members' });
    await userEvent.type(box, 'zzqxv');
    expect(await screen.findByText('No members found.')).toBeInTheDocument();
    expect(screen.getByText('0 members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(await screen.findByText('50 of 60 members')).toBeInTheDocument();
  });

  it('shows loading, then an error when the directory cannot be loaded', async () => {
    let answer: (response: Response) => void = () => {};
    openDirectory(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading members...')).toBeInTheDocument();
    answer(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The members could not be loaded.');
    expect(screen.queryByText('No members found.')).not.toBeInTheDocument();
  });

  it('says when the member can continue, not a general error, once the read limit refuses the directory (429)', async () => {
    openDirectory(failure(429, MEMBER_DATA_MESSAGES.readLimitTitle, MEMBER_DATA_MESSAGES.readLimit(60, 12 * 60)));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have opened member details very often in the last hour. You can continue in 12 minutes.');
    expect(screen.queryByText('The members could not be loaded.')).not.toBeInTheDocument();
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
    // The bar stays under the portal header as the list scrolls; a letter's heading stops below both.
    expect(cascadedValue(bar, 'position', { width: 1280 })).toBe('sticky');
    expect(cascadedValue(bar, 'top', { width: 1280 })).toBe('64px');
    expect(cascadedValue(bar.querySelector('ul') as Element, 'flex-wrap', { width: 390 })).toBe('nowrap');
    expect(cascadedValue(bar.querySelector('ul') as Element, 'overflow-x', { width: 390 })).toBe('auto');
    expect(cascadedValue(screen.getByRole('heading', { level: 2, name: 'B' }), 'scroll-margin-top', { width: 1280 })).toBe('calc(64px + 4.5rem)');
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

describe('directory filters and the members map', () => {
  const PINS = [
    { id: 5, name: 'Bell CPA', city: 'Detroit', latitude: 42.33, longitude: -83.05, memberCount: 2 },
    { id: 6, name: 'Adams Design', city: null, latitude: 41.88, longitude: -87.63, memberCount: 1 },
  ];

  it('filters by chapter and industry, keeps them in the address, and sends them with the list and the letters', async () => {
    const api = openDirectory();
    await screen.findByRole('heading', { level: 2, name: 'A' });
    const chapter = screen.getByRole('combobox', { name: 'Chapter' });
    await waitFor(() => expect(within(chapter).getByRole('option', { name: 'GRO Chicago' })).toBeInTheDocument());
    expect(within(chapter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All chapters', 'GRO Detroit', 'GRO Chicago']);
    await userEvent.selectOptions(chapter, 'GRO Chicago');
    await waitFor(() => expect(api.router.state.location.search).toBe('?chapter=2'));
    const industry = screen.getByRole('combobox', { name: 'Industry' });
    await waitFor(() => expect(within(industry).getByRole('option', { name: 'Web Design' })).toBeInTheDocument());
    await userEvent.selectOptions(industry, 'Web Design');
    await waitFor(() => expect(api.callsTo('GET /user/directory').at(-1)?.query).toEqual({ page: '1', pageSize: '50', chapter: '2', industry: 'Web Design' }));
    await waitFor(() => expect(api.callsTo('GET /user/directory/letters').at(-1)?.query).toEqual({ chapter: '2', industry: 'Web Design' }));
    await waitFor(() => expect(api.router.state.location.search).toBe('?chapter=2&industry=Web+Design'));
    await userEvent.selectOptions(chapter, 'All chapters');
    await waitFor(() => expect(api.callsTo('GET /user/directory').at(-1)?.query).toEqual({ page: '1', pageSize: '50', industry: 'Web Design' }));
  });

  it("searches what the address brings (the portal search's company results: ?q=)", async () => {
    const api = openDirectory(directory, ok(lettersOf(everyone)), { path: '/portal/user/directory?q=Bell%20CPA' });
    await waitFor(() => expect(api.callsTo('GET /user/directory').at(-1)?.query).toEqual({ page: '1', pageSize: '50', q: 'Bell CPA' }));
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('Bell CPA');
  });

  it('filters by profession: the id goes in the address and with the list, and the count names the profession', async () => {
    const two = [member(1, 'Bo', 'Adams'), member(2, 'Marcus', 'Bell')];
    const api = openDirectory(ok({ items: two, pagination: { page: 1, pageSize: 50, pageCount: 1, total: 2 } }), ok(lettersOf(two)));
    await screen.findByRole('heading', { level: 2, name: 'A' });
    const profession = screen.getByRole('combobox', { name: 'Profession' });
    await waitFor(() => expect(within(profession).getAllByRole('option').map((o) => o.textContent)).toEqual(['All professions', 'Accountant (CPA)', 'Web Designer']));
    await userEvent.selectOptions(profession, 'Web Designer');
    await waitFor(() => expect(api.router.state.location.search).toBe('?profession=9'));
    await waitFor(() => expect(api.callsTo('GET /user/directory').at(-1)?.query).toEqual({ page: '1', pageSize: '50', profession: '9' }));
    expect(await screen.findByText('2 members working as Web Designer')).toBeInTheDocument();
  });

  it("counts the filtered members in words that say which: '2 Web Design members in GRO Chicago'", async () => {
    const two = [member(1, 'Bo', 'Adams'), member(2, 'Marcus', 'Bell')];
    openDirectory(ok({ items: two, pagination: { page: 1, pageSize: 50, pageCount: 1, total: 2 } }), ok(lettersOf(two)), {
      path: '/portal/user/directory?chapter=2&industry=Web+Design',
    });
    expect(await screen.findByText('2 Web Design members in GRO Chicago')).toBeInTheDocument();
    expect(screen.queryByText(/of 2/)).not.toBeInTheDocument();
  });

  it("offers 'Clear filters' (and 'Clear search') when the filters match nobody; clearing them shows every member", async () => {
    const api = openDirectory((call) => (call.query.chapter ? ok({ items: [], pagination: { page: 1, pageSize: 50, pageCount: 0, total: 0 } }) : directory(call)), ok([]), {
      path: '/portal/user/directory?chapter=1',
    });
    expect(await screen.findByText('No members found.')).toBeInTheDocument();
    expect(await screen.findByText('0 members in GRO Detroit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Chapter' })).toHaveValue('');
  });

  it('opens with the filters and the Map view of a shared address, and drops a malformed chapter', async () => {
    const api = openDirectory(directory, ok(lettersOf(everyone)), {
      path: '/portal/user/directory?chapter=abc&industry=Accounting&view=map',
      more: { 'GET /user/directory/map': ok({ companies: PINS }) },
    });
    expect(await screen.findByRole('heading', { name: 'Companies on the map' })).toBeInTheDocument();
    expect(api.callsTo('GET /user/directory/map')[0].query).toEqual({ industry: 'Accounting' });
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('Accounting');
  });

  it('switches to the Map view: the map code loads lazily, and the list beside it names every company', async () => {
    const api = openDirectory(directory, ok(lettersOf(everyone)), { more: { 'GET /user/directory/map': ok({ companies: PINS }) } });
    await screen.findByRole('heading', { level: 2, name: 'A' });
    expect(screen.queryByTestId('members-map')).not.toBeInTheDocument();
    expect(api.callsTo('GET /user/directory/map')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(api.router.state.location.search).toBe('?view=map'));
    const map = await screen.findByTestId('members-map');
    expect(map).toHaveTextContent('Bell CPA at 42.33,-83.05; Adams Design at 41.88,-87.63');
    expect(screen.getByRole('region', { name: 'Map of the members\u2019 companies' })).toContainElement(map);
    const list = within(screen.getByRole('region', { name: 'Companies on the map' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bell CPADetroit · 2 members', 'Adams Design1 member']);
    expect(screen.queryByRole('searchbox', { name: 'Search members' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'A' })).toBeInTheDocument();
    await waitFor(() => expect(api.router.state.location.search).toBe(''));
  });

  it('says when the member can continue once the read limit refuses the map (429)', async () => {
    const refused = failure(429, MEMBER_DATA_MESSAGES.readLimitTitle, MEMBER_DATA_MESSAGES.readLimit(60, 90));
    openDirectory(directory, ok(lettersOf(everyone)), { path: '/portal/user/directory?view=map', more: { 'GET /user/directory/map': refused } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You have opened member details very often in the last hour. You can continue in 2 minutes.');
  });

  it('says so when no company of these members has a location', async () => {
    openDirectory(directory, ok(lettersOf(everyone)), { path: '/portal/user/directory?view=map', more: { 'GET /user/directory/map': ok({ companies: [] }) } });
    expect(await screen.findByText('No company of these members has a location yet.')).toBeInTheDocument();
  });

  it('marks, for admins, a member hidden from the directory', async () => {
    const list = [member(1, 'Bo', 'Adams', { directoryHidden: true }), member(2, 'Marcus', 'Bell')];
    openDirectory(ok({ items: list, pagination: { page: 1, pageSize: 50, pageCount: 1, total: 2 } }), ok(lettersOf(list)));
    expect(await within(await screen.findByRole('region', { name: 'A' })).findByText('Hidden from the directory')).toBeInTheDocument();
    expect(within(section('B')).queryByText('Hidden from the directory')).not.toBeInTheDocument();
  });
});
