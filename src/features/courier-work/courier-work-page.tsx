import { memo, useDeferredValue, useMemo } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { inCity, openJobTab, summarizeJobs } from '@/domain/courier-work';
import { COURIER_TABS, type CourierTab } from '@/domain/url-values';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import {
  useAssignedShipments,
  useOpenTenders,
  usePastCourierShipments,
} from '@/features/courier-work/api/get-courier-work';
import type { Shipment } from '@/api/shipments/types';
import { courierAccountState, mayWork } from '@/features/courier-profile';
import { useCourierProfile, useUpdateCourierWorkStatus } from '@/features/courier-profile';
import { OpenToWorkSwitch } from '@/features/courier-profile';
import { LastUpdated } from '@/ui/last-updated';
import { showApiError } from '@/ui/feedback';
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

// A card renders again only when its shipment (or its clock) changes: a tab switch, "İşe Açığım"
// or a status step elsewhere re-renders the page, not every card in it (issue 33: at 4× CPU a tab
// switch took 250–450 ms to paint, rendering every card of both tabs).
const OpenCard = memo(OpenJobCard);
const AssignedCard = memo(AssignedJobCard);
const PastCard = memo(PastJobCard);
// The parts above the tabs take no props that a tab switch changes: they skip its render.
const Switch = memo(OpenToWorkSwitch);
const Summary = memo(WorkSummary);
const Handovers = memo(CashHandovers);

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
  /** The city shown: null for "Tüm iller". */
  city: number | null;
  ownCity: number | null;
}) {
  const { data: cities } = useQuery(citiesQueryOptions());
  const nameOf = (id: number | null) => cities?.find((c) => c.cityId === id)?.cityName;
  const ownName = nameOf(ownCity);
  const other = city !== null && city !== ownCity ? nameOf(city) : undefined;
  return (
    <div className={classes.filter} role="group" aria-label={m.cityFilterLabel}>
      {/* Issue 28: the chip of what is shown is marked, also on plain /kurye/isler (no "il" in the URL). */}
      <Link
        to="/kurye/isler"
        search={{ sekme: tab }}
        className={classes.chip}
        activeOptions={{ exact: true }}
        aria-current={city !== null && city === ownCity ? 'page' : undefined}
      >
        {ownName ? m.myCity(ownName) : m.myCityUnknown}
      </Link>
      {other ? (
        <span className={classes.chip} aria-current="page">
          {other}
        </span>
      ) : null}
      <Link
        to="/kurye/isler"
        search={{ sekme: tab, il: 'tum' }}
        className={classes.chip}
        activeOptions={{ exact: true }}
        aria-current={city === null ? 'page' : undefined}
      >
        {m.allCities}
      </Link>
    </div>
  );
}

/** "İşe Açığım" off: why the open tabs are empty, and the way back on (issue 28). */
function OffNote() {
  const update = useUpdateCourierWorkStatus();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconPlayerPause aria-hidden />}
      title={m.offTitle}
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{m.offText}</Text>
        <Button
          size="lg"
          color="teal.8"
          loading={update.isPending}
          onClick={() => update.mutate(true, { onError: (error) => void showApiError(error) })}
        >
          {m.turnOn}
        </Button>
      </Stack>
    </Alert>
  );
}

/** İşlerim (issue 16): tabs for open tenders, waiting jobs, active and past jobs; a summary. */
export function CourierWorkPage({ tab, city }: CourierWorkPageProps) {
  const { data: open, dataUpdatedAt } = useOpenTenders();
  const { data: assigned, dataUpdatedAt: assignedAt } = useAssignedShipments();
  const { data: past } = usePastCourierShipments();
  const { data: ownCity = null } = useCourierCity();
  const { data: profile } = useCourierProfile();
  useTenderNotices(open);
  // Issue 28: "İşe Açığım" off is offered no new work (the server lists none either; a list read
  // before the switch is not shown meanwhile).
  const off = !!profile && mayWork(courierAccountState(profile.status)) && !profile.isOpenToWork;

  // The courier's own city by default; "Tüm iller" widens it.
  const cityId = city === 'tum' ? null : (city ?? ownCity);
  const filtered = off ? [] : inCity(open, cityId);
  const lists: Record<CourierTab, Shipment[]> = {
    'acik-ihaleler': filtered.filter((s) => openJobTab(s) === 'acik-ihaleler'),
    bekleyen: filtered.filter((s) => openJobTab(s) === 'bekleyen'),
    aktif: assigned,
    gecmis: past,
  };
  const summary = useMemo(() => summarizeJobs([...assigned, ...past]), [assigned, past]);
  // The tab the list shows follows the tapped one in a render of its own (React's deferred
  // value): the tap paints the tab as chosen at once, and the new tab's cards come in the next
  // frames, a render the next tap can interrupt (issue 33, a tab switch under 150 ms at 4× CPU).
  const listTab = useDeferredValue(tab);
  const shown = lists[listTab];
  const openTab = listTab === 'acik-ihaleler' || listTab === 'bekleyen';
  const keepCity = city === undefined ? {} : { il: city };

  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Switch />
      <Summary summary={summary} />
      <Handovers />
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
        {m.tabHints[listTab]}
      </Text>
      {openTab && !off ? <CityFilter tab={listTab} city={cityId} ownCity={ownCity} /> : null}
      <section aria-label={m.tabs[listTab]} aria-busy={listTab !== tab}>
        {/* Offline, the jobs in hand are as of their last answer (issue 28). */}
        {listTab === 'aktif' ? <LastUpdated at={assignedAt} /> : null}
        {openTab && off ? (
          <OffNote />
        ) : shown.length === 0 ? (
          <Text className={listClasses.empty}>
            {(cityId === null ? m.emptyAllCities[listTab] : undefined) ?? m.empty[listTab]}
          </Text>
        ) : (
          <div className={listClasses.list}>
            {shown.map((s) => {
              if (openTab) return <OpenCard key={s.shipmentId} shipment={s} receivedAt={dataUpdatedAt} />;
              if (listTab === 'aktif') return <AssignedCard key={s.shipmentId} shipment={s} />;
              return <PastCard key={s.shipmentId} shipment={s} />;
            })}
          </div>
        )}
      </section>
    </Stack>
  );
}
