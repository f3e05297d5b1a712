import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import type { Page } from '@/api/list';
import { MONEY_MAX } from '@/domain/limits';
import { istanbulDayOf as istanbulDay } from '@/domain/shipment-stats';
import { ACCOUNTING_COMMISSION_RATE } from '@/domain/wallet';
import { accounts, advanceClock, api, serverNow, setupMockServer } from './test/api';
import { SEED_CASH_SHORTFALL } from './test/fixtures';

setupMockServer();

/** The server's time at the start of the test (read again after the clock moves). */
let serverTime = 0;
beforeEach(async () => {
  serverTime = await serverNow();
});
const now = () => serverTime;

type Schemas = components['schemas'];
type Account = Schemas['Account'];
type Movement = Schemas['AccountMovement'];
type Run = Schemas['AccountingRun'];

const DAY = 24 * 3_600_000;
const day = (daysAgo: number) => istanbulDay(now() - daysAgo * DAY);
/** Seed shipment 1011 (courier Mehmet) was completed two days ago: the one completed shipment. */
const price1011 = async (admin: string) => {
  const s = (await api<Schemas['Shipment']>('GET', '/shipment/1011', { token: admin })).body.data;
  return s.acceptedTotalPrice ?? s.totalPrice;
};

async function accountList(token: string, query = ''): Promise<Page<Account>> {
  const res = await api<Page<Account>>('GET', `/admin/accounts${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}
async function movementList(token: string, query = ''): Promise<Page<Movement>> {
  const res = await api<Page<Movement>>('GET', `/admin/account-movements${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}
const record = (token: string, body: unknown) =>
  api<Movement>('POST', '/admin/account-movements', { token, body });
const balanceOf = async (token: string, accountId: number) =>
  (await accountList(token)).items.find((a) => a.accountId === accountId)?.balance;
/** How many movements, accounting runs and cash handovers are recorded, as the admin lists count them. */
const movementCount = async (admin: string) => (await movementList(admin)).total;
const runCount = async (admin: string) =>
  (await api<Page<Run>>('GET', '/admin/accounting/runs', { token: admin })).body.data.total;
const handoverCount = async (admin: string) =>
  (await api<Page<unknown>>('GET', '/admin/cash-handovers', { token: admin })).body.data.total;

describe('accounts and movements: only an admin', () => {
  it('401 signed out, 403 FORBIDDEN_ROLE for a customer and a courier, on every operation', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/accounts'],
      ['GET', '/admin/account-movements'],
      ['POST', '/admin/account-movements', { accountId: 1, relationType: 1, amount: 10 }],
      ['GET', `/admin/accounting/preview?date=${day(2)}`],
      ['GET', '/admin/accounting/runs'],
      ['POST', '/admin/accounting/run', { date: day(2) }],
      ['GET', `/admin/reconciliation?date=${day(2)}`],
      ['GET', '/admin/cash-handovers'],
      ['POST', '/admin/cash-handovers', { courierId: 2, amount: 627, note: 'x' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, { body })).status).toBe(401);
      for (const token of [await accounts.customer(), await accounts.mehmet()]) {
        const res = await api(method, path, { token, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN_ROLE');
      }
    }
    const admin = await accounts.admin();
    expect(await movementCount(admin)).toBe(8);
    expect(await runCount(admin)).toBe(0);
    expect(await handoverCount(admin)).toBe(0);
  }, 30_000);
});

describe('accounts: the list', () => {
  it('lists the CARIHESAP accounts with their owners and balances, searchable and sortable by balance', async () => {
    const admin = await accounts.admin();
    const all = await accountList(admin, '?productCode=CARIHESAP');
    expect(all.items.map((a) => [a.userName, a.balance])).toEqual([
      ['Ayşe Yılmaz', 400],
      ['Mehmet Kaya', 750],
      ['Ali Demir', 1750],
      ['Burak Öztürk', 500],
    ]);
    expect((await accountList(admin, '?q=burak')).items.map((a) => a.accountId)).toEqual([4]);
    expect((await accountList(admin, '?sort=-balance')).items.map((a) => a.balance)).toEqual([
      1750, 750, 500, 400,
    ]);
    const bad = await api('GET', '/admin/accounts?sort=password', { token: admin });
    expect(bad.status).toBe(400);
  });
});

describe('accounts and movements: search, Turkish order and pages', () => {
  it('finds names typed without Turkish letters and phones however typed; sorts names in Turkish order; pages', async () => {
    const admin = await accounts.admin();
    const ids = async (query: string) => (await accountList(admin, query)).items.map((a) => a.accountId);
    expect(await ids('?q=ayse')).toEqual([1]);
    expect(await ids('?q=%C3%96ZT%C3%9CRK')).toEqual([4]);
    expect(await ids('?q=0532%20111%2022%2033')).toEqual([1]);
    expect(await ids('?q=532111')).toEqual([1]);
    expect(await ids('?q=nobody')).toEqual([]);
    expect((await accountList(admin, '?sort=userName')).items.map((a) => a.userName)).toEqual([
      'Ali Demir',
      'Ayşe Yılmaz',
      'Burak Öztürk',
      'Mehmet Kaya',
    ]);
    const second = await accountList(admin, '?sort=-userName&page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((a) => a.userName)).toEqual(['Ali Demir']);
    const refunds = await movementList(admin, '?q=IADE');
    expect(refunds.items.map((m) => m.description)).toEqual(['İptal edilen gönderi iadesi (1012)']);
    const byName = await movementList(admin, '?sort=userName&pageSize=3');
    expect(byName.total).toBe(8);
    expect(byName.items.map((m) => m.userName)).toEqual(['Ali Demir', 'Ali Demir', 'Ali Demir']);
    const ali = await movementList(admin, '?accountId=3');
    // Newest first by default; the same page of the name order keeps that order within a name.
    expect(byName.items.map((m) => m.movementId)).toEqual(ali.items.map((m) => m.movementId));
  });
});

describe('wallet movements', () => {
  it('a top-up adds to the balance and a refund subtracts, each recorded with the balance after', async () => {
    const admin = await accounts.admin();
    const up = await record(admin, { accountId: 4, relationType: 1, amount: 2500.5, description: 'Havale' });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ accountId: 4, userName: 'Burak Öztürk', amount: 2500.5 });
    expect(up.body.data.balanceAfter).toBe(3000.5);
    expect(await balanceOf(admin, 4)).toBe(3000.5);

    const back = await record(admin, { accountId: 4, relationType: 2, amount: 0.5 });
    expect(back.status).toBe(201);
    expect(back.body.data).toMatchObject({ balanceAfter: 3000, description: 'Bakiye iade' });
    expect(await balanceOf(admin, 4)).toBe(3000);

    const mine = await movementList(admin, '?accountId=4');
    expect(mine.items.map((m) => [m.relationType, m.amount])).toEqual([
      [2, 0.5],
      [1, 2500.5],
      [1, 500],
    ]);
    expect((await movementList(admin, '?accountId=4&relationType=2')).total).toBe(1);
  });

  it('refuses a refund above the balance (409 INSUFFICIENT_BALANCE, the balance in the text) and changes nothing', async () => {
    const admin = await accounts.admin();
    const res = await record(admin, { accountId: 1, relationType: 2, amount: 400.01 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(res.body.desc).toBe(
      'Hesap bakiyesi bu iade için yetersiz. Mevcut bakiye 400,00 ₺; en fazla bu kadar iade edilebilir.',
    );
    expect(await balanceOf(admin, 1)).toBe(400);
    expect(await movementCount(admin)).toBe(8);
    // The whole balance may be refunded.
    expect((await record(admin, { accountId: 1, relationType: 2, amount: 400 })).body.data.balanceAfter).toBe(
      0,
    );
  });

  it('404 ACCOUNT_NOT_FOUND for an unknown account', async () => {
    const res = await record(await accounts.admin(), { accountId: 999, relationType: 1, amount: 10 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('400 with the field codes of src/domain/wallet.ts for a bad body', async () => {
    const admin = await accounts.admin();
    const cases: [unknown, string, string][] = [
      [{ accountId: 1, relationType: 3, amount: 10 }, 'relationType', 'RELATION_TYPE_REQUIRED'],
      [{ accountId: 1, relationType: 1, amount: 0 }, 'amount', 'AMOUNT_NOT_POSITIVE'],
      [{ accountId: 1, relationType: 1, amount: MONEY_MAX + 1 }, 'amount', 'MONEY_TOO_LARGE'],
      [{ accountId: 1, relationType: 1, amount: 1.001 }, 'amount', 'MONEY_TOO_PRECISE'],
      // Issue 27: below a kuruş was stored as 0, and 100.000000001 as 100.
      [{ accountId: 1, relationType: 1, amount: 0.000000001 }, 'amount', 'MONEY_TOO_PRECISE'],
      [{ accountId: 1, relationType: 1, amount: 100.000000001 }, 'amount', 'MONEY_TOO_PRECISE'],
      [{ accountId: 1, relationType: 1 }, 'amount', 'FIELD_REQUIRED'],
      [
        { accountId: 1, relationType: 1, amount: 1, description: 'x'.repeat(1001) },
        'description',
        'TEXT_TOO_LONG',
      ],
    ];
    for (const [body, field, code] of cases) {
      const res = await record(admin, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ field, code }));
    }
    expect(await movementCount(admin)).toBe(8);
  });

  it('filters by date range and sorts by amount', async () => {
    const admin = await accounts.admin();
    const from = new Date(now() - 4 * DAY).toISOString();
    const recent = await movementList(admin, `?from=${encodeURIComponent(from)}`);
    expect(recent.items.map((m) => m.relationType)).toEqual([2]);
    const byAmount = await movementList(admin, '?sort=-amount');
    expect(byAmount.items[0]?.amount).toBe(1000);
  });
});

describe('Muhasebe Yap: the accounting of a day', () => {
  it('previews the completed shipments of the day per courier with commission, then records the same figures', async () => {
    const admin = await accounts.admin();
    const price = await price1011(admin);
    const commission = Math.round(price * ACCOUNTING_COMMISSION_RATE * 100) / 100;
    const preview = await api<Schemas['AccountingPreview']>(
      'GET',
      `/admin/accounting/preview?date=${day(2)}`,
      {
        token: admin,
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      date: day(2),
      processedShipments: 1,
      totalAmount: price,
      commissionTotal: commission,
      run: null,
    });
    expect(preview.body.data.couriers).toEqual([
      {
        courierId: 2,
        courierName: 'Mehmet Kaya',
        shipmentCount: 1,
        totalAmount: price,
        commission,
        earning: Math.round((price - commission) * 100) / 100,
      },
    ]);
    const run = await api<Run>('POST', '/admin/accounting/run', { token: admin, body: { date: day(2) } });
    expect(run.status).toBe(201);
    const { run: _none, closed: _closed, ...figures } = preview.body.data;
    expect(run.body.data).toMatchObject(figures);
  });

  it('a second run of the same day is 409 ACCOUNTING_ALREADY_RUN and changes nothing', async () => {
    const admin = await accounts.admin();
    const first = await api<Run>('POST', '/admin/accounting/run', { token: admin, body: { date: day(2) } });
    expect(first.status).toBe(201);
    const movementsBefore = await movementCount(admin);
    const balancesBefore = (await accountList(admin)).items.map((a) => a.balance);

    const second = await api('POST', '/admin/accounting/run', { token: admin, body: { date: day(2) } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ACCOUNTING_ALREADY_RUN');
    const label = day(2).split('-').reverse().join('.');
    expect(second.body.desc).toBe(
      `${label} günü için muhasebe daha önce yapılmış. Tekrar çalıştırılmadı; kayıtlar değişmedi.`,
    );

    // One run, the same totals, no new movement, no balance changed.
    const runs = await api<Page<Run>>('GET', '/admin/accounting/runs', { token: admin });
    expect(runs.body.data.items).toEqual([first.body.data]);
    expect(await movementCount(admin)).toBe(movementsBefore);
    expect((await accountList(admin)).items.map((a) => a.balance)).toEqual(balancesBefore);
    const preview = await api<Schemas['AccountingPreview']>(
      'GET',
      `/admin/accounting/preview?date=${day(2)}`,
      {
        token: admin,
      },
    );
    expect(preview.body.data.run).toEqual(first.body.data);
    expect(preview.body.data.totalAmount).toBe(first.body.data.totalAmount);
  });

  it('a day with nothing completed runs with zero totals (and once only)', async () => {
    const admin = await accounts.admin();
    const run = await api<Run>('POST', '/admin/accounting/run', { token: admin, body: { date: day(10) } });
    expect(run.status).toBe(201);
    expect(run.body.data).toMatchObject({ processedShipments: 0, totalAmount: 0, couriers: [] });
  });

  it('refuses a day after today (DATE_IN_FUTURE) and a day that is not one (FIELD_INVALID)', async () => {
    const admin = await accounts.admin();
    const tomorrow = istanbulDay(now() + DAY);
    for (const [path, body] of [
      ['/admin/accounting/run', { date: tomorrow }],
      [`/admin/accounting/preview?date=${tomorrow}`, undefined],
    ] as const) {
      const res = await api(body ? 'POST' : 'GET', path, { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'date', code: 'DATE_IN_FUTURE', desc: 'Gelecekteki bir gün seçilemez.' },
      ]);
    }
    const bad = await api('POST', '/admin/accounting/run', { token: admin, body: { date: '2026-02-30' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({ field: 'date', code: 'FIELD_INVALID' });
    const missing = await api('GET', '/admin/accounting/preview', { token: admin });
    expect(missing.body.errors?.[0]).toMatchObject({ field: 'date', code: 'FIELD_REQUIRED' });
    expect(await runCount(admin)).toBe(0);
  });
});

/** Moves the mock clock to just after the next midnight in Istanbul (UTC+3 all year). */
const toNextDay = async () => {
  await advanceClock(Math.ceil((DAY - ((now() + 3 * 3_600_000) % DAY)) / 60_000) + 1);
  serverTime = await serverNow();
};
const complete = async (token: string, shipmentId: number, from: number) => {
  if (from === 5) {
    const paid = await api('PUT', `/shipment/${shipmentId}/change-status`, {
      token,
      body: { fromState: 5, toState: 6, action: 3300 },
    });
    expect(paid.status).toBe(200);
  }
  const done = await api<{ shipmentStatus: number }>('PUT', `/shipment/${shipmentId}/change-status`, {
    token,
    body: { fromState: 6, toState: 40, action: 3400 },
  });
  expect(done.body.data.shipmentStatus).toBe(40);
};

describe('Muhasebe Yap: only a closed day (issue 27.2, 27.10)', () => {
  it('refuses today (DAY_NOT_CLOSED on date) and changes nothing; the preview says the day is open', async () => {
    const admin = await accounts.admin();
    const res = await api('POST', '/admin/accounting/run', { token: admin, body: { date: day(0) } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: 'date',
        code: 'DAY_NOT_CLOSED',
        desc: 'Bu gün henüz bitmedi. Muhasebe yalnızca bitmiş (geçmiş) bir gün için yapılabilir.',
      },
    ]);
    expect(await runCount(admin)).toBe(0);
    const today = await api<Schemas['AccountingPreview']>('GET', `/admin/accounting/preview?date=${day(0)}`, {
      token: admin,
    });
    expect(today.body.data).toMatchObject({ date: day(0), closed: false, run: null });
    const before = await api<Schemas['AccountingPreview']>(
      'GET',
      `/admin/accounting/preview?date=${day(1)}`,
      {
        token: admin,
      },
    );
    expect(before.body.data).toMatchObject({ date: day(1), closed: true });
  });

  it('without a body runs the last closed day (yesterday)', async () => {
    const admin = await accounts.admin();
    const res = await api<Run>('POST', '/admin/accounting/run', { token: admin });
    expect(res.status).toBe(201);
    expect(res.body.data.date).toBe(day(1));
    const empty = await api<Run>('POST', '/admin/accounting/run', { token: admin, body: {} });
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('ACCOUNTING_ALREADY_RUN');
  });

  it('over a scripted day every completed shipment is accounted exactly once', async () => {
    let admin = await accounts.admin();
    const ali = await accounts.ali();
    // Day D: 1008 completed; the day cannot be run while it is today.
    const dayD = day(0);
    await complete(ali, 1008, 6);
    expect((await api('POST', '/admin/accounting/run', { token: admin, body: { date: dayD } })).status).toBe(
      400,
    );
    const previewD = await api<Schemas['AccountingPreview']>(
      'GET',
      `/admin/accounting/preview?date=${dayD}`,
      {
        token: admin,
      },
    );
    expect(previewD.body.data).toMatchObject({ processedShipments: 1, closed: false });

    // Day D+1: D is closed; another completion lands on D+1, not on the run of D.
    await toNextDay();
    const dayE = day(0);
    expect(dayE > dayD).toBe(true);
    // Tokens do not outlive a day on the clock: sign in again.
    await complete(await accounts.mehmet(), 1007, 5);
    admin = await accounts.admin();
    const runD = await api<Run>('POST', '/admin/accounting/run', { token: admin });
    expect(runD.status).toBe(201);
    expect(runD.body.data).toMatchObject({ date: dayD, processedShipments: 1 });
    expect((await api('POST', '/admin/accounting/run', { token: admin, body: { date: dayE } })).status).toBe(
      400,
    );

    // Day D+2: D+1 runs with 1007.
    await toNextDay();
    admin = await accounts.admin();
    const runE = await api<Run>('POST', '/admin/accounting/run', { token: admin });
    expect(runE.status).toBe(201);
    expect(runE.body.data).toMatchObject({ date: dayE, processedShipments: 1 });

    // Every completed shipment: in exactly one run, and only the days run were run. Runs name no
    // shipments: each run counts exactly the shipments completed on its day.
    const completedOn = async (shipmentId: number) => {
      const steps = await api<{ shipmentStatus?: number; date?: string | null }[]>(
        'GET',
        `/shipment/${shipmentId}/history`,
        { token: admin },
      );
      return istanbulDay(Date.parse(steps.body.data.findLast((h) => h.shipmentStatus === 40)!.date!));
    };
    const day1011 = await completedOn(1011);
    const earlier = await api<Run>('POST', '/admin/accounting/run', {
      token: admin,
      body: { date: day1011 },
    });
    expect(earlier.status).toBe(201);
    const runs = (await api<Page<Run>>('GET', '/admin/accounting/runs?pageSize=100', { token: admin })).body
      .data.items;
    const completed = (
      await api<Page<{ shipmentId: number }>>('GET', '/admin/shipments?status=40&pageSize=100', {
        token: admin,
      })
    ).body.data.items.map((x) => x.shipmentId);
    expect(completed).toEqual(expect.arrayContaining([1007, 1008, 1011]));
    const completedDays = await Promise.all(completed.map(completedOn));
    for (const run of runs)
      expect(run.processedShipments, run.date).toBe(completedDays.filter((d) => d === run.date).length);
    expect(new Set(completedDays)).toEqual(new Set(runs.map((r) => r.date)));
    expect(runs.reduce((n, r) => n + r.processedShipments, 0)).toBe(completed.length);
    // A run's stored figures stay those of its preview now that the day is closed.
    const after = await api<Schemas['AccountingPreview']>('GET', `/admin/accounting/preview?date=${dayD}`, {
      token: admin,
    });
    expect(after.body.data.processedShipments).toBe(after.body.data.run?.processedShipments);
  });
});

describe('Mutabakat: cash at the door against the completed shipments', () => {
  it('on the seed: shipment 1011 should have brought its price, its courier recorded 50 ₺ less', async () => {
    const admin = await accounts.admin();
    const res = await api<Schemas['Reconciliation']>(
      'GET',
      `/admin/reconciliation?from=${day(7)}&to=${day(0)}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    const price = await price1011(admin);
    expect(res.body.data).toMatchObject({
      from: day(7),
      to: day(0),
      shipmentCount: 1,
      expectedTotal: price,
      collectedTotal: price - SEED_CASH_SHORTFALL.short,
      difference: -SEED_CASH_SHORTFALL.short,
    });
    expect(res.body.data.couriers).toMatchObject([
      {
        courierId: 2,
        courierName: 'Mehmet Kaya',
        shipmentCount: 1,
        expected: price,
        collected: price - 50,
        difference: -50,
      },
    ]);
    expect(res.body.data.lines.map((l) => l.shipmentId)).toEqual([1011]);
  });

  it('a payment step without a recorded amount counts as the price', async () => {
    // Only pay-at-door shipments count: the other payment type cannot be chosen for a new shipment,
    // so that half is in accounts.memory.test.ts. Mehmet takes 1007 (paid at the door, no amount
    // recorded) to the end today.
    await complete(await accounts.mehmet(), 1007, 5);
    const admin = await accounts.admin();
    const one = await api<Schemas['Reconciliation']>('GET', `/admin/reconciliation?date=${day(0)}`, {
      token: admin,
    });
    expect(one.body.data).toMatchObject({ shipmentCount: 1, difference: 0 });
    expect(one.body.data.lines.map((l) => l.shipmentId)).toEqual([1007]);
    // Another day holds nothing.
    const other = await api<Schemas['Reconciliation']>('GET', `/admin/reconciliation?date=${day(1)}`, {
      token: admin,
    });
    expect(other.body.data.shipmentCount).toBe(0);
  });

  it('refuses a missing or reversed range, and one longer than 366 days', async () => {
    const admin = await accounts.admin();
    const cases: [string, string, string][] = [
      ['', 'from', 'FIELD_REQUIRED'],
      [`?from=${day(1)}`, 'to', 'FIELD_REQUIRED'],
      [`?from=${day(1)}&to=${day(3)}`, 'from', 'DATE_RANGE_INVALID'],
      [`?from=${day(400)}&to=${day(0)}`, 'to', 'DATE_RANGE_TOO_LONG'],
      ['?from=2026-13-01&to=2026-12-01', 'from', 'FIELD_INVALID'],
      [`?date=${istanbulDay(now() + DAY)}`, 'date', 'DATE_IN_FUTURE'],
    ];
    for (const [query, field, code] of cases) {
      const res = await api('GET', `/admin/reconciliation${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ field, code });
    }
  });
});

describe('cash handovers (issue 27.3): staff take a courier’s cash, differences kept with a note', () => {
  type Handover = Schemas['CashHandover'];
  type Recon = Schemas['Reconciliation'];
  const reconcile = async (token: string) =>
    (await api<Recon>('GET', `/admin/reconciliation?from=${day(7)}&to=${day(0)}`, { token })).body.data;

  it('settles Mehmet’s open cash: a short amount needs a note, then Mutabakat shows it settled', async () => {
    const admin = await accounts.admin();
    const price = await price1011(admin);
    const before = await reconcile(admin);
    expect(before.couriers[0]).toMatchObject({
      courierName: 'Mehmet Kaya',
      open: { shipmentCount: 1, expected: price, collected: price - 50 },
      handovers: [],
    });
    expect(before.lines[0]?.handoverId).toBeNull();

    const noNote = await api('POST', '/admin/cash-handovers', {
      token: admin,
      body: { courierId: 2, amount: price - 50 },
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors).toEqual([
      {
        field: 'note',
        code: 'HANDOVER_NOTE_REQUIRED',
        desc: 'Teslim edilen tutar beklenenden farklı. Lütfen farkın nedenini not olarak yazınız.',
      },
    ]);
    expect(await handoverCount(admin)).toBe(0);

    const res = await api<Handover>('POST', '/admin/cash-handovers', {
      token: admin,
      body: { courierId: 2, amount: price - 50, note: '  Müşteri 50 ₺ eksik ödedi.  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      courierId: 2,
      courierName: 'Mehmet Kaya',
      date: day(0),
      amount: price - 50,
      expected: price,
      collected: price - 50,
      difference: -50,
      note: 'Müşteri 50 ₺ eksik ödedi.',
      staffName: 'Kurye Çağır Yönetici',
      shipmentIds: [1011],
    });

    const after = await reconcile(admin);
    expect(after.open).toMatchObject({ shipmentCount: 0, collected: 0 });
    expect(after.couriers[0]?.open.shipmentCount).toBe(0);
    expect(after.couriers[0]?.handovers).toEqual([res.body.data]);
    expect(after.lines[0]?.handoverId).toBe(res.body.data.handoverId);

    // Nothing left to hand over; the list and the courier's own summary show it.
    const again = await api('POST', '/admin/cash-handovers', {
      token: admin,
      body: { courierId: 2, amount: 0 },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'NO_CASH_TO_HAND_OVER' } });
    const list = await api<Page<Handover>>('GET', '/admin/cash-handovers?courierId=2', { token: admin });
    expect(list.body.data.items).toEqual([res.body.data]);
    const own = await api<{ open: Schemas['OpenCash']; items: Handover[] }>(
      'GET',
      '/courier/cash-handovers',
      {
        token: await accounts.mehmet(),
      },
    );
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({
      open: { shipmentCount: 0, expected: 0, collected: 0, oldestDay: null },
      items: [res.body.data],
    });
    const ali = await api<{ items: Handover[] }>('GET', '/courier/cash-handovers', {
      token: await accounts.ali(),
    });
    expect(ali.body.data.items).toEqual([]);
  });

  it('the exact amount closes without a note; a later completion stays open for the next handover', async () => {
    const admin = await accounts.admin();
    const price = await price1011(admin);
    const exact = await api<Handover>('POST', '/admin/cash-handovers', {
      token: admin,
      body: { courierId: 2, amount: price, date: day(1) },
    });
    expect(exact.status).toBe(201);
    expect(exact.body.data).toMatchObject({ difference: 0, note: null, date: day(1) });
    await complete(await accounts.mehmet(), 1007, 5);
    const own = await api<{ open: Schemas['OpenCash'] }>('GET', '/courier/cash-handovers', {
      token: await accounts.mehmet(),
    });
    expect(own.body.data.open).toMatchObject({ shipmentCount: 1, oldestDay: day(0) });
  });

  it('refuses a bad body, a day after today, someone who is not a courier, and other roles', async () => {
    const admin = await accounts.admin();
    const cases: [unknown, string, string][] = [
      [{ courierId: 2, amount: 0.000000001, note: 'x' }, 'amount', 'MONEY_TOO_PRECISE'],
      [{ courierId: 2, amount: -1, note: 'x' }, 'amount', 'FIELD_INVALID'],
      [{ courierId: 2, note: 'x' }, 'amount', 'FIELD_REQUIRED'],
      [{ amount: 1, note: 'x' }, 'courierId', 'FIELD_REQUIRED'],
      [{ courierId: 0, amount: 1, note: 'x' }, 'courierId', 'FIELD_INVALID'],
      [{ courierId: 2, amount: 1, note: 'x'.repeat(501) }, 'note', 'TEXT_TOO_LONG'],
      [{ courierId: 2, amount: 1, note: 'x', date: istanbulDay(now() + DAY) }, 'date', 'DATE_IN_FUTURE'],
    ];
    for (const [body, field, code] of cases) {
      const res = await api('POST', '/admin/cash-handovers', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ field, code }));
    }
    const customer = await api('POST', '/admin/cash-handovers', {
      token: admin,
      body: { courierId: 1, amount: 1 },
    });
    expect(customer).toMatchObject({ status: 404, body: { code: 'COURIER_NOT_FOUND' } });
    const asCourier = await api('POST', '/admin/cash-handovers', {
      token: await accounts.mehmet(),
      body: { courierId: 2, amount: 1 },
    });
    expect(asCourier.status).toBe(403);
    const asCustomer = await api('GET', '/courier/cash-handovers', { token: await accounts.customer() });
    expect(asCustomer.status).toBe(403);
    expect(await handoverCount(admin)).toBe(0);
  });
});
