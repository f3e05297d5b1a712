import { useMemo, useState } from 'react';
import { MultiSelect, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatMoney, formatPhone } from '@/domain/format';
import { vehicleTypeLabels } from '@/domain/params';
import { SHIPMENT_STATUS_CODES, shipmentStatusLabels } from '@/domain/shipment-status';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import type { DataTableColumn } from '@/ui/data-table';
import { AdminListScreen } from '../common/admin-list-screen';
import { textColumn } from '../common/columns';
import type { ListSearchProps } from '../common/use-list-search';
import { downloadAdminShipmentsCsv, useAdminShipments } from './api/get-admin-shipments';
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

/** The statuses (several): shown at once, a second pick before the URL has changed adds to the first. */
function StatusFilter({ search, onSearchChange }: Pick<ShipmentsPageProps, 'search' | 'onSearchChange'>) {
  const urlStatuses = (search.status ?? []).map(String);
  const [statuses, setStatuses] = useState(urlStatuses);
  // Back or a link changed the statuses in the URL: show them (adjusted while rendering).
  const [shownStatuses, setShownStatuses] = useState(urlStatuses.join());
  if (shownStatuses !== urlStatuses.join()) {
    setShownStatuses(urlStatuses.join());
    setStatuses(urlStatuses);
  }
  return (
    <MultiSelect
      label={m.statusFilter}
      placeholder={statuses.length > 0 ? undefined : m.statusPlaceholder}
      data={statusOptions}
      value={statuses}
      clearable
      clearButtonProps={{ 'aria-label': 'Durum süzgecini temizle' }}
      onChange={(values) => {
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
  );
}

function CityFilter({ search, onSearchChange }: Pick<ShipmentsPageProps, 'search' | 'onSearchChange'>) {
  const cities = useQuery(citiesQueryOptions());
  const cityOptions = useMemo(
    () => (cities.data ?? []).map((c) => ({ value: String(c.cityId), label: c.cityName })),
    [cities.data],
  );
  return (
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
  );
}

const vehicleOptions = ([1, 2] as const).map((c) => ({ value: c, label: vehicleTypeLabels[c] }));

const yesNo = [
  { value: true, label: m.tenderYes },
  { value: false, label: m.tenderNo },
];

const priceOf = (s: AdminShipment) => s.acceptedTotalPrice ?? s.totalPrice;

const columns: DataTableColumn<AdminShipment>[] = [
  textColumn<AdminShipment>('shipmentId', m.columns.shipmentId, (s) => s.shipmentId, {
    primary: true,
    sortable: true,
    render: (s) => <span className={classes.strong}>{s.shipmentId}</span>,
  }),
  textColumn<AdminShipment>('customer', m.columns.customer, (s) => s.customerName, {
    render: (s) => (
      <>
        <span>{s.customerName}</span>
        <Text size="sm" c="dimmed" className={classes.nowrap}>
          {formatPhone(s.customerPhone)}
        </Text>
      </>
    ),
  }),
  {
    key: 'shipmentStatus',
    title: m.columns.status,
    sortable: true,
    render: (s) => <ShipmentStatusBadge status={s.shipmentStatus} />,
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
  },
];

/**
 * "Gönderi Listesi": every shipment, filtered by status (several), creation date, pickup city,
 * vehicle and tender; searched by number, customer name or phone; sorted by the server; a row
 * opens the shipment in the form's view mode. Filters, sort and page live in the URL.
 */
export function ShipmentsPage({ search, onSearchChange, onOpen }: ShipmentsPageProps) {
  const url = { search, onSearchChange };
  return (
    <AdminListScreen
      {...url}
      texts={m}
      query={useAdminShipments(search)}
      filtersClassName={classes.filters}
      filtersLabel={m.filtersLabel}
      filters={[
        <StatusFilter key="status" {...url} />,
        <DateRangeFilter
          key="date"
          from={search.from}
          to={search.to}
          onChange={({ from, to }) => onSearchChange({ from, to, page: 1 })}
        />,
        <CityFilter key="city" {...url} />,
        { name: 'vehicleType', label: m.vehicleFilter, all: m.all, options: vehicleOptions },
        { name: 'tender', label: m.tenderFilter, all: m.all, options: yesNo },
      ]}
      cleared={{ status: undefined, cityId: undefined, from: undefined, to: undefined }}
      columns={columns}
      rowKey={(s) => s.shipmentId}
      onRowClick={(s) => onOpen(s.shipmentId)}
      rowLabel={(s) => m.openRow(s.shipmentId)}
      csv={{ download: downloadAdminShipmentsCsv }}
      keepPageInRange
      skeletonHeight={320}
    />
  );
}
