// Many requests at once on money (tests/races/README.md): runs of one day, movements of one account,
// handovers of one courier, and a scripted day of all of them. HTTP only: in test:unit against the
// emulated server, in test:server against the real server on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import { istanbulDayOf } from '@/domain/shipment-stats';
import { accounts, api, serverNow, setupMockServer } from '../../mocks/test/api';

setupMockServer();

// Many requests at once queue on PGlite's one session: more than the default 5 s there.
const SLOW = { timeout: 60_000 };
const DAY = 24 * 3_600_000;

interface Account {
  accountId: number;
  balance: number;
}
interface Movement {
  movementId: number;
  accountId: number;
  relationType: 1 | 2;
  amount: number;
  balanceAfter: number;
}
interface Run {
  date: string;
  processedShipments: number;
}

const dayAgo = async (days: number) => istanbulDayOf((await serverNow()) - days * DAY);
const kurus = (lira: number) => Math.round(lira * 100);

async function allAccounts(admin: string): Promise<Account[]> {
  return (await api<Page<Account>>('GET', '/admin/accounts?pageSize=100', { token: admin })).body.data.items;
}
async function allMovements(admin: string): Promise<Movement[]> {
  const items: Movement[] = [];
  for (let page = 1; ; page++) {
    const data = (
      await api<Page<Movement>>('GET', `/admin/account-movements?pageSize=100&page=${page}`, { token: admin })
    ).body.data;
    items.push(...data.items);
    if (items.length >= data.total || data.items.length === 0) return items;
  }
}

/** Every account's balance is the sum of its movements and its newest movement's balance after. */
async function expectBalancesAddUp(admin: string): Promise<void> {
  const movements = await allMovements(admin);
  for (const account of await allAccounts(admin)) {
    const mine = movements
      .filter((m) => m.accountId === account.accountId)
      .sort((a, b) => a.movementId - b.movementId);
    const sum = mine.reduce((n, m) => n + (m.relationType === 1 ? kurus(m.amount) : -kurus(m.amount)), 0);
    expect(sum, `account ${account.accountId}`).toBe(kurus(account.balance));
    expect(mine.at(-1)?.balanceAfter ?? 0, `account ${account.accountId}`).toBe(account.balance);
    // Each movement's balance after is the one before it moved by its amount: none lost.
    let balance = 0;
    for (const m of mine) {
      balance += m.relationType === 1 ? kurus(m.amount) : -kurus(m.amount);
      expect(kurus(m.balanceAfter), `movement ${m.movementId}`).toBe(balance);
    }
  }
}

describe('accounting runs at once', () => {
  it(
    'eight runs of one closed day: one is recorded, the others are 409 ACCOUNTING_ALREADY_RUN',
    SLOW,
    async () => {
      const admin = await accounts.admin();
      const date = await dayAgo(2);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          api<Run>('POST', '/admin/accounting/run', { token: admin, body: { date } }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('ACCOUNTING_ALREADY_RUN');
      }
      const runs = (await api<Page<Run>>('GET', '/admin/accounting/runs', { token: admin })).body.data;
      expect(runs.total).toBe(1);
      expect(runs.items[0]).toMatchObject({ date, processedShipments: 1 });
    },
  );
});

describe('wallet movements at once', () => {
  it('twenty top-ups and refunds of one account at once: none lost, the balance adds up', SLOW, async () => {
    const admin = await accounts.admin();
    const before = (await allAccounts(admin)).find((a) => a.accountId === 4)?.balance ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api<Movement>('POST', '/admin/account-movements', {
          token: admin,
          body: { accountId: 4, relationType: i % 4 === 3 ? 2 : 1, amount: i % 4 === 3 ? 5.5 : 10.25 },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const after = (await allAccounts(admin)).find((a) => a.accountId === 4)?.balance;
    expect(kurus(after ?? 0)).toBe(kurus(before) + 15 * 1025 - 5 * 550);
    // The balances after are twenty different steps of one chain.
    expect(new Set(answers.map((a) => a.body.data.balanceAfter)).size).toBe(20);
    await expectBalancesAddUp(admin);
  });

  it('refunds racing for the last of a balance: never below zero, the rest refused', SLOW, async () => {
    const admin = await accounts.admin();
    // Account 1 holds 400 ₺: of ten refunds of 100 ₺ at once, four pass.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', '/admin/account-movements', {
          token: admin,
          body: { accountId: 1, relationType: 2, amount: 100 },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'INSUFFICIENT_BALANCE')).toHaveLength(6);
    expect((await allAccounts(admin)).find((a) => a.accountId === 1)?.balance).toBe(0);
    await expectBalancesAddUp(admin);
  });
});

describe('cash handovers at once', () => {
  it(
    'five handovers of one courier’s cash at once: one settles it, the others find nothing open',
    SLOW,
    async () => {
      const admin = await accounts.admin();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          api('POST', '/admin/cash-handovers', {
            token: admin,
            body: { courierId: 2, amount: 100, note: 'Sayıldı.' },
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 201))
        expect(refused).toMatchObject({ status: 409, body: { code: 'NO_CASH_TO_HAND_OVER' } });
      const list = (await api<Page<unknown>>('GET', '/admin/cash-handovers', { token: admin })).body.data;
      expect(list.total).toBe(1);
    },
  );
});

describe('a scripted day of money', () => {
  it(
    'top-ups, refunds, completions, accounting and handovers, some at once: every balance adds up',
    SLOW,
    async () => {
      const admin = await accounts.admin();
      const ali = await accounts.ali();
      const mehmet = await accounts.mehmet();
      const change = (
        token: string,
        shipmentId: number,
        fromState: number,
        toState: number,
        action: number,
      ) =>
        api('PUT', `/shipment/${shipmentId}/change-status`, { token, body: { fromState, toState, action } });
      const move = (accountId: number, relationType: 1 | 2, amount: number) =>
        api('POST', '/admin/account-movements', { token: admin, body: { accountId, relationType, amount } });

      // Morning: top-ups on every account at once, and a refund each.
      const morning = await Promise.all([
        move(1, 1, 120.4),
        move(2, 1, 80),
        move(3, 1, 0.01),
        move(4, 1, 999.99),
        move(1, 2, 20.4),
        move(2, 2, 30),
        move(3, 2, 0.01),
        move(4, 2, 499.99),
      ]);
      expect(morning.every((a) => a.status === 201)).toBe(true);

      // Midday: two shipments completed (1008 by Ali, 1007 by Mehmet through the payment step), while
      // staff record movements and run yesterday's and an older day's accounting.
      const midday = await Promise.all([
        change(ali, 1008, 6, 40, 3400),
        change(mehmet, 1007, 5, 6, 3300).then(() => change(mehmet, 1007, 6, 40, 3400)),
        move(1, 1, 15),
        move(3, 2, 10),
        api('POST', '/admin/accounting/run', { token: admin }),
        api('POST', '/admin/accounting/run', { token: admin, body: { date: await dayAgo(2) } }),
        api('POST', '/admin/accounting/run', { token: admin, body: { date: await dayAgo(2) } }),
      ]);
      const statuses = midday.map((a) => a.status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 201, 201, 201]);
      // The two runs of one day: one recorded, one refused.
      expect(statuses.slice(5).sort()).toEqual([201, 409]);

      // Evening: Mehmet hands over his cash (twice at once: once settles it), more movements.
      const evening = await Promise.all([
        api('POST', '/admin/cash-handovers', {
          token: admin,
          body: { courierId: 2, amount: 1, note: 'Eksik.' },
        }),
        api('POST', '/admin/cash-handovers', {
          token: admin,
          body: { courierId: 2, amount: 1, note: 'Eksik.' },
        }),
        move(2, 1, 42),
        move(4, 2, 1),
        move(1, 2, 10_000),
      ]);
      expect(evening.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409]);
      expect(evening[4]?.body.code).toBe('INSUFFICIENT_BALANCE');

      await expectBalancesAddUp(admin);
      const own = await api<{ open: { shipmentCount: number }; items: { shipmentIds: number[] }[] }>(
        'GET',
        '/courier/cash-handovers',
        { token: mehmet },
      );
      expect(own.body.data.open.shipmentCount).toBe(0);
      expect(own.body.data.items.flatMap((h) => h.shipmentIds).sort()).toEqual([1007, 1011]);
    },
  );
});
