import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { fetchAllPages } from '@/api/list';
import { formatMoney } from '@/domain/format';
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { runAction } from '@/ui/run-action';
import { FilterSelect } from '../common/filter-select';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { QueryView } from '../common/query-view';
import { useListFilters } from '../common/use-list-filters';
import { getPackages, usePackages, type PackagesSearch } from './api/get-packages';
import { packageBodyOf, useDeletePackage, useSavePackage } from './api/save-package';
import type { Package } from './api/types';
import { packageMessages as m } from './messages';
import { PackageEditor } from './package-editor';
import classes from './packages.module.css';

export type PackagesPageProps = ListSearchProps<PackagesSearch>;

function Filters({ search, onSearchChange }: PackagesPageProps) {
  return (
    <div className={classes.filters} role="search">
      <ListSearchBox
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search.q}
        onSearch={(q) => onSearchChange({ q, page: 1 })}
      />
      <FilterSelect
        label={m.activeFilter}
        value={search.isActive === undefined ? '' : String(search.isActive)}
        data={[
          { value: '', label: m.activeAll },
          { value: 'true', label: m.active },
          { value: 'false', label: m.inactive },
        ]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onSearchChange({ isActive: value === '' ? undefined : value === 'true', page: 1 });
        }}
      />
    </div>
  );
}

/**
 * "Paket Tanımları": the packages for sale, searchable and sortable, with one editor for adding
 * and editing, (de)activation and deletion (refused while members hold the package).
 */
export function PackagesPage({ search, onSearchChange }: PackagesPageProps) {
  const packages = usePackages(search);
  const save = useSavePackage();
  const remove = useDeletePackage();
  const [editing, setEditing] = useState<Package | 'new' | null>(null);
  const filters = useListFilters(search, onSearchChange, { q: '', isActive: undefined });

  const toggle = (p: Package) =>
    runAction({
      confirm: p.isActive
        ? { title: m.deactivateTitle, text: m.deactivateText(p), confirmLabel: m.deactivate }
        : { title: m.activateTitle, text: m.activateText(p), confirmLabel: m.activate },
      action: () =>
        save.mutateAsync({ packageId: p.packageId, body: packageBodyOf(p, { isActive: !p.isActive }) }),
      success: (saved) => (saved.isActive ? m.activated(saved) : m.deactivated(saved)),
    });

  const del = (p: Package) =>
    runAction({
      confirm: { title: m.removeTitle, text: m.removeText(p), confirmLabel: m.remove, danger: true },
      action: () => remove.mutateAsync(p.packageId),
      success: m.removed(p),
    });

  const columns: DataTableColumn<Package>[] = [
    {
      key: 'name',
      title: m.columns.name,
      primary: true,
      sortable: true,
      csv: (p) => p.name,
      render: (p) => (
        <>
          <span className={classes.name}>{p.name}</span>
          {p.description ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {p.description}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'productCode',
      title: m.columns.productCode,
      sortable: true,
      csv: (p) => p.productCode,
      render: (p) => p.productCode,
    },
    {
      key: 'price',
      title: m.columns.price,
      sortable: true,
      textAlign: 'right',
      csv: (p) => p.price,
      render: (p) => formatMoney(p.price),
      nowrap: true,
    },
    {
      key: 'durationDays',
      title: m.columns.durationDays,
      sortable: true,
      textAlign: 'right',
      csv: (p) => p.durationDays,
      render: (p) => m.days(p.durationDays),
    },
    {
      key: 'isActive',
      title: m.columns.isActive,
      sortable: true,
      csv: (p) => (p.isActive ? m.active : m.inactive),
      render: (p) => (
        <Badge color={p.isActive ? 'green' : 'gray'} variant="light">
          {p.isActive ? m.active : m.inactive}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: m.columns.actions,
      actions: true,
      width: 300,
      render: (p) => (
        <div className={classes.actions}>
          <Button
            variant="light"
            aria-label={m.editLabel(p)}
            aria-haspopup="dialog"
            onClick={() => setEditing(p)}
          >
            {m.edit}
          </Button>
          <Button variant="default" aria-label={m.toggleLabel(p)} onClick={() => void toggle(p)}>
            {p.isActive ? m.deactivate : m.activate}
          </Button>
          <Button color="red" variant="subtle" aria-label={m.removeLabel(p)} onClick={() => void del(p)}>
            {m.remove}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle
        title={m.title}
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            aria-haspopup="dialog"
            onClick={() => setEditing('new')}
          >
            {m.add}
          </Button>
        }
      />
      <Text c="dimmed">{m.summary}</Text>
      <Filters search={search} onSearchChange={onSearchChange} />
      <QueryView query={packages} kind="list" skeletonHeight={220}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={data}
            rowKey={(p) => p.packageId}
            fetching={packages.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            onRowClick={setEditing}
            rowLabel={m.editLabel}
            csv={{
              fileName: m.csvFile,
              rows: () => fetchAllPages((page, pageSize) => getPackages({ ...search, page, pageSize })),
            }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
      <PackageEditor editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
