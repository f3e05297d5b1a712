import { describe, expect, it } from 'vitest';
import {
  ActionCode,
  availableTransitions,
  canTransition,
  isPastStatus,
  SHIPMENT_STATUS_CODES,
  shipmentStatusLabel,
  shipmentStatusLabels,
  transitionEffects,
} from './shipment-status';

describe('shipment statuses (docs/statuses-and-visibility.md)', () => {
  it('has the Turkish labels', () => {
    expect(shipmentStatusLabels[0]).toBe('Hazırlanıyor');
    expect(shipmentStatusLabels[2]).toBe('Teklif Süreci');
    expect(shipmentStatusLabels[40]).toBe('Tamamlanan');
    expect(shipmentStatusLabels[50]).toBe('İptal');
    expect(shipmentStatusLabel(99)).toBe('Bilinmeyen');
  });
});

describe('canTransition', () => {
  it('restart: only 8 → 2 with action 111', () => {
    expect(canTransition(8, 2, 111, ['Customer'], { isOwner: true }).ok).toBe(true);
    expect(canTransition(1, 2, 111, ['Customer'], { isOwner: true })).toEqual({
      ok: false,
      code: 'TRANSITION_NOT_ALLOWED',
    });
  });

  it('cancel from 1, 2, 3, 4, 8 with 1500 as customer and 3500 otherwise', () => {
    for (const from of [1, 2, 3, 4, 8]) {
      expect(canTransition(from, 50, 1500, ['Customer'], { isOwner: true }).ok).toBe(true);
      expect(canTransition(from, 50, 3500, ['Admin']).ok).toBe(true);
      expect(canTransition(from, 50, 3500, ['Customer'], { isOwner: true }).ok).toBe(false);
    }
    for (const from of [0, 5, 6, 7, 40, 50]) {
      expect(canTransition(from, 50, 1500, ['Customer'], { isOwner: true }).ok).toBe(false);
    }
    // Couriers do not cancel (docs/decisions/0005-shipment-statuses-the-courier-s-path.md): docs/statuses-and-visibility.md's "otherwise 3500" is the admin's code.
    expect(canTransition(3, 50, 3500, ['Courier'], { isAssignedCourier: true }).ok).toBe(false);
    // Cancelling goes to 50 only.
    expect(canTransition(1, 0, 1500, ['Customer'], { isOwner: true }).ok).toBe(false);
    expect(canTransition(2, 40, 3500, ['Admin']).ok).toBe(false);
  });

  it('restart goes to 2 only, and not for a courier', () => {
    expect(canTransition(8, 1, 111, ['Customer'], { isOwner: true }).ok).toBe(false);
    expect(canTransition(8, 3, 111, ['Admin']).ok).toBe(false);
    expect(canTransition(8, 2, 111, ['Admin']).ok).toBe(true);
    expect(canTransition(8, 2, 111, ['Courier'], { isAssignedCourier: true }).ok).toBe(false);
    expect(canTransition(8, 2, 1500, ['Customer'], { isOwner: true }).ok).toBe(false);
  });

  it('offers one cancel button to an owner who is also an admin, with the customer code', () => {
    const cancels = availableTransitions(1, ['Customer', 'Admin'], { isOwner: true }).filter(
      (t) => t.to === 50,
    );
    expect(cancels.map((t) => t.action)).toEqual([1500]);
    expect(
      availableTransitions(1, ['Admin'])
        .filter((t) => t.to === 50)
        .map((t) => t.action),
    ).toEqual([3500]);
  });

  it('refuses a customer who does not own the shipment', () => {
    expect(canTransition(1, 50, 1500, ['Customer'], { isOwner: false })).toEqual({
      ok: false,
      code: 'NOT_SHIPMENT_OWNER',
    });
  });

  it('refuses the wrong role', () => {
    expect(canTransition(3, 4, 3100, ['Customer'], { isOwner: true })).toEqual({
      ok: false,
      code: 'ROLE_NOT_ALLOWED',
    });
  });

  it('follows the courier path with payment at the door', () => {
    const courier = ['Courier'];
    const ctx = { isAssignedCourier: true, hasCourier: true, payAtDoor: true };
    expect(canTransition(1, 3, 3000, courier, { hasCourier: false }).ok).toBe(true);
    expect(canTransition(3, 4, 3100, courier, ctx).ok).toBe(true);
    expect(canTransition(4, 5, 3200, courier, ctx).ok).toBe(true);
    expect(canTransition(4, 6, 3300, courier, ctx)).toEqual({ ok: false, code: 'TRANSITION_CONDITION' });
    expect(canTransition(5, 6, 3300, courier, ctx).ok).toBe(true);
    expect(canTransition(6, 40, 3400, courier, ctx).ok).toBe(true);
    expect(canTransition(6, 7, 3600, courier, ctx).ok).toBe(true);
    expect(canTransition(7, 40, 3700, courier, ctx).ok).toBe(true);
  });

  it('skips the payment step when the shipment is prepaid', () => {
    expect(canTransition(4, 6, 3300, ['Courier'], { isAssignedCourier: true, payAtDoor: false }).ok).toBe(
      true,
    );
  });

  it('only the assigned courier moves an assigned shipment; an assigned one cannot be claimed', () => {
    expect(canTransition(3, 4, 3100, ['Courier'], { isAssignedCourier: false })).toEqual({
      ok: false,
      code: 'NOT_ASSIGNED_COURIER',
    });
    expect(canTransition(3, 3, 3000, ['Courier'], { hasCourier: true })).toEqual({
      ok: false,
      code: 'COURIER_ALREADY_ASSIGNED',
    });
  });

  it('lists the buttons a role has', () => {
    const actions = availableTransitions(8, ['Customer'], { isOwner: true }).map((t) => t.action);
    expect(actions.sort()).toEqual([111, 1500]);
  });
});

describe('isPastStatus', () => {
  it('is past when the road ended (completed or cancelled), current otherwise', () => {
    expect(SHIPMENT_STATUS_CODES.filter(isPastStatus)).toEqual([40, 50]);
  });
});

describe('transitionEffects (what a status change does besides the status)', () => {
  const none = { openTender: false, closeTender: false, courier: 'keep', markStopsDelivered: false };
  const effects = (from: number, to: number, action: number) => transitionEffects(from, to, action);

  it('a submit to tender and a restart open the tender and clear the courier and its price', () => {
    const opened = { ...none, openTender: true, courier: 'clear' };
    expect(effects(0, 2, ActionCode.Submit)).toEqual(opened);
    expect(effects(8, 2, ActionCode.Restart)).toEqual(opened);
    expect(effects(0, 1, ActionCode.Submit)).toEqual(none);
  });

  it('a cancel closes the tender only when one is running', () => {
    expect(effects(2, 50, ActionCode.CancelByCustomer)).toEqual({ ...none, closeTender: true });
    expect(effects(2, 50, ActionCode.CancelByOther)).toEqual({ ...none, closeTender: true });
    expect(effects(3, 50, ActionCode.CancelByOther)).toEqual(none);
    expect(effects(1, 50, ActionCode.CancelByCustomer)).toEqual(none);
  });

  it('an accept makes the caller the courier; a withdrawal clears the courier', () => {
    expect(effects(1, 3, ActionCode.Accept)).toEqual({ ...none, courier: 'caller' });
    expect(effects(3, 3, ActionCode.Accept)).toEqual({ ...none, courier: 'caller' });
    expect(effects(3, 8, ActionCode.Withdraw)).toEqual({ ...none, courier: 'clear' });
  });

  it('the delivery marks the stops delivered; a finished return does not; the courier’s other steps change nothing else', () => {
    expect(effects(6, 40, ActionCode.Deliver)).toEqual({ ...none, markStopsDelivered: true });
    expect(effects(7, 40, ActionCode.ReturnCompleted)).toEqual(none);
    for (const [from, to, action] of [
      [3, 4, ActionCode.PickUp],
      [4, 5, ActionCode.TakePayment],
      [5, 6, ActionCode.StartDelivery],
      [4, 6, ActionCode.StartDelivery],
      [6, 7, ActionCode.Return],
    ] as const)
      expect(effects(from, to, action)).toEqual(none);
  });
});
