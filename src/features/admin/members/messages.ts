// Every Turkish text of the members screens (/admin/uye/...), in one place.
import type { Role } from '@/domain/shipment-status';

type Named = { name: string; surname?: string };
export const fullName = (m: Named) => `${m.name} ${m.surname ?? ''}`.trim();

export const roleLabels: Record<Role, string> = {
  Customer: 'Müşteri',
  Courier: 'Kurye',
  Admin: 'Yönetici',
};

export const memberMessages = {
  title: 'Üye Listesi',
  summary: 'Müşteri, kurye ve yönetici üyeler. Bir satıra tıklayınca üyenin bilgileri ve gönderileri açılır.',
  tableLabel: 'Üyeler',
  count: (total: number) => (total === 0 ? 'Üye yok' : `Toplam ${total} üye`),
  empty: 'Henüz üye yok.',
  emptyFiltered: 'Bu aramaya uyan üye yok.',
  clearFilters: 'Süzgeçleri Temizle',
  searchLabel: 'Ara',
  searchPlaceholder: 'Ad, soyad, telefon veya e-posta',
  roleFilter: 'Rol',
  statusFilter: 'Durum',
  all: 'Tümü',
  columns: {
    name: 'Ad Soyad',
    roles: 'Rol',
    city: 'İl',
    status: 'Durum',
    createdAt: 'Kayıt Tarihi',
    phone: 'Telefon',
    email: 'E-posta',
    statusReason: 'Durum Gerekçesi',
  },
  openRow: (m: Named) => `${fullName(m)}: üye bilgilerini aç`,
  csvFile: 'uyeler.csv',
  unknownCity: '—',

  // Detail
  detailTitle: 'Üye Bilgileri',
  detailDocumentTitle: (m: Named) => `${fullName(m)} · Üye Bilgileri`,
  backToList: 'Üye listesine dön',
  notFound: 'Üye bulunamadı.',
  account: 'Hesap',
  contact: 'İletişim',
  phone: 'Telefon',
  email: 'E-posta',
  noEmail: 'Yok',
  roles: 'Rol',
  status: 'Durum',
  city: 'İl',
  createdAt: 'Kayıt tarihi',
  statusReason: 'Son durum gerekçesi',
  statusChangedAt: 'Durum değişikliği',
  courierProfile: 'Kurye Profili',
  vehicle: 'Araç',
  courierCity: 'Adres ili',
  openToWork: 'İş almaya açık',
  yes: 'Evet',
  no: 'Hayır',
  documents: 'Belgeler',
  documentsUploaded: (n: number) => `${n} / 4 belge yüklendi`,
  rejectReason: 'Ret gerekçesi',
  toApprovals: 'Onay ekranında incele',
  wallet: 'Cüzdan',
  balance: 'Bakiye',
  noWallet: 'Cüzdan hesabı yok.',
  toMovements: 'Hesap hareketleri',
  shipmentsAsCustomer: 'Müşteri olarak gönderileri',
  shipmentsAsCourier: 'Kurye olarak taşıdığı gönderiler',
  shipmentsLabel: (title: string, m: Named) => `${fullName(m)}: ${title.toLocaleLowerCase('tr')}`,
  shipmentCount: (total: number) => (total === 0 ? 'Gönderi yok' : `Toplam ${total} gönderi`),
  noShipments: 'Gönderi yok.',
  shipmentColumns: {
    id: 'No',
    status: 'Durum',
    from: 'Çıkış',
    createdAt: 'Tarih',
    price: 'Tutar',
  },
  shipmentNo: (id: number) => `#${id}`,

  // Status changes
  suspend: 'Askıya Al',
  reactivate: 'Yeniden Etkinleştir',
  ownAccount: 'Kendi hesabınızın durumunu değiştiremezsiniz.',
  decidedOnApprovals: 'Onay bekleyen ve reddedilen kurye başvuruları onay ekranında karara bağlanır.',
  suspendTitle: (m: Named) => `Üyeyi askıya al: ${fullName(m)}`,
  reactivateTitle: (m: Named) => `Üyeyi yeniden etkinleştir: ${fullName(m)}`,
  suspendIntro:
    'Üyenin oturumu kapanır, giriş yapıp işlem yapamaz; kuryenin açık teklifleri geri çekilir. Gerekçe üyenin kaydında saklanır.',
  reactivateIntro: 'Üye yeniden giriş yapıp işlem yapabilir. Gerekçe üyenin kaydında saklanır.',
  reasonLabel: 'Gerekçe',
  cancel: 'Vazgeç',
  suspended: (m: Named) => `${fullName(m)} askıya alındı.`,
  reactivated: (m: Named) => `${fullName(m)} yeniden etkinleştirildi.`,

  // Statistics
  statsTitle: 'Üye İstatistikleri',
  statsSummary: 'Tüm üyelerin rol, durum ve il dağılımı; son 30 günde gelen yeni üyeler.',
  total: 'Toplam üye',
  perDayTitle: 'Son 30 günde yeni üyeler',
  byRoleTitle: 'Role göre üyeler',
  byStatusTitle: 'Duruma göre üyeler',
  byCityTitle: 'İllere göre üyeler',
  newMembers: 'Yeni üye',
  members: 'Üye',
  day: 'Gün',
  tableOf: (title: string) => `${title} (tablo)`,
  perDaySentence: (total: number, best: string | null) =>
    total === 0
      ? 'Son 30 günde yeni üye yok.'
      : `Son 30 günde ${total} yeni üye${best ? `; en çok ${best} günü` : ''}.`,
  showTable: 'Rakamları tablo olarak göster',
} as const;
