import {
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Accordion, Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import type { components } from '@/api/schema';
import { isPrerenderedView } from '@/lib/prerendered';
import type { ValidationError } from '@/domain/validators';
import { useSession } from '@/lib/session/use-session';
import { useParamRows } from '@/api/addresses/lookups';
import { LoadErrorBoundary } from '@/ui/load-error-boundary';
import { lazyWithRetry } from '@/ui/lazy-with-retry';
import { draftOwnerOf } from './draft';
import { FeaturesStep } from './features-step';
import { FormMode, fromShipment } from './form-values';
import { LookupsFreshness } from './lookups-freshness';
import { DeliveriesStep, InsuranceStep, PaymentStep, PickupStep, preloadSteps, UserStep } from './lazy-steps';
import { formMessages as m } from './messages';
import { missingInfoDialog } from './missing-info-dialog';
import { PriceBreakdownView, PriceSummaryBar } from './price-view';
import {
  dialogLines,
  formErrorsOf,
  nextStep,
  stepErrors,
  StepId,
  stepOfField,
  stepTitles,
  visibleSteps,
} from './steps';
import { useRoutePrice } from './use-route-price';
import { sameStepProps, useShipmentForm } from './use-shipment-form';
import { useSubmitShipment } from './use-submit-shipment';
import classes from './shipment-form.module.css';

type Shipment = components['schemas']['Shipment'];

export interface ShipmentFormProps {
  /** Create=1 (default), Update=2, View=4 (read-only, step 7 hidden, map button "Harita"). */
  mode?: FormMode;
  /** The shipment to show (View) or edit (Update), as GET /shipment/{id} answers it. */
  shipment?: Shipment;
  /** Called after a create; by default the form goes to /gonderi-takip/{id}/hareketler. */
  onCreated?: (shipmentId: number) => void;
}

const SCROLL_DELAY_MS = 220;

const Features = memo(FeaturesStep, sameStepProps);
const User = memo(UserStep, sameStepProps);
const Pickup = memo(PickupStep, sameStepProps);
const Deliveries = memo(DeliveriesStep, sameStepProps);
const Insurance = memo(InsuranceStep, sameStepProps);
const Payment = memo(PaymentStep, sameStepProps);

// Shown only after a submission was queued offline (then it is in the precache already).
const QueuedShipments = lazyWithRetry(async () => (await import('@/features/offline')).QueuedShipments);

/** docs/screens-and-routes.md: the shipment form, an accordion of steps in docs/forms-and-validation.md's order. */
export function ShipmentForm({ mode = FormMode.Create, shipment, onCreated }: ShipmentFormProps) {
  const readOnly = mode === FormMode.View;
  const isCreate = mode === FormMode.Create;
  // `user` stays while a session that ended is renewed over the form, so step 7 does not pop in.
  const { user } = useSession();
  // The weight check reads the same ShipmentWeight rows the weight options come from.
  const weightRows = useParamRows('ShipmentWeight');
  const ctx = { showUserStep: isCreate && user === null, weightRows: weightRows.data };
  const steps = visibleSteps(ctx);

  const [initial] = useState(() => (shipment ? fromShipment(shipment) : undefined));
  // While the prerendered page hydrates, the session reads as a visitor's (issue 19): whose draft
  // it is is known only once hydrated, so no one's draft is read, cleared or overwritten before.
  // Said in a transition after the hydrating commit: the form's render that follows yields to
  // input (a store update, as the router's useHydrated is, re-rendered it in one long task).
  const [hydrated, setHydrated] = useState(() => !isPrerenderedView());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  const { form, draft } = useShipmentForm(initial, isCreate, hydrated ? draftOwnerOf(user) : null);
  const values = form.getValues();
  const price = useRoutePrice(values);
  // The lookups the form offers come from the persisted cache when offline: say from when.
  const lookupsUpdatedAt = weightRows.dataUpdatedAt;
  const [opened, setOpened] = useState<string[]>(() => (readOnly ? steps.map(String) : ['1']));
  // A panel's body renders from the first time it opens (then stays, keeping its scroll and
  // field state): collapsed steps cost nothing at start. The tap that opens a step is answered at
  // once (the panel opens on a placeholder); the body, the heaviest render after the form's own,
  // follows in a transition, in slices the browser can paint and take input between (issue 19:
  // opening "Alış Adresi" was a 400 ms interaction at 4× CPU).
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set(opened));
  useEffect(() => {
    if (opened.every((step) => mounted.has(step))) return;
    startTransition(() => setMounted((prev) => new Set([...prev, ...opened])));
  }, [opened, mounted]);
  const [scrollTo, setScrollTo] = useState<StepId | null>(null);
  // Set when the shipment went to the send queue (no network): the form gives way to its card.
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  const itemRefs = useRef(new Map<StepId, HTMLDivElement>());

  useEffect(() => {
    if (scrollTo === null) return;
    const timer = setTimeout(() => {
      itemRefs.current.get(scrollTo)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      setScrollTo(null);
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scrollTo]);

  const open = (step: StepId) => {
    setOpened([String(step)]);
    setScrollTo(step);
  };

  /** After the warning: focus the first field to correct (marked aria-invalid, its message under it). */
  const focusFirstInvalid = (step: StepId) => {
    const root = itemRefs.current.get(step);
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Focusing scrolls it into view; the page's scroll padding keeps it clear of the sticky bars.
    (field ?? root?.querySelector<HTMLElement>('button'))?.focus();
  };

  const showErrors = (errors: ValidationError[], openFirst: boolean) => {
    form.setErrors((prev) => ({ ...prev, ...formErrorsOf(errors) }));
    const first = errors[0];
    if (openFirst && first) open(stepOfField(first.field));
    void missingInfoDialog(dialogLines(errors)).then(() => {
      if (!first) return;
      // Once a step opened for the error has rendered; unless the person already went on to
      // another field (the dialog does not return focus to the button).
      setTimeout(
        () => {
          const active = document.activeElement;
          const wentOn = active && active !== document.body && !active.closest('[role="dialog"]');
          if (wentOn) return;
          focusFirstInvalid(stepOfField(first.field));
        },
        openFirst ? SCROLL_DELAY_MS : 0,
      );
    });
  };

  const { submit, submitting } = useSubmitShipment({
    values: () => form.getValues(),
    ctx,
    price,
    draft,
    onInvalid: (errors) => showErrors(errors, true),
    onServerErrors: (errors) => form.setErrors((prev) => ({ ...prev, ...errors })),
    onCreated,
    onQueued: setQueuedKey,
  });

  const goNext = (step: StepId): void => {
    const errors = stepErrors(step, form.getValues(), ctx);
    if (errors.length > 0) {
      showErrors(errors, false);
      return;
    }
    const next = nextStep(step, ctx);
    if (next !== null) open(next);
  };

  // The step items are memoized (a closed step does not render again with the form): what they
  // call goes through refs, so its identity never changes.
  const goNextRef = useRef(goNext);
  useEffect(() => {
    goNextRef.current = goNext;
  });
  const onNext = useCallback((step: StepId) => goNextRef.current(step), []);
  const onItem = useCallback((step: StepId, el: HTMLDivElement | null) => {
    if (el) itemRefs.current.set(step, el);
    else itemRefs.current.delete(step);
  }, []);

  const body = (step: StepId): ReactNode => {
    switch (step) {
      case StepId.Features:
        return <Features form={form} readOnly={readOnly} />;
      case StepId.User:
        return <User form={form} />;
      case StepId.Pickup:
        return <Pickup form={form} readOnly={readOnly} />;
      case StepId.Deliveries:
        return <Deliveries form={form} readOnly={readOnly} canAdd={isCreate} />;
      case StepId.Insurance:
        return <Insurance form={form} readOnly={readOnly} />;
      case StepId.Payment:
        return <Payment form={form} readOnly={readOnly} />;
      case StepId.Complete:
        return (
          <Stack gap="md">
            <PriceBreakdownView
              price={price}
              hasTransportService={values.hasTransportService}
              includeInsurance={values.includeInsurance}
            />
            {readOnly ? null : isCreate ? (
              <Button
                size="md"
                onClick={() => void submit()}
                loading={submitting}
                leftSection={<IconCheck size={18} />}
              >
                {m.submit}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {m.updateUnavailable}
              </Text>
            )}
          </Stack>
        );
    }
  };

  if (queuedKey) {
    return (
      <Stack gap="md" className={classes.root}>
        <LoadErrorBoundary>
          <Suspense fallback={<Skeleton height={140} radius="md" />}>
            <QueuedShipments only={queuedKey} />
          </Suspense>
        </LoadErrorBoundary>
        <Button
          variant="default"
          onClick={() => {
            void draft.clear();
            setOpened(['1']);
            setQueuedKey(null);
          }}
        >
          {m.queuedNewShipment}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack
      gap="md"
      className={classes.root}
      onPointerDownCapture={preloadSteps}
      onKeyDownCapture={preloadSteps}
      onFocusCapture={preloadSteps}
    >
      {draft.restored ? (
        <Alert
          color="blue"
          icon={<IconDeviceFloppy size={18} />}
          title={m.draftRestored}
          withCloseButton
          closeButtonLabel="Kapat"
          onClose={draft.dismissNotice}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">{m.draftRestoredText}</Text>
            <Button size="xs" variant="default" onClick={() => void draft.clear()}>
              {m.draftClear}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {readOnly ? null : <LookupsFreshness updatedAt={lookupsUpdatedAt} />}
      <Accordion
        multiple
        value={opened}
        onChange={setOpened}
        variant="separated"
        radius="md"
        transitionDuration={200}
        chevronPosition="right"
        // A collapsed panel is hidden with display: none, not inside React's <Activity> (Mantine's
        // default): on the prerendered page an <Activity> is hydrated on its own, after the form,
        // and the form's first update after hydration reached it first, so React rendered the open
        // step again from scratch (its nodes replaced: the page's largest text painted a second
        // time, late; issue 19).
        keepMountedMode="display-none"
      >
        {steps.map((step, index) => (
          <StepItem
            key={step}
            step={step}
            index={index}
            incomplete={!readOnly && stepErrors(step, values, ctx).length > 0}
            opened={opened.includes(String(step))}
            showNext={!readOnly && step !== StepId.Complete}
            onNext={onNext}
            onItem={onItem}
          >
            {mounted.has(String(step)) ? body(step) : undefined}
          </StepItem>
        ))}
      </Accordion>
      {readOnly ? null : (
        // Its own Suspense boundary: on the prerendered page React hydrates it as a separate
        // slice (selective hydration) and can answer a tap in between (issue 19).
        <Suspense fallback={null}>
          <PriceSummaryBar price={price} />
        </Suspense>
      )}
    </Stack>
  );
}

interface StepItemProps {
  step: StepId;
  index: number;
  /** The step misses something (the orange flag). */
  incomplete: boolean;
  opened: boolean;
  /** "Sonraki Adım" under the body. */
  showNext: boolean;
  onNext: (step: StepId) => void;
  onItem: (step: StepId, el: HTMLDivElement | null) => void;
  /** The step's body, once it has been opened (until then a placeholder while open, or nothing). */
  children?: ReactNode;
}

/**
 * One step of the accordion. Memoized: a step whose body has not been opened renders again only
 * when its own flag or state changes, not with every render of the form (each field's change, each
 * answer of the lookups and the price), which kept the page's first taps and the time after
 * hydration busy (issue 19).
 */
const StepItem = memo(function StepItem({
  step,
  index,
  incomplete,
  opened,
  showNext,
  onNext,
  onItem,
  children,
}: StepItemProps) {
  return (
    <Accordion.Item
      value={String(step)}
      className={classes.item}
      ref={(el: HTMLDivElement | null) => onItem(step, el)}
      data-step={step}
    >
      <Accordion.Control className={classes.control}>
        <Group gap="sm" wrap="nowrap">
          <span className={classes.stepNumber} aria-hidden>
            {index + 1}
          </span>
          <Text fw={600} className={classes.stepTitle}>
            {stepTitles[step]}
          </Text>
          {incomplete ? (
            <Badge
              color="orange"
              variant="light"
              className={classes.flag}
              leftSection={<IconAlertTriangle size={12} />}
            >
              {m.incomplete}
            </Badge>
          ) : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {children !== undefined ? (
            <LoadErrorBoundary>
              <Suspense fallback={<Skeleton height={120} radius="md" />}>{children}</Suspense>
            </LoadErrorBoundary>
          ) : opened ? (
            <Skeleton height={120} radius="md" />
          ) : null}
          {showNext ? (
            <Button variant="filled" className={classes.next} onClick={() => onNext(step)}>
              {m.next}
            </Button>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
});
