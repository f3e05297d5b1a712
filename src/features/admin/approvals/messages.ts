// Every Turkish text of the approvals screen (/admin/onay/onay-liste/), in one place.
import type { Application } from './api/types';

const fullName = (a: Pick<Application, 'name' | 'surname'>) => `${a.name} ${a.surname}`.trim();

export const approvalMessages = {
  title: 'Onay Bekleyenler',
  summary:
    'Kurye başvuruları, en yenisi en üstte. Belgeleri inceleyip onaylayın ya da gerekçesiyle reddedin.',
  tableLabel: 'Onay bekleyen kurye başvuruları',
  count: (total: number) => (total === 0 ? 'Başvuru yok' : `Toplam ${total} başvuru`),
  empty: 'Onay bekleyen başvuru yok.',
  emptyFiltered: 'Bu aramaya uyan onay bekleyen başvuru yok.',
  clearFilters: 'Aramayı Temizle',
  searchLabel: 'Ara',
  searchPlaceholder: 'Ad, soyad, telefon veya e-posta',
  vehicleFilter: 'Araç',
  vehicleAll: 'Tümü',
  columns: {
    name: 'Ad Soyad',
    phone: 'Telefon',
    vehicle: 'Araç',
    city: 'İl',
    date: 'Başvuru Tarihi',
    documents: 'Belgeler',
    actions: 'İşlem',
  },
  noDocument: 'Yüklenmedi',
  documents: {
    photo: 'Fotoğraf',
    drivingLicense: 'Ehliyet',
    criminalRecordCertificate: 'Adli Sicil Kaydı',
    taxCertificate: 'Vergi Levhası',
  },
  openDocument: (doc: string, a: Application) => `${fullName(a)}: ${doc} (büyüt)`,
  documentTitle: (doc: string, a: Application) => `${doc}: ${fullName(a)}`,
  documentAlt: (doc: string, a: Application) =>
    `${fullName(a)} adlı kuryenin ${doc.toLocaleLowerCase('tr')} belgesi`,
  close: 'Kapat',
  approve: 'Onayla',
  reject: 'Reddet',
  approveLabel: (a: Application) => `${fullName(a)}: Onayla`,
  rejectLabel: (a: Application) => `${fullName(a)}: Reddet`,
  approveConfirmTitle: 'Başvuruyu onayla',
  approveConfirmText: (a: Application) =>
    `${fullName(a)} kurye olarak onaylanacak: giriş yapıp iş almaya başlayabilecek ve SMS ile bilgilendirilecek.`,
  approved: (a: Pick<Application, 'name' | 'surname'>) =>
    `${fullName(a)} onaylandı. Kurye SMS ile bilgilendirildi; artık giriş yapıp iş alabilir.`,
  rejectTitle: (a: Application) => `Başvuruyu reddet: ${fullName(a)}`,
  rejectIntro:
    'Gerekçe kuryeye SMS ile gönderilir ve kurye başvurusunu düzeltirken görür. Örneğin: “Adli sicil kaydı belgesi okunmuyor, lütfen yeniden yükleyiniz.”',
  reasonLabel: 'Ret gerekçesi',
  cancel: 'Vazgeç',
  rejected: (a: Pick<Application, 'name' | 'surname'>) =>
    `${fullName(a)} adlı kuryenin başvurusu reddedildi. Gerekçe kuryeye SMS ile iletildi.`,
  unknownCity: '—',
} as const;

export const documentKeys = [
  'photo',
  'drivingLicense',
  'criminalRecordCertificate',
  'taxCertificate',
] as const;
export type DocumentKey = (typeof documentKeys)[number];
