// docs/statuses-and-visibility.md: shipment statuses and the one transition table used by the UI (which
// buttons show) and by the mock server (what is allowed). docs/statuses-and-visibility.md gives restart and cancel;
// the courier's path (accept, pick up, payment at door, deliver, return, withdraw) is ours
// and is recorded in docs/decisions/0005-shipment-statuses-the-courier-s-path.md.
import type { components } from '@/api/schema';

import { requiredTextSchema } from './limits';

export const ShipmentStatus = {
  Preparing: 0,
  Created: 1,
  InPriceQuote: 2,
  AssignCourier: 3,
  PickUp: 4,
  Payment: 5,
  Delivering: 6,
  Returning: 7,
  Recreate: 8,
  Completed: 40,
  Cancelled: 50,
} as const;

export type ShipmentStatusCode = (typeof ShipmentStatus)[keyof typeof ShipmentStatus];

export const SHIPMENT_STATUS_CODES: readonly ShipmentStatusCode[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 40, 50];

export const shipmentStatusLabels: Record<ShipmentStatusCode, string> = {
  0: 'Hazırlanıyor',
  1: 'Gönderi Oluşturuldu',
  2: 'Teklif Süreci',
  3: 'Kurye Atama',
  4: 'Adresten Teslim Alma',
  5: 'Ödeme',
  6: 'Adrese Teslim Etme',
  7: 'Gönderi İade',
  8: 'Yeniden Oluşturma',
  40: 'Tamamlanan',
  50: 'İptal',
};

export function isShipmentStatus(value: number): value is ShipmentStatusCode {
  return (SHIPMENT_STATUS_CODES as readonly number[]).includes(value);
}

export function shipmentStatusLabel(status: number): string {
  return isShipmentStatus(status) ? shipmentStatusLabels[status] : 'Bilinmeyen';
}

/**
 * Whether a shipment's road has ended: completed (40, delivered or returned) or cancelled (50).
 * Such a shipment is in the "past" lists (customer, courier, staff); any other is current.
 */
export function isPastStatus(status: number): boolean {
  return status === ShipmentStatus.Completed || status === ShipmentStatus.Cancelled;
}

export const ActionCode = {
  Submit: 100,
  Restart: 111,
  CancelByCustomer: 1500,
  Accept: 3000,
  PickUp: 3100,
  TakePayment: 3200,
  StartDelivery: 3300,
  Deliver: 3400,
  CancelByOther: 3500,
  Return: 3600,
  ReturnCompleted: 3700,
  Withdraw: 3900,
} as const;

/**
 * The reason staff give with an admin's cancel (3500, issue 28): required once trimmed of spaces
 * and invisible characters, at most TEXT_MAX.reason, kept in the shipment's history.
 */
export const cancelReasonSchema = requiredTextSchema('reason', 'CANCEL_REASON_REQUIRED');

/** Whether a status change needs a reason: the admin's cancel. */
export const needsReason = (action: number): boolean => action === ActionCode.CancelByOther;

export type ActionCodeValue = (typeof ActionCode)[keyof typeof ActionCode];

/** A signed-in role: the contract's Role without the anonymous caller. */
export type Role = Exclude<components['schemas']['Role'], 'anonymous'>;

/**
 * Who may take a transition, checked by the server with the shipment at hand:
 * - owner: the customer who owns the shipment;
 * - assignedCourier: the courier whose id is the shipment's courierId;
 * - freeCourier: any courier, while the shipment has no courier (the courier claims it);
 * - admin: any admin.
 */
export type Actor = 'owner' | 'assignedCourier' | 'freeCourier' | 'admin';

/** Extra condition on the shipment for a row. */
export type Condition = 'tender' | 'noTender' | 'payAtDoor' | 'prepaid';

export interface Transition {
  from: ShipmentStatusCode;
  to: ShipmentStatusCode;
  action: ActionCodeValue;
  actors: readonly Actor[];
  condition?: Condition;
  /** Turkish button label. */
  label: string;
  /** The UI asks "İptal"/"Onay" first. */
  confirm?: string;
}

const S = ShipmentStatus;
const A = ActionCode;

const cancelFrom: readonly ShipmentStatusCode[] = [
  S.Created,
  S.InPriceQuote,
  S.AssignCourier,
  S.PickUp,
  S.Recreate,
];

export const transitions: readonly Transition[] = [
  {
    from: S.Preparing,
    to: S.Created,
    action: A.Submit,
    actors: ['owner'],
    condition: 'noTender',
    label: 'Gönderiyi Oluştur',
  },
  {
    from: S.Preparing,
    to: S.InPriceQuote,
    action: A.Submit,
    actors: ['owner'],
    condition: 'tender',
    label: 'İhaleye Çıkar',
  },
  {
    from: S.Recreate,
    to: S.InPriceQuote,
    action: A.Restart,
    actors: ['owner', 'admin'],
    label: 'Yeniden Başlat',
    confirm: 'Gönderi yeniden başlatılacaktır. Onaylıyor musunuz?',
  },
  ...cancelFrom.map((from): Transition => ({
    from,
    to: S.Cancelled,
    action: A.CancelByCustomer,
    actors: ['owner'],
    label: 'İptal Et',
    confirm: 'Gönderi iptal edilecektir. Onaylıyor musunuz?',
  })),
  ...cancelFrom.map((from): Transition => ({
    from,
    to: S.Cancelled,
    action: A.CancelByOther,
    actors: ['admin'],
    label: 'İptal Et',
    confirm: 'Gönderi iptal edilecektir. Onaylıyor musunuz?',
  })),
  // A shipment that is not put to tender waits at 1 until a courier accepts it; a tender that
  // ended without bids waits at 3 with no courier until one accepts it.
  { from: S.Created, to: S.AssignCourier, action: A.Accept, actors: ['freeCourier'], label: 'İşi Kabul Et' },
  {
    from: S.AssignCourier,
    to: S.AssignCourier,
    action: A.Accept,
    actors: ['freeCourier'],
    label: 'İşi Kabul Et',
  },
  {
    from: S.AssignCourier,
    to: S.Recreate,
    action: A.Withdraw,
    actors: ['assignedCourier'],
    label: 'İşten Vazgeç',
    confirm: 'Gönderiden vazgeçilecektir. Onaylıyor musunuz?',
  },
  {
    from: S.AssignCourier,
    to: S.PickUp,
    action: A.PickUp,
    actors: ['assignedCourier'],
    label: 'Adrese Gidiyorum',
  },
  {
    from: S.PickUp,
    to: S.Payment,
    action: A.TakePayment,
    actors: ['assignedCourier'],
    condition: 'payAtDoor',
    label: 'Teslim Aldım, Ödeme Al',
  },
  {
    from: S.Payment,
    to: S.Delivering,
    action: A.StartDelivery,
    actors: ['assignedCourier'],
    label: 'Ödeme Alındı',
  },
  {
    from: S.PickUp,
    to: S.Delivering,
    action: A.StartDelivery,
    actors: ['assignedCourier'],
    condition: 'prepaid',
    label: 'Teslim Aldım',
  },
  {
    from: S.Delivering,
    to: S.Completed,
    action: A.Deliver,
    actors: ['assignedCourier'],
    label: 'Teslim Ettim',
    confirm: 'Gönderi teslim edildi olarak işaretlenecektir. Onaylıyor musunuz?',
  },
  {
    from: S.Delivering,
    to: S.Returning,
    action: A.Return,
    actors: ['assignedCourier'],
    label: 'Teslim Edilemedi, İade Et',
    confirm: 'Gönderi iade sürecine alınacaktır. Onaylıyor musunuz?',
  },
  {
    from: S.Returning,
    to: S.Completed,
    action: A.ReturnCompleted,
    actors: ['assignedCourier'],
    label: 'İade Edildi',
  },
];

/** What the server knows about the caller and the shipment. Omitted fields are not checked. */
export interface TransitionContext {
  isOwner?: boolean;
  isAssignedCourier?: boolean;
  hasCourier?: boolean;
  getPriceQuote?: boolean;
  payAtDoor?: boolean;
}

export type TransitionErrorCode =
  | 'TRANSITION_NOT_ALLOWED'
  | 'ROLE_NOT_ALLOWED'
  | 'NOT_SHIPMENT_OWNER'
  | 'NOT_ASSIGNED_COURIER'
  | 'COURIER_ALREADY_ASSIGNED'
  | 'TRANSITION_CONDITION';

export type TransitionResult =
  { ok: true; transition: Transition } | { ok: false; code: TransitionErrorCode };

const actorRole: Record<Actor, Role> = {
  owner: 'Customer',
  assignedCourier: 'Courier',
  freeCourier: 'Courier',
  admin: 'Admin',
};

function conditionHolds(condition: Condition | undefined, ctx: TransitionContext): boolean {
  switch (condition) {
    case undefined:
      return true;
    case 'tender':
      return ctx.getPriceQuote !== false;
    case 'noTender':
      return ctx.getPriceQuote !== true;
    case 'payAtDoor':
      return ctx.payAtDoor !== false;
    case 'prepaid':
      return ctx.payAtDoor !== true;
  }
}

function actorHolds(actor: Actor, ctx: TransitionContext): TransitionErrorCode | null {
  switch (actor) {
    case 'owner':
      return ctx.isOwner === false ? 'NOT_SHIPMENT_OWNER' : null;
    case 'assignedCourier':
      return ctx.isAssignedCourier === false ? 'NOT_ASSIGNED_COURIER' : null;
    case 'freeCourier':
      return ctx.hasCourier === true ? 'COURIER_ALREADY_ASSIGNED' : null;
    case 'admin':
      return null;
  }
}

/**
 * Checks one transition. `roles` is the caller's role list (a string is accepted too).
 * The first failing reason is returned, most specific last: no such row, wrong role,
 * wrong person, unmet condition.
 */
export function canTransition(
  from: number,
  to: number,
  action: number,
  roles: Role | readonly string[],
  ctx: TransitionContext = {},
): TransitionResult {
  const roleList: readonly string[] = typeof roles === 'string' ? [roles] : roles;
  const rows = transitions.filter((t) => t.from === from && t.to === to && t.action === action);
  if (rows.length === 0) return { ok: false, code: 'TRANSITION_NOT_ALLOWED' };
  let failure: TransitionErrorCode = 'ROLE_NOT_ALLOWED';
  for (const row of rows) {
    for (const actor of row.actors) {
      if (!roleList.includes(actorRole[actor])) continue;
      const actorError = actorHolds(actor, ctx);
      if (actorError) {
        failure = actorError;
        continue;
      }
      if (!conditionHolds(row.condition, ctx)) {
        failure = 'TRANSITION_CONDITION';
        continue;
      }
      return { ok: true, transition: row };
    }
  }
  return { ok: false, code: failure };
}

/**
 * Transitions the caller may take from a status: the buttons the UI shows. One per target status:
 * an owner who is also an admin cancels once, with the customer's code (the row listed first).
 */
export function availableTransitions(
  from: number,
  roles: Role | readonly string[],
  ctx: TransitionContext = {},
): Transition[] {
  const seen = new Set<number>();
  return transitions.filter((t) => {
    if (t.from !== from || seen.has(t.to) || !canTransition(from, t.to, t.action, roles, ctx).ok)
      return false;
    seen.add(t.to);
    return true;
  });
}

/**
 * What else a status change does besides moving the status (and a history entry), so that every
 * server applies the same effects (the emulated one on its store, a real one in SQL):
 * - `openTender`: the shipment goes to tender (2): a new tender or, after a restart, its next
 *   round; it is then a tender shipment;
 * - `closeTender`: the running tender ends without a winner (a cancel during the tender);
 * - `courier`: the caller becomes the courier (`caller`, an accept), the courier and the accepted
 *   price are cleared (`clear`: a withdrawal, or a new tender round), or nothing changes (`keep`);
 * - `markStopsDelivered`: every stop not delivered yet is delivered now (the last "Teslim Ettim").
 */
export interface TransitionEffects {
  openTender: boolean;
  closeTender: boolean;
  courier: 'caller' | 'clear' | 'keep';
  markStopsDelivered: boolean;
}

export function transitionEffects(from: number, to: number, action: number): TransitionEffects {
  const openTender = to === ShipmentStatus.InPriceQuote;
  return {
    openTender,
    closeTender: to === ShipmentStatus.Cancelled && from === ShipmentStatus.InPriceQuote,
    courier:
      action === ActionCode.Accept
        ? 'caller'
        : action === ActionCode.Withdraw || openTender
          ? 'clear'
          : 'keep',
    markStopsDelivered: to === ShipmentStatus.Completed && action === ActionCode.Deliver,
  };
}
