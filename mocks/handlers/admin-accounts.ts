// Admin: accounts and wallet movements, accounting, reconciliation.
import { formatMoney } from '@/domain/format';
import { sumMoney } from '@/domain/limits';
import { roundMoney } from '@/domain/pricing';
import {
  accountingInputSchema,
  balanceAfter,
  defaultMovementDescription,
  handoverInputSchema,
  handoverNeedsNote,
  isClosedDay,
  lastClosedDay,
  linesSettledByHandover,
  movementInputSchema,
  openCashOf,
  reconciliationOf,
} from '@/domain/wallet';
import { now } from '../clock';
import { db, nextId } from '../db';
import { fail, failValidation } from '@/domain/api-errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import {
  account,
  accountingOf,
  dayLabel,
  movement,
  pastDay,
  reconciliationDays,
  run,
  runOf,
  userName,
} from '../services/accounting';
import { doorCashLines, handoverOut } from '../services/cash';
import { dateRange, intParam, istanbulDay, matchesPhone, matchesQ, paginate } from '../services/listing';
import { findUser } from '../services/users';

const admin = { roles: ['Admin'] } as const;

export const adminAccountHandlers = [
  http.get(
    '/admin/accounts',
    handle(admin, ({ query }) => {
      const productCode = query.get('productCode');
      const userId = intParam(query, 'userId');
      const rows = db.accounts
        .all()
        .filter(
          (a) =>
            (!productCode || a.productCode === productCode) && (userId === undefined || a.userId === userId),
        )
        .map(account)
        .filter(
          (a) =>
            matchesQ(query, a.userName, a.accountId, a.productCode) ||
            matchesPhone(query, findUser(a.userId)?.phone),
        )
        .sort((a, b) => a.accountId - b.accountId);
      return ok(
        paginate(rows, query, (a) => a, {
          userName: (a) => a.userName,
          balance: (a) => a.balance,
          createdAt: (a) => a.createdAt,
        }),
      );
    }),
  ),

  http.get(
    '/admin/account-movements',
    handle(admin, ({ query }) => {
      const accountId = intParam(query, 'accountId');
      const relationType = intParam(query, 'relationType');
      if (relationType !== undefined && relationType !== 1 && relationType !== 2)
        failValidation([{ field: 'relationType', code: 'FIELD_INVALID' }]);
      const { from, to } = dateRange(query);
      const rows = db.accountMovements
        .all()
        .filter(
          (m) =>
            (accountId === undefined || m.accountId === accountId) &&
            (relationType === undefined || m.relationType === relationType) &&
            m.createdAt >= from &&
            m.createdAt < to,
        )
        .map(movement)
        .filter(
          (m) =>
            matchesQ(query, m.description, m.userName, m.accountId) ||
            matchesPhone(query, m.userId === undefined ? undefined : findUser(m.userId)?.phone),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.movementId - a.movementId);
      return ok(
        paginate(rows, query, (m) => m, {
          createdAt: (m) => m.createdAt,
          amount: (m) => m.amount,
          userName: (m) => m.userName,
        }),
      );
    }),
  ),

  http.post(
    '/admin/account-movements',
    handle({ ...admin, body: movementInputSchema }, async ({ body }) => {
      const acc = db.accounts.findFirst((q) => q.where({ accountId: body.accountId }));
      if (!acc) fail('ACCOUNT_NOT_FOUND');
      const amount = roundMoney(body.amount);
      const after = balanceAfter(acc.balance, body.relationType, amount);
      if (after === null)
        fail(
          'INSUFFICIENT_BALANCE',
          `Hesap bakiyesi bu iade için yetersiz. Mevcut bakiye ${formatMoney(acc.balance)}; en fazla bu kadar iade edilebilir.`,
        );
      await db.accounts.update((q) => q.where({ accountId: acc.accountId }), {
        data(a) {
          a.balance = after;
        },
      });
      const m = await db.accountMovements.create({
        movementId: nextId(db.accountMovements.all(), (x) => x.movementId),
        accountId: acc.accountId,
        userId: acc.userId,
        relationType: body.relationType,
        amount,
        balanceAfter: after,
        description: body.description?.trim() || defaultMovementDescription[body.relationType],
        createdAt: now(),
      });
      return created(movement(m));
    }),
  ),

  http.get(
    '/admin/accounting/preview',
    handle(admin, ({ query }) => {
      const date = pastDay(query.get('date'), 'date');
      const existing = runOf(date);
      const { shipmentIds: _ids, ...figures } = accountingOf(date);
      return ok({
        ...figures,
        closed: isClosedDay(date, istanbulDay(now())),
        run: existing ? run(existing) : null,
      });
    }),
  ),

  http.get(
    '/admin/accounting/runs',
    handle(admin, ({ query }) => {
      const rows = db.accountingRuns.all().sort((a, b) => b.date.localeCompare(a.date) || b.runId - a.runId);
      return ok(
        paginate(rows, query, run, {
          date: (r) => r.date,
          createdAt: (r) => r.createdAt,
          totalAmount: (r) => r.totalAmount,
        }),
      );
    }),
  ),

  http.post(
    '/admin/accounting/run',
    handle({ ...admin, body: accountingInputSchema }, async ({ body }) => {
      // Only a closed day (before today, Istanbul): its completed shipments can no longer change,
      // so the run accounts each of them once and for all (issue 27). No day: the last closed one.
      const date = pastDay(body?.date, 'date', lastClosedDay);
      if (!isClosedDay(date, istanbulDay(now()))) failValidation([{ field: 'date', code: 'DAY_NOT_CLOSED' }]);
      // Once per day: the second run changes nothing and says so (the first stays as it was).
      if (runOf(date))
        fail(
          'ACCOUNTING_ALREADY_RUN',
          `${dayLabel(date)} günü için muhasebe daha önce yapılmış. Tekrar çalıştırılmadı; kayıtlar değişmedi.`,
        );
      const figures = accountingOf(date);
      const r = await db.accountingRuns.create({
        runId: nextId(db.accountingRuns.all(), (x) => x.runId),
        ...figures,
        createdAt: now(),
      });
      return created(run(r));
    }),
  ),

  http.get(
    '/admin/reconciliation',
    handle(admin, ({ query }) => {
      const { from, to } = reconciliationDays(query);
      // Cash at the door only: a shipment paid by bank transfer (2) brings no cash.
      const every = doorCashLines();
      const settled = new Set(every.filter((l) => l.day >= from && l.day <= to).map((l) => l.handoverId));
      const handovers = db.cashHandovers
        .all()
        .filter((h) => settled.has(h.handoverId))
        .map(handoverOut);
      return ok(reconciliationOf(every, from, to, userName, handovers));
    }),
  ),

  http.get(
    '/admin/cash-handovers',
    handle(admin, ({ query }) => {
      const courierId = intParam(query, 'courierId');
      const rows = db.cashHandovers
        .all()
        .filter((h) => courierId === undefined || h.courierId === courierId)
        .sort((a, b) => b.date.localeCompare(a.date) || b.handoverId - a.handoverId)
        .map(handoverOut);
      return ok(
        paginate(rows, query, (h) => h, {
          date: (h) => h.date,
          amount: (h) => h.amount,
          courierName: (h) => h.courierName,
        }),
      );
    }),
  ),

  http.post(
    '/admin/cash-handovers',
    handle({ ...admin, body: handoverInputSchema }, async ({ body, auth }) => {
      const courier = findUser(body.courierId);
      if (!courier?.courier) fail('COURIER_NOT_FOUND');
      const date = pastDay(body.date, 'date', (today) => today);
      // Every open cash shipment of the courier completed up to that day.
      const open = linesSettledByHandover(doorCashLines(), body.courierId, date);
      if (open.length === 0) fail('NO_CASH_TO_HAND_OVER');
      const expected = sumMoney(open.map((l) => l.expected));
      const note = body.note?.trim() || null;
      if (handoverNeedsNote(body.amount, expected) && !note)
        failValidation([{ field: 'note', code: 'HANDOVER_NOTE_REQUIRED' }]);
      const h = await db.cashHandovers.create({
        handoverId: nextId(db.cashHandovers.all(), (x) => x.handoverId),
        courierId: body.courierId,
        date,
        amount: body.amount,
        expected,
        collected: sumMoney(open.map((l) => l.collected)),
        note,
        staffUserId: auth.user.userId,
        shipmentIds: open.map((l) => l.shipmentId),
        createdAt: now(),
      });
      return created(handoverOut(h));
    }),
  ),

  http.get(
    '/courier/cash-handovers',
    handle({ roles: ['Courier'] }, ({ auth }) => {
      const mine = doorCashLines().filter((l) => l.courierId === auth.user.userId);
      const items = db.cashHandovers
        .all()
        .filter((h) => h.courierId === auth.user.userId)
        .sort((a, b) => b.date.localeCompare(a.date) || b.handoverId - a.handoverId)
        .map(handoverOut);
      return ok({ open: openCashOf(mine), items });
    }),
  ),
];
