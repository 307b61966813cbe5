import { MEMBER_DATA_MESSAGES, type MemberListItem } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildMember } from '@/testing/chapter-fixtures';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const marcus = buildMember({ role: [{ name: 'Member' }, { name: 'Chapter Leader' }] });
const ada = buildMember({ id: 22, firstname: 'Ada', lastname: 'Nwosu', fullname: 'Ada Nwosu', email: 'ada@example.com', company: null, avatar: { url: '/uploads/avatar-22.webp' } });

const page = (items: MemberListItem[], total = items.length, pageNumber = 1) =>
  ok({ items, pagination: { page: pageNumber, pageSize: 10, pageCount: Math.ceil(total / 10), total } });

function openUsers(handler: Parameters<typeof mockApi>[0][string] = page([marcus, ada])) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /user': handler, 'GET /user/21': ok(marcus) });
  const view = renderApp('/portal/user');
  return { api, ...view };
}

describe('portal users (/portal/user)', () => {
  it('shows name, email, company, chapter and role names', async () => {
    openUsers();
    await findHeading('Users');
    const row = (await screen.findByRole('link', { name: 'Marcus Bell' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Marcus Bell',
      'marcus@example.com',
      'Bell & Associates CPAs',
      'GRO Detroit',
      'MemberChapter Leader',
    ]);
    expect(within(cells[4]).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Member', 'Chapter Leader']);
  });

  it("shows each member's photo beside the name, the default avatar otherwise", async () => {
    openUsers();
    const marcusName = (await screen.findByRole('link', { name: 'Marcus Bell' })).closest('td')!;
    expect(within(marcusName).getByRole('img', { name: 'Default avatar' })).toBeInTheDocument();
    const adaName = screen.getByRole('link', { name: 'Ada Nwosu' }).closest('td')!;
    expect(within(adaName).getByRole('img', { name: 'Photo of Ada Nwosu' })).toHaveAttribute('src', '/uploads/avatar-22.webp');
  });

  it('goes to /portal/user/{userId} on a row click', async () => {
    const { router } = openUsers();
    await userEvent.click(await screen.findByText('marcus@example.com'));
    expect(await findHeading('User Details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/user/21');
  });

  it('goes to /portal/user/{userId} on Enter on a focused row', async () => {
    const { router } = openUsers();
    const row = (await screen.findByText('marcus@example.com')).closest('tr')!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/user/21'));
  });

  it('passes page, pageSize, sort and q to GET /user', async () => {
    const { api } = openUsers(({ query }) => page([marcus, ada], 23, Number(query.page)));
    await screen.findByText('Showing 1 to 10 of 23 records');
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Company' })).getByRole('button'));
    await waitFor(() => expect(api.callsTo('GET /user').at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'company:asc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(api.callsTo('GET /user').at(-1)?.query).toEqual({ page: '3', pageSize: '10', sort: 'company:asc' }),
    );
    expect(await screen.findByText('Showing 21 to 23 of 23 records')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bell');
    await waitFor(() =>
      expect(api.callsTo('GET /user').at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'company:asc', q: 'bell' }),
    );
    // The keystrokes came in a burst: one read for the settled search, none for 'b', 'be' or 'bel'.
    expect(api.callsTo('GET /user').filter((call) => call.query.q).map((call) => call.query.q)).toEqual(['bell']);
  });

  it("says 'No records found.' when no member matches", async () => {
    openUsers(page([]));
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('says when the member can continue, not a general error, once the read limit refuses the list (429)', async () => {
    openUsers(failure(429, MEMBER_DATA_MESSAGES.readLimitTitle, MEMBER_DATA_MESSAGES.readLimit(60, 12 * 60)));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have opened member details very often in the last hour. You can continue in 12 minutes.');
    expect(screen.queryByText('The users could not be loaded.')).not.toBeInTheDocument();
  });
});
