import { useState, type ReactNode } from 'react';
import { Button, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { LoadError } from '../common/load-error';
import { QueryView } from '../common/query-view';
import { OfferStatus, offerStatusLabels, priceQuoteStatusLabels } from '@/domain/bid-limits';
import { formatDateTime, formatKm, formatMoney, formatPhone } from '@/domain/format';
import { contentTypeLabels, paymentTypes, vehicleTypeLabels, weightLabel } from '@/domain/params';
import { availableTransitions, ActionCode, needsReason, type Transition } from '@/domain/shipment-status';
import { FormMode, ShipmentForm } from '@/features/shipment-form';
import { getPriceQuoteQueryOptions } from '@/api/shipments/get-price-quote';
import { getShipmentHistoryQueryOptions } from '@/api/shipments/get-shipment-history';
import { getShipmentQueryOptions } from '@/api/shipments/get-shipment';
import type { Address, Shipment } from '@/api/shipments/types';
import { PriceReceipt } from '@/features/shipments';
import { addressLine, priceLines } from '@/features/shipments';
import { sortOffers } from '@/features/tender';
import { HistoryStepper } from '@/features/tracking';
import { LoadErrorBoundary } from '@/ui/load-error-boundary';
import { PageTitle } from '@/ui/page-title';
import { runAction } from '@/ui/run-action';
import { useAdminTransition } from './api/change-status';
import { useMember } from '../members/api/get-member';
import { CancelDialog } from './cancel-dialog';
import { adminShipmentMessages as m } from './messages';
import { ShipmentStatusBadge } from './status-badge';
import classes from './shipment-detail-page.module.css';

/** The admin's buttons: the rows of the status table the Admin role may take from this status. */
function adminTransitions(shipment: Pick<Shipment, 'shipmentStatus'>): Transition[] {
  return availableTransitions(shipment.shipmentStatus, ['Admin']);
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} className={className}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Summary({ shipment }: { shipment: Shipment }) {
  const customer = useMember(shipment.customerId);
  const courier = useMember(shipment.courierId);
  const nameOf = (member: typeof customer.data) =>
    member ? `${member.name} ${member.surname ?? ''}`.trim() : undefined;
  const transitions = adminTransitions(shipment);
  const change = useAdminTransition();

  // The admin's cancel asks for a reason in its own dialog (issue 28); the others confirm.
  const [cancelling, setCancelling] = useState<Transition | null>(null);
  const cancel = (reason: string) =>
    runAction({
      action: async () => {
        if (!cancelling) throw new Error('no cancel asked');
        return change.mutateAsync({ shipment, transition: cancelling, reason });
      },
      success: m.cancelled,
    });

  const take = (t: Transition) =>
    needsReason(t.action)
      ? setCancelling(t)
      : runAction({
          confirm: {
            title: m.confirmTitle(t.label, shipment.shipmentId),
            text: t.confirm ?? t.label,
            confirmLabel: t.label,
          },
          action: () => change.mutateAsync({ shipment, transition: t }),
          success: t.action === ActionCode.Restart ? m.restarted : m.statusChanged,
        });

  return (
    <Section title={m.summaryLabel}>
      <Stack gap="md">
        <div>
          <ShipmentStatusBadge status={shipment.shipmentStatus} />
        </div>
        <dl className={classes.facts}>
          <dt>{m.customer}</dt>
          <dd>
            {nameOf(customer.data) ?? `#${shipment.customerId}`}
            {customer.data ? (
              <Text size="sm" c="dimmed" component="span" display="block">
                {formatPhone(customer.data.phone)}
              </Text>
            ) : null}
          </dd>
          <dt>{m.courier}</dt>
          <dd>{shipment.courierId ? (nameOf(courier.data) ?? `#${shipment.courierId}`) : m.noCourier}</dd>
          <dt>{m.price}</dt>
          <dd className={classes.nowrap}>{formatMoney(shipment.totalPrice)}</dd>
          {shipment.acceptedTotalPrice !== null && shipment.acceptedTotalPrice !== undefined ? (
            <>
              <dt>{m.acceptedPrice}</dt>
              <dd className={classes.nowrap}>{formatMoney(shipment.acceptedTotalPrice)}</dd>
            </>
          ) : null}
          <dt>{m.tender}</dt>
          <dd>{shipment.getPriceQuote ? m.tenderYes : m.tenderNo}</dd>
          <dt>{m.vehicle}</dt>
          <dd>
            {vehicleTypeLabels[shipment.vehicleType as 1 | 2] ?? '—'} · {weightLabel(shipment.weightType)}
          </dd>
          <dt>{m.payment}</dt>
          <dd>{paymentName(shipment.paymentType)}</dd>
          <dt>{m.createdAt}</dt>
          <dd>{formatDateTime(shipment.createdAt)}</dd>
          {shipment.updatedAt ? (
            <>
              <dt>{m.updatedAt}</dt>
              <dd>{formatDateTime(shipment.updatedAt)}</dd>
            </>
          ) : null}
        </dl>
        <div className={classes.actions} role="group" aria-label={m.actionsLabel}>
          {transitions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {m.noActions}
            </Text>
          ) : (
            transitions.map((t) => (
              <Button
                key={t.action}
                color={t.to === 50 ? 'red' : 'blue'}
                variant={t.to === 50 ? 'light' : 'filled'}
                loading={change.isPending && change.variables.transition.action === t.action}
                disabled={change.isPending}
                onClick={() => void take(t)}
              >
                {t.label}
              </Button>
            ))
          )}
        </div>
      </Stack>
      <CancelDialog
        shipmentId={shipment.shipmentId}
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        onConfirm={cancel}
        pending={change.isPending}
      />
    </Section>
  );
}

const paymentName = (type: number) => (type === 1 || type === 2 ? paymentTypes[type].name : '—');

function AddressFacts({
  label,
  address,
  children,
}: {
  label: string;
  address: Address;
  children?: ReactNode;
}) {
  return (
    <div className={classes.address}>
      <Text fw={700} size="sm">
        {label}
      </Text>
      <Text className={classes.text}>{addressLine(address)}</Text>
      {address.phoneNumber ? (
        <Text size="sm">
          {m.phone}: <a href={`tel:${address.phoneNumber}`}>{formatPhone(address.phoneNumber)}</a>
        </Text>
      ) : null}
      {children}
    </div>
  );
}

/** Where from and where to, as text (issue 28, item 17): near the top, not deep in the form. */
function Addresses({ shipment }: { shipment: Shipment }) {
  return (
    <Section title={m.addressesTitle}>
      <Stack gap="sm">
        <AddressFacts label={m.pickup} address={shipment.startAddress} />
        {shipment.shipmentList.map((item, i) => (
          <AddressFacts key={item.deliveryItemId ?? i} label={m.delivery(i + 1)} address={item.startAddress}>
            <Text size="sm">
              {m.contentType}: {contentTypeLabels[item.contentType] ?? '—'}
            </Text>
            {item.deliveredAt ? (
              <Text size="sm">{m.deliveredAt(formatDateTime(item.deliveredAt))}</Text>
            ) : null}
            {item.note ? (
              <Text size="sm" className={classes.text}>
                {m.note}: {item.note}
              </Text>
            ) : null}
          </AddressFacts>
        ))}
        {shipment.shipmentTotalDistance !== undefined ? (
          <Text size="sm">
            {m.distance}: <strong>{formatKm(shipment.shipmentTotalDistance)}</strong>
          </Text>
        ) : null}
      </Stack>
    </Section>
  );
}

function Price({ shipment }: { shipment: Shipment }) {
  return (
    <Section title={m.priceTitle}>
      <PriceReceipt lines={priceLines(shipment)} label={m.priceTitle} />
    </Section>
  );
}

function History({ shipmentId }: { shipmentId: number }) {
  const history = useQuery(getShipmentHistoryQueryOptions(shipmentId));
  return (
    <Section title={m.historyTitle} className={classes.history}>
      {history.data ? (
        <HistoryStepper steps={history.data} />
      ) : history.error ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <Skeleton height={160} />
      )}
    </Section>
  );
}

function Offers({ shipment }: { shipment: Shipment }) {
  const quote = useQuery({
    ...getPriceQuoteQueryOptions(shipment.shipmentId),
    enabled: shipment.getPriceQuote,
  });
  if (!shipment.getPriceQuote)
    return (
      <Section title={m.offersTitle}>
        <Text c="dimmed">{m.notTender}</Text>
      </Section>
    );
  if (quote.error)
    return (
      <Section title={m.offersTitle}>
        <LoadError error={quote.error} onRetry={() => void quote.refetch()} />
      </Section>
    );
  if (quote.data === undefined)
    return (
      <Section title={m.offersTitle}>
        <Skeleton height={120} />
      </Section>
    );
  if (quote.data === null || quote.data.offers.length === 0)
    return (
      <Section title={m.offersTitle}>
        <Text c="dimmed">{quote.data === null ? m.notTender : m.offersNone}</Text>
      </Section>
    );
  const { offers, status, round } = quote.data;
  return (
    <Section title={m.offersTitle}>
      <Text size="sm" c="dimmed" mb="xs">
        {m.tenderState(priceQuoteStatusLabels[status], round ?? 1)}
      </Text>
      <div className={classes.offers}>
        <Table striped verticalSpacing="xs" aria-label={m.offersTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{m.offerColumns.courier}</Table.Th>
              <Table.Th scope="col" ta="right">
                {m.offerColumns.amount}
              </Table.Th>
              <Table.Th scope="col">{m.offerColumns.status}</Table.Th>
              <Table.Th scope="col">{m.offerColumns.at}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sortOffers(offers).map((o) => (
              <Table.Tr key={o.priceQuoteOfferId} fw={o.offerStatus === OfferStatus.Won ? 600 : undefined}>
                <Table.Th scope="row" fw="inherit">
                  {o.courierName ?? `#${o.courierId}`}
                </Table.Th>
                <Table.Td ta="right" className={classes.nowrap}>
                  {formatMoney(o.priceQuoteAmount)}
                </Table.Td>
                <Table.Td>{offerStatusLabels[o.offerStatus]}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  {o.createdAt ? formatDateTime(o.createdAt) : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Section>
  );
}

export interface ShipmentDetailPageProps {
  shipmentId: number;
  onBack: () => void;
}

/**
 * One shipment for the admin, as text to read (issue 28, item 17): the summary with the admin's
 * rows of the status table (cancel 3500 with a reason, restart 111 behind a confirm), the addresses,
 * the price, the status history and the tender offers. The customer's own form in view mode
 * (docs/screens-and-routes.md mode 4) opens on request; staff do not edit a shipment.
 */
export function ShipmentDetailPage({ shipmentId, onBack }: ShipmentDetailPageProps) {
  const shipment = useQuery(getShipmentQueryOptions(shipmentId));
  // The customer's form, on request: staff read the summary; nobody edits a shipment here.
  const [showForm, setShowForm] = useState(false);
  const back = (
    <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
      {m.backToList}
    </Button>
  );
  return (
    <Stack gap="md">
      <PageTitle title={m.detailTitle(shipmentId)} actions={back} />
      <QueryView query={shipment} kind="list" skeletonHeight={420}>
        {(data) => (
          <div className={classes.wrap}>
            <div className={classes.layout}>
              <Summary shipment={data} />
              <Addresses shipment={data} />
              <Price shipment={data} />
              <History shipmentId={shipmentId} />
              <Offers shipment={data} />
            </div>
            <div className={classes.formToggle}>
              <Button
                variant="default"
                onClick={() => setShowForm((shown) => !shown)}
                aria-expanded={showForm}
              >
                {showForm ? m.hideForm : m.showForm}
              </Button>
            </div>
            {showForm ? (
              <Section title={m.formTitle}>
                <Text size="sm" mb="sm">
                  {m.formNote}
                </Text>
                <LoadErrorBoundary>
                  {/* Keyed by the shipment's last change: the form reads its values once. */}
                  <ShipmentForm
                    key={data.updatedAt ?? data.shipmentStatus}
                    mode={FormMode.View}
                    shipment={data}
                  />
                </LoadErrorBoundary>
              </Section>
            ) : null}
          </div>
        )}
      </QueryView>
    </Stack>
  );
}
