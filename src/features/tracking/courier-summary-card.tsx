import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCar, IconMotorbike, IconPhone, IconUserQuestion } from '@tabler/icons-react';
import { formatPhone } from '@/domain/format';
import { useCourierSummary } from '@/api/shipments/get-courier-summary';
import { trackingMessages as m } from './messages';
import classes from './courier-summary-card.module.css';

/** "Mehmet Kaya" → "MK". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : parts.slice(0, 1);
  return letters.map((p) => (p ?? '').charAt(0).toLocaleUpperCase('tr-TR')).join('') || '?';
}

/** docs/data-model.md: workingType 1 is a motorcycle, anything else a car. */
export function vehicleOfWorkingType(workingType: number): string {
  return workingType === 1 ? m.motorcycle : m.car;
}

export interface CourierSummaryCardProps {
  shipmentId: number;
  courierId: number;
}

/** The assigned courier: name, photo or initials, vehicle, completed jobs; the phone while they carry it (3–7). */
export function CourierSummaryCard({ shipmentId, courierId }: CourierSummaryCardProps) {
  const { data, isPending, isError } = useCourierSummary({ shipmentId });

  if (isPending) {
    return (
      <Card withBorder radius="md" padding="md">
        <Group>
          <Skeleton circle height={56} />
          <Stack gap={6} className={classes.body}>
            <Skeleton height={14} width="50%" />
            <Skeleton height={12} width="30%" />
          </Stack>
        </Group>
      </Card>
    );
  }

  if (isError || !data) {
    return (
      <Alert variant="light" color="gray" icon={<IconUserQuestion aria-hidden />} title={m.courierTitle}>
        {m.courierUnavailable} {m.courierNo(courierId)}
      </Alert>
    );
  }

  const VehicleIcon = data.workingType === 1 ? IconMotorbike : IconCar;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={m.courierTitle}>
      <Stack gap="sm">
        <div className={classes.root}>
          {data.photo ? (
            <img src={data.photo} alt={data.name} className={classes.photo} />
          ) : (
            <span className={classes.initials} aria-hidden>
              {initialsOf(data.name)}
            </span>
          )}
          <Stack gap={2} className={classes.body}>
            <Text size="xs" c="dimmed">
              {m.courierTitle}
            </Text>
            <Text fw={700}>{data.name}</Text>
            <Group gap={4} wrap="nowrap">
              <VehicleIcon size={16} aria-hidden />
              <Text size="sm">{vehicleOfWorkingType(data.workingType)}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {m.completedJobs(data.completedJobs)}
            </Text>
          </Stack>
        </div>
        {data.phone ? (
          <Button
            component="a"
            href={`tel:${data.phone}`}
            variant="light"
            fullWidth
            leftSection={<IconPhone size={16} aria-hidden />}
            aria-label={`${m.call}: ${formatPhone(data.phone)}`}
          >
            {formatPhone(data.phone)}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
