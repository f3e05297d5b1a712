// Shipments: create (server-side validation with the form's rules, price from the geo distance,
// Idempotency-Key honoured), price, lists, read, history and status changes through the one
// transition table of src/domain.
import { canonicalJson, idempotencyKeyOf } from '@/domain/idempotency';
import {
  checkStatusChange,
  priceAnswer,
  STATUS_CHANGED,
  STATUS_KEY_MISMATCH,
} from '@/domain/shipment-writes';
import { changeStatusInSchema, priceInSchema, shipmentInSchema } from '@/domain/shipment-input';
import {
  ActionCode,
  canTransition,
  ShipmentStatus,
  transitionEffects,
  type ShipmentStatusCode,
} from '@/domain/shipment-status';
import { isInShipmentList } from '@/domain/shipment-visibility';
import { messageFor } from '@/domain/validation-messages';
import { idParam } from '@/domain/path-id';
import type { AuthUser } from '../auth';
import { now } from '../clock';
import { db, type ShipmentRecord } from '../db';
import { fail } from '@/domain/api-errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import {
  byNewest,
  historySteps,
  isAssignedCourier,
  isOwner,
  serializeShipment,
  visibleShipment,
} from '../services/shipments';
import { createOnce, remember, replayed } from '../services/idempotency';
import { createShipment } from '../services/shipment-create';
import { closeTender, openTender } from '../services/tender';

function listFor(auth: AuthUser, past: boolean): ShipmentRecord[] {
  return db.shipments.findMany((q) => q.where((s) => isInShipmentList(auth.user, s, past))).sort(byNewest);
}

export const shipmentHandlers = [
  http.post(
    '/shipment',
    handle({ roles: ['Customer'], body: shipmentInSchema }, async ({ body, auth, request }) => {
      const userId = auth.user.userId;
      const key = idempotencyKeyOf(request);
      if (!key) return created({ shipmentId: await createShipment(body, userId) });
      // The same key answers the shipment it created first (201, the same body), for its owner;
      // with another body it is refused (422, as the IETF idempotency-key draft and Stripe do).
      const shipmentId = await createOnce(key, userId, canonicalJson(body), {
        create: () => createShipment(body, userId),
        idOf: (record) => record.shipmentId,
        keep: (id) => ({ shipmentId: id }),
        anyRequestWhenUnrecorded: true,
      });
      return created({ shipmentId });
    }),
  ),

  http.post(
    '/shipment/price',
    handle({ auth: 'public', body: priceInSchema }, ({ body }) => ok(priceAnswer(body))),
  ),

  http.get(
    '/shipment/active',
    handle({}, ({ auth }) => ok(listFor(auth, false).map((s) => serializeShipment(s, auth)))),
  ),

  http.get(
    '/shipment/past',
    handle({}, ({ auth }) => ok(listFor(auth, true).map((s) => serializeShipment(s, auth)))),
  ),

  http.get(
    '/shipment/{shipmentId}',
    handle({}, ({ params, auth }) => {
      const s = visibleShipment(idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), auth);
      return ok(serializeShipment(s, auth));
    }),
  ),

  http.get(
    '/shipment/{shipmentId}/history',
    handle({}, ({ params, auth }) =>
      ok(historySteps(visibleShipment(idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), auth), auth)),
    ),
  ),

  // A multi-stop shipment is delivered stop by stop (issue 16): each stop gets its own time; the
  // last one moves the shipment 6 → 40 through the table's "Teslim Ettim" row (3400).
  http.put(
    '/shipment/{shipmentId}/deliveries/{deliveryItemId}/delivered',
    handle({}, async ({ params, auth, request }) => {
      const shipment = visibleShipment(idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), auth);
      const stopId = idParam(params.deliveryItemId, 'DELIVERY_NOT_FOUND');
      const key = idempotencyKeyOf(request);
      const fingerprint = `stop-delivered ${shipment.shipmentId} ${stopId}`;
      const replay = replayed(key, auth.user.userId, fingerprint, STATUS_KEY_MISMATCH);
      if (replay) return ok(replay.answer, STATUS_CHANGED);
      const stop = shipment.shipmentList.find((d) => d.deliveryItemId === stopId);
      if (!stop) fail('DELIVERY_NOT_FOUND');
      if (!isAssignedCourier(shipment, auth)) fail('INVALID_TRANSITION', messageFor('NOT_ASSIGNED_COURIER'));
      if (shipment.shipmentStatus !== ShipmentStatus.Delivering) fail('INVALID_TRANSITION');
      if (stop.deliveredAt !== null) fail('STOP_ALREADY_DELIVERED');
      const t = now();
      const last = shipment.shipmentList.every((d) => d.deliveryItemId === stopId || d.deliveredAt !== null);
      const finish =
        last &&
        canTransition(
          shipment.shipmentStatus,
          ShipmentStatus.Completed,
          ActionCode.Deliver,
          auth.user.roles,
          {
            isAssignedCourier: true,
          },
        ).ok;
      const updated = await db.shipments.update((q) => q.where({ shipmentId: shipment.shipmentId }), {
        data(s) {
          for (const item of s.shipmentList) if (item.deliveryItemId === stopId) item.deliveredAt = t;
          if (finish) {
            s.shipmentStatus = ShipmentStatus.Completed;
            s.history.push({
              status: ShipmentStatus.Completed,
              action: ActionCode.Deliver,
              at: t,
              byUserId: auth.user.userId,
            });
          }
          s.updatedAt = t;
        },
      });
      if (!updated) fail('SHIPMENT_NOT_FOUND');
      const answer = serializeShipment(updated, auth);
      await remember(key, auth.user.userId, shipment.shipmentId, fingerprint, answer);
      return ok(answer, STATUS_CHANGED);
    }),
  ),

  http.put(
    '/shipment/{shipmentId}/change-status',
    handle({ body: changeStatusInSchema }, async ({ params, auth, body, request }) => {
      const shipment = visibleShipment(idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), auth);
      const user = auth.user;
      // The same key answers what it answered first (a resend from the outbox, a lost answer), before
      // the transition is checked again: the status has moved on because of that very request.
      const key = idempotencyKeyOf(request);
      const fingerprint = `change-status ${shipment.shipmentId} ${canonicalJson(body)}`;
      const replay = replayed(key, user.userId, fingerprint, STATUS_KEY_MISMATCH);
      if (replay) return ok(replay.answer, STATUS_CHANGED);
      // The admin's cancel says why; the reason goes into the history.
      const reason = checkStatusChange(shipment, body, {
        roles: user.roles,
        status: user.status,
        courier: user.courier,
        isOwner: isOwner(shipment, auth),
        isAssignedCourier: isAssignedCourier(shipment, auth),
      });
      const action = body.action;
      const t = now();
      const to = body.toState as ShipmentStatusCode;
      // What else changes with the status: src/domain/shipment-status.ts transitionEffects.
      const effects = transitionEffects(shipment.shipmentStatus, to, action);
      const tenderEndDate = effects.openTender
        ? await openTender(shipment.shipmentId, t)
        : shipment.tenderEndDate;
      if (effects.closeTender) await closeTender(shipment.shipmentId);
      const updated = await db.shipments.update((q) => q.where({ shipmentId: shipment.shipmentId }), {
        data(s) {
          if (effects.courier === 'caller') s.courierId = user.userId;
          if (effects.courier === 'clear') {
            s.courierId = null;
            s.acceptedTotalPrice = null;
          }
          if (effects.openTender) {
            s.getPriceQuote = true;
            s.tenderEndDate = tenderEndDate;
          }
          if (effects.markStopsDelivered) {
            for (const item of s.shipmentList) item.deliveredAt ??= t;
          }
          s.shipmentStatus = to;
          s.updatedAt = t;
          s.history.push({ status: to, action, at: t, byUserId: user.userId, ...(reason ? { reason } : {}) });
        },
      });
      if (!updated) fail('SHIPMENT_NOT_FOUND');
      const answer = serializeShipment(updated, auth);
      await remember(key, user.userId, shipment.shipmentId, fingerprint, answer);
      return ok(answer, STATUS_CHANGED);
    }),
  ),
];
