// Seed accounts, wallet movements, packages, member packages, help, dynamic pages, notifications.
import { demoAccounts } from '../../demo/accounts';
import { demoHelp, demoPages } from '../../demo/content';
import { db } from '../db';
import { packages } from './content';

const MIN = 60_000;
const HOUR = 60 * MIN;

export { SEED_CASH_SHORTFALL } from '../../demo/shipments';

export async function seedAccounts(base: number): Promise<void> {
  const { accounts, movements } = demoAccounts(base);
  for (const m of movements) await db.accountMovements.create(m);
  for (const a of accounts) await db.accounts.create(a);
}

export async function seedContent(base: number): Promise<void> {
  for (const [i, p] of packages.entries()) await db.packages.create({ packageId: i + 1, ...p });
  const userPackages = [
    { userId: 1, packageId: 1, status: 2 as const, startDaysAgo: 10 },
    { userId: 8, packageId: 1, status: 1 as const, startDaysAgo: null },
    { userId: 3, packageId: 2, status: 3 as const, startDaysAgo: 400 },
    { userId: 2, packageId: 1, status: 4 as const, startDaysAgo: null },
  ];
  for (const [i, up] of userPackages.entries()) {
    const pkg = packages[up.packageId - 1];
    const start = up.startDaysAgo === null ? null : base - up.startDaysAgo * 24 * HOUR;
    await db.userPackages.create({
      userPackageId: i + 1,
      userId: up.userId,
      packageId: up.packageId,
      status: up.status,
      price: pkg?.price ?? 0,
      startDate: start,
      endDate: start === null ? null : start + (pkg?.durationDays ?? 30) * 24 * HOUR,
      createdAt: (start ?? base - 2 * 24 * HOUR) - HOUR,
    });
  }
  for (const help of demoHelp()) await db.help.create(help);
  for (const page of demoPages(base)) await db.dynamicPages.create(page);
  const notifications = [
    {
      notificationType: 1 as const,
      channel: 1 as const,
      title: 'Hafta sonu indirimi',
      body: 'Cumartesi ve pazar tüm motorlu kurye gönderilerinde %10 indirim!',
      target: { role: 'Customer' },
      status: 2 as const,
      recipientCount: 2,
      daysAgo: 5,
    },
    {
      notificationType: 2 as const,
      channel: 3 as const,
      title: 'Yeni ihale özelliği',
      body: 'Artık gönderilerinizi ihaleye çıkararak kuryelerden teklif alabilirsiniz.',
      target: { role: 'Customer' },
      status: 2 as const,
      recipientCount: 2,
      daysAgo: 12,
    },
    {
      notificationType: 3 as const,
      channel: 4 as const,
      title: 'Belge güncelleme',
      body: 'Lütfen adli sicil kaydı belgenizi güncelleyiniz.',
      target: { userIds: [2] },
      status: 1 as const,
      recipientCount: 1,
      daysAgo: 1,
    },
  ];
  for (const [i, n] of notifications.entries()) {
    const { daysAgo, ...rest } = n;
    const createdAt = base - daysAgo * 24 * HOUR;
    await db.notifications.create({
      notificationId: i + 1,
      ...rest,
      createdAt,
      sentAt: rest.status === 2 ? createdAt + MIN : null,
    });
  }
}
