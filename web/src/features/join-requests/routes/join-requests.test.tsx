import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import type { PendingJoinRequest } from '../api/review-join-requests';
import { lastShownToast } from '@/testing/toasts';

const request = (id: number, overrides: Partial<PendingJoinRequest> = {}): PendingJoinRequest => ({
  id,
  note: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  companyId: 4,
  user: { id: 30 + id, firstname: 'Ada', lastname: `Nwosu ${id}`, email: `ada${id}@example.com` },
  company: { id: 4, uuid: 'company-4', name: 'Bell & Associates CPAs' },
  ...overrides,
});

const ada = request(1, { note: 'I run the Detroit office.' });
const page = (items: PendingJoinRequest[], total = items.length) =>
  ok({ items, pagination: { page: 1, pageSize: 10, pageCount: Math.ceil(total / 10), total } });
const lastToast = lastShownToast;
const noCompanies = ok({ items: [], pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } });
const reviewed = { title: 'Request reviewed', message: 'Ada Nwosu 1 was told.' };

function openRequests(handlers: Parameters<typeof mockApi>[0] = {}) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({ 'GET /account': ok(admin), 'GET /company/join-request': page([ada]), 'GET /company/pending': noCompanies, ...handlers });
  renderApp('/portal/administrator/company/join');
  return { api, user: userEvent.setup() };
}

const rejectButton = () => screen.findByRole('button', { name: "Reject Ada Nwosu 1's request to join Bell & Associates CPAs" });

describe('company join requests (/portal/administrator/company/join)', () => {
  it('shows each pending request: member name, email, company and note, asking GET /company/join-request by page', async () => {
    const { api } = openRequests({ 'GET /company/join-request': page([ada, request(2)], 12) });
    await findHeading('Company Join Requests');
    const row = (await screen.findByText('Ada Nwosu 1')).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Ada Nwosu 1',
      'ada1@example.com',
      'Bell & Associates CPAs',
      'I run the Detroit office.',
      'ApproveReject',
    ]);
    expect(screen.getByText('Showing 1 to 10 of 12 records')).toBeInTheDocument();
    expect(api.callsTo('GET /company/join-request')[0].query).toEqual({ page: '1', pageSize: '10' });
  });

  it("says 'No requests available.' when none is pending", async () => {
    openRequests({ 'GET /company/join-request': page([]) });
    expect(await screen.findByText('No requests available.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the requests cannot be loaded', async () => {
    openRequests({ 'GET /company/join-request': failure(500, 'Error', 'Down') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The join requests could not be loaded.');
  });

  it("approves with POST …/approve, toasts the server's message and refetches the requests", async () => {
    let pending = [ada];
    const { api, user } = openRequests({
      'GET /company/join-request': () => page(pending),
      'POST /company/join-request/1/approve': () => {
        pending = [];
        return ok(null, reviewed);
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Approve Ada Nwosu 1/ }));
    expect(await screen.findByText('No requests available.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(api.callsTo('POST /company/join-request/1/approve')).toHaveLength(1);
    expect(lastToast()).toMatchObject({ type: 'success', ...reviewed });
  });

  it('opens an accessible dialog for the reason; Cancel rejects nothing and gives focus back', async () => {
    const { api, user } = openRequests();
    const reject = await rejectButton();
    await user.click(reject);
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Join Request' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Optional reason for rejection:')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Optional reason for rejection:'), 'Not an employee');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reject).toHaveFocus();
    expect(api.callsTo('POST /company/join-request/1/reject')).toHaveLength(0);
  });

  it('closes the dialog on Escape without rejecting, and keeps Tab inside it while open', async () => {
    const { api, user } = openRequests();
    await user.click(await rejectButton());
    const dialog = screen.getByRole('alertdialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /company/join-request/1/reject')).toHaveLength(0);
    expect(screen.getByText('Ada Nwosu 1')).toBeInTheDocument();
  });

  it('sends the reason with POST …/reject, toasts and refetches', async () => {
    let pending = [ada];
    const { api, user } = openRequests({
      'GET /company/join-request': () => page(pending),
      'POST /company/join-request/1/reject': () => {
        pending = [];
        return ok(null, reviewed);
      },
    });
    await user.click(await rejectButton());
    await user.type(screen.getByLabelText('Optional reason for rejection:'), '  Not an employee ');
    await user.click(screen.getByRole('button', { name: 'Reject Request' }));
    expect(await screen.findByText('No requests available.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(api.callsTo('POST /company/join-request/1/reject')[0].body).toEqual({ reason: 'Not an employee' });
    expect(lastToast()).toMatchObject({ type: 'success', ...reviewed });
  });

  it('rejects without a reason when the box is left empty', async () => {
    const { api, user } = openRequests({ 'POST /company/join-request/1/reject': ok(null, reviewed) });
    await user.click(await rejectButton());
    await user.click(screen.getByRole('button', { name: 'Reject Request' }));
    await waitFor(() => expect(api.callsTo('POST /company/join-request/1/reject')).toHaveLength(1));
    expect(api.callsTo('POST /company/join-request/1/reject')[0].body).toEqual({});
  });

  it("shows the server's 409 when the request was reviewed meanwhile, and refetches", async () => {
    const { api, user } = openRequests({
      'POST /company/join-request/1/reject': failure(409, 'Conflict', 'This request is no longer pending.'),
    });
    await user.click(await rejectButton());
    await user.click(screen.getByRole('button', { name: 'Reject Request' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(lastToast()).toMatchObject({ type: 'danger', title: 'Conflict', message: 'This request is no longer pending.' });
    await waitFor(() => expect(api.callsTo('GET /company/join-request').length).toBeGreaterThan(1));
  });
});
