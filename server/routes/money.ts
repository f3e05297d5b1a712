// Money (issue 32): wallet accounts and their append-only journal, the day's accounting, Mutabakat
// and the couriers' cash handovers, as the emulated server serves them
// (mocks/handlers/admin-accounts.ts); the rules and the wire shapes are src/domain/wallet.ts's.
// Lists are paged, sorted and searched in SQL (server/listing.ts), in the emulated server's order.
import { sql } from 'kysely';
import { fail, failValidation } from '@/domain/api-errors';
import { intParam, pageOf, sortOf, textSearchOf } from '@/domain/listing';
import { formatMoney } from '@/domain/format';
import { sumMoney } from '@/domain/limits';
import { roundMoney } from '@/domain/pricing';
import { istanbulDayOf } from '@/domain/shipment-stats';
import {
  accountingFigures,
  accountingInputSchema,
  type AccountWire,
  balanceAfter,
  defaultMovementDescription,
  handoverInputSchema,
  handoverNeedsNote,
  isClosedDay,
  lastClosedDay,
  movementInputSchema,
  openCashOf,
  pastDay,
  reconciliationDays,
  reconciliationOf,
} from '@/domain/wallet';
import type { Router } from '../handle';
import { created, ok } from '../handle';
import { listPage, matchesSql, orderBySql } from '../listing';
import { toKurus, toLira } from '../money';
import {
  accountedShipments,
  dayEnd,
  dayStart,
  doorCashLines,
  fullNameSql,
  handoversWire,
  movementWire,
  namesOf,
  runsWire,
  type RunRow,
} from '../wallet';

const admin = { roles: ['Admin'] } as const;

const dayLabel = (day: string) => day.split('-').reverse().join('.');

export function moneyRoutes(router: Router): void {
  router.get('/admin/accounts', admin, async ({ db, query }) => {
    const sort = sortOf(query, ['userName', 'balance', 'createdAt'] as const);
    const paging = pageOf(query);
    const productCode = query.get('productCode');
    const userId = intParam(query, 'userId');
    let base = db.selectFrom('accounts as a').leftJoin('users as u', 'u.user_id', 'a.user_id');
    if (productCode) base = base.where('a.product_code', '=', productCode);
    if (userId !== undefined) base = base.where('a.user_id', '=', userId);
    const search = textSearchOf(query);
    if (search)
      base = base.where(
        matchesSql(
          search,
          [fullNameSql('u'), sql`a.account_id::text`, sql`a.product_code`],
          [sql.ref('u.phone')],
        ),
      );
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'a.account_id',
        'a.user_id',
        'a.product_code',
        'a.balance',
        'a.created_at',
        fullNameSql('u').as('user_name'),
      ])
      .orderBy(
        orderBySql(
          sort,
          {
            userName: { value: fullNameSql('u'), text: true },
            balance: { value: sql.ref('a.balance') },
            createdAt: { value: sql.ref('a.created_at') },
          },
          [sql`a.account_id`],
        ),
      )
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute();
    return ok(
      listPage(
        rows.map((a): AccountWire => ({
          accountId: a.account_id,
          userId: a.user_id,
          userName: a.user_name,
          productCode: a.product_code,
          balance: toLira(a.balance),
          currency: 'TRY',
          createdAt: a.created_at.toISOString(),
        })),
        total,
        paging,
      ),
    );
  });

  router.get('/admin/account-movements', admin, async ({ db, query }) => {
    const sort = sortOf(query, ['createdAt', 'amount', 'userName'] as const);
    const paging = pageOf(query);
    const accountId = intParam(query, 'accountId');
    const relationType = intParam(query, 'relationType');
    let base = db.selectFrom('account_movements as m').leftJoin('users as u', 'u.user_id', 'm.user_id');
    if (accountId !== undefined) base = base.where('m.account_id', '=', accountId);
    if (relationType !== undefined) base = base.where('m.relation_type', '=', relationType as 1 | 2);
    const from = query.get('from');
    const to = query.get('to');
    if (from) base = base.where('m.created_at', '>=', new Date(Date.parse(from)));
    if (to) base = base.where('m.created_at', '<', new Date(Date.parse(to)));
    const search = textSearchOf(query);
    if (search)
      base = base.where(
        matchesSql(
          search,
          [sql`m.description`, fullNameSql('u'), sql`m.account_id::text`],
          [sql.ref('u.phone')],
        ),
      );
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'm.movement_id',
        'm.account_id',
        'm.user_id',
        'm.relation_type',
        'm.amount',
        'm.balance_after',
        'm.description',
        'm.created_at',
        fullNameSql('u').as('user_name'),
      ])
      .orderBy(
        orderBySql(
          sort,
          {
            createdAt: { value: sql.ref('m.created_at') },
            amount: { value: sql.ref('m.amount') },
            userName: { value: fullNameSql('u'), text: true },
          },
          [sql`m.created_at desc`, sql`m.movement_id desc`],
        ),
      )
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute();
    return ok(listPage(rows.map(movementWire), total, paging));
  });

  // A movement: the account's row locked, its balance moved and the journal's row appended in one
  // transaction, so parallel movements of one account take turns and none is lost.
  router.post(
    '/admin/account-movements',
    { ...admin, body: movementInputSchema },
    async ({ db, body, now }) =>
      db.transaction().execute(async (trx) => {
        const account = await trx
          .selectFrom('accounts as a')
          .leftJoin('users as u', 'u.user_id', 'a.user_id')
          .select(['a.account_id', 'a.user_id', 'a.balance', fullNameSql('u').as('user_name')])
          .where('a.account_id', '=', body.accountId)
          .forUpdate('a')
          .executeTakeFirst();
        if (!account) fail('ACCOUNT_NOT_FOUND');
        const amount = roundMoney(body.amount);
        const balance = toLira(account.balance);
        const after = balanceAfter(balance, body.relationType, amount);
        if (after === null)
          fail(
            'INSUFFICIENT_BALANCE',
            `Hesap bakiyesi bu iade için yetersiz. Mevcut bakiye ${formatMoney(balance)}; en fazla bu kadar iade edilebilir.`,
          );
        await trx
          .updateTable('accounts')
          .set({ balance: toKurus(after) })
          .where('account_id', '=', account.account_id)
          .execute();
        const m = await trx
          .insertInto('account_movements')
          .values({
            account_id: account.account_id,
            user_id: account.user_id,
            relation_type: body.relationType,
            amount: toKurus(amount),
            balance_after: toKurus(after),
            description: body.description?.trim() || defaultMovementDescription[body.relationType],
            created_at: new Date(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return created(movementWire({ ...m, user_name: account.user_name }));
      }),
  );

  const runRow = ['run_id', 'day', 'commission_rate', 'created_at'] as const;

  router.get('/admin/accounting/preview', admin, async ({ db, query, now }) => {
    const today = istanbulDayOf(now);
    const date = pastDay(query.get('date'), 'date', today);
    const existing = await db
      .selectFrom('accounting_runs')
      .select(runRow)
      .where('day', '=', date)
      .executeTakeFirst();
    const { shipmentIds: _ids, ...figures } = accountingFigures(date, await accountedShipments(db, date));
    return ok({
      ...figures,
      closed: isClosedDay(date, today),
      run: existing ? ((await runsWire(db, [existing]))[0] ?? null) : null,
    });
  });

  router.get('/admin/accounting/runs', admin, async ({ db, query }) => {
    const sort = sortOf(query, ['date', 'createdAt', 'totalAmount'] as const);
    const paging = pageOf(query);
    const { total } = await db
      .selectFrom('accounting_runs')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows: RunRow[] = await db
      .selectFrom('accounting_runs')
      .select(runRow)
      .orderBy(
        orderBySql(
          sort,
          {
            date: { value: sql.ref('day') },
            createdAt: { value: sql.ref('created_at') },
            totalAmount: { value: sql.ref('total_amount') },
          },
          [sql`day desc`, sql`run_id desc`],
        ),
      )
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute();
    return ok(listPage(await runsWire(db, rows), total, paging));
  });

  // Each closed day once: the day is unique, so of two runs at once one inserts and the other finds
  // it there (`on conflict do nothing`, after the first commits) and is refused; each shipment is one
  // line of one run (the shipment is the lines' key).
  router.post(
    '/admin/accounting/run',
    { ...admin, body: accountingInputSchema },
    async ({ db, body, now }) => {
      const today = istanbulDayOf(now);
      const date = pastDay(body?.date, 'date', today, lastClosedDay);
      if (!isClosedDay(date, today)) failValidation([{ field: 'date', code: 'DAY_NOT_CLOSED' }]);
      const alreadyRun = () =>
        fail(
          'ACCOUNTING_ALREADY_RUN',
          `${dayLabel(date)} günü için muhasebe daha önce yapılmış. Tekrar çalıştırılmadı; kayıtlar değişmedi.`,
        );
      const run = await db.transaction().execute(async (trx) => {
        const shipments = await accountedShipments(trx, date);
        const figures = accountingFigures(date, shipments);
        const inserted = await trx
          .insertInto('accounting_runs')
          .values({
            day: date,
            commission_rate: figures.commissionRate,
            total_amount: toKurus(figures.totalAmount),
            created_at: new Date(now),
          })
          .onConflict((oc) => oc.column('day').doNothing())
          .returning(runRow)
          .executeTakeFirst();
        if (!inserted) return alreadyRun();
        if (shipments.length > 0)
          await trx
            .insertInto('accounting_lines')
            .values(
              shipments.map((s) => ({
                shipment_id: s.shipmentId,
                run_id: inserted.run_id,
                courier_id: s.courierId,
                courier_name: s.courierName,
                amount: toKurus(s.amount),
              })),
            )
            .execute();
        return inserted;
      });
      return created((await runsWire(db, [run]))[0]);
    },
  );

  router.get('/admin/reconciliation', admin, async ({ db, query, now }) => {
    const { from, to } = reconciliationDays(query, istanbulDayOf(now));
    // The lines of the days, and every open one (the open cash is whatever the days).
    const every = await doorCashLines(db, { inRangeOrOpen: { from: dayStart(from), to: dayEnd(to) } });
    const inRange = every.filter((l) => l.day >= from && l.day <= to);
    const settled = [...new Set(inRange.map((l) => l.handoverId))].filter((id) => id !== null);
    const handovers =
      settled.length === 0
        ? []
        : await handoversWire(
            db,
            await db.selectFrom('cash_handovers').selectAll().where('handover_id', 'in', settled).execute(),
          );
    const names = await namesOf(
      db,
      inRange.flatMap((l) => (l.courierId === null ? [] : [l.courierId])),
    );
    return ok(reconciliationOf(every, from, to, (id) => names.get(id) ?? '', handovers));
  });

  router.get('/admin/cash-handovers', admin, async ({ db, query }) => {
    const sort = sortOf(query, ['date', 'amount', 'courierName'] as const);
    const paging = pageOf(query);
    const courierId = intParam(query, 'courierId');
    let base = db.selectFrom('cash_handovers as h').leftJoin('users as u', 'u.user_id', 'h.courier_id');
    if (courierId !== undefined) base = base.where('h.courier_id', '=', courierId);
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('h')
      .orderBy(
        orderBySql(
          sort,
          {
            date: { value: sql.ref('h.day') },
            amount: { value: sql.ref('h.amount') },
            courierName: { value: fullNameSql('u'), text: true },
          },
          [sql`h.day desc`, sql`h.handover_id desc`],
        ),
      )
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute();
    return ok(listPage(await handoversWire(db, rows), total, paging));
  });

  // A handover settles every open cash line of the courier completed up to its day. The courier's
  // row is locked first, so two handovers of one courier take turns: the second finds nothing open.
  router.post(
    '/admin/cash-handovers',
    { ...admin, body: handoverInputSchema },
    async ({ db, body, auth, now }) => {
      const courier = await db
        .selectFrom('courier_profiles')
        .select('user_id')
        .where('user_id', '=', body.courierId)
        .executeTakeFirst();
      if (!courier) fail('COURIER_NOT_FOUND');
      const date = pastDay(body.date, 'date', istanbulDayOf(now), (today) => today);
      const row = await db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('users')
          .select('user_id')
          .where('user_id', '=', body.courierId)
          .forUpdate()
          .execute();
        const open = await doorCashLines(trx, {
          courierId: body.courierId,
          completedBefore: dayEnd(date),
          openOnly: true,
        });
        if (open.length === 0) fail('NO_CASH_TO_HAND_OVER');
        const expected = sumMoney(open.map((l) => l.expected));
        const note = body.note?.trim() || null;
        if (handoverNeedsNote(body.amount, expected) && !note)
          failValidation([{ field: 'note', code: 'HANDOVER_NOTE_REQUIRED' }]);
        const h = await trx
          .insertInto('cash_handovers')
          .values({
            courier_id: body.courierId,
            day: date,
            amount: toKurus(body.amount),
            expected: toKurus(expected),
            collected: toKurus(sumMoney(open.map((l) => l.collected))),
            note,
            staff_user_id: auth.user.userId,
            created_at: new Date(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('cash_handover_shipments')
          .values(
            open.map((l, position) => ({ shipment_id: l.shipmentId, handover_id: h.handover_id, position })),
          )
          .execute();
        return h;
      });
      return created((await handoversWire(db, [row]))[0]);
    },
  );

  router.get('/courier/cash-handovers', { roles: ['Courier'] }, async ({ db, auth }) => {
    const courierId = auth.user.userId;
    const open = await doorCashLines(db, { courierId, openOnly: true });
    const rows = await db
      .selectFrom('cash_handovers')
      .selectAll()
      .where('courier_id', '=', courierId)
      .orderBy('day', 'desc')
      .orderBy('handover_id', 'desc')
      .execute();
    return ok({ open: openCashOf(open), items: await handoversWire(db, rows) });
  });
}
