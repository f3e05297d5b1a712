import { AddressFields } from '@/features/addresses';
import { errorsUnder, patchAddress, type ShipmentFormApi } from './use-shipment-form';

/** Step 4: the pickup address. */
export function PickupStep({ form, readOnly }: { form: ShipmentFormApi; readOnly: boolean }) {
  return (
    <AddressFields
      kind="START"
      value={form.getValues().startAddress}
      onChange={(patch) => patchAddress(form, 'startAddress', patch)}
      errors={errorsUnder(form, 'startAddress')}
      readOnly={readOnly}
    />
  );
}
