import type { ReactNode } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconClockHour4, IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { formatDateTime, formatPhone } from '@/domain/format';
import { courierAccountState } from './account-state';
import type { CourierProfile } from './api/courier-profile';
import { DocumentThumb } from './document-thumb';
import { groupIban } from './iban-text';
import { courierProfileMessages as m } from './messages';
import classes from './application-status.module.css';

import { DOCUMENT_FIELDS } from '@/features/courier-apply';
import { useCityOptions, useCountyOptions, useDistrictOptions } from '@/api/addresses/lookups';

/**
 * Issue 28: the address as sent, with its mahalle, ilçe and il (the profile holds their codes):
 * "Moda Cad. No:12, Caferağa, Kadıköy / İstanbul".
 */
function AddressText({ address }: { address: NonNullable<CourierProfile['address']> }) {
  const nameOf = (rows: { code: number; name: string }[] | undefined, code: number) =>
    rows?.find((r) => r.code === code)?.name;
  const city = nameOf(useCityOptions().data, address.cityId);
  const county = nameOf(useCountyOptions(address.cityId).data, address.countyId);
  const district = nameOf(useDistrictOptions(address.cityId, address.countyId).data, address.districtId);
  const place = [district, [county, city].filter(Boolean).join(' / ')].filter(Boolean).join(', ');
  return <>{place ? `${address.fullAddress}, ${place}` : address.fullAddress}</>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} className={classes.value}>
        {children}
      </Text>
    </div>
  );
}

/** What the courier sent: the application as the admin sees it. */
function ApplicationSummary({ profile }: { profile: CourierProfile }) {
  return (
    <Stack gap="sm" component="section" aria-label={m.sentTitle}>
      <Title order={2} size="h4">
        {m.sentTitle}
      </Title>
      <dl className={classes.list}>
        <Row label={m.name}>{`${profile.name} ${profile.surname}`}</Row>
        <Row label={m.phone}>{formatPhone(profile.phone)}</Row>
        <Row label={m.email}>{profile.email ?? m.notGiven}</Row>
        <Row label={m.vehicle}>{m.vehicles[profile.workingType] ?? m.notGiven}</Row>
        <Row label={m.address}>
          {profile.address ? <AddressText address={profile.address} /> : m.notGiven}
        </Row>
        <Row label={m.iban}>{profile.iban ? groupIban(profile.iban) : m.notGiven}</Row>
        {profile.createdAt ? <Row label={m.sentAt}>{formatDateTime(profile.createdAt)}</Row> : null}
      </dl>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {DOCUMENT_FIELDS.map((field) => (
          <div key={field} className={classes.document}>
            <Text size="xs" c="dimmed">
              {m.documents[field]}
            </Text>
            <DocumentThumb label={m.documents[field]} src={profile[field]} />
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export interface ApplicationStatusProps {
  profile: CourierProfile;
  /** Show what was sent (on pages other than Profilim, where the form shows it). */
  withSummary?: boolean;
  /** A link to Profilim to see or correct the application. */
  withProfileLink?: boolean;
}

/**
 * Why a courier who is not approved cannot work: pending ("Başvurunuz inceleniyor"), rejected (the
 * reason, and how to resend), suspended. Nothing for an approved courier.
 */
export function ApplicationStatus({
  profile,
  withSummary = false,
  withProfileLink = false,
}: ApplicationStatusProps) {
  const state = courierAccountState(profile.status);
  if (state === 'active') return null;
  const look = {
    pending: { color: 'blue', icon: IconClockHour4, title: m.pendingTitle, text: m.pendingText },
    rejected: { color: 'red', icon: IconAlertTriangle, title: m.rejectedTitle, text: m.rejectedText },
    suspended: { color: 'gray', icon: IconLock, title: m.suspendedTitle, text: m.suspendedText },
  }[state];
  return (
    <Stack gap="lg">
      <Alert
        variant="light"
        color={look.color}
        icon={<look.icon aria-hidden />}
        title={
          <Title order={2} size="h3" className={classes.title}>
            {look.title}
          </Title>
        }
        role="status"
        className={classes.alert}
      >
        <Stack gap="sm">
          {state === 'rejected' && profile.rejectReason ? (
            <Text fw={600}>
              {m.rejectedReason}: {profile.rejectReason}
            </Text>
          ) : null}
          <Text size="sm">{look.text}</Text>
          <Group gap="sm">
            {withProfileLink && state !== 'suspended' ? (
              <Button
                variant={state === 'rejected' ? 'filled' : 'default'}
                renderRoot={(props) => <Link to="/kurye/profil" {...props} />}
              >
                {state === 'rejected' ? m.toFix : m.toProfile}
              </Button>
            ) : null}
            {state === 'suspended' ? (
              <Button variant="default" renderRoot={(props) => <Link to="/iletisim" {...props} />}>
                {m.contactUs}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Alert>
      {withSummary ? <ApplicationSummary profile={profile} /> : null}
    </Stack>
  );
}
