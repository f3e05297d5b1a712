// The history stepper's steps (docs/data-model.md "History step"): the path this shipment really took, in
// order, then the steps still ahead on its usual path. A restart shows as the round it was
// (Teklif Süreci, Kurye Atama, Yeniden Oluşturma, Teklif Süreci…), and a return reads as a return:
// "Gönderi İade", then "İade Edildi" where a delivery would read "Tamamlanan".
import { ShipmentStatus, shipmentStatusLabels, type ShipmentStatusCode } from './shipment-status';

export const RETURNED_LABEL = 'İade Edildi';

export interface HistoryEntryLike {
  status: ShipmentStatusCode;
  /** When the shipment reached this status (ms). */
  at: number;
}

export interface PathStep {
  status: ShipmentStatusCode;
  label: string;
  /** docs/data-model.md's complatedStatus: 1 done, 2 in progress, 0 waiting. */
  state: 0 | 1 | 2;
  /** When the step was reached; null for steps ahead. */
  at: number | null;
}

export interface PathInput {
  /** Statuses reached, oldest first. */
  history: readonly HistoryEntryLike[];
  current: ShipmentStatusCode;
  /** Put to tender. */
  tender: boolean;
  /** Paid at the door (payment type 1): the path has an "Ödeme" step. */
  payAtDoor: boolean;
}

const TERMINAL: readonly ShipmentStatusCode[] = [ShipmentStatus.Completed, ShipmentStatus.Cancelled];

/** Whether a shipment that ended (40) got there through a return (7) rather than a delivery. */
export function wasReturned(history: readonly HistoryEntryLike[]): boolean {
  return history.some((h) => h.status === ShipmentStatus.Returning);
}

/** The usual path of a shipment from creation to delivery. */
function usualPath(tender: boolean, payAtDoor: boolean): ShipmentStatusCode[] {
  const path: ShipmentStatusCode[] = [ShipmentStatus.Created];
  if (tender) path.push(ShipmentStatus.InPriceQuote);
  path.push(ShipmentStatus.AssignCourier, ShipmentStatus.PickUp);
  if (payAtDoor) path.push(ShipmentStatus.Payment);
  path.push(ShipmentStatus.Delivering, ShipmentStatus.Completed);
  return path;
}

/** The steps still ahead after `current`. */
function stepsAhead(current: ShipmentStatusCode, usual: readonly ShipmentStatusCode[]): ShipmentStatusCode[] {
  if (TERMINAL.includes(current)) return [];
  if (current === ShipmentStatus.Preparing) return [...usual];
  // Returning: what is left is the return's end.
  if (current === ShipmentStatus.Returning) return [ShipmentStatus.Completed];
  // Waiting for a restart: the next round goes through the tender again.
  const from = current === ShipmentStatus.Recreate ? ShipmentStatus.InPriceQuote : current;
  const index = usual.indexOf(from);
  if (index < 0) return [];
  return usual.slice(current === ShipmentStatus.Recreate ? index : index + 1);
}

export function shipmentPath({ history, current, tender, payAtDoor }: PathInput): PathStep[] {
  const returned = wasReturned(history) || current === ShipmentStatus.Returning;
  const label = (status: ShipmentStatusCode) =>
    status === ShipmentStatus.Completed && returned ? RETURNED_LABEL : shipmentStatusLabels[status];

  // The path taken: each status once per visit (3 → 3, a courier taking a job without one, is one visit).
  const taken: HistoryEntryLike[] = [];
  for (const h of history) if (taken.at(-1)?.status !== h.status) taken.push(h);
  if (taken.at(-1)?.status !== current) taken.push({ status: current, at: Number.NaN });

  const usual = usualPath(tender || taken.some((h) => h.status === ShipmentStatus.InPriceQuote), payAtDoor);
  const steps: PathStep[] = taken.map((h, i) => {
    const last = i === taken.length - 1;
    return {
      status: h.status,
      label: label(h.status),
      state: !last || TERMINAL.includes(h.status) ? 1 : 2,
      at: Number.isNaN(h.at) ? null : h.at,
    };
  });
  for (const status of stepsAhead(current, usual))
    steps.push({ status, label: label(status), state: 0, at: null });
  return steps;
}
