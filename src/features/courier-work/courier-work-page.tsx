import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { COURIER_TABS, inCity, openJobTab, summarizeJobs, type CourierTab } from '@/domain/courier-work';
import { citiesQueryOptions } from '@/features/addresses/lookups';
import {
  useAssignedShipments,
  useOpenTenders,
  usePastCourierShipments,
} from '@/features/shipments/api/get-courier-work';
import type { Shipment } from '@/features/shipments/api/types';
import { OpenToWorkSwitch } from '@/features/courier-profile/open-to-work-switch';
import { PageTitle } from '@/ui/page-title';
import { useCourierCity } from './api/get-courier-city';
import { AssignedJobCard } from './assigned-job-card';
import { courierWorkMessages as m } from './messages';
import { OpenJobCard } from './open-job-card';
import { PastJobCard } from './past-job-card';
import { useTenderNotices } from './use-tender-notices';
import { WorkSummary } from './work-summary';
import { CashHandovers } from './cash-handovers';
import listClasses from '@/ui/card-list.module.css';
import classes from './courier-work.module.css';

export interface CourierWorkPageProps {
  tab: CourierTab;
  /** From the URL: a plate code, "tum", or undefined for the courier's own city. */
  city: number | 'tum' | undefined;
}

function CityFilter({
  tab,
  city,
  ownCity,
}: {
  tab: CourierTab;
  city: number | null;
  ownCity: number | null;
}) {
  const { data: cities } = useQuery(citiesQueryOptions());
  const nameOf = (id: number | null) => cities?.find((c) => c.cityId === id)?.cityName;
  const ownName = nameOf(ownCity);
  const other = city !== null && city !== ownCity ? nameOf(city) : undefined;
  return (
    <div className={classes.filter} role="group" aria-label={m.cityFilterLabel}>
      <Link to="/kurye/isler" search={{ sekme: tab }} className={classes.chip}>
        {ownName ? m.myCity(ownName) : m.myCityUnknown}
      </Link>
      {other ? (
        <span className={classes.chip} aria-current="page">
          {other}
        </span>
      ) : null}
      <Link to="/kurye/isler" search={{ sekme: tab, il: 'tum' }} className={classes.chip}>
        {m.allCities}
      </Link>
    </div>
  );
}

/** İşlerim (issue 16): tabs for open tenders, waiting jobs, active and past jobs; a summary. */
export function CourierWorkPage({ tab, city }: CourierWorkPageProps) {
  const { data: open, dataUpdatedAt } = useOpenTenders();
  const { data: assigned } = useAssignedShipments();
  const { data: past } = usePastCourierShipments();
  const { data: ownCity = null } = useCourierCity();
  useTenderNotices(open);

  // The courier's own city by default; "Tüm iller" widens it.
  const cityId = city === 'tum' ? null : (city ?? ownCity);
  const filtered = inCity(open, cityId);
  const lists: Record<CourierTab, Shipment[]> = {
    'acik-ihaleler': filtered.filter((s) => openJobTab(s) === 'acik-ihaleler'),
    bekleyen: filtered.filter((s) => openJobTab(s) === 'bekleyen'),
    aktif: assigned,
    gecmis: past,
  };
  const summary = useMemo(() => summarizeJobs([...assigned, ...past]), [assigned, past]);
  const shown = lists[tab];
  const openTab = tab === 'acik-ihaleler' || tab === 'bekleyen';
  const keepCity = city === undefined ? {} : { il: city };

  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <OpenToWorkSwitch />
      <WorkSummary summary={summary} />
      <CashHandovers />
      <nav aria-label={m.tabsLabel} className={classes.tabs}>
        {COURIER_TABS.map((t) => (
          <Link
            key={t}
            to="/kurye/isler"
            search={{ sekme: t, ...keepCity }}
            className={classes.tab}
            aria-current={t === tab ? 'page' : undefined}
            activeOptions={{ exact: true }}
          >
            <span>{m.tabs[t]}</span>
            <span className={classes.count} aria-label={`(${lists[t].length})`}>
              {lists[t].length}
            </span>
          </Link>
        ))}
      </nav>
      <Text size="sm" c="dimmed">
        {m.tabHints[tab]}
      </Text>
      {openTab ? <CityFilter tab={tab} city={cityId} ownCity={ownCity} /> : null}
      <section aria-label={m.tabs[tab]}>
        {shown.length === 0 ? (
          <Text className={listClasses.empty}>{m.empty[tab]}</Text>
        ) : (
          <div className={listClasses.list}>
            {shown.map((s) => {
              if (openTab) return <OpenJobCard key={s.shipmentId} shipment={s} receivedAt={dataUpdatedAt} />;
              if (tab === 'aktif') return <AssignedJobCard key={s.shipmentId} shipment={s} />;
              return <PastJobCard key={s.shipmentId} shipment={s} />;
            })}
          </div>
        )}
      </section>
    </Stack>
  );
}
