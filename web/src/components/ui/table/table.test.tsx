import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('right-aligns a numeric column, header and cells, and no other', () => {
    renderUi(<Table caption="People" columns={[...columns.slice(0, 2), { ...columns[2], numeric: true, sortValue: (r: Row) => r.id }]} rows={rows} getRowKey={(r) => r.id} />);
    const [name, , id] = screen.getAllByRole('columnheader');
    expect(id).toHaveAttribute('data-numeric');
    expect(name).not.toHaveAttribute('data-numeric');
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.hasAttribute('data-numeric'))).toEqual([false, false, true]);
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

/** A phone-sized screen: the table's narrow-screen media query matches. */
const onPhone = () =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(max-width: 639.98px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );

describe('Table on phones', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const withActions: Column<Row>[] = [
    ...columns,
    { key: 'actions', header: 'Actions', cell: (r) => <button type="button">Edit {r.name}</button> },
  ];
  const cards = () => within(screen.getByRole('list', { name: 'Chapters' })).getAllByRole('listitem');

  it('shows each row as a card: the first column as its title, the others labelled, buttons at the foot', () => {
    onPhone();
    renderUi(<Table caption="Chapters" columns={withActions} rows={rows} getRowKey={(r) => r.id} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    const bob = cards()[2];
    expect(within(bob).getByText('Bob')).toBeInTheDocument();
    const terms = within(bob).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['City', 'ID']);
    expect(within(bob).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Ann Arbor', '3']);
    expect(within(bob).getByRole('button', { name: 'Edit Bob' })).toBeInTheDocument();
    expect(within(bob).queryByText('Actions')).not.toBeInTheDocument();
  });

  it("leaves out 'hidden' columns, puts a chosen column in the title and a 'wide' one under its label", () => {
    onPhone();
    const chosen: Column<Row>[] = [
      { ...columns[0], phone: 'wide' },
      { ...columns[1], phone: 'title' },
      { ...columns[2], phone: 'hidden' },
    ];
    renderUi(<Table caption="Chapters" columns={chosen} rows={rows} getRowKey={(r) => r.id} />);
    const charlie = cards()[0];
    expect(within(charlie).getAllByRole('term').map((term) => term.textContent)).toEqual(['Name']);
    expect(charlie.firstElementChild).toHaveTextContent('Detroit');
    expect(within(charlie).getByRole('term').parentElement).toHaveAttribute('data-wide');
    expect(within(charlie).queryByText('1')).not.toBeInTheDocument();
  });

  it("sorts with a 'Sort by' select offering each sortable column both ways", async () => {
    onPhone();
    const user = userEvent.setup();
    renderUi(<Table caption="Chapters" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Default order',
      'Name, ascending',
      'Name, descending',
      'City, ascending',
      'City, descending',
    ]);
    const titles = () => cards().map((card) => card.firstElementChild?.textContent);
    await user.selectOptions(select, 'Name, descending');
    expect(titles()).toEqual(['Charlie', 'Bob', 'alice']);
    await user.selectOptions(select, 'City, ascending');
    expect(titles()).toEqual(['Bob', 'Charlie', 'alice']);
    await user.selectOptions(select, 'Default order');
    expect(titles()).toEqual(['Charlie', 'alice', 'Bob']);
  });

  it('hands the chosen order to the server', async () => {
    onPhone();
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const serverColumns: Column<Row, 'name'>[] = [{ key: 'name', header: 'Name', cell: (r) => r.name, sortField: 'name' }];
    renderUi(
      <Table
        caption="Users"
        columns={serverColumns}
        rows={rows}
        getRowKey={(r) => r.id}
        server={{ page: 1, pageSize: 10, total: 3, sort: null, onSort: vi.fn(), onSortChange, onPageChange: vi.fn() }}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name, descending');
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
  });

  it('opens a card with a click or Enter, but leaves its buttons alone', async () => {
    onPhone();
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderUi(<Table caption="Chapters" columns={withActions} rows={rows} getRowKey={(r) => r.id} onRowClick={onRowClick} />);
    const alice = cards()[1];
    expect(alice).toHaveAttribute('tabindex', '0');
    alice.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
    await user.click(within(alice).getByRole('button', { name: 'Edit alice' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    await user.click(within(cards()[0]).getByText('Detroit'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
  });

  it('keeps the empty text and the loading announcement', () => {
    onPhone();
    const { unmount } = renderUi(<Table caption="Chapters" columns={columns} rows={[]} getRowKey={(r) => r.id} />);
    expect(screen.getByText('No records found.')).toBeInTheDocument();
    unmount();
    renderUi(<Table caption="Chapters" columns={columns} rows={undefined} getRowKey={(r) => r.id} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading records...');
    expect(screen.getByRole('list', { name: 'Chapters' })).toHaveAttribute('aria-busy', 'true');
  });
});
