// The public content pages as dynamic page trees (docs/data-model.md: elementType, propList, contentList,
// text): Hakkımızda, İletişim and the KVKK notice. Prices, limits and the KVKK text come from
// src/domain, so a page never says something the app does not do. Plain data on src/domain (demo/content.ts
// lists the pages both servers store).
import { BID_MAX_RATIO, BID_MIN_RATIO, TENDER_DURATION_MINUTES } from '@/domain/bid-limits';
import { formatMoney } from '@/domain/format';
import { KVKK_INTRO, KVKK_TITLE, KVKK_UPDATED, kvkkSections } from '@/domain/kvkk-notice';
import { MAX_DELIVERIES } from '@/domain/limits';
import { contentTypeLabels, vehicleOfWeight, vehicleTypeLabels, weightLabels } from '@/domain/params';
import { computePrice, priceParams as p, WEIGHT_TYPES } from '@/domain/pricing';
import type { PageElementInput as PageElement } from '@/domain/dynamic-pages';

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

/** An element holding only text. */
const t = (elementType: string, text: string, props: Record<string, string> = {}) =>
  el(elementType, props, [], text);
const list = (items: readonly string[]) =>
  el(
    'ul',
    {},
    items.map((item) => t('li', item)),
  );
const percent = (ratio: number) => `%${Math.round(ratio * 100)}`;

/** The links between the content pages, under each page's header. */
const pageLinks = () =>
  el(
    'nav',
    {
      'aria-label': 'Kurumsal sayfalar',
      style: JSON.stringify({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
        gap: '0.25rem',
        marginBottom: '1rem',
      }),
    },
    [
      el('NavLink', { href: '/hakkimizda', title: 'Hakkımızda', icon: 'info-circle' }),
      el('NavLink', { href: '/iletisim', title: 'İletişim', icon: 'phone' }),
      el('NavLink', { href: '/yardim', title: 'Yardım', icon: 'help-circle' }),
      el('NavLink', { href: '/kvkk', title: 'KVKK', icon: 'shield' }),
    ],
  );

// ---------------------------------------------------------------------------------------------
// Hakkımızda

const riskFee = p.riskFees[p.currentRisk - 1] ?? 0;
const motorWeights = WEIGHT_TYPES.filter((w) => vehicleOfWeight(w) === 1);
const carWeights = WEIGHT_TYPES.filter((w) => vehicleOfWeight(w) === 2);
/** "0-20 kg" from the classes' labels ("0-2 kg" … "10-20 kg"). */
const range = (weights: readonly (keyof typeof weightLabels)[]) => {
  const first = weightLabels[weights[0] ?? 1].split('-')[0];
  const last = weightLabels[weights.at(-1) ?? 10].split('-')[1];
  return `${first}-${last}`;
};

/** A worked example, computed by the same function as every price in the app. */
const example = { vehicleType: 1, weightType: 1, distanceKm: 12 } as const;
const examplePrice = computePrice({
  ...example,
  includeInsurance: false,
  shipmentValue: 0,
  hasTransportService: false,
});

// Figures never break inside ("120,00 ₺"); headers may. One table per vehicle: four columns fit
// a 360 px phone without scrolling sideways.
const nowrap = JSON.stringify({ whiteSpace: 'nowrap', padding: '0.3rem 0.4rem' });
const tight = JSON.stringify({ padding: '0.3rem 0.4rem' });
const priceTable = (vehicle: 1 | 2, weights: readonly (keyof typeof weightLabels)[]) =>
  el('table', { style: JSON.stringify({ fontSize: '0.875rem' }) }, [
    t('caption', `${vehicleTypeLabels[vehicle]} (${range(weights)}): ağırlığa göre ücretler`),
    el('thead', {}, [
      el('tr', {}, [
        t('th', 'Ağırlık', { scope: 'col', style: tight }),
        t('th', 'Km fiyatı', { scope: 'col', style: tight }),
        t('th', 'Ağırlık eki', { scope: 'col', style: tight }),
        t('th', 'Yükleme', { scope: 'col', style: tight }),
      ]),
    ]),
    el(
      'tbody',
      {},
      weights.map((w) =>
        el('tr', {}, [
          t('th', weightLabels[w], { scope: 'row', style: nowrap }),
          t('td', formatMoney(p.perKmPrice[w]), { style: nowrap }),
          t('td', formatMoney(p.weightSurcharge[w]), { style: nowrap }),
          t('td', formatMoney(p.loadingSurcharge[w]), { style: nowrap }),
        ]),
      ),
    ),
  ]);

export const aboutPage: PageElement = el('div', {}, [
  el('PageHeader', { title: 'Hakkımızda', subtitle: 'Kurye Çağır ile gönderiniz güvenle yolda' }),
  pageLinks(),
  t(
    'p',
    'Kurye Çağır, gönderisini aynı gün ulaştırmak isteyen kişi ve işletmeleri motosikletli ve araçlı kuryelerle buluşturan bir kurye pazaryeridir. Gönderinizi birkaç adımda oluşturur, fiyatını hemen görür, dilerseniz kuryelerin teklif verdiği bir ihaleye çıkarırsınız; kurye paketi alır ve adres adres teslim eder.',
  ),
  el('Tab', { defaultValue: 'musteri' }, [
    el('div', { value: 'musteri', title: 'Gönderenler için' }, [
      list([
        `Tek gönderiyle en fazla ${MAX_DELIVERIES} adrese teslimat.`,
        'Fiyat, adresleri girdiğiniz anda hesaplanır; sürpriz ücret yoktur.',
        `İhaleye çıkarırsanız kuryeler ${TENDER_DURATION_MINUTES} dakika teklif verir; liste fiyatından fazlasını ödemezsiniz.`,
        'Ödeme kapıda yapılır.',
        'Gönderinizin her adımını Gönderi Takip ekranından izlersiniz.',
      ]),
    ]),
    el('div', { value: 'kurye', title: 'Kuryeler için' }, [
      list([
        'Aracınıza uygun işleri kendi ilinizde ya da tüm Türkiye’de görün.',
        'İhalelere teklif verin; kazancınızı kendiniz belirleyin.',
        'Başvurunuzu telefonunuzdan yapın, belgelerinizi fotoğrafla yükleyin.',
        'İnternetin çekmediği yerde bile "Teslim Ettim" kaydınız kaybolmaz.',
      ]),
    ]),
  ]),
  t('h2', 'Araç tipleri'),
  list([
    `${vehicleTypeLabels[1]}: ${range(motorWeights)} arası evrak, yemek, çiçek ve küçük paketler için; trafikte en hızlı seçenek.`,
    `${vehicleTypeLabels[2]}: ${range(carWeights)} arası koli, hassas eşya ve büyük gönderiler için.`,
  ]),
  t('p', `Taşıdığımız içerikler: ${Object.values(contentTypeLabels).join(', ')}.`),
  t('h2', 'Hizmet verdiğimiz şehirler'),
  t(
    'p',
    'Türkiye’nin 81 ilinde il, ilçe ve mahalle düzeyinde adres seçerek gönderi oluşturabilirsiniz. Kuryelerimiz en yoğun olarak İstanbul, Ankara, İzmir, Bursa ve Antalya’da çalışır; şehir içi gönderilerin yanı sıra şehirler arası gönderi de yapılabilir. Mesafe, çıkış adresinden sırasıyla her teslimat adresine karayoluyla hesaplanır.',
  ),
  t('h2', 'Fiyat nasıl hesaplanır?'),
  list([
    `${p.shortDistanceKm} km’nin altındaki gönderilerde sabit fiyat uygulanır: ${vehicleTypeLabels[1]} ${formatMoney(p.shortDistancePrice[1])}, ${vehicleTypeLabels[2]} ${formatMoney(p.shortDistancePrice[2])}.`,
    `${p.shortDistanceKm} km ve üzerinde açılış ücreti (${vehicleTypeLabels[1]} ${formatMoney(p.openingFee[1])}, ${vehicleTypeLabels[2]} ${formatMoney(p.openingFee[2])}) ile mesafe × ağırlık sınıfının kilometre birim fiyatı toplanır.`,
    'Buna ağırlık sınıfının ek ücreti eklenir.',
    `Risk ek ücreti: kilometre başına ${formatMoney(riskFee)} (güncel risk seviyesi ${p.currentRisk}/6).`,
    'Yükleme-boşaltma hizmeti seçerseniz ağırlık sınıfının yükleme ücreti eklenir.',
    `Güvence hizmeti seçerseniz beyan ettiğiniz gönderi değerinin %${p.insuranceRate * 100}’ü eklenir.`,
    'Toplam tutar tam liraya yuvarlanır.',
  ]),
  priceTable(1, motorWeights),
  priceTable(2, carWeights),
  t(
    'p',
    `Örnek: ${vehicleTypeLabels[example.vehicleType]} ile ${weightLabels[example.weightType]} bir paket, ${example.distanceKm} km: ${formatMoney(p.openingFee[1])} açılış + ${example.distanceKm} × ${formatMoney(p.perKmPrice[1])} + ${example.distanceKm} × ${formatMoney(riskFee)} risk = ${formatMoney(examplePrice.totalPrice)}.`,
  ),
  t(
    'p',
    `İhalede kuryeler liste fiyatının altında teklif verir; her yeni teklif en düşük teklifin en fazla ${percent(BID_MAX_RATIO)}’i, en az ${percent(BID_MIN_RATIO)}’si olabilir. Süre dolduğunda en düşük teklifi veren kurye atanır; teklif gelmezse gönderi liste fiyatıyla devam eder.`,
  ),
  el('Accordion', {}, [
    el('div', { value: 'guven', title: 'Güvenlik' }, [
      t(
        'p',
        'Her kurye adayının kimliği, ehliyeti ve adli sicil kaydı başvuruda incelenir; onaylanmayan kurye iş alamaz ve teklif veremez. Kurye, gönderinin açık adresini ve telefonunu yalnızca gönderi kendisine atandığında görür.',
      ),
    ]),
    el('div', { value: 'vizyon', title: 'Vizyonumuz' }, [
      t('p', 'Türkiye’nin her ilinde dakikalar içinde kurye bulunabilen bir teslimat ağı olmak.'),
    ]),
    el('div', { value: 'misyon', title: 'Misyonumuz' }, [
      t('p', 'Gönderenler için şeffaf fiyat, kuryeler için adil kazanç sağlamak.'),
    ]),
  ]),
]);

// ---------------------------------------------------------------------------------------------
// İletişim

export const contact = {
  phone: '0850 000 00 00',
  phoneHref: 'tel:+908500000000',
  email: 'destek@kuryecagir.example',
  kvkkEmail: 'kvkk@kuryecagir.example',
  address: 'Caferağa Mah. Moda Cad. No:1 D:3, 34710 Kadıköy/İstanbul',
} as const;

const row = (label: string, value: PageElement | string) =>
  el('tr', {}, [
    t('th', label, { scope: 'row' }),
    typeof value === 'string' ? t('td', value) : el('td', {}, [value]),
  ]);

export const contactPage: PageElement = el('div', {}, [
  el('PageHeader', {
    title: 'İletişim',
    subtitle: 'Sorularınız, önerileriniz ve şikâyetleriniz için buradayız',
  }),
  pageLinks(),
  t('h2', 'Müşteri hizmetleri'),
  el('p', {}, [
    t('span', 'Telefon: '),
    t('a', contact.phone, { href: contact.phoneHref, 'aria-label': `Ara: ${contact.phone}` }),
  ]),
  el('p', {}, [t('span', 'E-posta: '), t('a', contact.email, { href: `mailto:${contact.email}` })]),
  el('p', {}, [
    t('span', 'Kişisel verileriniz için: '),
    t('a', contact.kvkkEmail, { href: `mailto:${contact.kvkkEmail}` }),
  ]),
  t('h2', 'Çalışma saatleri'),
  el('table', {}, [
    t('caption', 'Müşteri hizmetleri çalışma saatleri'),
    el('tbody', {}, [
      row('Hafta içi', '09:00 - 18:00'),
      row('Cumartesi', '10:00 - 16:00'),
      row('Pazar ve resmî tatiller', 'Kapalı'),
    ]),
  ]),
  t(
    'p',
    'Kurye çağırma ve gönderi takibi uygulamada 7 gün 24 saat açıktır. Mesai dışında yazdığınız geri bildirimlere ilk iş günü dönüş yapılır.',
  ),
  t('h2', 'Adres'),
  el('address', {}, [t('span', 'Kurye Çağır Teknoloji A.Ş.'), el('br'), t('span', contact.address)]),
  t('h2', 'Bize yazın'),
  el('p', {}, [
    t('span', 'Görüş ve önerilerinizi '),
    t('a', 'Geri Bildirim', { href: '/geri-bildirim' }),
    t('span', ' formundan iletebilir, sık sorulan soruların yanıtlarını '),
    t('a', 'Yardım', { href: '/yardim' }),
    t('span', ' sayfasında bulabilirsiniz.'),
  ]),
]);

// ---------------------------------------------------------------------------------------------
// KVKK: the text the courier application shows, as a page.

export const kvkkPage: PageElement = el('div', {}, [
  el('PageHeader', { title: KVKK_TITLE, subtitle: 'Kurye başvurusu ve kuryelik faaliyeti' }),
  t('p', KVKK_UPDATED),
  t('p', KVKK_INTRO),
  ...kvkkSections.map((section) =>
    el('section', {}, [t('h2', section.title), ...section.paragraphs.map((text) => t('p', text))]),
  ),
]);
