import type { Company } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildCompany, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok, type ApiCall } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const company = (id: number, overrides: Partial<Company> = {}): Company =>
  buildCompany({ id, uuid: `company-${id}`, name: `Company ${String(id).padStart(2, '0')}`, ...overrides });

const all = Array.from({ length: 23 }, (_, i) => company(i + 1));

/** GET /company as the server answers it: q filters by name, pages of pageSize. */
function answer({ query }: ApiCall) {
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  const matching = all.filter((c) => !query.q || c.name.toLowerCase().includes(query.q.toLowerCase()));
  const items = matching.slice((page - 1) * pageSize, page * pageSize);
  return ok({ items, pagination: { page, pageSize, pageCount: Math.ceil(matching.length / pageSize), total: matching.length } });
}

function openCompanies(handler: Parameters<typeof mockApi>[0][string] = answer) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /company': handler });
  renderApp('/portal/company');
  return api;
}

describe('portal companies (/portal/company)', () => {
  it('shows name, industry, city, state, contact name and website of each company', async () => {
    openCompanies(
      ok({
        items: [company(1, { name: 'Bell & Associates CPAs', industry: 'Accounting', contactName: 'Marcus Bell', url: 'https://www.bell-cpa.example.com' })],
        pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 },
      }),
    );
    await findHeading('Companies');
    const row = (await screen.findByText('Bell & Associates CPAs')).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Bell & Associates CPAs',
      'Accounting',
      'Detroit',
      'MI',
      'Marcus Bell',
      'bell-cpa.example.com (opens in a new tab)',
    ]);
    expect(within(row).getByRole('link')).toHaveAttribute('href', 'https://www.bell-cpa.example.com');
  });

  it('asks the server for each page and sort: page, pageSize, sort=field:asc|desc', async () => {
    const api = openCompanies();
    expect(await screen.findByText('Showing 1 to 10 of 23 records')).toBeInTheDocument();
    expect(api.callsTo('GET /company')[0].query).toEqual({ page: '1', pageSize: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 records')).toBeInTheDocument();
    expect(await screen.findByText('Company 11')).toBeInTheDocument();
    expect(api.callsTo('GET /company').at(-1)?.query).toEqual({ page: '2', pageSize: '10' });

    const name = screen.getByRole('columnheader', { name: 'Name' });
    await userEvent.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(api.callsTo('GET /company').at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'name:asc' }));
    await userEvent.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(api.callsTo('GET /company').at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'name:desc' }));
    await userEvent.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Website' })).not.toHaveAttribute('aria-sort');
  });

  it('searches with q once typing pauses, from the first page', async () => {
    const api = openCompanies();
    await screen.findByText('Showing 1 to 10 of 23 records');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 21 to 23 of 23 records');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'company 2');
    expect(await screen.findByText('Showing 1 to 4 of 4 records')).toBeInTheDocument();
    const searches = api.callsTo('GET /company').filter((call) => call.query.q);
    expect(searches.map((call) => call.query)).toEqual([{ page: '1', pageSize: '10', q: 'company 2' }]);
  });

  it("says 'No records found.' when nothing matches, and after a search what to try next", async () => {
    openCompanies(ok({ items: [], pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } }));
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.queryByText(/^Nothing matches/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'zebra');
    expect(await screen.findByText('Nothing matches “zebra”. Check the spelling, try fewer words, or clear the search.')).toBeInTheDocument();
  });

  it('shows an error when the companies cannot be loaded', async () => {
    openCompanies(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The companies could not be loaded.');
  });
});
