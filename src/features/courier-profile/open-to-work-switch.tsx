import { Paper, Switch, Text } from '@mantine/core';
import { showApiError } from '@/features/shipments/feedback';
import { courierAccountState, mayWork } from './account-state';
import { useCourierProfile, useUpdateCourierWorkStatus } from './api/courier-profile';
import { courierProfileMessages as m } from './messages';
import classes from './open-to-work-switch.module.css';

/**
 * "İşe Açığım": the courier's one big switch (isOpenToWork), for Profilim and İşlerim. Locked,
 * with the reason, while the account is not approved.
 */
export function OpenToWorkSwitch() {
  const profile = useCourierProfile();
  const update = useUpdateCourierWorkStatus();
  const data = profile.data;
  if (!data) return null;
  const active = mayWork(courierAccountState(data.status));
  const checked = update.isPending ? (update.variables ?? data.isOpenToWork) : data.isOpenToWork;
  const description = !active ? m.openToWorkLocked : checked ? m.openToWorkOn : m.openToWorkOff;
  return (
    <Paper withBorder radius="md" p="md" className={classes.root} data-open={checked && active}>
      <Switch
        size="lg"
        color="teal.8"
        label={<Text fw={700}>{m.openToWork}</Text>}
        description={description}
        checked={checked && active}
        disabled={!active || update.isPending}
        onChange={(event) => {
          update.mutate(event.currentTarget.checked, { onError: (error) => void showApiError(error) });
        }}
        classNames={{ body: classes.body, track: classes.track }}
      />
    </Paper>
  );
}
