import { Button } from '@mantine/core';
import { useSession } from '@/lib/session/use-session';
import { ActionCode, availableTransitions, type Transition } from '@/domain/shipment-status';
import { formatMoney } from '@/domain/format';
import { confirmDialog } from '@/ui/confirm-dialog';
import type { Shipment } from '@/api/shipments/types';
import { shipmentMessages as m } from './messages';
import { payableTotal } from './shipment-card-rules';
import { PendingStatusNotice } from './pending-status';
import { useStatusChange } from './use-status-change';

/** The transitions of the one table (domain/shipment-status) this user may take on this shipment. */
function transitionsFor(
  shipment: Shipment,
  user: { userId: number; roles: readonly string[] } | null,
): Transition[] {
  if (!user) return [];
  return availableTransitions(shipment.shipmentStatus, user.roles, {
    isOwner: shipment.customerId === user.userId,
    isAssignedCourier: shipment.courierId !== null && shipment.courierId === user.userId,
    hasCourier: shipment.courierId !== null,
    getPriceQuote: shipment.getPriceQuote,
    payAtDoor: shipment.paymentType === 1,
  });
}

const dangerActions = new Set<number>([
  ActionCode.CancelByCustomer,
  ActionCode.CancelByOther,
  ActionCode.Withdraw,
]);

export interface ShipmentStatusActionsProps {
  shipment: Shipment;
  /** Actions shown elsewhere (İşlerim delivers a multi-stop shipment stop by stop, not with 3400). */
  exclude?: readonly number[];
  /** Button size: İşlerim uses large ones (44 px and more) for use outdoors, one-handed. */
  size?: 'sm' | 'lg';
}

/**
 * The status buttons of a shipment (restart, cancel, the courier's path), each confirmed with
 * "İptal"/"Onay" where the table says so; "İşlem gerçekleşti." on success. Offline, the change
 * waits in the outbox and shows here instead of the buttons until it is sent.
 */
export function ShipmentStatusActions({ shipment, exclude, size }: ShipmentStatusActionsProps) {
  const { user } = useSession();
  const { run: send, dismiss, pending, change } = useStatusChange(shipment);
  if (pending) return <PendingStatusNotice entry={pending} onDismiss={() => void dismiss()} />;
  const rows = transitionsFor(shipment, user).filter((t) => !exclude?.includes(t.action));

  const run = async (t: Transition) => {
    const confirm =
      t.action === ActionCode.Accept ? m.acceptConfirm(formatMoney(payableTotal(shipment))) : t.confirm;
    if (confirm) {
      const confirmed = await confirmDialog({
        title: t.label,
        text: confirm,
        danger: dangerActions.has(t.action),
      });
      if (!confirmed) return;
    }
    await send(t);
  };

  return rows.map((t) => (
    <Button
      key={`${t.action}-${t.to}`}
      size={size}
      color={dangerActions.has(t.action) ? 'red' : undefined}
      variant={dangerActions.has(t.action) ? 'light' : 'filled'}
      loading={change.isPending && change.variables.action === t.action}
      disabled={change.isPending}
      onClick={() => void run(t)}
    >
      {t.label}
    </Button>
  ));
}
