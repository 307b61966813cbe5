import { MY_CHAPTER_TEXTS } from '@gro/config/screens';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import type { PendingJoinRequest } from '../api/review-join-requests';

const ada: PendingJoinRequest = {
  id: 1,
  note: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  companyId: 4,
  user: { id: 31, firstname: 'Ada', lastname: 'Nwosu', email: 'ada@example.com' },
  company: { id: 4, uuid: 'company-4', name: 'Bell & Associates CPAs' },
};
const page = (items: PendingJoinRequest[]) => ok({ items, pagination: { page: 1, pageSize: 10, pageCount: 1, total: items.length } });

function openRequests() {
  const leader = buildLeader([DETROIT]);
  authStore.setAuth({ token: 'jwt', user: leader });
  let pending = [ada];
  const api = mockApi({
    'GET /account': ok(leader),
    'GET /chapter/1/join-requests': () => page(pending),
    'GET /chapter/1/pending-companies': ok({ items: [], pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } }),
    'POST /company/join-request/1/approve': () => {
      pending = [];
      return ok(null, { title: 'Request approved', message: 'Ada Nwosu joined Bell & Associates CPAs.' });
    },
  });
  renderApp('/portal/my-chapter/1/join-requests');
  return { api, actor: userEvent.setup() };
}

describe("My chapter's join requests", () => {
  it("lists the requests of the chapter's members from GET /chapter/{id}/join-requests, without the admins' export", async () => {
    const { api } = openRequests();
    expect(await findHeading(MY_CHAPTER_TEXTS.joinRequestsTitle('GRO Detroit'))).toBeInTheDocument();
    expect(await screen.findByText('Ada Nwosu')).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/join-requests')[0].query).toEqual({ page: '1', pageSize: '10' });
    expect(api.callsTo('GET /company/join-request')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('approves with the same call as admins, then asks for the chapter list again', async () => {
    const { api, actor } = openRequests();
    await actor.click(await screen.findByRole('button', { name: "Approve Ada Nwosu's request to join Bell & Associates CPAs" }));
    await waitFor(() => expect(api.callsTo('POST /company/join-request/1/approve')).toHaveLength(1));
    expect(await screen.findByText('No requests available.')).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/join-requests').length).toBeGreaterThan(1);
  });
});
