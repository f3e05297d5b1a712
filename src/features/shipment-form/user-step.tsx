import { Stack, Text } from '@mantine/core';
import { PhoneInput } from '@/ui/phone-input';
import { formMessages as m } from './messages';
import type { ShipmentFormApi } from './use-shipment-form';

/** Step 7: a guest's phone number, and why it is asked for. */
export function UserStep({ form }: { form: ShipmentFormApi }) {
  return (
    <Stack gap="xs">
      <PhoneInput
        label={m.guestPhone}
        value={form.getValues().guestPhone}
        onChange={(guestPhone) => {
          form.setFieldValue('guestPhone', guestPhone);
          form.clearFieldError('guestPhone');
        }}
        error={form.errors.guestPhone}
        required
      />
      <Text size="sm" c="dimmed">
        {m.guestPhoneReason}
      </Text>
    </Stack>
  );
}
