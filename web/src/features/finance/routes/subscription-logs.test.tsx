import { FINANCE_SORT_FIELDS } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { cascadedValue } from '@/testing/css-cascade';
import { buildAdmin } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildLogRow, pageOf } from '@/testing/payment-fixtures';
import { findHeading, renderApp } from '@/testing/render';
import { findBodyRows, sortFieldsAsked } from '@/testing/table-queries';

const paid = buildLogRow();
const updated = buildLogRow({
  id: 2,
  stripeEventId: 'evt_2',
  type: 'customer.subscription.updated',
  user: null,
  createdAt: '2026-02-01T09:30:00.000Z',
  rawPayload: { id: 'evt_2', data: { object: { id: 'sub_1', status: 'past_due', items: [1, 2] } } },
});

function openLogs(answer: Parameters<typeof mockApi>[0][string]) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({ 'GET /account': ok(admin), 'GET /subscription/log': answer });
  renderApp('/portal/finance/subscription/log');
  return api;
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('subscription logs (/portal/finance/subscription/log)', () => {
  it('shows type (what it means over Stripe\'s type), member and date of each event', async () => {
    const other = buildLogRow({ id: 3, stripeEventId: 'evt_3', type: 'customer.updated', user: null, createdAt: '2026-01-15T08:00:00.000Z' });
    openLogs(ok(pageOf([paid, updated, other])));
    await findHeading('Subscription Logs');
    const [first, second, third] = await findBodyRows();
    expect(cells(first)).toEqual(['Invoice paidinvoice.paid', 'Jordan Riverajordan@example.com', 'Mar 1, 2026, 10:00 AM UTC', 'View payload']);
    expect(cells(second)).toEqual(['Subscription updatedcustomer.subscription.updated', '—', 'Feb 1, 2026, 9:30 AM UTC', 'View payload']);
    // A type the webhook only acknowledges is shown as Stripe wrote it.
    expect(cells(third)).toEqual(['customer.updated', '—', 'Jan 15, 2026, 8:00 AM UTC', 'View payload']);
    // Stripe's type stays on one line (cut with an ellipsis where narrow), whole in its tooltip: no break at every dot.
    const type = within(second).getByText('customer.subscription.updated');
    expect(type).toHaveAttribute('title', 'customer.subscription.updated');
    expect(type.querySelector('wbr')).toBeNull();
    expect(cascadedValue(type, 'white-space')).toBe('nowrap');
    expect(cascadedValue(type, 'text-overflow')).toBe('ellipsis');
    expect(cascadedValue(type, 'overflow')).toBe('hidden');
  });

  it('shows the raw payload pretty-printed in a drawer, and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openLogs(ok(pageOf([paid, updated])));
    await userEvent.click(await screen.findByRole('button', { name: 'View payload of customer.subscription.updated on Feb 1, 2026, 9:30 AM UTC' }));
    const drawer = screen.getByRole('dialog', { name: 'Event Payload' });
    const json = JSON.stringify(updated.rawPayload, null, 2);
    expect(within(drawer).getByRole('region', { name: 'Event Payload' })).toHaveTextContent(json, { normalizeWhitespace: false });
    expect(within(drawer).getByText('evt_2')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Copy JSON' }));
    // The copying code loads on the first copy (hooks/clipboard.ts, a dynamic import).
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(json));
    expect(await within(drawer).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Event Payload' })).not.toBeInTheDocument());
  });

  it('sorts by type and date, and searches with q', async () => {
    const api = openLogs(ok(pageOf([paid])));
    await screen.findByRole('button', { name: /View payload/ });
    expect(api.callsTo('GET /subscription/log')[0].query).toEqual({ page: '1', pageSize: '10' });
    const asked = await sortFieldsAsked(() => api.callsTo('GET /subscription/log'));
    expect(asked).toEqual(['type', 'createdAt']);
    expect(FINANCE_SORT_FIELDS.subscriptionLog).toEqual(expect.arrayContaining(asked));
    expect(api.callsTo('GET /subscription/log').at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'createdAt:asc' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search logs' }), 'invoice');
    await waitFor(() => expect(api.callsTo('GET /subscription/log').at(-1)?.query).toMatchObject({ q: 'invoice' }));
  });

  it("says 'No logs available.' when there are none", async () => {
    openLogs(ok(pageOf([])));
    expect(await screen.findByText('No logs available.')).toBeInTheDocument();
  });
});
