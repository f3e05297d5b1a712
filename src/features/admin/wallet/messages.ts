// Every Turkish text of the accounts, wallet, accounting and reconciliation screens (/admin/hesap/...).
import { formatMoney } from '@/domain/format';

export const accountMessages = {
  title: 'Hesap Listesi',
  summary:
    'Üyelerin cüzdan (cari) hesapları ve bakiyeleri. Bir hesabın hareketlerini görmek için satırına tıklayın.',
  tableLabel: 'Cari hesaplar',
  count: (total: number) => (total === 0 ? 'Hesap yok' : `Toplam ${total} hesap`),
  empty: 'Henüz hesap yok.',
  emptyFiltered: 'Bu aramaya uyan hesap yok.',
  clearFilters: 'Aramayı Temizle',
  searchLabel: 'Üye ara',
  searchPlaceholder: 'Üye adı veya hesap numarası',
  columns: {
    userName: 'Üye',
    accountId: 'Hesap No',
    productCode: 'Ürün',
    balance: 'Bakiye',
    createdAt: 'Açılış Tarihi',
  },
  openRow: (name: string) => `${name} hesabının hareketleri`,
  csvFile: 'hesaplar.csv',
  newMovement: 'Hareket Ekle',
};

export const movementMessages = {
  title: 'Hesap Hareketleri',
  summary: 'Bakiye yüklemeleri ve iadeleri, en yenisi en üstte.',
  tableLabel: 'Hesap hareketleri',
  count: (total: number) => (total === 0 ? 'Hareket yok' : `Toplam ${total} hareket`),
  empty: 'Henüz hareket yok.',
  emptyFiltered: 'Bu filtrelere uyan hareket yok.',
  clearFilters: 'Filtreleri Temizle',
  searchLabel: 'Ara',
  searchPlaceholder: 'Üye adı veya açıklama',
  accountFilter: 'Hesap',
  accountAll: 'Tüm hesaplar',
  typeFilter: 'Hareket tipi',
  typeAll: 'Tümü',
  dateFilter: 'Tarih aralığı',
  // No placeholder in the picker (its grey fails contrast): the hint says what to do.
  dateHint: 'İlk ve son günü seçiniz',
  columns: {
    createdAt: 'Tarih',
    userName: 'Üye',
    relationType: 'Tip',
    amount: 'Tutar',
    balanceAfter: 'Sonraki Bakiye',
    description: 'Açıklama',
  },
  csvFile: 'hesap-hareketleri.csv',
  add: 'Hareket Ekle',
  accountOption: (name: string, accountId: number, balance: number) =>
    `${name} (Hesap ${accountId}, bakiye ${formatMoney(balance)})`,
  // The form
  formTitle: 'Hesap Hareketi Ekle',
  confirmTitle: 'Hareket kaydedilsin mi?',
  account: 'Hesap',
  accountPlaceholder: 'Seçiniz',
  accountSearch: 'Ara',
  accountNothing: 'Hesap bulunamadı',
  type: 'Hareket tipi',
  amount: 'Tutar (₺)',
  amountHint: 'Örnek: 2.500 veya 2.500,50',
  description: 'Açıklama',
  descriptionHint: 'Boş bırakılırsa hareket tipinin adı yazılır.',
  currentBalance: (b: number) => `Mevcut bakiye: ${formatMoney(b)}`,
  balanceAfter: (b: number) => `İşlem sonrası bakiye: ${formatMoney(b)}`,
  overRefund: (b: number) =>
    `İade tutarı bakiyeden fazla olamaz. Bu hesaptan en fazla ${formatMoney(b)} iade edilebilir.`,
  review: (type: string, amount: number, name: string) =>
    `${name} hesabına ${formatMoney(amount)} tutarında ${type.toLocaleLowerCase('tr')} kaydedilecek.`,
  submit: 'Kaydet',
  saved: (amount: number, after: number) =>
    `Hareket kaydedildi: ${formatMoney(amount)}. Yeni bakiye ${formatMoney(after)}.`,
};

export const accountingMessages = {
  title: 'Muhasebe',
  summary:
    'Bitmiş bir günün tamamlanan gönderilerinden kurye kazançlarını ve komisyonu kaydeder. Her gün için bir kez yapılır.',
  day: 'Gün',
  dayHint: 'Muhasebe bitmiş bir gün için yapılır; bugün yalnızca önizlenir.',
  previewTitle: (day: string) => `${day} önizlemesi`,
  resultTitle: (day: string) => `${day} muhasebe sonucu`,
  shipments: 'Tamamlanan gönderi',
  total: 'Gönderi tutarı',
  commission: (rate: number) => `Komisyon (%${Math.round(rate * 100)})`,
  earnings: 'Kurye kazançları',
  tableLabel: (day: string) => `${day} kurye bazında muhasebe`,
  columns: {
    courierName: 'Kurye',
    shipmentCount: 'Gönderi',
    totalAmount: 'Tutar',
    commission: 'Komisyon',
    earning: 'Kurye Kazancı',
  },
  noShipments: 'Bu gün tamamlanan gönderi yok. Muhasebe yapılırsa sıfır tutarlı kaydedilir.',
  run: 'Muhasebe Yap',
  runConfirmTitle: 'Muhasebe yapılsın mı?',
  runConfirmText: (day: string, total: number) =>
    `${day} günü için ${formatMoney(total)} tutarındaki gönderilerin muhasebesi kaydedilecek. Bu işlem aynı gün için bir kez yapılır.`,
  done: (day: string) => `${day} günü için muhasebe yapıldı.`,
  alreadyRun: (day: string, at: string) =>
    `${day} günü için muhasebe ${at} tarihinde yapıldı. Aynı gün için bir kez yapılır.`,
  alreadyRunTitle: 'Bu gün kapatıldı',
  notClosedTitle: 'Gün henüz bitmedi',
  notClosed: (day: string) =>
    `${day} henüz bitmedi; bu gün içinde tamamlanan gönderiler değişebilir. Muhasebe gün bittikten sonra, yarından itibaren yapılabilir. Aşağıdaki rakamlar şimdilik bir önizlemedir.`,
  runsTitle: 'Geçmiş muhasebe işlemleri',
  runsLabel: 'Geçmiş muhasebe işlemleri',
  runsEmpty: 'Henüz muhasebe yapılmadı.',
  runsCount: (total: number) => (total === 0 ? 'İşlem yok' : `Son ${total} işlem`),
  runColumns: {
    date: 'Gün',
    processedShipments: 'Gönderi',
    totalAmount: 'Tutar',
    commissionTotal: 'Komisyon',
    createdAt: 'Yapıldığı Zaman',
  },
};

export const reconciliationMessages = {
  title: 'Mutabakat',
  summary:
    'Kapıda ödemeli tamamlanan gönderilerde kuryenin teslim aldığı nakit ile gönderilerin tutarı, kurye bazında.',
  range: 'Tarih aralığı',
  shipments: 'Kapıda ödemeli gönderi',
  expected: 'Beklenen',
  collected: 'Tahsil edilen',
  difference: 'Fark',
  tableLabel: 'Kurye bazında mutabakat',
  columns: {
    courierName: 'Kurye',
    shipmentCount: 'Gönderi',
    expected: 'Beklenen',
    collected: 'Tahsil Edilen',
    difference: 'Fark',
    differenceNote: 'Fark Açıklaması',
  },
  status: {
    ok: 'Uyumlu',
    short: (d: number) => `Eksik tahsilat: ${formatMoney(Math.abs(d))}`,
    over: (d: number) => `Fazla tahsilat: ${formatMoney(d)}`,
  },
  empty: 'Bu tarih aralığında kapıda ödemeli tamamlanan gönderi yok.',
  count: (total: number) => `${total} kurye`,
  csvFile: 'mutabakat.csv',
  allMatch: 'Tüm kuryelerde tahsilat beklenenle uyumlu.',
  mismatchCount: (n: number) => `${n} kuryede fark var.`,
};

/** Cash handovers (issue 27): Mutabakat's "Nakit Teslim Al" and its history. */
export const handoverMessages = {
  take: 'Nakit Teslim Al',
  takeLabel: (name: string) => `${name} için nakit teslim al`,
  open: (amount: number) => `Kuryede: ${formatMoney(amount)}`,
  settled: 'Teslim alındı',
  settledDifferences: (n: number) =>
    n === 1
      ? 'Bu farkın nakdi teslim alındı; fark teslimde notuyla kayıtlı.'
      : `${n} kuryenin farkı teslimde notuyla kayıtlı.`,
  formTitle: 'Nakit Teslim Al',
  intro: (name: string, count: number) =>
    `${name} kuryesinin teslim edilmemiş ${count} kapıda ödemeli gönderisi var. Kuryeden aldığınız nakdi sayıp yazınız.`,
  expected: 'Beklenen (gönderi tutarları)',
  collected: 'Kuryenin kapıda kaydettiği',
  amount: 'Teslim alınan tutar (₺)',
  amountHint: 'Örnek: 2.500 veya 2.500,50',
  difference: (d: number) =>
    d === 0
      ? 'Beklenenle aynı.'
      : d < 0
        ? `Beklenenden ${formatMoney(-d)} eksik. Fark not ile kaydedilir.`
        : `Beklenenden ${formatMoney(d)} fazla. Fark not ile kaydedilir.`,
  note: 'Not',
  noteHint: 'Tutar beklenenden farklıysa zorunlu: farkın nedeni.',
  submit: 'Teslim Al',
  saved: (name: string, amount: number, difference: number) =>
    difference === 0
      ? `${name} kuryesinden ${formatMoney(amount)} teslim alındı.`
      : `${name} kuryesinden ${formatMoney(amount)} teslim alındı; ${formatMoney(Math.abs(difference))} ${difference < 0 ? 'eksik' : 'fazla'} fark kaydedildi.`,
  openTotal: 'Teslim alınmamış nakit',
  historyTitle: 'Nakit teslimleri',
  historyLabel: 'Nakit teslimleri',
  historyEmpty: 'Henüz nakit teslimi kaydedilmedi.',
  historyCount: (total: number) => (total === 0 ? 'Teslim yok' : `Son ${total} teslim`),
  columns: {
    date: 'Gün',
    courierName: 'Kurye',
    amount: 'Teslim Alınan',
    expected: 'Beklenen',
    difference: 'Fark',
    note: 'Not',
    staffName: 'Teslim Alan',
  },
};
