// Static demo content of the seed kept in mocks: packages. Help and the dynamic pages are demo/content.ts,
// which both servers store.
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
