import type { MemberListItem, User } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { fileDownload } from '@/lib/download';
import { buildMember } from '@/testing/chapter-fixtures';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { pageOf, buildInvoiceRow } from '@/testing/payment-fixtures';
import { renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const CSV = '\uFEFFId,First Name\r\n21,Marcus\r\n';
const marcus: MemberListItem = { ...buildMember(), status: 'Active' };
const page = { items: [marcus], pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } };

function openUsers(user: User, handlers: Parameters<typeof mockApi>[0] = {}) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /user': ok(page),
    'GET /user/export.csv': () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    ...handlers,
  });
  renderApp('/portal/user');
  return { api, actor: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('Export CSV on the admin tables', () => {
  it('is disabled while the table shows no row (a search that matches nothing), and enabled again with rows', async () => {
    const { actor } = openUsers(buildAdmin(), {
      'GET /user': (call) => ok(call.query.q ? { items: [], pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } } : page),
    });
    await screen.findByText(marcus.email!);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await actor.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    await screen.findByText('No records found.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('downloads the users table with the search, sort and status filter shown, through the API client, as users-<date>.csv', async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const { api, actor } = openUsers(buildAdmin());
    await screen.findByText(marcus.email!);
    await actor.type(screen.getByRole('searchbox', { name: 'Search users' }), ' bell ');
    await actor.click(within(screen.getByRole('columnheader', { name: 'Email' })).getByRole('button'));
    await actor.click(within(screen.getByRole('columnheader', { name: 'Email' })).getByRole('button'));
    await actor.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    await actor.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /user/export.csv')[0]!.query).toEqual({ q: 'bell', sort: 'email:desc', status: 'Suspended' });
    const [file, filename] = save.mock.calls[0]!;
    expect(filename).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    // The file keeps the server's bytes, byte order mark first (Blob.text() would hide it).
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...new TextEncoder().encode(CSV)]);
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/user/export.csv'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('is for admins only: members see no Export CSV', async () => {
    openUsers(buildUser());
    await screen.findByText(marcus.email!);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the export is refused (two already running)", async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const message = 'You already have 2 exports downloading. Wait for one to finish, then export again.';
    const { actor } = openUsers(buildAdmin(), { 'GET /user/export.csv': failure(429, 'Too Many Requests', message) });
    await screen.findByText(marcus.email!);
    await actor.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', message }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('exports a finance table (invoices) without a search: just its default order', async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const admin = buildAdmin();
    authStore.setAuth({ token: 'jwt', user: admin });
    const api = mockApi({
      'GET /account': ok(admin),
      'GET /invoice': ok(pageOf([buildInvoiceRow()])),
      'GET /invoice/export.csv': () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    renderApp('/portal/finance/invoice');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /invoice/export.csv')[0]!.query).toEqual({});
    expect(save.mock.calls[0]![1]).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
