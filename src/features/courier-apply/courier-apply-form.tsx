import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDeviceFloppy,
  IconSend,
  IconShieldLock,
} from '@tabler/icons-react';
import { formatDateTime } from '@/domain/format';
import { formatIbanGroups } from '@/domain/iban';
import { formatPhoneGroups, type ValidationError } from '@/domain/validators';
import { messageFor } from '@/domain/validation-messages';
import { missingInfoDialog } from '@/features/shipment-form';
import { confirmDialog } from '@/ui/confirm-dialog';
import { ApplicationReceived } from './application-received';
import { AddressStep, BankStep, DocumentsStep, PersonalStep, VehicleStep } from './application-steps';
import { APPLICATION_STEPS, DOCUMENT_FIELDS, Step, stepErrors, stepOfField } from './application-values';
import { DRAFT_KEEP_DAYS, draftExpiresAt } from './draft';
import { KvkkConsent } from './kvkk-notice-view';
import { applyMessages as m, documentLabels, stepLabels, stepTitles } from './messages';
import { useApplicationForm } from './use-application-form';
import { useSubmitApplication, type ServerFieldError } from './use-submit-application';
import classes from './courier-apply.module.css';

/** Field names of the server's errors[] that the form shows elsewhere. */
const FORM_FIELD: Record<string, string> = { address: 'fullAddress' };

/** The courier application (/kurye/uye-ol): six short steps, a draft on the device, SMS, send. */
export function CourierApplyForm() {
  const { form, step, setStep, draft } = useApplicationForm();
  const [accepted, setAccepted] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const values = form.getValues();

  const go = (next: number) => {
    setStep(next);
    // The new step's title takes the focus (a screen reader reads where the person is now).
    requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };

  const focusFirstInvalid = () => {
    const field = panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  };

  const warn = (lines: string[], firstField: string | undefined, openStep: boolean, title?: string) => {
    if (openStep && firstField) go(stepOfField(firstField));
    void missingInfoDialog([...new Set(lines)], title).then(() => setTimeout(focusFirstInvalid, 50));
  };

  const showErrors = (errors: ValidationError[], openStep: boolean) => {
    const fieldErrors: Record<string, string> = {};
    for (const e of errors) fieldErrors[e.field] ??= messageFor(e.code);
    form.setErrors((prev) => ({ ...prev, ...fieldErrors }));
    warn(
      errors.map((e) => messageFor(e.code)),
      errors[0]?.field,
      openStep,
    );
  };

  const showServerErrors = (errors: ServerFieldError[]) => {
    const fieldErrors: Record<string, string> = {};
    for (const e of errors) fieldErrors[FORM_FIELD[e.field] ?? e.field] ??= e.desc;
    form.setErrors((prev) => ({ ...prev, ...fieldErrors }));
    warn(
      errors.map((e) => e.desc),
      errors[0]?.field,
      true,
      m.refusedTitle,
    );
  };

  const { submit, submitting } = useSubmitApplication({
    values: () => form.getValues(),
    onInvalid: (errors) => showErrors(errors, true),
    onServerErrors: showServerErrors,
    onAccepted: async () => {
      const name = form.getValues().name.trim();
      await draft.finish();
      setAccepted(name);
      window.scrollTo({ top: 0 });
    },
  });

  const next = () => {
    const errors = stepErrors(step, form.getValues());
    if (errors.length > 0) showErrors(errors, false);
    else go(step + 1);
  };

  const startOver = async () => {
    const sure = await confirmDialog({
      title: m.clearTitle,
      text: m.clearText,
      confirmLabel: m.clearConfirm,
      cancelLabel: m.cancel,
    });
    if (sure) await draft.clear();
  };

  if (accepted !== null) return <ApplicationReceived name={accepted} />;
  if (!draft.loaded) return <Skeleton height={420} radius="md" aria-busy="true" />;

  const body: Record<number, ReactNode> = {
    [Step.Personal]: <PersonalStep form={form} />,
    [Step.Vehicle]: <VehicleStep form={form} />,
    [Step.Address]: <AddressStep form={form} />,
    [Step.Bank]: <BankStep form={form} />,
    [Step.Documents]: <DocumentsStep form={form} />,
    [Step.Consent]: (
      <Stack gap="md">
        {summary()}
        <KvkkConsent
          read={values.kvkkRead}
          onRead={() => form.setFieldValue('kvkkRead', true)}
          accepted={values.isAcceptedKVKK}
          onAccept={(checked) => {
            form.setFieldValue('isAcceptedKVKK', checked);
            form.clearFieldError('isAcceptedKVKK');
          }}
          error={typeof form.errors.isAcceptedKVKK === 'string' ? form.errors.isAcceptedKVKK : undefined}
        />
      </Stack>
    ),
  };

  function summary() {
    const vehicle = values.workingType === 1 ? m.motor : values.workingType === 2 ? m.car : '—';
    const place = [values.districtName, values.countyName, values.cityName].filter(Boolean).join(', ');
    const documents = DOCUMENT_FIELDS.filter((f) => values.documents[f]).map((f) => documentLabels[f]);
    return (
      <div className={classes.summary}>
        <Title order={3} className={classes.sectionTitle}>
          {m.summaryTitle}
        </Title>
        <List size="sm" spacing={2} mt={4}>
          <List.Item>{`${values.name} ${values.surname}`.trim() || '—'}</List.Item>
          <List.Item>{values.phone ? formatPhoneGroups(values.phone) : '—'}</List.Item>
          <List.Item>{vehicle}</List.Item>
          <List.Item>{place || '—'}</List.Item>
          <List.Item>{values.iban ? formatIbanGroups(values.iban) : '—'}</List.Item>
          <List.Item>{documents.length > 0 ? documents.join(', ') : '—'}</List.Item>
        </List>
      </div>
    );
  }

  return (
    <Stack gap="md" className={classes.root}>
      <Text>{m.intro}</Text>
      <Alert color="gray" variant="light" icon={<IconShieldLock size={18} />} title={m.keptTitle}>
        <Text size="sm">{m.keptText(DRAFT_KEEP_DAYS)}</Text>
      </Alert>
      {draft.restored ? (
        <Alert
          color="blue"
          icon={<IconDeviceFloppy size={18} />}
          title={m.draftRestored}
          withCloseButton
          closeButtonLabel={m.close}
          onClose={draft.dismissNotice}
          classNames={{ closeButton: classes.noticeClose }}
        >
          <Text size="sm">{m.draftRestoredText}</Text>
          {draft.savedAt ? (
            <Text size="sm">{m.draftExpires(formatDateTime(draftExpiresAt(draft.savedAt)))}</Text>
          ) : null}
          <Text size="sm">{m.draftNoPassword}</Text>
        </Alert>
      ) : null}
      <Stepper
        active={step}
        onStepClick={(s) => {
          if (s < step) go(s);
        }}
        allowNextStepsSelect={false}
        wrap={false}
        size="sm"
        classNames={{ root: classes.stepper, stepBody: classes.stepBody, separator: classes.separator }}
        aria-label={m.stepOf(step + 1, APPLICATION_STEPS)}
      >
        {stepLabels.map((label, i) => (
          <Stepper.Step key={label} label={label} aria-label={stepTitles[i]} />
        ))}
      </Stepper>
      <Paper withBorder radius="md" p="md" ref={panel} className={classes.panel}>
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {m.stepOf(step + 1, APPLICATION_STEPS)}
            </Text>
            <Title order={2} ref={heading} tabIndex={-1} className={classes.stepTitle}>
              {stepTitles[step]}
            </Title>
          </div>
          {body[step]}
          <Group justify="space-between" gap="sm" wrap="wrap" className={classes.actions}>
            {step > 0 ? (
              <Button
                variant="default"
                size="md"
                leftSection={<IconArrowLeft size={18} />}
                onClick={() => go(step - 1)}
              >
                {m.back}
              </Button>
            ) : (
              <span />
            )}
            {step < Step.Consent ? (
              <Button size="md" rightSection={<IconArrowRight size={18} />} onClick={next}>
                {m.next}
              </Button>
            ) : (
              <Button
                size="md"
                leftSection={<IconSend size={18} />}
                onClick={() => void submit()}
                loading={submitting}
              >
                {m.submit}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {draft.restored || step > 0 ? (
        <Group justify="center">
          <Button variant="subtle" color="gray" onClick={() => void startOver()}>
            {m.draftClear}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
