// The demo packages, members' packages and notifications both servers store at reset (docs/server.md,
// demo/users.ts's way): plain data, dated relative to `base` (the server clock at reset). Ids are the
// demo's; users are demo/users.ts's ids.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

/** Package definitions (GET /admin/packages), ids 1.. in this order. */
export const packages = [
  {
    name: 'Cari Hesap Başlangıç',
    description: 'Kurumsal müşteriler için aylık cari hesap',
    price: 499,
    durationDays: 30,
    productCode: 'CARIHESAP',
    isActive: true,
  },
  {
    name: 'Cari Hesap Yıllık',
    description: 'Yıllık cari hesap, %15 indirimli',
    price: 5090,
    durationDays: 365,
    productCode: 'CARIHESAP',
    isActive: true,
  },
  {
    name: 'Kurye Öne Çıkan',
    description: 'Kurye profilini ihalelerde öne çıkarır',
    price: 149,
    durationDays: 30,
    productCode: 'KURYEPLUS',
    isActive: false,
  },
];

export function demoPackages() {
  return packages.map((p, i) => ({ packageId: i + 1, ...p }));
}

/** Members' packages: Ayşe's active, Burak's awaiting payment, Ali's expired, Mehmet's refused. */
export function demoUserPackages(base: number) {
  const rows = [
    { userId: 1, packageId: 1, status: 2 as const, startDaysAgo: 10 },
    { userId: 8, packageId: 1, status: 1 as const, startDaysAgo: null },
    { userId: 3, packageId: 2, status: 3 as const, startDaysAgo: 400 },
    { userId: 2, packageId: 1, status: 4 as const, startDaysAgo: null },
  ];
  return rows.map((up, i) => {
    const pkg = packages[up.packageId - 1];
    const start = up.startDaysAgo === null ? null : base - up.startDaysAgo * DAY;
    return {
      userPackageId: i + 1,
      userId: up.userId,
      packageId: up.packageId,
      status: up.status,
      price: pkg?.price ?? 0,
      startDate: start,
      endDate: start === null ? null : start + (pkg?.durationDays ?? 30) * DAY,
      createdAt: (start ?? base - 2 * DAY) - HOUR,
    };
  });
}

/** Notifications sent (two campaigns to customers) and one waiting (to a courier). */
export function demoNotifications(base: number) {
  const rows = [
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
  return rows.map(({ daysAgo, ...rest }, i) => {
    const createdAt = base - daysAgo * DAY;
    return {
      notificationId: i + 1,
      ...rest,
      createdAt,
      sentAt: rest.status === 2 ? createdAt + MIN : null,
    };
  });
}
