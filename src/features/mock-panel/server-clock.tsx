import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@/domain/format';
import { mockPanelMessages as m } from './messages';
import { advanceMockClock, mockClockQueryOptions, mockControlKeys } from './mock-control-api';
import classes from './mock-panel.module.css';

const QUICK_STEPS = [1, 5, 31] as const;

/** The emulated server's clock (GET/POST /__mock/clock): read it and move it forward. */
export function ServerClock() {
  const queryClient = useQueryClient();
  const clock = useQuery(mockClockQueryOptions());
  const [minutes, setMinutes] = useState<number | string>(10);

  const advance = useMutation({
    mutationFn: advanceMockClock,
    onSuccess: (data, advanceMinutes) => {
      queryClient.setQueryData(mockControlKeys.clock(), data);
      // Time-dependent state (tenders, sessions) may have changed: let every screen read again.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== mockControlKeys.all[0],
      });
      notifications.show({ message: m.advanced(advanceMinutes), color: 'courier' });
    },
    onError: (error) => notifications.show({ message: error.message, color: 'red' }),
  });

  const customMinutes = typeof minutes === 'number' ? minutes : Number.parseFloat(minutes);
  const customValid = Number.isFinite(customMinutes) && customMinutes > 0;

  return (
    <section aria-labelledby="mock-clock-title" className={classes.section}>
      <Title order={3} size="h4" id="mock-clock-title" mb="xs">
        {m.clockTitle}
      </Title>
      {clock.isError ? (
        <Alert color="red" variant="light" mb="xs">
          {m.loadError}
        </Alert>
      ) : null}
      <Text className={classes.clock} data-testid="server-clock">
        {clock.data ? formatDateTime(clock.data.now) : '––.––.–––– ––:––'}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {clock.data ? m.clockOffset(clock.data.offsetMinutes) : '\u00a0'}
      </Text>
      <Group gap="xs" mb="sm">
        {QUICK_STEPS.map((step) => (
          <Button
            key={step}
            variant="light"
            size="compact-md"
            onClick={() => advance.mutate(step)}
            disabled={advance.isPending}
          >
            {m.advanceBy(step)}
          </Button>
        ))}
      </Group>
      <form
        className={classes.advanceForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (customValid) advance.mutate(customMinutes);
        }}
      >
        <NumberInput
          label={m.minutes}
          value={minutes}
          onChange={setMinutes}
          min={1}
          max={60 * 24 * 30}
          allowDecimal={false}
          allowNegative={false}
          className={classes.minutesInput}
        />
        <Button type="submit" disabled={!customValid} loading={advance.isPending}>
          {m.advance}
        </Button>
      </form>
    </section>
  );
}
