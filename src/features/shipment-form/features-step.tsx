import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { defaultWeightFor, paramTables, vehicleTypeLabels } from '@/domain/params';
import { useParamRows } from '@/api/addresses/lookups';
import { NativeDropdown } from '@/ui/native-dropdown';
import type { ShipmentFormApi } from './use-shipment-form';
import { formMessages as m } from './messages';
import { weightOptions } from './options';

/** Step 1: vehicle, weight (of the vehicle), loading service, tender. */
export function FeaturesStep({ form, readOnly }: { form: ShipmentFormApi; readOnly: boolean }) {
  const weights = useParamRows('ShipmentWeight');
  const vehicles = useParamRows('VehicleType');
  const values = form.getValues();
  const vehicleRows = vehicles.data ?? paramTables.VehicleType;

  return (
    <Stack gap="md">
      <Radio.Group
        label={m.vehicleType}
        value={String(values.vehicleType || '')}
        onChange={(next) => {
          const vehicleType = Number(next);
          // docs/data-model.md: Motor → weight 1, Araba → 5.
          form.setValues({ vehicleType, weightType: defaultWeightFor(vehicleType) });
          form.clearFieldError('vehicleType');
          form.clearFieldError('weightType');
        }}
        error={form.errors.vehicleType}
        withAsterisk
      >
        <Group mt="xs" gap="lg">
          {vehicleRows.map((r) => (
            <Radio
              key={r.paramCode}
              value={r.paramCode}
              label={r.paramDescription || vehicleTypeLabels[Number(r.paramCode) as 1 | 2]}
              disabled={readOnly}
            />
          ))}
        </Group>
      </Radio.Group>
      <NativeDropdown
        label={m.weightType}
        value={values.weightType}
        options={weightOptions(weights.data, values.vehicleType)}
        onChange={(weightType) => {
          form.setFieldValue('weightType', weightType);
          form.clearFieldError('weightType');
        }}
        error={form.errors.weightType as string | undefined}
        disabled={readOnly}
        required
      />
      <Checkbox
        label={m.transportService}
        description={m.transportServiceHint}
        checked={values.hasTransportService}
        onChange={(e) => form.setFieldValue('hasTransportService', e.currentTarget.checked)}
        disabled={readOnly}
      />
      <Checkbox
        label={m.priceQuote}
        description={m.priceQuoteHint}
        checked={values.getPriceQuote}
        onChange={(e) => form.setFieldValue('getPriceQuote', e.currentTarget.checked)}
        disabled={readOnly}
      />
    </Stack>
  );
}
