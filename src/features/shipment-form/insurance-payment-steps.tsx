import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useParamRows } from '@/api/addresses/lookups';
import { MoneyInput } from '@/ui/money-input';
import { shipmentValueNumber } from './form-values';
import type { ShipmentFormApi } from './use-shipment-form';
import { formMessages as m } from './messages';
import { paymentOptions } from './options';

interface StepProps {
  form: ShipmentFormApi;
  readOnly: boolean;
}

/** Step 3: insurance; the value field shows only when it is ticked. */
export function InsuranceStep({ form, readOnly }: StepProps) {
  const values = form.getValues();
  return (
    <Stack gap="sm">
      <Checkbox
        label={m.insurance}
        description={m.insuranceHint}
        checked={values.includeInsurance}
        onChange={(e) => {
          form.setFieldValue('includeInsurance', e.currentTarget.checked);
          form.clearFieldError('shipmentValue');
        }}
        disabled={readOnly}
      />
      {values.includeInsurance ? (
        <MoneyInput
          label={m.shipmentValue}
          placeholder={m.shipmentValuePlaceholder}
          value={values.shipmentValue === '' ? null : shipmentValueNumber(values)}
          onChange={(next) => {
            form.setFieldValue('shipmentValue', next ?? '');
            form.clearFieldError('shipmentValue');
          }}
          error={form.errors.shipmentValue}
          disabled={readOnly}
          required
          maw={280}
        />
      ) : null}
    </Stack>
  );
}

/** Step 2: payment type from the PaymentType table; disabled types show, greyed out. */
export function PaymentStep({ form, readOnly }: StepProps) {
  const rows = useParamRows('PaymentType');
  const values = form.getValues();
  return (
    <Stack gap="xs">
      <Radio.Group
        label={m.paymentType}
        value={String(values.paymentType)}
        onChange={(next) => {
          form.setFieldValue('paymentType', Number(next));
          form.clearFieldError('paymentType');
        }}
        error={form.errors.paymentType}
        withAsterisk
      >
        <Stack mt="xs" gap="sm">
          {paymentOptions(rows.data).map((o) => (
            <Radio
              key={o.code}
              value={String(o.code)}
              label={o.name}
              description={o.disabled ? m.paymentDisabled : undefined}
              disabled={readOnly || o.disabled}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {m.paymentAtDoor}
      </Text>
    </Stack>
  );
}
