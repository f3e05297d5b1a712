import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Anchor, Button, Card, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { LoadError } from '../common/load-error';
import { formatDateTime, formatMoney, formatPhone } from '@/domain/format';
import { memberStatusChangesFrom, type MemberStatusChange } from '@/domain/member-status';
import { MemberStatus } from '@/domain/url-values';
import { vehicleTypeLabels } from '@/domain/params';
import { shipmentStatusLabel } from '@/domain/shipment-status';
import { getSessionUser } from '@/lib/session/session';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PendingOrOffline } from '@/ui/needs-network';
import { PageTitle } from '@/ui/page-title';
import { runAction } from '@/ui/run-action';
import { DocumentThumbnails } from '../approvals/document-thumbnails';
import { useChangeMemberStatus } from './api/change-member-status';
import { useMember } from './api/get-member';
import { useMemberShipments, type MemberShipmentsQuery } from './api/get-member-shipments';
import type { AdminShipment, MemberDetail } from './api/types';
import { MemberStatusBadge } from './member-status-badge';
import { memberMessages as m, fullName, roleLabels } from './messages';
import { StatusDialog } from './status-dialog';
import classes from './member-detail-page.module.css';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={classes.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function AccountSection({
  member,
  onChange,
  actionsRef,
}: {
  member: MemberDetail;
  onChange: (c: MemberStatusChange) => void;
  /** Where focus goes back after the status dialog (its own button may be gone by then). */
  actionsRef: RefObject<HTMLDivElement | null>;
}) {
  const own = getSessionUser()?.userId === member.userId;
  const changes = own ? [] : memberStatusChangesFrom(member.status);
  const decidedOnApprovals =
    member.courier && (member.status === MemberStatus.Pending || member.status === MemberStatus.Rejected);
  return (
    <Section title={m.account}>
      <Facts
        rows={[
          [m.phone, <Anchor href={`tel:${member.phone}`}>{formatPhone(member.phone)}</Anchor>],
          [
            m.email,
            member.email ? <Anchor href={`mailto:${member.email}`}>{member.email}</Anchor> : m.noEmail,
          ],
          [m.roles, member.roles.map((r) => (r === 'anonymous' ? r : roleLabels[r])).join(', ')],
          [m.status, <MemberStatusBadge status={member.status} />],
          ...(member.statusReason ? ([[m.statusReason, member.statusReason]] as [string, ReactNode][]) : []),
          ...(member.statusChangedAt
            ? ([[m.statusChangedAt, formatDateTime(member.statusChangedAt)]] as [string, ReactNode][])
            : []),
          [m.city, member.cityName ?? m.unknownCity],
          [m.createdAt, formatDateTime(member.createdAt)],
        ]}
      />
      {own ? (
        <Text size="sm" c="dimmed">
          {m.ownAccount}
        </Text>
      ) : null}
      {decidedOnApprovals ? (
        <Text size="sm" c="dimmed">
          {m.decidedOnApprovals}
        </Text>
      ) : null}
      {changes.length > 0 ? (
        <div className={classes.actions} ref={actionsRef}>
          {changes.map((c) => (
            <Button
              key={c.action}
              // teal.9, not teal: white on Mantine's teal 6 is 3.1:1 (issue 28).
              color={c.action === 'suspend' ? 'red' : 'teal.9'}
              variant={c.action === 'suspend' ? 'light' : 'filled'}
              aria-haspopup="dialog"
              onClick={() => onChange(c)}
            >
              {c.action === 'suspend' ? m.suspend : m.reactivate}
            </Button>
          ))}
        </div>
      ) : null}
    </Section>
  );
}

function CourierSection({ member }: { member: MemberDetail }) {
  const courier = member.courier;
  if (!courier) return null;
  const uploaded = [
    courier.photo,
    courier.drivingLicense,
    courier.criminalRecordCertificate,
    courier.taxCertificate,
  ].filter(Boolean).length;
  return (
    <Section title={m.courierProfile}>
      <Facts
        rows={[
          [m.vehicle, vehicleTypeLabels[courier.workingType]],
          [m.courierCity, member.cityName ?? m.unknownCity],
          [m.openToWork, courier.isOpenToWork ? m.yes : m.no],
          [m.documents, m.documentsUploaded(uploaded)],
          ...(courier.rejectReason
            ? ([[m.rejectReason, courier.rejectReason]] as [string, ReactNode][])
            : []),
        ]}
      />
      <DocumentThumbnails application={courier} />
      {member.status === MemberStatus.Pending ? (
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/admin/onay/onay-liste/" search={{ q: member.phone }} />
          )}
        >
          {m.toApprovals}
        </Anchor>
      ) : null}
    </Section>
  );
}

function WalletSection({ member }: { member: MemberDetail }) {
  return (
    <Section title={m.wallet}>
      {member.wallet ? (
        <>
          <Text className={classes.balance}>{formatMoney(member.wallet.balance)}</Text>
          <Text size="sm" c="dimmed">
            {m.balance}
          </Text>
          <Anchor href={`/admin/hesap/hareket-listele/?accountId=${member.wallet.accountId}`}>
            {m.toMovements}
          </Anchor>
        </>
      ) : (
        <Text c="dimmed">{m.noWallet}</Text>
      )}
    </Section>
  );
}

const shipmentColumns: DataTableColumn<AdminShipment>[] = [
  { key: 'id', title: m.shipmentColumns.id, primary: true, render: (s) => m.shipmentNo(s.shipmentId) },
  { key: 'status', title: m.shipmentColumns.status, render: (s) => shipmentStatusLabel(s.shipmentStatus) },
  {
    key: 'from',
    title: m.shipmentColumns.from,
    render: (s) => `${s.startAddress.countyName} / ${s.startAddress.cityName}`,
  },
  { key: 'createdAt', title: m.shipmentColumns.createdAt, render: (s) => formatDateTime(s.createdAt) },
  {
    key: 'price',
    title: m.shipmentColumns.price,
    textAlign: 'right',
    render: (s) => formatMoney(s.acceptedTotalPrice ?? s.totalPrice),
  },
];

function MemberShipments({
  member,
  as,
  title,
}: {
  member: MemberDetail;
  as: MemberShipmentsQuery['as'];
  title: string;
}) {
  const [page, setPage] = useState(1);
  const shipments = useMemberShipments({ as, userId: member.userId, page });
  if (shipments.error) return <LoadError error={shipments.error} onRetry={() => void shipments.refetch()} />;
  return (
    <DataTable
      label={m.shipmentsLabel(title, member)}
      columns={shipmentColumns}
      page={shipments.data}
      rowKey={(s) => s.shipmentId}
      fetching={shipments.isPlaceholderData}
      countText={m.shipmentCount}
      emptyText={m.noShipments}
      onPageChange={setPage}
    />
  );
}

function ShipmentsSection({ member }: { member: MemberDetail }) {
  const isCourier = member.roles.includes('Courier');
  const isCustomer = member.roles.includes('Customer') || !isCourier;
  const tabs = [
    ...(isCustomer ? [{ value: 'customer' as const, title: m.shipmentsAsCustomer }] : []),
    ...(isCourier ? [{ value: 'courier' as const, title: m.shipmentsAsCourier }] : []),
  ];
  const first = tabs[0];
  if (!first) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={first.title}>
      <Tabs defaultValue={first.value} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            <MemberShipments member={member} as={t.value} title={t.title} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}

/**
 * A member's detail: their account (contact, roles, status and its reason), their courier profile
 * and documents, their wallet, and their shipments as customer and as courier; suspend and
 * reactivate with a reason (domain/member-status.ts decides which button shows).
 */
export function MemberDetailPage({ userId }: { userId: number }) {
  const member = useMember(userId);
  const change = useChangeMemberStatus();
  const [asking, setAsking] = useState<MemberStatusChange | null>(null);
  // After the dialog, focus returns to the account's action ("Askıya Al" becomes "Yeniden
  // Etkinleştir"), not to the page body where the removed button would leave it (issue 28).
  const actionsRef = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState(0);
  const status = member.data?.status;
  useEffect(() => {
    if (refocus > 0) actionsRef.current?.querySelector('button')?.focus();
  }, [refocus, status]);

  const back = (
    <Button
      component={Link}
      to="/admin/uye/uye-listele/"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {m.backToList}
    </Button>
  );

  if (!member.data) {
    return (
      <Stack gap="md">
        <PageTitle title={m.detailTitle} actions={back} />
        {member.error ? (
          <LoadError error={member.error} onRetry={() => void member.refetch()} />
        ) : (
          <PendingOrOffline kind="page">
            <Skeleton height={320} radius="md" />
          </PendingOrOffline>
        )}
      </Stack>
    );
  }

  const data = member.data;
  const confirm = (c: MemberStatusChange, reason: string) =>
    runAction({
      action: () => change.mutateAsync({ userId: data.userId, body: { status: c.to, reason } }),
      success: c.action === 'suspend' ? m.suspended(data) : m.reactivated(data),
    });

  return (
    <Stack gap="md">
      <PageTitle title={fullName(data)} documentTitle={m.detailDocumentTitle(data)} actions={back} />
      <div className={classes.grid}>
        <AccountSection member={data} onChange={setAsking} actionsRef={actionsRef} />
        <CourierSection member={data} />
        <WalletSection member={data} />
      </div>
      <ShipmentsSection member={data} />
      <StatusDialog
        member={data}
        change={asking}
        onClose={() => {
          setAsking(null);
          setRefocus((n) => n + 1);
        }}
        onConfirm={confirm}
        pending={change.isPending}
      />
    </Stack>
  );
}
