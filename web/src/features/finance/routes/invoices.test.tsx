import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FINANCE_SORT_FIELDS } from '@gro/config';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildInvoiceRow, pageOf } from '@/testing/payment-fixtures';
import { findHeading, renderApp } from '@/testing/render';
import { findBodyRows, sortFieldsAsked } from '@/testing/table-queries';

function openInvoices(answer: Parameters<typeof mockApi>[0][string]) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({ 'GET /account': ok(admin), 'GET /invoice': answer });
  renderApp('/portal/finance/invoice');
  return api;
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('invoices (/portal/finance/invoice)', () => {
  it('shows member, status, the total in dollars (cents / 100) with its currency, due and paid dates, and the hosted invoice', async () => {
    openInvoices(
      ok(
        pageOf([
          buildInvoiceRow(),
          buildInvoiceRow({ id: 2, status: 'open', total: 25000, paidAt: null, hostedInvoiceUrl: null, user: null }),
          buildInvoiceRow({ id: 3, total: 10050, currency: 'eur', dueDate: null }),
        ]),
      ),
    );
    await findHeading('Invoices');
    const [first, second, third] = await findBodyRows();
    expect(cells(first)).toEqual([
      'Jordan Riverajordan@example.com',
      'Paid',
      '$25.00',
      'Feb 8, 2026',
      'Feb 1, 2026',
      'View invoice (opens in a new tab)',
    ]);
    const link = within(first).getByRole('link', { name: 'View invoice (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://invoice.example.com/in_1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(cells(second)).toEqual(['—', 'Open', '$250.00', 'Feb 8, 2026', '—', '—']);
    expect(cells(third)[2]).toBe('€100.50');
    // A subscription's invoice has no due date: Stripe charges it to the card on file.
    expect(cells(third)[3]).toBe('Charged automatically');
  });

  it('asks the server for pages of 10, sorted by total and searched with q', async () => {
    const api = openInvoices(({ query }) => ok(pageOf([buildInvoiceRow()], 23, Number(query.page))));
    expect(await screen.findByText('Showing 1 to 10 of 23 records')).toBeInTheDocument();
    expect(api.callsTo('GET /invoice')[0].query).toEqual({ page: '1', pageSize: '10' });
    const total = screen.getByRole('columnheader', { name: 'Total' });
    await userEvent.click(within(total).getByRole('button'));
    await waitFor(() => expect(api.callsTo('GET /invoice').at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'total:asc' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'jordan');
    await waitFor(() =>
      expect(api.callsTo('GET /invoice').at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'total:asc', q: 'jordan' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Member' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts by status, total and due date: fields the API sorts invoices by', async () => {
    const api = openInvoices(ok(pageOf([buildInvoiceRow()])));
    await screen.findByRole('link', { name: /View invoice/ });
    const asked = await sortFieldsAsked(() => api.callsTo('GET /invoice'));
    expect(asked).toEqual(['status', 'total', 'dueDate']);
    expect(FINANCE_SORT_FIELDS.invoice).toEqual(expect.arrayContaining(asked));
  });

  it("says 'No invoices found.' when there are none", async () => {
    openInvoices(ok(pageOf([])));
    expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
  });

  it('says when the invoices cannot be loaded', async () => {
    openInvoices(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoices could not be loaded.');
  });
});
