import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@/api/list';
import { DataTable, searchPaging, type DataTableColumn } from './data-table';
import { TestProviders } from './test-providers';

interface Row {
  id: number;
  name: string;
  city: string;
}

const nameColumn: DataTableColumn<Row> = {
  key: 'name',
  title: 'Ad Soyad',
  primary: true,
  render: (r) => r.name,
};
const cityColumn: DataTableColumn<Row> = { key: 'city', title: 'İl', render: (r) => r.city };
const actionsColumn: DataTableColumn<Row> = {
  key: 'actions',
  title: 'İşlem',
  actions: true,
  render: (r) => <button type="button">{`${r.name}: Onayla`}</button>,
};
const columns = [nameColumn, cityColumn, actionsColumn];

function renderTable(page: Page<Row> | undefined, onPageChange = vi.fn()) {
  render(
    <TestProviders>
      <DataTable
        label="Başvurular"
        columns={columns}
        page={page}
        rowKey={(r) => r.id}
        emptyText="Başvuru yok."
        countText={(n) => `Toplam ${n} başvuru`}
        onPageChange={onPageChange}
      />
    </TestProviders>,
  );
  return onPageChange;
}

describe('DataTable (the admin lists)', () => {
  it('says "Kayıt yok." to nobody while rows are shown or loading', () => {
    renderTable({ items: [{ id: 1, name: 'Selin Aydın', city: 'İzmir' }], total: 1, page: 1, pageSize: 20 });
    expect(screen.queryByText('Kayıt yok.')).not.toBeInTheDocument();
  });

  it('names the table, heads each row with its primary cell and labels each value for the card layout', () => {
    renderTable({ items: [{ id: 1, name: 'Selin Aydın', city: 'İzmir' }], total: 1, page: 1, pageSize: 20 });
    const table = screen.getByRole('table', { name: 'Başvurular' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ad Soyad', 'İl', 'İşlem']);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Selin Aydın');
    expect(within(table).getByRole('cell', { name: /İzmir/ })).toHaveTextContent('İlİzmir');
    expect(screen.getByRole('status')).toHaveTextContent('Toplam 1 başvuru');
    // One page: no pagination.
    expect(screen.queryByRole('button', { name: 'Sonraki sayfa' })).not.toBeInTheDocument();
  });

  it('says so when the list is empty, instead of an empty table', () => {
    renderTable({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(screen.getByText('Başvuru yok.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages with Turkish control names and reports the page chosen', async () => {
    const onPageChange = renderTable({
      items: [{ id: 3, name: 'Zeynep Şahin', city: 'İstanbul' }],
      total: 45,
      page: 2,
      pageSize: 20,
    });
    expect(screen.getByRole('button', { name: 'Sayfa 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('sorts on the server: a sortable header reports the sort key, then the descending one', async () => {
    const onSortChange = vi.fn();
    const page = { items: [{ id: 1, name: 'Ali', city: 'İzmir' }], total: 1, page: 1, pageSize: 20 };
    const sortable: DataTableColumn<Row>[] = [{ ...nameColumn, sortable: true }, cityColumn];
    const { rerender } = render(
      <TestProviders>
        <DataTable
          label="Liste"
          columns={sortable}
          page={page}
          rowKey={(r) => r.id}
          emptyText=""
          countText={String}
          onPageChange={vi.fn()}
          sort=""
          onSortChange={onSortChange}
        />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ad Soyad: sıralanmamış, sırala' }));
    expect(onSortChange).toHaveBeenLastCalledWith('name');
    rerender(
      <TestProviders>
        <DataTable
          label="Liste"
          columns={sortable}
          page={page}
          rowKey={(r) => r.id}
          emptyText=""
          countText={String}
          onPageChange={vi.fn()}
          sort="name"
          onSortChange={onSortChange}
        />
      </TestProviders>,
    );
    expect(screen.getByRole('columnheader', { name: /Ad Soyad/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ad Soyad: artan sırada, sırala' }));
    expect(onSortChange).toHaveBeenLastCalledWith('-name');
    // A column that is not sortable has no button.
    expect(screen.queryByRole('button', { name: /^İl/ })).not.toBeInTheDocument();
  });

  it('opens a row on click or Enter, but leaves its buttons alone', async () => {
    const onRowClick = vi.fn();
    const onButton = vi.fn();
    const row = { id: 7, name: 'Selin', city: 'Bursa' };
    const withButton: DataTableColumn<Row>[] = [
      nameColumn,
      {
        key: 'a',
        title: 'İşlem',
        actions: true,
        render: () => (
          <button type="button" onClick={onButton}>
            Onayla
          </button>
        ),
      },
    ];
    render(
      <TestProviders>
        <DataTable
          label="Liste"
          columns={withButton}
          page={{ items: [row], total: 1, page: 1, pageSize: 20 }}
          rowKey={(r) => r.id}
          emptyText=""
          countText={String}
          onPageChange={vi.fn()}
          onRowClick={onRowClick}
          rowLabel={(r) => `${r.name} ayrıntısı`}
        />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(onButton).toHaveBeenCalledOnce();
    expect(onRowClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('rowheader'));
    expect(onRowClick).toHaveBeenCalledWith(row);
    screen.getByRole('row', { name: 'Selin ayrıntısı' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('exports every row of the current filter as CSV with the columns that have a CSV value', async () => {
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const all = [
      { id: 1, name: 'Ali', city: 'İzmir' },
      { id: 2, name: '=cmd', city: 'Van' },
    ];
    const rows = vi.fn(async () => all);
    const csvColumns: DataTableColumn<Row>[] = [
      { ...nameColumn, csv: (r) => r.name },
      { ...cityColumn, csv: (r) => r.city },
      actionsColumn,
    ];
    render(
      <TestProviders>
        <DataTable
          label="Liste"
          columns={csvColumns}
          page={{ items: all.slice(0, 1), total: 2, page: 1, pageSize: 1 }}
          rowKey={(r) => r.id}
          emptyText=""
          countText={String}
          onPageChange={vi.fn()}
          csv={{ fileName: 'liste.csv', rows }}
        />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'CSV İndir' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(rows).toHaveBeenCalledOnce();
    expect(await blobs.at(0)?.text()).toBe('\uFEFF"Ad Soyad";"İl"\r\n"Ali";"İzmir"\r\n"\'=cmd";"Van"\r\n');
    create.mockRestore();
    revoke.mockRestore();
  });
});

describe("searchPaging (a list's search params as the table's paging and sort)", () => {
  it('keeps the filter and moves the page; a new page size or sort starts again at page 1', () => {
    const onSearchChange = vi.fn();
    const paging = searchPaging({ sort: '-createdAt' as 'createdAt' | '-createdAt' | '' }, onSearchChange);
    expect(paging.sort).toBe('-createdAt');
    paging.onPageChange(3);
    paging.onPageSizeChange?.(50);
    paging.onSortChange?.('createdAt');
    expect(onSearchChange.mock.calls).toEqual([
      [{ page: 3 }],
      [{ pageSize: 50, page: 1 }],
      [{ sort: 'createdAt', page: 1 }],
    ]);
  });

  it('a page past the end (?page=999): asks once for the last page, in place of the address', () => {
    const rows = [{ id: 1, name: 'Selin Aydın', city: 'İzmir' }];
    const onPageChange = renderTable({ items: [], total: 45, page: 999, pageSize: 20 });
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(3, { replace: true });
    // An empty list, or a page in range, is left as it is.
    const untouched = vi.fn();
    renderTable({ items: [], total: 0, page: 1, pageSize: 20 }, untouched);
    renderTable({ items: rows, total: 45, page: 3, pageSize: 20 }, untouched);
    expect(untouched).not.toHaveBeenCalled();
  });
});
