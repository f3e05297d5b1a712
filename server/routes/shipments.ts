// Shipments: create (Idempotency-Key honoured), price, the lists, one shipment, its history, status
// changes through the domain's transition table and stops delivered one by one: the emulated
// server's rules (mocks/handlers/shipments.ts) on the tables.
//
// Idempotency: a key is one row of idempotency_keys (primary key: the key), written in the same
// transaction as the write it answers; the domain's keyReuse says what a reused key gets. A status
// change or a stop locks the shipment's row first (select … for update), so two writes to one
// shipment take turns and the second sees the first's status and key.
import type { Kysely, Transaction } from 'kysely';
import { fail } from '@/domain/api-errors';
import { canonicalJson, idempotencyKeyOf, keyReuse } from '@/domain/idempotency';
import { changeStatusInSchema, priceInSchema, shipmentInSchema } from '@/domain/shipment-input';
import { byNewest, type ShipmentRecord } from '@/domain/shipment-record';
import {
  ActionCode,
  canTransition,
  ShipmentStatus,
  transitionEffects,
  type ShipmentStatusCode,
} from '@/domain/shipment-status';
import { isInShipmentList } from '@/domain/shipment-visibility';
import {
  checkStatusChange,
  newShipmentRecord,
  priceAnswer,
  STATUS_CHANGED,
  STATUS_KEY_MISMATCH,
} from '@/domain/shipment-writes';
import { messageFor } from '@/domain/validation-messages';
import { idParam } from '@/domain/path-id';
import type { Schema } from '../db/schema';
import { created, ok, type Router } from '../handle';
import { findShipment, recordsOf, storeShipment } from '../shipments/records';
import { closeTender, openTender } from '../shipments/tender-rows';
import {
  callerOf,
  historyAnswer,
  isAssignedCourier,
  isOwner,
  shipmentAnswer,
  shipmentAnswers,
  visibleShipment,
  type Caller,
} from '../shipments/visibility';

type Trx = Transaction<Schema>;
type Db = Kysely<Schema> | Trx;

/** Stores a new shipment (its stops, history and, for a tender shipment, the tender); its id. */
async function insertShipment(trx: Trx, s: ShipmentRecord, now: number): Promise<number> {
  const shipmentId = await storeShipment(trx, s, false);
  if (s.getPriceQuote) {
    const end = await openTender(trx, shipmentId, now);
    await trx
      .updateTable('shipments')
      .set({ tender_end_date: new Date(end) })
      .where('shipment_id', '=', shipmentId)
      .execute();
  }
  return shipmentId;
}

/** A key's first use: by whom, with which request, what it answered. */
function storedKey(db: Db, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['user_id', 'shipment_id', 'fingerprint', 'answer'])
    .where('key', '=', key)
    .executeTakeFirst();
}

type StoredKey = NonNullable<Awaited<ReturnType<typeof storedKey>>>;

/** The domain's verdict on a reused key: 409 another user's, 422 another request; true: a replay. */
function isReplay(
  seen: StoredKey | undefined,
  userId: number,
  fingerprint: string,
  mismatch?: string,
): boolean {
  // A visitor's feedback key has no user (0004): nobody signed in matches it.
  const owner: number | null = seen ? seen.user_id : null;
  const verdict = keyReuse(
    seen && { userId: owner ?? 0, fingerprint: seen.fingerprint },
    userId,
    fingerprint,
  );
  if (verdict === 'IDEMPOTENCY_KEY_REUSED') fail(verdict);
  if (verdict === 'IDEMPOTENCY_KEY_MISMATCH') fail(verdict, mismatch);
  return verdict === 'replay';
}

/**
 * Claims a key for a write in this transaction (the row is written first, its shipment and answer
 * filled in after). False when the key was taken meanwhile (a parallel request with it: the
 * insert waits for that one's commit).
 */
async function claimKey(
  trx: Trx,
  key: string,
  userId: number,
  fingerprint: string,
  now: number,
  shipmentId = 0,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({
      key,
      user_id: userId,
      shipment_id: shipmentId,
      fingerprint,
      answer: null,
      created_at: new Date(now),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Creates the shipment, once per Idempotency-Key: a replay answers the first one's id. */
async function createShipment(
  db: Kysely<Schema>,
  record: () => Promise<ShipmentRecord>,
  userId: number,
  key: string | null,
  fingerprint: string,
  now: number,
): Promise<number> {
  if (!key) {
    const s = await record();
    return db.transaction().execute((trx) => insertShipment(trx, s, now));
  }
  // The same key answers the shipment it created first, for its owner; with another body it is
  // refused (checked before the body's own rules, as the emulated server does).
  const seen = await storedKey(db, key);
  if (isReplay(seen, userId, fingerprint)) return seen!.shipment_id;
  const s = await record();
  const id = await db.transaction().execute(async (trx) => {
    if (!(await claimKey(trx, key, userId, fingerprint, now))) return null;
    const shipmentId = await insertShipment(trx, s, now);
    await trx
      .updateTable('idempotency_keys')
      .set({ shipment_id: shipmentId })
      .where('key', '=', key)
      .execute();
    return shipmentId;
  });
  if (id !== null) return id;
  // A parallel create with this key won: its answer (or the refusal for another user or body).
  const winner = await storedKey(db, key);
  if (!isReplay(winner, userId, fingerprint)) fail('IDEMPOTENCY_KEY_MISMATCH');
  return winner!.shipment_id;
}

/** The caller's current or past shipments, newest first. */
async function listFor(db: Kysely<Schema>, caller: Caller, past: boolean) {
  const user = caller.auth!.user;
  let query = db
    .selectFrom('shipments')
    .selectAll()
    .where('status', past ? 'in' : 'not in', [ShipmentStatus.Completed, ShipmentStatus.Cancelled]);
  if (!user.roles.includes('Admin'))
    query = query.where((eb) =>
      eb.or([
        eb('customer_id', '=', user.userId),
        ...(user.roles.includes('Courier') ? [eb('courier_id', '=', user.userId)] : []),
      ]),
    );
  const rows = await query.orderBy('created_at', 'desc').orderBy('shipment_id', 'desc').execute();
  const records = (await recordsOf(db, rows)).filter((s) => isInShipmentList(user, s, past)).sort(byNewest);
  return shipmentAnswers(db, records, caller);
}

/**
 * One write to a shipment under its row lock, with the Idempotency-Key's replay: `change`
 * checks the rules on the locked record and writes; the answer is the shipment afterwards.
 */
async function writeShipment(
  db: Kysely<Schema>,
  caller: Caller,
  shipmentId: number,
  key: string | null,
  fingerprint: (s: ShipmentRecord) => string,
  change: (trx: Trx, s: ShipmentRecord) => Promise<void>,
): Promise<unknown> {
  const userId = caller.auth!.user.userId;
  return db.transaction().execute(async (trx) => {
    // Locks in the tender's order (its row, then the shipment's), as bids, selections and the
    // settling clock take them: a cancel during the tender never deadlocks with them.
    await trx
      .selectFrom('tenders')
      .select('shipment_id')
      .where('shipment_id', '=', shipmentId)
      .forUpdate()
      .execute();
    const s = await visibleShipment(trx, shipmentId, caller, { forUpdate: true });
    const print = fingerprint(s);
    // The same key answers what it answered first (a resend from the outbox, a lost answer),
    // before the rules are checked again: the status has moved on because of that very request.
    const seen = key ? await storedKey(trx, key) : undefined;
    if (isReplay(seen, userId, print, STATUS_KEY_MISMATCH)) return seen!.answer;
    await change(trx, s);
    const updated = await findShipment(trx, shipmentId);
    if (!updated) fail('SHIPMENT_NOT_FOUND');
    const answer = await shipmentAnswer(trx, updated, caller);
    if (key) {
      if (!(await claimKey(trx, key, userId, print, caller.now, shipmentId)))
        fail('IDEMPOTENCY_KEY_MISMATCH', STATUS_KEY_MISMATCH);
      await trx
        .updateTable('idempotency_keys')
        .set({ answer: JSON.stringify(answer) })
        .where('key', '=', key)
        .execute();
    }
    return answer;
  });
}

export function shipmentRoutes(router: Router): void {
  router.post(
    '/shipment',
    { roles: ['Customer'], body: shipmentInSchema },
    async ({ db, auth, body, request, now }) => {
      const userId = auth.user.userId;
      const shipmentId = await createShipment(
        db,
        () => newShipmentRecord(body, userId, now),
        userId,
        idempotencyKeyOf(request),
        canonicalJson(body),
        now,
      );
      return created({ shipmentId });
    },
  );

  router.post('/shipment/price', { auth: 'public', body: priceInSchema }, ({ body }) =>
    ok(priceAnswer(body)),
  );

  router.get('/shipment/active', {}, async ({ db, auth, now }) =>
    ok(await listFor(db, await callerOf(db, auth, now), false)),
  );

  router.get('/shipment/past', {}, async ({ db, auth, now }) =>
    ok(await listFor(db, await callerOf(db, auth, now), true)),
  );

  router.get('/shipment/{shipmentId}', {}, async ({ db, auth, params, now }) => {
    const caller = await callerOf(db, auth, now);
    const s = await visibleShipment(db, idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), caller);
    return ok(await shipmentAnswer(db, s, caller));
  });

  router.get('/shipment/{shipmentId}/history', {}, async ({ db, auth, params, now }) => {
    const caller = await callerOf(db, auth, now);
    const s = await visibleShipment(db, idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND'), caller);
    return ok(await historyAnswer(db, s, caller));
  });

  // A multi-stop shipment is delivered stop by stop (issue 16): each stop gets its own time; the
  // last one moves the shipment 6 → 40 through the table's "Teslim Ettim" row (3400).
  router.put(
    '/shipment/{shipmentId}/deliveries/{deliveryItemId}/delivered',
    {},
    async ({ db, auth, params, request, now }) => {
      const caller = await callerOf(db, auth, now);
      const shipmentId = idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND');
      const stopId = idParam(params.deliveryItemId, 'DELIVERY_NOT_FOUND');
      const answer = await writeShipment(
        db,
        caller,
        shipmentId,
        idempotencyKeyOf(request),
        () => `stop-delivered ${shipmentId} ${stopId}`,
        async (trx, s) => {
          const stop = s.shipmentList.find((d) => d.deliveryItemId === stopId);
          if (!stop) fail('DELIVERY_NOT_FOUND');
          if (!isAssignedCourier(s, caller)) fail('INVALID_TRANSITION', messageFor('NOT_ASSIGNED_COURIER'));
          if (s.shipmentStatus !== ShipmentStatus.Delivering) fail('INVALID_TRANSITION');
          if (stop.deliveredAt !== null) fail('STOP_ALREADY_DELIVERED');
          const last = s.shipmentList.every((d) => d.deliveryItemId === stopId || d.deliveredAt !== null);
          const finish =
            last &&
            canTransition(s.shipmentStatus, ShipmentStatus.Completed, ActionCode.Deliver, auth.user.roles, {
              isAssignedCourier: true,
            }).ok;
          await trx
            .updateTable('shipment_stops')
            .set({ delivered_at: new Date(now) })
            .where('delivery_item_id', '=', stopId)
            .where('shipment_id', '=', shipmentId)
            .execute();
          await trx
            .updateTable('shipments')
            .set({ updated_at: new Date(now), ...(finish ? { status: ShipmentStatus.Completed } : {}) })
            .where('shipment_id', '=', shipmentId)
            .execute();
          if (finish)
            await trx
              .insertInto('shipment_history')
              .values({
                shipment_id: shipmentId,
                status: ShipmentStatus.Completed,
                action: ActionCode.Deliver,
                at: new Date(now),
                by_user_id: auth.user.userId,
              })
              .execute();
        },
      );
      return ok(answer, STATUS_CHANGED);
    },
  );

  router.put(
    '/shipment/{shipmentId}/change-status',
    { body: changeStatusInSchema },
    async ({ db, auth, params, body, request, now }) => {
      const caller = await callerOf(db, auth, now);
      const user = auth.user;
      const shipmentId = idParam(params.shipmentId, 'SHIPMENT_NOT_FOUND');
      const answer = await writeShipment(
        db,
        caller,
        shipmentId,
        idempotencyKeyOf(request),
        (s) => `change-status ${s.shipmentId} ${canonicalJson(body)}`,
        async (trx, s) => {
          // The admin's cancel says why; the reason goes into the history.
          const reason = checkStatusChange(s, body, {
            roles: user.roles,
            status: user.status,
            courier: caller.courier,
            isOwner: isOwner(s, caller),
            isAssignedCourier: isAssignedCourier(s, caller),
          });
          const action = body.action;
          const to = body.toState as ShipmentStatusCode;
          // What else changes with the status: src/domain/shipment-status.ts transitionEffects.
          const effects = transitionEffects(s.shipmentStatus, to, action);
          const tenderEnd = effects.openTender ? await openTender(trx, shipmentId, now) : null;
          if (effects.closeTender) await closeTender(trx, shipmentId);
          await trx
            .updateTable('shipments')
            .set({
              status: to,
              updated_at: new Date(now),
              ...(effects.courier === 'caller' ? { courier_id: user.userId } : {}),
              ...(effects.courier === 'clear' ? { courier_id: null, accepted_total_price: null } : {}),
              ...(tenderEnd !== null ? { get_price_quote: true, tender_end_date: new Date(tenderEnd) } : {}),
            })
            .where('shipment_id', '=', shipmentId)
            .execute();
          if (effects.markStopsDelivered)
            await trx
              .updateTable('shipment_stops')
              .set({ delivered_at: new Date(now) })
              .where('shipment_id', '=', shipmentId)
              .where('delivered_at', 'is', null)
              .execute();
          await trx
            .insertInto('shipment_history')
            .values({
              shipment_id: shipmentId,
              status: to,
              action,
              at: new Date(now),
              by_user_id: user.userId,
              reason,
            })
            .execute();
        },
      );
      return ok(answer, STATUS_CHANGED);
    },
  );
}
