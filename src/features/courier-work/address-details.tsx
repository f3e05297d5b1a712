import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconNavigation, IconPhone } from '@tabler/icons-react';
import { addressText, hasCoordinates } from '@/domain/address-text';
import { directionsUrl } from '@/domain/courier-work';
import { formatPhone } from '@/domain/format';
import type { Address } from '@/api/shipments/types';
import { courierWorkMessages as m } from './messages';
import classes from './courier-work.module.css';

export interface AddressDetailsProps {
  label: string;
  address: Address;
  /** A number to call when the address has none (the customer's, for the pickup). */
  fallbackPhone?: string;
  children?: ReactNode;
}

/**
 * docs/statuses-and-visibility.md, for the assigned courier at statuses 3 to 7: every part of the address (street, door,
 * block, floor, flat, building, directions), the phone as a `tel:` link, and "Yol Tarifi".
 */
export function AddressDetails({ label, address: a, fallbackPhone, children }: AddressDetailsProps) {
  const phone = a.phoneNumber || fallbackPhone;
  const rows: [string, string | undefined][] = [
    [m.street, a.streetName],
    [m.door, a.doorNumber],
    [m.block, a.block],
    [m.floor, a.floor],
    [m.flat, a.apartmentNumber],
    [m.building, a.apartmanName],
  ];
  const shown = rows.filter(([, v]) => v && v.trim() !== '');
  const c = a.worldCoordinate;
  return (
    <section className={classes.address} aria-label={label}>
      <Text className={classes.addressLabel}>{label}</Text>
      {a.title ? (
        <Text size="sm" fw={600}>
          {a.title}
        </Text>
      ) : null}
      <Text size="sm">{addressText(a)}</Text>
      {shown.length > 0 ? (
        <dl className={classes.parts}>
          {shown.map(([k, v]) => (
            <div key={k} className={classes.part}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {a.addressDescription ? (
        <Text size="sm">
          {m.directions}: {a.addressDescription}
        </Text>
      ) : null}
      {children}
      <Stack gap="xs" mt={4}>
        {phone ? (
          <>
            <Button
              component="a"
              href={`tel:${phone}`}
              size="lg"
              variant="light"
              leftSection={<IconPhone size={20} aria-hidden />}
            >
              {m.call(formatPhone(phone))}
            </Button>
            {!a.phoneNumber ? (
              <Text size="xs" c="dimmed">
                {m.customerPhoneHint}
              </Text>
            ) : null}
          </>
        ) : null}
        {c && hasCoordinates(c) ? (
          <Button
            component="a"
            href={directionsUrl(c.lat, c.long)}
            target="_blank"
            rel="noopener noreferrer"
            size="lg"
            variant="default"
            leftSection={<IconNavigation size={20} aria-hidden />}
            aria-label={m.routeLabel(label)}
          >
            {m.route}
          </Button>
        ) : null}
      </Stack>
    </section>
  );
}
