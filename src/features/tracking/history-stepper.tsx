import { Stepper, Text } from '@mantine/core';
import { formatDateTime } from '@/domain/format';
import type { HistoryStep } from '@/features/shipments/api/types';
import { trackingMessages as m } from './messages';
import classes from './history-stepper.module.css';

/** SPEC 3: complatedStatus 1 done, 2 in progress (orange), anything else waiting. */
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

export function HistoryStepper({ steps }: { steps: readonly HistoryStep[] }) {
  if (steps.length === 0) return <Text c="dimmed">{m.historyEmpty}</Text>;
  return (
    <Stepper
      active={activeStepIndex(steps)}
      orientation="vertical"
      color="teal"
      size="sm"
      className={classes.root}
      aria-label={m.historyTitle}
    >
      {steps.map((step, i) => {
        const state = stepState(step);
        return (
          <Stepper.Step
            key={`${step.statusDesc}-${i}`}
            label={step.statusDesc}
            color={state === 'progress' ? 'orange' : 'teal'}
            data-state={state}
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
              </>
            }
          />
        );
      })}
    </Stepper>
  );
}
