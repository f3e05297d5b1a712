// Seed accounts, wallet movements, packages, member packages, help, dynamic pages, notifications.
import { demoHelp, demoPages } from '../../demo/content';
import { db } from '../db';
import { demoNotifications, demoPackages, demoUserPackages } from '../../demo/packages';

const MIN = 60_000;
const HOUR = 60 * MIN;

export { SEED_CASH_SHORTFALL } from '../../demo/shipments';

export async function seedAccounts(base: number): Promise<void> {
  const owners = [1, 2, 3, 8];
  let movementId = 1;
  for (const [i, userId] of owners.entries()) {
    const accountId = i + 1;
    const topUps = [500, 250, 1000].slice(0, 1 + (i % 3));
    let balance = 0;
    for (const [j, amount] of topUps.entries()) {
      balance += amount;
      await db.accountMovements.create({
        movementId: movementId++,
        accountId,
        userId,
        relationType: 1,
        amount,
        balanceAfter: balance,
        description: 'Bakiye yükleme',
        createdAt: base - (20 - j * 5 - i) * 24 * HOUR,
      });
    }
    if (i === 0) {
      balance -= 100;
      await db.accountMovements.create({
        movementId: movementId++,
        accountId,
        userId,
        relationType: 2,
        amount: 100,
        balanceAfter: balance,
        description: 'İptal edilen gönderi iadesi (1012)',
        createdAt: base - 3 * 24 * HOUR,
      });
    }
    await db.accounts.create({
      accountId,
      userId,
      productCode: 'CARIHESAP',
      balance,
      createdAt: base - (30 - i) * 24 * HOUR,
    });
  }
}

export async function seedContent(base: number): Promise<void> {
  for (const p of demoPackages()) await db.packages.create(p);
  for (const up of demoUserPackages(base)) await db.userPackages.create(up);
  for (const help of demoHelp()) await db.help.create(help);
  for (const page of demoPages(base)) await db.dynamicPages.create(page);
  for (const n of demoNotifications(base)) await db.notifications.create(n);
}
