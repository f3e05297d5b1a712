// Every Turkish text of the admin home (/admin/), in one place.
export const dashboardMessages = {
  title: 'Yönetim Paneli',
  summary: 'Bugünün rakamları. Bir karta tıklayınca ilgili ekran süzülmüş olarak açılır.',
  figuresLabel: 'Bugünün rakamları',
  today: (day: string) => `Bugün: ${day}`,
  newShipments: 'Bugün gelen gönderi',
  newShipmentsHint: 'Bugün oluşturulan gönderiler',
  openTenders: 'Açık ihale',
  openTendersHint: 'Teklif sürecindeki gönderiler',
  pendingApprovals: 'Onay bekleyen kurye',
  pendingApprovalsHint: 'Karar bekleyen başvurular',
  unreconciledCash: 'Mutabakatı yapılmamış nakit',
  unreconciledCashHint: (count: number, oldest: string | null) =>
    count === 0
      ? 'Kapıda tahsil edilen tüm nakit teslim alındı'
      : `${count} gönderi; kuryeden teslim alınmamış, en eskisi ${oldest ?? ''}`,
  open: (title: string) => `${title}: ekranı aç`,
} as const;
