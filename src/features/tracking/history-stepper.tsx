import { Stepper, Text } from '@mantine/core';
import { formatDateTime } from '@/domain/format';
import { ShipmentStatus } from '@/domain/shipment-status';
import type { HistoryStep } from '@/api/shipments/types';
import { trackingMessages as m } from './messages';
import classes from './history-stepper.module.css';

/** docs/data-model.md: complatedStatus 1 done, 2 in progress (orange), anything else waiting. */
export function stepState(step: HistoryStep): 'done' | 'progress' | 'waiting' {
  if (step.complatedStatus === 1) return 'done';
  if (step.complatedStatus === 2) return 'progress';
  return 'waiting';
}

/** Index Mantine's Stepper treats as active: the step in progress, else the first not done. */
export function activeStepIndex(steps: readonly HistoryStep[]): number {
  const progress = steps.findIndex((s) => stepState(s) === 'progress');
  if (progress >= 0) return progress;
  const firstOpen = steps.findIndex((s) => stepState(s) !== 'done');
  return firstOpen >= 0 ? firstOpen : steps.length;
}

const stateText = { done: m.stepDone, progress: m.stepInProgress, waiting: m.stepWaiting } as const;

/**
 * Index of the first step of a return ("Gönderi İade", status 7), or -1: from there on the steps
 * are the return's and are drawn in red, so a returned shipment never reads as a green delivery.
 */
export function returnStartIndex(steps: readonly HistoryStep[]): number {
  return steps.findIndex((s) => s.shipmentStatus === ShipmentStatus.Returning);
}

export function HistoryStepper({ steps }: { steps: readonly HistoryStep[] }) {
  if (steps.length === 0) return <Text c="dimmed">{m.historyEmpty}</Text>;
  const returnFrom = returnStartIndex(steps);
  return (
    <Stepper
      active={activeStepIndex(steps)}
      orientation="vertical"
      color="teal"
      size="sm"
      className={classes.root}
      classNames={{ stepLabel: classes.label, stepDescription: classes.description }}
      aria-label={m.historyTitle}
    >
      {steps.map((step, i) => {
        const state = stepState(step);
        const returning = returnFrom >= 0 && i >= returnFrom;
        const color = returning ? 'red' : state === 'progress' ? 'orange' : 'teal';
        return (
          <Stepper.Step
            key={`${step.statusDesc}-${i}`}
            label={step.statusDesc}
            color={color}
            data-state={state}
            data-return={returning || undefined}
            description={
              <>
                <Text component="span" size="xs" c={state === 'progress' ? 'orange.8' : 'dimmed'}>
                  {stateText[state]}
                </Text>
                {step.date && state !== 'waiting' ? (
                  <Text component="span" size="xs" c="dimmed" className={classes.date}>
                    {' · '}
                    {formatDateTime(step.date)}
                  </Text>
                ) : null}
                {/* Staff only: why an admin cancelled and who did (the server sends it to staff). */}
                {step.reason ? (
                  <Text component="span" size="sm" c="gray.9" display="block" className={classes.note}>
                    {m.stepReason(step.reason)}
                  </Text>
                ) : null}
                {step.byName ? (
                  <Text component="span" size="xs" c="gray.7" display="block">
                    {m.stepBy(step.byName)}
                  </Text>
                ) : null}
              </>
            }
          />
        );
      })}
    </Stepper>
  );
}
