import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nextSort, type SortState } from '@/lib/sort';
import { renderUi } from '@/testing/render-ui';
import { Table, type Column } from './table';

interface Row {
  id: number;
  name: string;
  city: string | null;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { key: 'city', header: 'City', cell: (r) => r.city, sortValue: (r) => r.city },
  { key: 'id', header: 'ID', cell: (r) => r.id },
];

const rows: Row[] = [
  { id: 1, name: 'Charlie', city: 'Detroit' },
  { id: 2, name: 'alice', city: null },
  { id: 3, name: 'Bob', city: 'Ann Arbor' },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('Table', () => {
  it('has a caption and cycles sorting ascending, descending, none with aria-sort', async () => {
    const user = userEvent.setup();
    renderUi(<Table caption="Chapters" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Chapters' })).toBeInTheDocument();
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'ID' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['alice', 'Bob', 'Charlie']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Charlie', 'Bob', 'alice']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Charlie', 'alice', 'Bob']);
  });

  it('keeps empty values last in both directions', async () => {
    const user = userEvent.setup();
    renderUi(<Table caption="Chapters" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const city = within(screen.getByRole('columnheader', { name: 'City' })).getByRole('button');
    await user.click(city);
    expect(names()).toEqual(['Bob', 'Charlie', 'alice']);
    await user.click(city);
    expect(names()).toEqual(['Charlie', 'Bob', 'alice']);
  });

  it("shows 'No records found.' when there are no rows", () => {
    renderUi(<Table caption="Chapters" columns={columns} rows={[]} getRowKey={(r) => r.id} />);
    expect(screen.getByText('No records found.')).toBeInTheDocument();
  });

  it("pages by 10 and says 'Showing X to Y of N records'", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Member ${i + 1}`, city: null }));
    renderUi(<Table caption="Users" columns={columns} rows={many} getRowKey={(r) => r.id} />);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 1 to 10 of 23 records')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 21 to 23 of 23 records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('reports row clicks', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderUi(<Table caption="Users" columns={columns} rows={rows} getRowKey={(r) => r.id} onRowClick={onRowClick} />);
    await user.click(screen.getByText('Bob'));
    expect(onRowClick).toHaveBeenCalledWith(rows[2]);
  });

  it('goes to a row with Enter, but leaves clicks on links inside the row alone', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const linked: Column<Row>[] = [{ key: 'name', header: 'Name', cell: (r) => <a href={`#${r.id}`}>{r.name}</a> }];
    renderUi(<Table caption="Users" columns={linked} rows={rows} getRowKey={(r) => r.id} onRowClick={onRowClick} />);
    const bobRow = screen.getByText('Bob').closest('tr')!;
    expect(bobRow).toHaveAttribute('tabindex', '0');
    bobRow.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(rows[2]);
    await user.click(screen.getByRole('link', { name: 'alice' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton rows and announces loading while the first rows load', () => {
    renderUi(<Table caption="Chapters" columns={columns} rows={undefined} getRowKey={(r) => r.id} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading records...');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No records found.')).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0);
  });

  it('shows a load error with a retry button instead of the empty text', async () => {
    const onRetry = vi.fn();
    renderUi(
      <Table caption="Chapters" columns={columns} rows={undefined} getRowKey={(r) => r.id} error="The chapters could not be loaded." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The chapters could not be loaded.');
    expect(screen.queryByText('No records found.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('with server-side data shows the rows as given and hands page and sort to the caller', async () => {
    const user = userEvent.setup();
    type SortField = 'name';
    const changes: { page: number; sort: SortState<SortField> | null }[] = [];
    const serverColumns: Column<Row, SortField>[] = [
      { key: 'name', header: 'Name', cell: (r) => r.name, sortField: 'name' },
      { key: 'city', header: 'City', cell: (r) => r.city },
    ];
    function ServerTable() {
      const [page, setPage] = useState(2);
      const [sort, setSort] = useState<SortState<SortField> | null>(null);
      changes.push({ page, sort });
      return (
        <Table
          caption="Users"
          columns={serverColumns}
          rows={rows}
          getRowKey={(r) => r.id}
          server={{ page, pageSize: 10, total: 23, sort, onSort: (key) => setSort((s) => nextSort(s, key)), onPageChange: setPage }}
        />
      );
    }
    renderUi(<ServerTable />);
    expect(names()).toEqual(['Charlie', 'alice', 'Bob']);
    expect(screen.getByText('Showing 11 to 20 of 23 records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');

    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Charlie', 'alice', 'Bob']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(changes.at(-1)).toEqual({ page: 3, sort: { key: 'name', direction: 'asc' } });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts from the keyboard: the header buttons take Enter and Space', async () => {
    const user = userEvent.setup();
    renderUi(<Table caption="Chapters" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    within(nameHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });
});
