import { useMemo, useState } from 'react';
import { MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/api/list';
import { formatDateTime, formatMoney, formatPhone } from '@/domain/format';
import { vehicleTypeLabels } from '@/domain/params';
import { SHIPMENT_STATUS_CODES, shipmentStatusLabel, shipmentStatusLabels } from '@/domain/shipment-status';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { csvDigits } from '@/ui/csv';
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { FilterSelect } from '../common/filter-select';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { QueryView } from '../common/query-view';
import { useListFilters } from '../common/use-list-filters';
import { usePageInRange } from '../common/use-page-in-range';
import { PageTitle } from '@/ui/page-title';
import { getAdminShipments, useAdminShipments } from './api/get-admin-shipments';
import type { AdminShipmentsSearch } from './api/search';
import type { AdminShipment } from './api/types';
import { DateRangeFilter } from './date-range-filter';
import { adminShipmentMessages as m } from './messages';
import { ShipmentStatusBadge } from './status-badge';
import classes from './shipments-page.module.css';

export interface ShipmentsPageProps extends ListSearchProps<AdminShipmentsSearch> {
  /** Opens a shipment's detail. */
  onOpen: (shipmentId: number) => void;
}

const statusOptions = SHIPMENT_STATUS_CODES.map((c) => ({
  value: String(c),
  label: shipmentStatusLabels[c],
}));

function Filters({ search, onSearchChange }: Pick<ShipmentsPageProps, 'search' | 'onSearchChange'>) {
  const urlStatuses = (search.status ?? []).map(String);
  const [statuses, setStatuses] = useState(urlStatuses);
  // Back or a link changed the statuses in the URL: show them (adjusted while rendering).
  const [shownStatuses, setShownStatuses] = useState(urlStatuses.join());
  if (shownStatuses !== urlStatuses.join()) {
    setShownStatuses(urlStatuses.join());
    setStatuses(urlStatuses);
  }
  const cities = useQuery(citiesQueryOptions());
  const cityOptions = useMemo(
    () => (cities.data ?? []).map((c) => ({ value: String(c.cityId), label: c.cityName })),
    [cities.data],
  );
  return (
    <div className={classes.filters} role="search" aria-label={m.filtersLabel}>
      <ListSearchBox
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search.q}
        onSearch={(q) => onSearchChange({ q, page: 1 })}
      />
      <MultiSelect
        label={m.statusFilter}
        placeholder={statuses.length > 0 ? undefined : m.statusPlaceholder}
        data={statusOptions}
        value={statuses}
        clearable
        clearButtonProps={{ 'aria-label': 'Durum süzgecini temizle' }}
        onChange={(values) => {
          // Shown at once: a second pick before the URL has changed adds to the first.
          setStatuses(values);
          onSearchChange({
            status:
              values.length === 0
                ? undefined
                : (values.map(Number).sort((a, b) => a - b) as AdminShipmentsSearch['status']),
            page: 1,
          });
        }}
      />
      <DateRangeFilter
        from={search.from}
        to={search.to}
        onChange={({ from, to }) => onSearchChange({ from, to, page: 1 })}
      />
      <Select
        label={m.cityFilter}
        placeholder={m.cityPlaceholder}
        data={cityOptions}
        searchable
        clearable
        nothingFoundMessage={m.cityNothing}
        value={search.cityId === undefined ? null : String(search.cityId)}
        onChange={(value) => onSearchChange({ cityId: value ? Number(value) : undefined, page: 1 })}
      />
      <FilterSelect
        label={m.vehicleFilter}
        value={search.vehicleType === undefined ? '' : String(search.vehicleType)}
        data={[
          { value: '', label: m.all },
          { value: '1', label: vehicleTypeLabels[1] },
          { value: '2', label: vehicleTypeLabels[2] },
        ]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onSearchChange({ vehicleType: value === '1' ? 1 : value === '2' ? 2 : undefined, page: 1 });
        }}
      />
      <FilterSelect
        label={m.tenderFilter}
        value={search.tender === undefined ? '' : String(search.tender)}
        data={[
          { value: '', label: m.all },
          { value: 'true', label: m.tenderYes },
          { value: 'false', label: m.tenderNo },
        ]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onSearchChange({ tender: value === '' ? undefined : value === 'true', page: 1 });
        }}
      />
    </div>
  );
}

const priceOf = (s: AdminShipment) => s.acceptedTotalPrice ?? s.totalPrice;

const columns: DataTableColumn<AdminShipment>[] = [
  {
    key: 'shipmentId',
    title: m.columns.shipmentId,
    primary: true,
    sortable: true,
    render: (s) => <span className={classes.strong}>{s.shipmentId}</span>,
    csv: (s) => s.shipmentId,
  },
  {
    key: 'customer',
    title: m.columns.customer,
    render: (s) => (
      <>
        <span>{s.customerName}</span>
        <Text size="sm" c="dimmed" className={classes.nowrap}>
          {formatPhone(s.customerPhone)}
        </Text>
      </>
    ),
    csv: (s) => s.customerName,
  },
  {
    key: 'customerPhone',
    title: m.columns.customerPhone,
    render: () => null,
    // Its own column, as text: a spreadsheet keeps the leading 0.
    csv: (s) => csvDigits(s.customerPhone),
    hidden: true,
  },
  {
    key: 'shipmentStatus',
    title: m.columns.status,
    sortable: true,
    render: (s) => <ShipmentStatusBadge status={s.shipmentStatus} />,
    csv: (s) => shipmentStatusLabel(s.shipmentStatus),
  },
  {
    key: 'city',
    title: m.columns.city,
    render: (s) => (
      <>
        <span>{s.startAddress.cityName}</span>
        <Text size="sm" c="dimmed">
          {s.startAddress.countyName}
          {s.shipmentList.length > 1 ? ` · ${m.stops(s.shipmentList.length)}` : ''}
        </Text>
      </>
    ),
    csv: (s) => s.startAddress.cityName,
  },
  {
    key: 'vehicle',
    title: m.columns.vehicle,
    render: (s) => (
      <>
        <span>{vehicleTypeLabels[s.vehicleType]}</span>
        <Text size="sm" c="dimmed">
          {s.getPriceQuote ? m.tenderYes : m.tenderNo}
        </Text>
      </>
    ),
    // Vehicle and tender share a cell, so the table stays within the admin's content width.
    csv: (s) => `${vehicleTypeLabels[s.vehicleType]} / ${s.getPriceQuote ? m.tenderYes : m.tenderNo}`,
  },
  {
    key: 'totalPrice',
    title: m.columns.price,
    sortable: true,
    textAlign: 'right',
    render: (s) => (
      <>
        <span className={classes.nowrap}>{formatMoney(priceOf(s))}</span>
        {s.acceptedTotalPrice !== null && s.acceptedTotalPrice !== undefined ? (
          <Text size="xs" c="dimmed">
            {m.listedPrice(s.totalPrice)}
          </Text>
        ) : null}
      </>
    ),
    csv: (s) => priceOf(s),
  },
  {
    key: 'createdAt',
    title: m.columns.createdAt,
    sortable: true,
    render: (s) => {
      const [day, time] = formatDateTime(s.createdAt).split(' ');
      return (
        <>
          <span className={classes.nowrap}>{day}</span>
          <Text size="sm" c="dimmed">
            {time}
          </Text>
        </>
      );
    },
    csv: (s) => formatDateTime(s.createdAt),
  },
];

/**
 * "Gönderi Listesi": every shipment, filtered by status (several), creation date, pickup city,
 * vehicle and tender; searched by number, customer name or phone; sorted by the server; a row
 * opens the shipment in the form's view mode. Filters, sort and page live in the URL.
 */
export function ShipmentsPage({ search, onSearchChange, onOpen }: ShipmentsPageProps) {
  const shipments = useAdminShipments(search);
  const filters = useListFilters(search, onSearchChange, {
    q: '',
    status: undefined,
    cityId: undefined,
    vehicleType: undefined,
    tender: undefined,
    from: undefined,
    to: undefined,
  });

  usePageInRange(shipments, (page) => onSearchChange({ page }));

  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Text c="dimmed">{m.summary}</Text>
      <Filters search={search} onSearchChange={onSearchChange} />
      <QueryView query={shipments} kind="list" skeletonHeight={320}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={data}
            rowKey={(s) => s.shipmentId}
            fetching={shipments.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            onRowClick={(s) => onOpen(s.shipmentId)}
            rowLabel={(s) => m.openRow(s.shipmentId)}
            csv={{
              fileName: m.csvFile,
              rows: () => fetchAllPages((page, pageSize) => getAdminShipments({ ...search, page, pageSize })),
            }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
    </Stack>
  );
}
