// The bodies of the first five steps (the sixth, consent, is KvkkConsent and the summary).
import { PasswordInput, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { TEXT_MAX } from '@/domain/limits';
import { FULL_ADDRESS_MIN_LENGTH } from '@/domain/validators';
import { LookupSelect } from '@/features/addresses';
import { useCityOptions, useCountyOptions, useDistrictOptions } from '@/api/addresses/lookups';
import { addressMessages } from '@/features/addresses';
import { characterCount } from '@/ui/character-count';
import { PhoneInput } from '@/ui/phone-input';
import { DOCUMENT_FIELDS, type ApplicationValues } from './application-values';
import { DocumentField } from './document-field';
import { IbanInput } from './iban-input';
import { applyMessages as m, documentHints, documentLabels } from './messages';
import type { ApplicationForm } from './use-application-form';
import classes from './courier-apply.module.css';

interface StepProps {
  form: ApplicationForm;
}

/** Sets a value and clears the message under its field (the person is correcting it). */
function setter(form: ApplicationForm) {
  return <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => {
    form.setFieldValue(field, value as never);
    form.clearFieldError(field);
  };
}

function err(form: ApplicationForm, field: string): string | undefined {
  const e = form.errors[field];
  return typeof e === 'string' ? e : undefined;
}

export function PersonalStep({ form }: StepProps) {
  const v = form.getValues();
  const set = setter(form);
  return (
    <Stack gap="sm">
      <TextInput
        label={m.name}
        value={v.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={err(form, 'name')}
        required
        maxLength={TEXT_MAX.name}
        autoComplete="given-name"
      />
      <TextInput
        label={m.surname}
        value={v.surname}
        onChange={(e) => set('surname', e.currentTarget.value)}
        error={err(form, 'surname')}
        required
        maxLength={TEXT_MAX.name}
        autoComplete="family-name"
      />
      <TextInput
        label={m.identityNumber}
        description={m.identityNumberHint}
        value={v.identityNumber}
        onChange={(e) => set('identityNumber', e.currentTarget.value.replace(/\D/g, '').slice(0, 11))}
        error={err(form, 'identityNumber')}
        required
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
      />
      <PhoneInput
        label={m.phone}
        description={m.phoneHint}
        value={v.phone}
        onChange={(phone) => set('phone', phone)}
        error={err(form, 'phone')}
        required
        name="phone"
      />
      <TextInput
        label={m.email}
        type="email"
        value={v.email}
        onChange={(e) => set('email', e.currentTarget.value)}
        error={err(form, 'email')}
        required
        maxLength={TEXT_MAX.email}
        autoComplete="email"
        inputMode="email"
      />
      <PasswordInput
        label={m.password}
        description={m.passwordHint}
        value={v.password}
        onChange={(e) => set('password', e.currentTarget.value)}
        error={err(form, 'password')}
        maxLength={TEXT_MAX.password}
        autoComplete="new-password"
      />
    </Stack>
  );
}

export function VehicleStep({ form }: StepProps) {
  const v = form.getValues();
  const set = setter(form);
  return (
    <Radio.Group
      label={m.vehicleLegend}
      value={v.workingType ? String(v.workingType) : null}
      onChange={(value) => set('workingType', Number(value))}
      error={err(form, 'workingType')}
      required
    >
      <Stack gap="sm" mt="xs">
        <Radio
          value="1"
          label={m.motor}
          description={m.motorHint}
          size="md"
          classNames={{ root: classes.choice }}
        />
        <Radio
          value="2"
          label={m.car}
          description={m.carHint}
          size="md"
          classNames={{ root: classes.choice }}
        />
      </Stack>
    </Radio.Group>
  );
}

export function AddressStep({ form }: StepProps) {
  const v = form.getValues();
  const cities = useCityOptions();
  const counties = useCountyOptions(v.cityId);
  const districts = useDistrictOptions(v.cityId, v.countyId);
  const patch = (p: Partial<ApplicationValues>) => {
    form.setValues(p);
    for (const key of Object.keys(p)) form.clearFieldError(key);
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {m.addressIntro}
      </Text>
      <LookupSelect
        label={addressMessages.city}
        query={cities}
        value={v.cityId}
        name={v.cityName}
        onChange={(cityId) => {
          if (cityId === v.cityId) return;
          const cityName = cities.data?.find((c) => c.code === cityId)?.name ?? '';
          patch({ cityId, cityName, countyId: 0, countyName: '', districtId: 0, districtName: '' });
        }}
        error={err(form, 'cityId')}
        disabled={false}
      />
      <LookupSelect
        label={addressMessages.county}
        query={counties}
        value={v.countyId}
        name={v.countyName}
        onChange={(countyId) => {
          if (countyId === v.countyId) return;
          const countyName = counties.data?.find((c) => c.code === countyId)?.name ?? '';
          patch({ countyId, countyName, districtId: 0, districtName: '' });
        }}
        error={err(form, 'countyId')}
        disabled={!v.cityId}
      />
      <LookupSelect
        label={addressMessages.district}
        query={districts}
        value={v.districtId}
        name={v.districtName}
        onChange={(districtId) => {
          if (districtId === v.districtId) return;
          const districtName = districts.data?.find((c) => c.code === districtId)?.name ?? '';
          patch({ districtId, districtName });
        }}
        error={err(form, 'districtId')}
        disabled={!v.countyId}
      />
      <Textarea
        label={m.fullAddress}
        description={`${m.fullAddressHint} ${characterCount(v.fullAddress, TEXT_MAX.fullAddress)}`}
        value={v.fullAddress}
        onChange={(e) => patch({ fullAddress: e.currentTarget.value })}
        error={err(form, 'fullAddress')}
        required
        autosize
        minRows={2}
        maxRows={5}
        maxLength={TEXT_MAX.fullAddress}
        minLength={FULL_ADDRESS_MIN_LENGTH}
        autoComplete="street-address"
      />
    </Stack>
  );
}

export function BankStep({ form }: StepProps) {
  const v = form.getValues();
  const set = setter(form);
  return (
    <IbanInput
      label={m.iban}
      description={m.ibanHint}
      value={v.iban}
      onChange={(iban) => set('iban', iban)}
      error={err(form, 'iban')}
      required
      name="iban"
    />
  );
}

export function DocumentsStep({ form }: StepProps) {
  const v = form.getValues();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {m.documentsIntro}
      </Text>
      {DOCUMENT_FIELDS.map((field) => (
        <DocumentField
          key={field}
          label={documentLabels[field]}
          hint={documentHints[field]}
          capture={field === 'photo' ? 'user' : 'environment'}
          value={v.documents[field]}
          onChange={(doc) => {
            form.setFieldValue(`documents.${field}`, doc as never);
            form.clearFieldError(field);
          }}
          error={err(form, field)}
          onError={(message) => (message ? form.setFieldError(field, message) : form.clearFieldError(field))}
        />
      ))}
    </Stack>
  );
}
