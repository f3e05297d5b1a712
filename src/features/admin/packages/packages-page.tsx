import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from '@/ui/data-table';
import { runAction } from '@/ui/run-action';
import { AdminListScreen, type ListSelectFilter } from '../common/admin-list-screen';
import { moneyColumn, statusColumn, textColumn } from '../common/columns';
import type { ListSearchProps } from '../common/use-list-search';
import { getPackages, usePackages, type PackagesSearch } from './api/get-packages';
import { packageBodyOf, useDeletePackage, useSavePackage } from './api/save-package';
import type { Package } from './api/types';
import { packageMessages as m } from './messages';
import { PackageEditor } from './package-editor';
import classes from './packages.module.css';

export type PackagesPageProps = ListSearchProps<PackagesSearch>;

const filters: ListSelectFilter<PackagesSearch>[] = [
  {
    name: 'isActive',
    label: m.activeFilter,
    all: m.activeAll,
    options: [
      { value: true, label: m.active },
      { value: false, label: m.inactive },
    ],
  },
];

/**
 * "Paket Tanımları": the packages for sale, searchable and sortable, with one editor for adding
 * and editing, (de)activation and deletion (refused while members hold the package).
 */
export function PackagesPage({ search, onSearchChange }: PackagesPageProps) {
  const save = useSavePackage();
  const remove = useDeletePackage();
  const [editing, setEditing] = useState<Package | 'new' | null>(null);

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
    textColumn<Package>('name', m.columns.name, (p) => p.name, {
      primary: true,
      sortable: true,
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
    }),
    textColumn<Package>('productCode', m.columns.productCode, (p) => p.productCode, { sortable: true }),
    moneyColumn<Package>('price', m.columns.price, (p) => p.price, { sortable: true }),
    textColumn<Package>('durationDays', m.columns.durationDays, (p) => p.durationDays, {
      sortable: true,
      textAlign: 'right',
      render: (p) => m.days(p.durationDays),
    }),
    statusColumn<Package>('isActive', m.columns.isActive, (p) =>
      p.isActive ? { label: m.active, color: 'green' } : { label: m.inactive, color: 'gray' },
    ),
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
    <AdminListScreen
      search={search}
      onSearchChange={onSearchChange}
      texts={m}
      actions={
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          aria-haspopup="dialog"
          onClick={() => setEditing('new')}
        >
          {m.add}
        </Button>
      }
      query={usePackages(search)}
      filters={filters}
      filterColumns="minmax(0, 1fr) 10rem"
      columns={columns}
      rowKey={(p) => p.packageId}
      onRowClick={setEditing}
      rowLabel={m.editLabel}
      csv={{ fileName: m.csvFile, read: getPackages }}
    >
      <PackageEditor editing={editing} onClose={() => setEditing(null)} />
    </AdminListScreen>
  );
}
