import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
