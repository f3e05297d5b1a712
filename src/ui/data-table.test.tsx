import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@/api/list';
import { DataTable, type DataTableColumn } from './data-table';
import { TestProviders } from './test-providers';

interface Row {
  id: number;
  name: string;
  city: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', title: 'Ad Soyad', primary: true, render: (r) => r.name },
  { key: 'city', title: 'İl', render: (r) => r.city },
  {
    key: 'actions',
    title: 'İşlem',
    actions: true,
    render: (r) => <button type="button">{`${r.name}: Onayla`}</button>,
  },
];

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
});
