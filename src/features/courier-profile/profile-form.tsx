import { useState } from 'react';
import { Alert, Button, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { ApiError } from '@/api/errors';
import { validateIban } from '@/domain/iban';
import { TEXT_MAX } from '@/domain/limits';
import { messageFor } from '@/domain/validation-messages';
import { FULL_ADDRESS_MIN_LENGTH, isValidEmail } from '@/domain/validators';
import { showApiError } from '@/ui/feedback';
import { confirmDialog } from '@/ui/confirm-dialog';
import { courierAccountState, mayEditProfile, mayResubmit } from './account-state';
import {
  needsChangeCode,
  useResubmitCourierApplication,
  useUpdateCourierProfile,
  type CourierProfile,
  type CourierProfileChanges,
} from './api/courier-profile';
import { useSaveWithChangeCode } from './change-code';
import { DOCUMENT_FIELDS, type DocumentField as DocumentFieldName } from '@/features/courier-apply';
import { CourierAddressFields, type CourierAddress } from './courier-address-fields';
import { DocumentField } from './document-field';
import { compactIban, groupIban } from './iban-text';
import { courierProfileMessages as m } from './messages';
import classes from './profile-form.module.css';

interface ProfileValues {
  email: string;
  iban: string;
  workingType: '1' | '2';
  address: CourierAddress;
  files: Record<DocumentFieldName, File | null>;
}

function valuesOf(profile: CourierProfile): ProfileValues {
  return {
    email: profile.email ?? '',
    iban: groupIban(profile.iban ?? ''),
    workingType: profile.workingType === 2 ? '2' : '1',
    address: {
      cityId: profile.address?.cityId ?? 0,
      countyId: profile.address?.countyId ?? 0,
      districtId: profile.address?.districtId ?? 0,
      fullAddress: profile.address?.fullAddress ?? '',
    },
    files: { photo: null, drivingLicense: null, criminalRecordCertificate: null, taxCertificate: null },
  };
}

const sameAddress = (a: CourierAddress, b: CourierAddress) =>
  a.cityId === b.cityId &&
  a.countyId === b.countyId &&
  a.districtId === b.districtId &&
  a.fullAddress.trim() === b.fullAddress.trim();

/** Only what changed goes to the server (absent fields stay as they are). */
function changesOf(values: ProfileValues, initial: ProfileValues): CourierProfileChanges {
  const changes: CourierProfileChanges = {};
  if (values.email.trim() !== initial.email) changes.email = values.email.trim();
  if (compactIban(values.iban) !== compactIban(initial.iban)) changes.iban = compactIban(values.iban);
  if (values.workingType !== initial.workingType) changes.workingType = values.workingType === '2' ? 2 : 1;
  if (!sameAddress(values.address, initial.address)) {
    Object.assign(changes, { ...values.address, fullAddress: values.address.fullAddress.trim() });
  }
  for (const field of DOCUMENT_FIELDS) {
    const file = values.files[field];
    if (file) changes[field] = file;
  }
  return changes;
}

const needsReapproval = (c: CourierProfileChanges) =>
  c.workingType !== undefined || DOCUMENT_FIELDS.some((field) => c[field] !== undefined);

/** Server field names (errors[].field) → the form's. */
function formField(field: string): string {
  if (['cityId', 'countyId', 'districtId', 'fullAddress', 'address'].includes(field)) return 'address';
  return field;
}

/** Profilim's form: e-mail, IBAN, address, vehicle, documents; for a rejected courier, resending. */
export function ProfileForm({ profile }: { profile: CourierProfile }) {
  const state = courierAccountState(profile.status);
  const editable = mayEditProfile(state);
  const update = useUpdateCourierProfile();
  const resubmit = useResubmitCourierApplication();
  const saveWithCode = useSaveWithChangeCode(profile.phone, (c) => update.mutateAsync(c));
  const [initial, setInitial] = useState(() => valuesOf(profile));
  const [notice, setNotice] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<Partial<Record<DocumentFieldName, string>>>({});

  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      email: (value) => (isValidEmail(value.trim()) ? null : messageFor('EMAIL_INVALID')),
      iban: (value) => {
        const code = validateIban(value)[0]?.code;
        return code ? messageFor(code) : null;
      },
      address: (value) =>
        value.cityId &&
        value.countyId &&
        value.districtId &&
        value.fullAddress.trim().length >= FULL_ADDRESS_MIN_LENGTH
          ? null
          : messageFor('ADDRESS_REQUIRED'),
    },
  });

  const busy = update.isPending || resubmit.isPending;

  /** Saves what changed; true when saved (or nothing to save), false when refused or cancelled. */
  const save = async (values: ProfileValues): Promise<boolean> => {
    const changes = changesOf(values, initial);
    if (Object.keys(changes).length === 0) return true;
    if (state === 'active' && needsReapproval(changes)) {
      const go = await confirmDialog({
        title: m.reapprovalTitle,
        text: m.reapprovalText,
        confirmLabel: m.reapprovalConfirm,
      });
      if (!go) return false;
    }
    try {
      // IBAN or e-mail: the SMS code to the phone on file first (issue 27); null when cancelled.
      const saved = needsChangeCode(changes)
        ? await saveWithCode(changes)
        : await update.mutateAsync(changes);
      if (!saved) return false;
      const next = valuesOf(saved);
      setInitial(next);
      form.setInitialValues(next);
      form.setValues(next);
      setFileErrors({});
      return true;
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? errorsOf(error) : [];
      if (fieldErrors.length === 0) {
        await showApiError(error);
        return false;
      }
      const files: Partial<Record<DocumentFieldName, string>> = {};
      for (const e of fieldErrors) {
        const name = formField(e.field);
        if ((DOCUMENT_FIELDS as readonly string[]).includes(name)) files[name as DocumentFieldName] = e.desc;
        else form.setFieldError(name, e.desc);
      }
      setFileErrors(files);
      return false;
    }
  };

  const onSave = async (values: ProfileValues) => {
    setNotice(null);
    const hadChanges = Object.keys(changesOf(values, initial)).length > 0;
    if (await save(values)) setNotice(hadChanges ? m.saved : m.nothingChanged);
  };

  const onResubmit = async (values: ProfileValues) => {
    setNotice(null);
    if (!(await save(values))) return;
    try {
      await resubmit.mutateAsync();
      setNotice(m.resubmitted);
    } catch (error) {
      await showApiError(error);
    }
  };

  return (
    <form
      noValidate
      aria-label={m.title}
      onSubmit={form.onSubmit((values) => void onSave(values))}
      className={classes.form}
    >
      <Stack gap="lg">
        <Section title={m.contactSection}>
          <TextInput
            label={m.email}
            type="email"
            autoComplete="email"
            placeholder={m.emailPlaceholder}
            maxLength={TEXT_MAX.email}
            disabled={!editable}
            required
            {...form.getInputProps('email')}
          />
        </Section>

        <Section title={m.bankSection}>
          <TextInput
            label={m.iban}
            description={m.ibanHint}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            inputMode="text"
            maxLength={34}
            disabled={!editable}
            required
            classNames={{ input: classes.iban }}
            {...form.getInputProps('iban')}
            onChange={(event) => form.setFieldValue('iban', groupIban(event.currentTarget.value))}
          />
        </Section>

        <Section title={m.addressSection}>
          <CourierAddressFields
            value={form.values.address}
            onChange={(address) => {
              form.setFieldValue('address', address);
              form.clearFieldError('address');
            }}
            error={typeof form.errors.address === 'string' ? form.errors.address : undefined}
            disabled={!editable}
          />
        </Section>

        <Section title={m.vehicleSection}>
          <SegmentedControl
            fullWidth
            size="md"
            aria-label={m.vehicle}
            data={[
              { value: '1', label: m.vehicles[1] ?? '' },
              { value: '2', label: m.vehicles[2] ?? '' },
            ]}
            disabled={!editable}
            value={form.values.workingType}
            onChange={(value) => form.setFieldValue('workingType', value === '2' ? '2' : '1')}
          />
        </Section>

        <Section title={m.documentsSection} hint={m.documentsHint}>
          {DOCUMENT_FIELDS.map((field) => (
            <div key={field}>
              <DocumentField
                field={field}
                current={profile[field]}
                picked={form.values.files[field]}
                onPick={(file) => {
                  form.setFieldValue(`files.${field}`, file);
                  setFileErrors((e) => ({ ...e, [field]: undefined }));
                }}
                disabled={!editable}
              />
              {fileErrors[field] ? (
                <Text size="sm" c="red.9" role="alert" mt={4}>
                  {fileErrors[field]}
                </Text>
              ) : null}
            </div>
          ))}
        </Section>

        {notice ? (
          <Alert variant="light" color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            {notice}
          </Alert>
        ) : null}

        {editable ? (
          <Stack gap="sm" className={classes.actions}>
            {mayResubmit(state) ? (
              <Button
                size="md"
                loading={resubmit.isPending}
                disabled={busy}
                onClick={() => void form.onSubmit(onResubmit)()}
              >
                {m.resubmit}
              </Button>
            ) : null}
            <Button
              type="submit"
              size="md"
              variant={mayResubmit(state) ? 'default' : 'filled'}
              loading={update.isPending && !resubmit.isPending}
              disabled={busy}
            >
              {m.save}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}

function errorsOf(error: ApiError): { field: string; desc: string }[] {
  const errors = (
    error.body as { errors?: { field?: unknown; desc?: unknown; code?: unknown }[] } | undefined
  )?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e) => typeof e.field === 'string')
    .map((e) => ({
      field: e.field as string,
      desc: typeof e.desc === 'string' && e.desc ? e.desc : messageFor(String(e.code)),
    }));
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
