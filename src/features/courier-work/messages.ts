// Every Turkish text of the courier's work page, in one place.
export const courierWorkMessages = {
  title: 'İşlerim',
  summary: 'Teklif verebileceğiniz ihaleler, kabul edebileceğiniz işler ve üzerinizdeki gönderiler.',
  openTitle: 'Açık İhaleler ve İşler',
  openEmpty: 'Şu anda aracınıza uygun açık ihale ya da iş yok.',
  assignedTitle: 'Üzerimdeki Gönderiler',
  assignedEmpty: 'Üzerinizde aktif gönderi yok.',
  toTender: 'İhaleye Git',
  toShipment: 'Gönderiye Git',
  endsIn: (time: string) => `İhale bitişi: ${time}`,
} as const;
