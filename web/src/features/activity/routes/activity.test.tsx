import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import type { ActivityEntry } from '../api/activity';

const suspended: ActivityEntry = {
  id: 2,
  createdAt: '2026-03-02T15:30:00.000Z',
  actor: { id: 1, fullname: 'Grace Admin', email: 'admin@gro.example.org' },
  action: 'update',
  subject: 'user',
  subjectId: '21',
  summary: 'Suspended Marcus Bell',
  before: { status: 'Active', email: 'marcus@example.com', phoneNumber: '(313) 555-0100', isActive: true, memberCompanyId: 4, someNewField: 'a' },
  after: { status: 'Suspended', email: 'marcus@example.com', phoneNumber: '(313) 555-0199', isActive: false, memberCompanyId: 5, someNewField: 'b' },
};
const created: ActivityEntry = {
  ...suspended,
  id: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  action: 'create',
  subject: 'chapter',
  subjectId: '3',
  summary: 'Created GRO Lansing',
  before: null,
  after: { name: 'GRO Lansing' },
};

function openActivity(answer: Parameters<typeof mockApi>[0][string]) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({ 'GET /account': ok(admin), 'GET /activity': answer });
  renderApp('/portal/administrator/activity');
  return { api, actor: userEvent.setup() };
}

const page = (items: ActivityEntry[], total = items.length) =>
  ok({ items, pagination: { page: 1, pageSize: 10, pageCount: Math.ceil(total / 10), total } });

describe('activity (/portal/administrator/activity)', () => {
  it('lists who did what and when, in the order the server gives (newest first), paged', async () => {
    const { api } = openActivity(page([suspended, created], 14));
    await findHeading('Activity');
    await screen.findByText('Suspended Marcus Bell');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      expect.any(String),
      'Grace Admin',
      'Updated',
      'User #21',
      'Suspended Marcus BellShow changes',
    ]);
    expect(within(rows[0]).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('datetime', '2026-03-02T15:30:00.000Z');
    expect(within(rows[1]).getByText('Created')).toBeInTheDocument();
    // A subject with a page of its own links to it.
    expect(within(rows[1]).getByRole('link', { name: 'Chapter #3' })).toHaveAttribute('href', '/portal/chapter/3');
    expect(within(rows[0]).getByRole('link', { name: 'User #21' })).toHaveAttribute('href', '/portal/user/21');
    expect(screen.getByText('Showing 1 to 10 of 14 records')).toBeInTheDocument();
    expect(api.callsTo('GET /activity')[0].query).toEqual({ page: '1', pageSize: '10' });
  });

  it('expands a row to the fields it changed, before and after, by their screen names', async () => {
    const { actor } = openActivity(page([suspended]));
    const toggle = await screen.findByRole('button', { name: 'Show changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await actor.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide changes');
    const changed = screen.getByRole('rowheader', { name: 'Status' }).closest('tr')!;
    expect(within(changed).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Active', 'Suspended']);
    expect(screen.queryByRole('rowheader', { name: 'Email' })).not.toBeInTheDocument();
    const labels = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(labels).toEqual(['Status', 'Phone Number', 'Active', "Member's Company", 'Some new field']);
    for (const raw of ['status', 'phoneNumber', 'isActive', 'memberCompanyId']) expect(screen.queryByText(raw)).not.toBeInTheDocument();
    const active = screen.getByRole('rowheader', { name: 'Active' }).closest('tr')!;
    expect(within(active).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Yes', 'No']);
  });

  it("says 'No records found.' when the log is empty", async () => {
    openActivity(page([]));
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('shows an error when the log cannot be loaded', async () => {
    openActivity(failure(500, 'Error', 'Down'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded.');
  });
});
