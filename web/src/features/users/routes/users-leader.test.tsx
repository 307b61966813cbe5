import type { MemberListItem } from '@gro/config';
import { MY_CHAPTER_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildMember } from '@/testing/chapter-fixtures';
import { failure } from '@/testing/fixtures';
import { DETROIT, buildLeader, marcus, memberPage } from '@/testing/leader-fixtures';
import { mockApi, ok, type ApiCall } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const ada: MemberListItem = { ...buildMember({ id: 22, firstname: 'Ada', lastname: 'Nwosu', fullname: 'Ada Nwosu', email: 'ada@example.com' }), status: 'Suspended' };

/** GET /chapter/1/members as the server answers the chapter's leader: status filters the rows. */
const answer = ({ query }: ApiCall) => ok(memberPage([marcus, ada].filter((u) => !query.status || u.status === query.status)));

function openMembers(handlers: Parameters<typeof mockApi>[0] = {}) {
  const leader = buildLeader([DETROIT]);
  authStore.setAuth({ token: 'jwt', user: leader });
  const api = mockApi({ 'GET /account': ok(leader), 'GET /chapter/1/members': answer, ...handlers });
  renderApp('/portal/my-chapter/1/members');
  return { api, actor: userEvent.setup() };
}

describe("My chapter's members", () => {
  it("lists the chapter's members from GET /chapter/{id}/members with their status, read-only", async () => {
    const { api } = openMembers();
    expect(await findHeading(MY_CHAPTER_TEXTS.membersTitle('GRO Detroit'))).toBeInTheDocument();
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/members')[0].query).toEqual({ page: '1', pageSize: '10' });
    expect(api.callsTo('GET /user')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'Chapter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("links the names of the members whose profile a member may open (Active, not hidden) only", async () => {
    const hidden: MemberListItem = { ...buildMember({ id: 23, firstname: 'Lee', lastname: 'Park', fullname: 'Lee Park', email: 'lee@example.com' }), status: 'Active', directoryHidden: true };
    openMembers({ 'GET /chapter/1/members': ok(memberPage([marcus, ada, hidden])) });
    expect(await screen.findByRole('link', { name: 'Marcus Bell' })).toHaveAttribute('href', '/portal/user/21');
    expect(screen.getByText('Ada Nwosu')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ada Nwosu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lee Park' })).not.toBeInTheDocument();
  });

  it('filters by status with ?status=', async () => {
    const { api, actor } = openMembers();
    await screen.findByText('marcus@example.com');
    await actor.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    await waitFor(() => expect(api.callsTo('GET /chapter/1/members').at(-1)?.query).toEqual({ page: '1', pageSize: '10', status: 'Suspended' }));
    await waitFor(() => expect(screen.queryByText('marcus@example.com')).not.toBeInTheDocument());
  });

  it("says so when the chapter's members cannot be loaded", async () => {
    openMembers({ 'GET /chapter/1/members': failure(500, 'Error', 'Down') });
    expect(await screen.findByRole('alert')).toHaveTextContent(MY_CHAPTER_TEXTS.membersLoadFailed);
  });
});
