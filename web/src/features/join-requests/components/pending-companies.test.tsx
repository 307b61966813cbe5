import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingCompany } from '@gro/config';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const acme: PendingCompany = {
  id: 12,
  uuid: 'acme-uuid',
  name: 'Acme Tools',
  city: 'Detroit',
  industry: 'Manufacturing',
  url: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  creator: { id: 40, firstname: 'Faye', lastname: 'Founder', email: 'faye@example.com', chapter: { id: 1, name: 'GRO Detroit' } },
};
const companies = (items: PendingCompany[]) => ok({ items, pagination: { page: 1, pageSize: 100, pageCount: items.length ? 1 : 0, total: items.length } });
const noRequests = ok({ items: [], pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } });

function openReview(handlers: Parameters<typeof mockApi>[0] = {}) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({ 'GET /account': ok(admin), 'GET /company/join-request': noRequests, ...handlers });
  renderApp('/portal/administrator/company/join');
  return { api, user: userEvent.setup() };
}

describe('new companies waiting for review, on the join requests screen', () => {
  it('lists each waiting company with who created it and their chapter, above the join requests', async () => {
    openReview({ 'GET /company/pending': companies([acme]) });
    expect(await findHeading('Company Join Requests')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'New companies waiting for review' })).toBeInTheDocument();
    const row = (await screen.findByText('Acme Tools')).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Acme ToolsDetroit · Manufacturing',
      'Faye Founderfaye@example.com · GRO Detroit',
      'Mar 1, 2026',
      'ApproveReject',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Requests to join a company' })).toBeInTheDocument();
  });

  it('shows nothing while no company waits', async () => {
    openReview({ 'GET /company/pending': companies([]) });
    expect(await screen.findByText('No requests available.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New companies waiting for review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Requests to join a company' })).not.toBeInTheDocument();
  });

  it('says so when the waiting companies cannot be loaded', async () => {
    openReview({ 'GET /company/pending': failure(500, 'Error', 'Down') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The new companies could not be loaded.');
  });

  it("approves with POST /company/{uuid}/approve, toasts the server's message and refetches the list", async () => {
    let waiting = [acme];
    const { api, user } = openReview({
      'GET /company/pending': () => companies(waiting),
      'POST /company/acme-uuid/approve': () => {
        waiting = [];
        return ok(null, { title: 'Company approved', message: 'Acme Tools is approved.' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the company Acme Tools' }));
    await screen.findByText('No requests available.');
    expect(screen.queryByText('Acme Tools')).not.toBeInTheDocument();
    expect(api.callsTo('POST /company/acme-uuid/approve')).toHaveLength(1);
    expect(lastShownToast()).toMatchObject({ type: 'success', title: 'Company approved' });
  });

  it('rejects with a reason from an accessible dialog; cancelling rejects nothing', async () => {
    let waiting = [acme];
    const { api, user } = openReview({
      'GET /company/pending': () => companies(waiting),
      'POST /company/acme-uuid/reject': () => {
        waiting = [];
        return ok(null, { title: 'Company rejected', message: 'Acme Tools was rejected and removed.' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject the company Acme Tools' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reject Company' });
    expect(within(dialog).getByText(/Faye Founder created Acme Tools/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Optional reason for rejection:')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Reject the company Acme Tools' })).toHaveFocus();
    expect(api.callsTo('POST /company/acme-uuid/reject')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reject the company Acme Tools' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reject Company' });
    await user.type(within(dialog).getByLabelText('Optional reason for rejection:'), 'Not a real business.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Company' }));
    await screen.findByText('No requests available.');
    expect(api.callsTo('POST /company/acme-uuid/reject')[0].body).toEqual({ reason: 'Not a real business.' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
