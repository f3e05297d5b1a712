// Static demo content of the seed: help entries, dynamic pages, packages, notifications.
import type { PageElement } from '../db';

const el = (
  elementType: string,
  props: Record<string, string> = {},
  contentList: PageElement[] = [],
  text?: string,
): PageElement => ({
  elementType,
  propList: Object.entries(props).map(([propName, propValue]) => ({ propName, propValue })),
  contentList,
  ...(text === undefined ? {} : { text }),
});

export const helpEntries = [
  {
    title: 'Kurye nasıl çağırırım?',
    body: 'Menüden "Kurye Çağır"ı seçin, araç tipini ve ağırlığı belirleyin, çıkış ve varış adreslerini girin. Fiyat anında hesaplanır; onayladığınızda gönderiniz oluşturulur.',
  },
  {
    title: 'İhale (teklif) süreci nedir?',
    body: 'Gönderinizi ihaleye çıkarırsanız kuryeler 30 dakika boyunca teklif verir. Dilediğiniz teklifi seçebilirsiniz; süre dolduğunda en düşük teklifi veren kurye otomatik atanır. Hiç teklif gelmezse gönderi liste fiyatıyla devam eder.',
  },
  {
    title: 'Ödemeyi nasıl yaparım?',
    body: 'Ödeme kapıda, kuryeye yapılır. IBAN ile ödeme yakında hizmetinizde olacak.',
  },
  {
    title: 'Güvence hizmeti neyi kapsar?',
    body: 'Beyan ettiğiniz gönderi değerinin %3’ü karşılığında, taşıma sırasında oluşabilecek hasar ve kayıplara karşı güvence sağlar.',
  },
  {
    title: 'Gönderimi nasıl iptal ederim?',
    body: 'Gönderi Takip ekranından, kurye gönderiyi teslim almadan önce "İptal Et" ile iptal edebilirsiniz.',
  },
  {
    title: 'Nasıl kurye olurum?',
    body: '"Kurye Ol" sayfasından başvurunuzu yapın. Belgeleriniz incelendikten sonra hesabınız onaylanır ve SMS ile bilgilendirilirsiniz.',
  },
];

export const aboutPage: PageElement = el('div', { className: 'dynamic-page' }, [
  el('PageHeader', { title: 'Hakkımızda', subtitle: 'Kurye Çağır ile gönderiniz güvenle yolda' }),
  el('div', { style: '{"display":"flex","gap":"1rem","flexWrap":"wrap"}' }, [
    el('NavLink', { href: '/hakkimizda', title: 'Hakkımızda', icon: 'info-circle', activeColor: 'orange' }),
    el('NavLink', { href: '/iletisim', title: 'İletişim', icon: 'phone' }),
    el('NavLink', { href: '/geri-bildirim', title: 'Geri Bildirim', icon: 'message' }),
  ]),
  el(
    'p',
    {},
    [],
    'Kurye Çağır; motosikletli ve araçlı kuryeleri, hızlı ve güvenli gönderi isteyen müşterilerle buluşturan bir kurye pazaryeridir.',
  ),
  el('Tab', { defaultValue: 'musteri' }, [
    el('div', { value: 'musteri', title: 'Müşteriler İçin' }, [
      el(
        'p',
        {},
        [],
        'Birden fazla adrese tek gönderiyle teslimat yapın, fiyatı anında görün, dilerseniz ihaleye çıkarın.',
      ),
    ]),
    el('div', { value: 'kurye', title: 'Kuryeler İçin' }, [
      el('p', {}, [], 'Aracınıza uygun işleri görün, teklif verin, kazancınızı kendiniz belirleyin.'),
    ]),
  ]),
  el('Accordion', {}, [
    el('div', { value: 'vizyon', title: 'Vizyonumuz' }, [
      el('p', {}, [], 'Türkiye’nin her ilinde dakikalar içinde kurye bulunabilen bir teslimat ağı olmak.'),
    ]),
    el('div', { value: 'misyon', title: 'Misyonumuz' }, [
      el('p', {}, [], 'Gönderenler için şeffaf fiyat, kuryeler için adil kazanç sağlamak.'),
    ]),
    el('div', { value: 'guven', title: 'Güvenlik' }, [
      el('p', {}, [], 'Tüm kuryelerimizin kimlik, ehliyet ve adli sicil belgeleri kontrol edilir.'),
    ]),
  ]),
]);

export const contactPage: PageElement = el('div', { className: 'dynamic-page' }, [
  el('PageHeader', { title: 'İletişim' }),
  el('p', {}, [], 'Müşteri hizmetleri: 0850 000 00 00 (hafta içi 09:00-18:00)'),
  el('p', {}, [], 'E-posta: destek@kuryecagir.example'),
  el('p', {}, [], 'Adres: Caferağa Mah. Moda Cad. No:1 Kadıköy/İstanbul'),
]);

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
