// The demo wallets (CARIHESAP) and their movements as plain data, dated relative to `base`: four
// accounts with one to three top-ups each, the first with one refund. Both servers store them
// (mocks/seed/accounts-content.ts, server/seed.ts). Money in lira, times in epoch ms.
import { WALLET_PRODUCT_CODE } from '@/domain/wallet';

const DAY = 24 * 3_600_000;

export interface DemoAccount {
  accountId: number;
  userId: number;
  productCode: string;
  balance: number;
  createdAt: number;
}

export interface DemoMovement {
  movementId: number;
  accountId: number;
  userId: number;
  relationType: 1 | 2;
  amount: number;
  balanceAfter: number;
  description: string;
  createdAt: number;
}

export function demoAccounts(base: number): { accounts: DemoAccount[]; movements: DemoMovement[] } {
  const owners = [1, 2, 3, 8];
  const accounts: DemoAccount[] = [];
  const movements: DemoMovement[] = [];
  for (const [i, userId] of owners.entries()) {
    const accountId = i + 1;
    const topUps = [500, 250, 1000].slice(0, 1 + (i % 3));
    let balance = 0;
    for (const [j, amount] of topUps.entries()) {
      balance += amount;
      movements.push({
        movementId: movements.length + 1,
        accountId,
        userId,
        relationType: 1,
        amount,
        balanceAfter: balance,
        description: 'Bakiye yükleme',
        createdAt: base - (20 - j * 5 - i) * DAY,
      });
    }
    if (i === 0) {
      balance -= 100;
      movements.push({
        movementId: movements.length + 1,
        accountId,
        userId,
        relationType: 2,
        amount: 100,
        balanceAfter: balance,
        description: 'İptal edilen gönderi iadesi (1012)',
        createdAt: base - 3 * DAY,
      });
    }
    accounts.push({
      accountId,
      userId,
      productCode: WALLET_PRODUCT_CODE,
      balance,
      createdAt: base - (30 - i) * DAY,
    });
  }
  return { accounts, movements };
}
