import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { DataTable, nextSort, type DataColumn, type TableSort } from '@/ui/DataTable';

interface Row {
  id: number;
  name: string;
  amount: string;
}
const rows: Row[] = [
  { id: 1, name: 'Alpha', amount: '10.00' },
  { id: 2, name: 'Beta', amount: '2.50' },
];
const columns: DataColumn<Row>[] = [
  { key: 'id', title: 'ID', sortable: true, render: (row) => row.id },
  { key: 'name', title: 'Name', render: (row) => row.name },
  { key: 'amount', title: 'Amount', align: 'right', sortable: true, render: (row) => row.amount },
];

function SortableTable() {
  const [sort, setSort] = useState<TableSort | undefined>();
  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        sort={sort}
        onSort={setSort}
        empty="Nothing here"
      />
      <output>{sort ? `${sort.field}.${sort.order}` : 'unsorted'}</output>
    </>
  );
}

afterEach(() => cleanup());

describe('the list table', () => {
  it('shows a header and a row per record, cells as their columns render them', () => {
    render(<SortableTable />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Name',
      'Amount',
    ]);
    const body = screen.getAllByRole('row').slice(1);
    expect(
      body.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['1', 'Alpha', '10.00'],
      ['2', 'Beta', '2.50'],
    ]);
    expect(within(body[0]).getAllByRole('cell')[2]).toHaveStyle({ textAlign: 'right' });
  });

  it('sorts from a header button: ascending, descending, then unsorted', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    render(<SortableTable />);
    // Only sortable columns have a button; "Name" is plain text.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'ID',
      'Amount',
    ]);
    const amount = screen.getByRole('button', { name: 'Amount' });
    expect(amount).toHaveAttribute('title', 'Sort ascending');
    await user.click(amount);
    expect(screen.getByRole('status')).toHaveTextContent('amount.asc');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(amount).toHaveAttribute('title', 'Sort descending');
    await user.click(amount);
    expect(screen.getByRole('status')).toHaveTextContent('amount.desc');
    await user.click(amount);
    expect(screen.getByRole('status')).toHaveTextContent('unsorted');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).not.toHaveAttribute('aria-sort');
    // Keyboard: a header is a button, so Enter sorts too.
    screen.getByRole('button', { name: 'ID' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('id.asc');
  });

  it('says when there is nothing to show, but not while loading', () => {
    const { rerender } = render(
      <DataTable columns={columns} rows={[]} rowKey={(row) => String(row.id)} empty="Nothing" />,
    );
    expect(screen.getByText('Nothing')).toBeInTheDocument();
    rerender(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(row) => String(row.id)}
        empty="Nothing"
        loading
      />,
    );
    expect(screen.queryByText('Nothing')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('moves to another column in ascending order', () => {
    expect(nextSort({ field: 'id', order: 'desc' }, 'amount')).toEqual({
      field: 'amount',
      order: 'asc',
    });
    expect(nextSort(undefined, 'id')).toEqual({ field: 'id', order: 'asc' });
  });
});
