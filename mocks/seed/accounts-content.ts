// Seed accounts, wallet movements, packages, member packages, help, dynamic pages, notifications.
import { demoAccounts } from '../../demo/accounts';
import { demoHelp, demoPages } from '../../demo/content';
import { db } from '../db';
import { demoNotifications, demoPackages, demoUserPackages } from '../../demo/packages';

export { SEED_CASH_SHORTFALL } from '../../demo/shipments';

export async function seedAccounts(base: number): Promise<void> {
  const { accounts, movements } = demoAccounts(base);
  for (const m of movements) await db.accountMovements.create(m);
  for (const a of accounts) await db.accounts.create(a);
}

export async function seedContent(base: number): Promise<void> {
  for (const p of demoPackages()) await db.packages.create(p);
  for (const up of demoUserPackages(base)) await db.userPackages.create(up);
  for (const help of demoHelp()) await db.help.create(help);
  for (const page of demoPages(base)) await db.dynamicPages.create(page);
  for (const n of demoNotifications(base)) await db.notifications.create(n);
}
