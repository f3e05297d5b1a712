import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatPhone } from '@/domain/format';
import { PageSkeleton } from '@/ui/page-skeleton';
import { PageTitle } from '@/ui/page-title';
import { useCourierProfile } from './api/courier-profile';
import { ApplicationStatus } from './application-status';
import { OpenToWorkSwitch } from './open-to-work-switch';
import { courierProfileMessages as m } from './messages';
import { ProfileForm } from './profile-form';
import { StatusBadge } from './status-badge';
import classes from './courier-profile-page.module.css';

/** Profilim (/kurye/profil): the open-to-work switch first, the application's status, the form. */
export function CourierProfilePage() {
  const profile = useCourierProfile({ poll: true });
  if (profile.isPending) return <PageSkeleton />;
  if (!profile.data) {
    return (
      <Stack gap="lg">
        <PageTitle title={m.title} />
        <Alert color="red" variant="light" role="alert">
          <Text>{m.loadFailed}</Text>
          <Button mt="sm" variant="default" onClick={() => void profile.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      </Stack>
    );
  }
  const data = profile.data;
  return (
    <Stack gap="lg" className={classes.page}>
      <PageTitle title={m.title} />
      <Group justify="space-between" gap="xs">
        <div>
          <Text fw={700}>{`${data.name} ${data.surname}`}</Text>
          <Text size="sm" c="dimmed">
            {formatPhone(data.phone)}
          </Text>
        </div>
        <StatusBadge status={data.status} />
      </Group>
      <OpenToWorkSwitch />
      <ApplicationStatus profile={data} />
      <ProfileForm profile={data} />
    </Stack>
  );
}
