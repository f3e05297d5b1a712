import { useState } from 'react';
import { Paper, Switch, Text } from '@mantine/core';
import { showApiError } from '@/ui/feedback';
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
  // What the courier just chose, set in the same event: the mutation's own state arrives a tick
  // later, and a controlled switch would spring back for that tick.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const data = profile.data;
  if (!data) return null;
  const active = mayWork(courierAccountState(data.status));
  const checked = chosen ?? (update.isPending ? (update.variables ?? data.isOpenToWork) : data.isOpenToWork);
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
          const next = event.currentTarget.checked;
          setChosen(next);
          update.mutate(next, {
            onSettled: () => setChosen(null),
            onError: (error) => void showApiError(error),
          });
        }}
        classNames={{ body: classes.body, track: classes.track }}
      />
    </Paper>
  );
}
