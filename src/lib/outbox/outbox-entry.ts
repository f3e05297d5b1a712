// What the outbox holds: idempotent writes made on this device, each sent once by its
// Idempotency-Key (DESIGN.md, "Offline and flaky networks"). One entry per write; its `kind`
// says which call sends it (outbox-writes.ts).
import type { components } from '@/api/schema';

type ShipmentInput = components['schemas']['ShipmentInput'];
type ChangeStatusRequest = components['schemas']['ChangeStatusRequest'];
type FeedbackInput = components['schemas']['FeedbackInput'];

export type OutboxState = 'waiting' | 'sending' | 'sent' | 'failed';
export type OutboxKind = 'createShipment' | 'changeStatus' | 'stopDelivered' | 'sendFeedback';

/** The owner of a write made without a session (only feedback may be): sent only without one. */
export const NO_OWNER = 0;

export interface OutboxEntryBase {
  /** The Idempotency-Key, made once when the write was queued; also the entry's id. */
  key: string;
  /**
   * The user who made it: sent only with that user's session, and shown only to them. NO_OWNER
   * for a visitor who was not signed in: sent only while nobody is, and shown only to visitors.
   */
  ownerId: number;
  /** When it was queued (ISO). */
  createdAt: string;
  /** How many times a send was tried (a lost answer, a 5xx, a dropped network). */
  attempts: number;
  state: OutboxState;
  sentAt?: string;
  /** The server's final refusal (a 4xx other than the session), shown to the user. */
  error?: string;
  /** While "sending": the tab that sends it, and since when (a closed tab's claim runs out). */
  claimedBy?: string;
  claimedAt?: number;
}

/** A shipment created without a network (the create form). */
export interface CreateShipmentEntry extends OutboxEntryBase {
  kind: 'createShipment';
  body: ShipmentInput;
  /** For the card: where from and to, and the price shown when it was queued. */
  summary: { from: string; to: string[]; totalPrice?: number; estimated?: boolean };
  /** Set once the server created it. */
  shipmentId?: number;
}

/** A status change (the courier's path, a cancel) made without a network. */
export interface ChangeStatusEntry extends OutboxEntryBase {
  kind: 'changeStatus';
  shipmentId: number;
  body: ChangeStatusRequest;
}

/** One stop of a multi-stop shipment marked delivered ("Teslimat N: Teslim Ettim") without a network. */
export interface StopDeliveredEntry extends OutboxEntryBase {
  kind: 'stopDelivered';
  shipmentId: number;
  body: { deliveryItemId: number };
}

/** Feedback written without a network (/geri-bildirim), by a user or a visitor (NO_OWNER). */
export interface SendFeedbackEntry extends OutboxEntryBase {
  kind: 'sendFeedback';
  body: FeedbackInput;
  /** Set once the server recorded it. */
  feedbackId?: number;
}

export type OutboxEntry = CreateShipmentEntry | ChangeStatusEntry | StopDeliveredEntry | SendFeedbackEntry;

type Queued<E extends OutboxEntry> = Omit<E, 'state' | 'createdAt' | 'attempts' | 'sentAt' | 'error'>;
/** What a caller hands the outbox: the write; the outbox adds its state, time and attempts. */
export type NewOutboxEntry =
  | Queued<CreateShipmentEntry>
  | Queued<ChangeStatusEntry>
  | Queued<StopDeliveredEntry>
  | Queued<SendFeedbackEntry>;

const STATES: readonly unknown[] = ['waiting', 'sending', 'sent', 'failed'] satisfies OutboxState[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A stored value as an entry, or undefined when it is none. Entries of the first versions (a
 * shipment only: `userId`, `queuedAt`, no `kind`) are read as shipment creations.
 */
export function toOutboxEntry(value: unknown): OutboxEntry | undefined {
  if (!isObject(value) || typeof value.key !== 'string' || !STATES.includes(value.state)) return undefined;
  if (value.kind === undefined) {
    if (typeof value.userId !== 'number' || typeof value.queuedAt !== 'string' || !isObject(value.body))
      return undefined;
    const { userId, queuedAt, ...rest } = value;
    return {
      ...(rest as Omit<CreateShipmentEntry, 'kind' | 'ownerId' | 'createdAt' | 'attempts'>),
      kind: 'createShipment',
      ownerId: userId,
      createdAt: queuedAt,
      attempts: 0,
    };
  }
  if (typeof value.ownerId !== 'number' || typeof value.createdAt !== 'string' || !isObject(value.body))
    return undefined;
  if (value.kind === 'createShipment' && isObject(value.summary))
    return value as unknown as CreateShipmentEntry;
  if (value.kind === 'changeStatus' && typeof value.shipmentId === 'number')
    return value as unknown as ChangeStatusEntry;
  if (
    value.kind === 'stopDelivered' &&
    typeof value.shipmentId === 'number' &&
    typeof value.body.deliveryItemId === 'number'
  )
    return value as unknown as StopDeliveredEntry;
  if (value.kind === 'sendFeedback' && typeof value.body.message === 'string')
    return value as unknown as SendFeedbackEntry;
  return undefined;
}

/** The entries a user may see (and send): their own; a visitor (null) sees only visitors' (NO_OWNER). */
export function entriesOf(entries: readonly OutboxEntry[], userId: number | null): OutboxEntry[] {
  const owner = userId ?? NO_OWNER;
  return entries.filter((e) => e.ownerId === owner);
}

/** Still to be sent (waiting, or being sent now). */
export function isUnsent(entry: OutboxEntry): boolean {
  return entry.state === 'waiting' || entry.state === 'sending';
}

export function byCreatedAt(a: OutboxEntry, b: OutboxEntry): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
