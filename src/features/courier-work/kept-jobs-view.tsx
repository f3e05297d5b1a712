import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LastUpdated } from '@/ui/last-updated';
import { NeedsNetwork } from '@/ui/needs-network';
import { PageTitle } from '@/ui/page-title';
import { AssignedJobCard } from './assigned-job-card';
import { loadKeptJobs } from './kept-jobs';
import { courierWorkMessages as m } from './messages';
import listClasses from '@/ui/card-list.module.css';

/**
 * İşlerim without a network and without the server's answer in memory (a reload, an offline
 * start): the jobs in hand as last kept on this device for this courier, with their time. Their
 * steps queue as anywhere else. Nothing kept for this courier here: the page says it was never
 * downloaded on this device, which is then true.
 */
export function KeptJobsView({ userId }: { userId: number }) {
  const kept = useQuery({
    queryKey: ['courier-kept-jobs', userId],
    queryFn: () => loadKeptJobs(userId),
    // Read from the device: it runs without a network, and is read afresh each time.
    networkMode: 'always',
    gcTime: 0,
    staleTime: 0,
  });
  if (kept.isPending)
    return (
      <Stack gap="md" aria-busy="true" aria-label="Yükleniyor" role="status">
        <PageTitle title={m.title} />
        <Skeleton height={88} radius="md" />
      </Stack>
    );
  if (!kept.data)
    return (
      <Stack gap="md">
        <PageTitle title={m.title} />
        <NeedsNetwork kind="page" />
      </Stack>
    );
  const { jobs, savedAt } = kept.data;
  return (
    <Stack gap="md">
      <PageTitle title={m.title} />
      <Text size="sm" c="dimmed">
        {m.keptText}
      </Text>
      <section aria-label={m.tabs.aktif}>
        <Stack gap="sm">
          <LastUpdated at={savedAt} />
          {jobs.length === 0 ? (
            <Text className={listClasses.empty}>{m.keptEmpty}</Text>
          ) : (
            <div className={listClasses.list}>
              {jobs.map((s) => (
                <AssignedJobCard key={s.shipmentId} shipment={s} />
              ))}
            </div>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
