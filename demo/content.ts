// The demo content both servers store at reset (docs/server.md, demo/users.ts's way): the public
// help and the dynamic pages, as plain data dated relative to `base` (the server clock at reset).
// Figures in the answers come from src/domain, so help never quotes a price the app does not charge.
import { BID_MAX_RATIO, BID_MIN_RATIO, TENDER_DURATION_MINUTES } from '@/domain/bid-limits';
import type { PageElementInput } from '@/domain/dynamic-pages';
import { formatMoney } from '@/domain/format';
import { MAX_DELIVERIES } from '@/domain/limits';
import { priceParams as p } from '@/domain/pricing';
import { aboutPage, contact, contactPage, kvkkPage } from './content-pages';

export { aboutPage, contactPage, kvkkPage };

const DAY = 24 * 3_600_000;
const percent = (ratio: number) => `%${Math.round(ratio * 100)}`;

/** The public help (GET /help): questions of customers first, then of couriers. */
export const helpEntries = [
  {
    title: 'Kurye nasıl çağırırım?',
    body: 'Menüden "Kurye Çağır"ı seçin; araç tipini ve ağırlığı belirleyin, çıkış ve varış adreslerini girin. Fiyat adresleri girdiğiniz anda hesaplanır. Üye değilseniz telefonunuza gelen SMS koduyla doğrulama yaparsınız; gönderiniz oluşturulunca takip ekranına geçersiniz.',
  },
  {
    title: 'Fiyat nasıl hesaplanıyor?',
    body: `${p.shortDistanceKm} km’nin altında sabit fiyat uygulanır (Motor ${formatMoney(p.shortDistancePrice[1])}, Araba ${formatMoney(p.shortDistancePrice[2])}). Daha uzun mesafede açılış ücretine (Motor ${formatMoney(p.openingFee[1])}, Araba ${formatMoney(p.openingFee[2])}) kilometre başına ağırlığa göre ${formatMoney(p.perKmPrice[1])} ile ${formatMoney(p.perKmPrice[10])} arası ücret eklenir. Ağırlık ek ücreti, risk ek ücreti ve seçtiyseniz güvence ile yükleme-boşaltma ücreti de eklenir; toplam tam liraya yuvarlanır. Ayrıntılı tablo Hakkımızda sayfasındadır.`,
  },
  {
    title: 'İhale (teklif) süreci nedir?',
    body: `Gönderinizi ihaleye çıkarırsanız kuryeler ${TENDER_DURATION_MINUTES} dakika boyunca liste fiyatının altında teklif verir. Dilediğiniz teklifi "Seç" ile kabul edebilirsiniz; süre dolduğunda en düşük teklifi veren kurye otomatik atanır. Hiç teklif gelmezse gönderi liste fiyatıyla devam eder. İhalede hiçbir zaman liste fiyatından fazlasını ödemezsiniz.`,
  },
  {
    title: 'Güvence hizmeti neyi kapsar?',
    body: `Güvence hizmeti, taşıma sırasında oluşabilecek hasar ve kayıplara karşı beyan ettiğiniz gönderi değeri kadar güvence sağlar. Ücreti beyan edilen değerin %${p.insuranceRate * 100}’üdür; örneğin 2.000,00 ₺ değerindeki bir gönderi için ${formatMoney(2000 * p.insuranceRate)}. Güvence seçtiğinizde gönderi değerini girmeniz gerekir.`,
  },
  {
    title: 'Yükleme-boşaltma hizmeti nedir?',
    body: `Ağır ve hacimli gönderilerde kuryenin paketi taşıyıp yüklemesi ve teslim adresinde indirmesi için seçebileceğiniz ek hizmettir. Ücreti ağırlığa göre değişir: 5 kg’a kadar ücretsiz, 300-500 kg için ${formatMoney(p.loadingSurcharge[10])}.`,
  },
  {
    title: 'Ödemeyi nasıl yaparım?',
    body: 'Ödeme kapıda, kuryeye yapılır (Kapıda Ödeme). IBAN ile ödeme seçeneği şu anda kullanılamıyor; açıldığında ödeme adımında görünecek.',
  },
  {
    title: 'Gönderimi nasıl iptal ederim?',
    body: 'Gönderi Takip ekranında gönderinizi açın ve "İptal Et"e basın. Gönderi oluşturulduktan sonra, ihale sürerken, kurye atanırken ve kurye paketi almaya gelirken iptal edebilirsiniz; kurye paketi teslim aldıktan sonra iptal edilemez.',
  },
  {
    title: 'Gönderimi nasıl takip ederim?',
    body: 'Menüdeki "Gönderi Takip" ekranında aktif ve geçmiş gönderileriniz listelenir. Bir gönderiyi açtığınızda hareketlerini, ihaleyi, kuryenizin adını ve aracını görürsünüz.',
  },
  {
    title: 'Birden fazla adrese gönderi yapabilir miyim?',
    body: `Evet. Bir gönderiye en fazla ${MAX_DELIVERIES} teslimat adresi ekleyebilir, sıralarını değiştirebilirsiniz. Kurye adresleri sırayla dolaşır ve her adresteki teslimatı ayrı ayrı kaydeder.`,
  },
  {
    title: 'İnternet bağlantım yokken ne olur?',
    body: 'Daha önce açtığınız sayfalar ve adres listeleri bağlantı olmadan da açılır; ekranda "Son güncelleme" saati görünür. Üye girişi yapmışken bağlantısız oluşturduğunuz gönderi ve yazdığınız geri bildirim telefonunuzda bekler, bağlantı gelince bir kez gönderilir.',
  },
  {
    title: 'Nasıl kurye olurum?',
    body: '"Kurye Ol" sayfasından başvurunuzu yapın: kişisel bilgileriniz, aracınız, adresiniz, IBAN’ınız ve belgeleriniz. Telefonunuzu SMS koduyla doğruladıktan sonra başvurunuz incelenir; onaylandığında SMS ile bilgilendirilir, Kurye Girişi’nden çalışmaya başlarsınız.',
  },
  {
    title: 'Kurye başvurusu için hangi belgeler gerekiyor?',
    body: 'Vesikalık fotoğraf, ehliyet, adli sicil kaydı ve vergi levhası. Belgeleri telefonunuzun kamerasıyla çekebilir ya da galeriden seçebilirsiniz (JPEG veya PNG). Başvurunuz taslak olarak saklanır; yarıda bırakırsanız kaldığınız yerden devam edersiniz.',
  },
  {
    title: 'İhalede nasıl teklif veririm?',
    body: `İşlerim ekranındaki Açık İhaleler’den bir gönderi açın ve tutarınızı girin. Teklifiniz en düşük aktif teklifin en fazla ${percent(BID_MAX_RATIO)}’i, en az ${percent(BID_MIN_RATIO)}’si olabilir. Teklifinizi sonradan düşürebilir ya da ihaleden çekilebilirsiniz.`,
  },
  {
    title: 'Kapıda tahsil ettiğim ücreti nasıl görürüm?',
    body: 'İşlerim ekranının özetinde tamamladığınız işler, kazancınız ve kapıda tahsil ettiğiniz tutar görünür. Kazancınız, ihaleyle aldığınız işlerde kabul edilen teklif, diğerlerinde liste fiyatıdır.',
  },
  {
    title: 'Kişisel verilerim nasıl korunuyor?',
    body: `Verilerinizin hangi amaçla işlendiği, kimlere aktarıldığı ve haklarınız KVKK Aydınlatma Metni sayfasında yazılıdır. Talepleriniz için ${contact.kvkkEmail} adresine yazabilirsiniz. Kuryeler, gönderinizin açık adresini ve telefonunu yalnızca gönderi kendilerine atandığında görür.`,
  },
];

export interface DemoHelp {
  helpId: number;
  title: string;
  body: string;
  order: number;
  isActive: boolean;
}

/** The help as stored: ids from 1, ordered in tens (room to insert), all active. */
export const demoHelp = (): DemoHelp[] =>
  helpEntries.map((entry, i) => ({ helpId: i + 1, ...entry, order: (i + 1) * 10, isActive: true }));

export interface DemoPage {
  pageCode: string;
  title: string;
  isActive: boolean;
  content: PageElementInput;
  updatedAt: number;
}

/** The public content pages, last changed a week before `base`. */
export const demoPages = (base: number): DemoPage[] => [
  {
    pageCode: 'hakkimizda',
    title: 'Hakkımızda',
    isActive: true,
    content: aboutPage,
    updatedAt: base - 7 * DAY,
  },
  {
    pageCode: 'iletisim',
    title: 'İletişim',
    isActive: true,
    content: contactPage,
    updatedAt: base - 7 * DAY,
  },
  {
    pageCode: 'kvkk',
    title: 'KVKK Aydınlatma Metni',
    isActive: true,
    content: kvkkPage,
    updatedAt: base - 7 * DAY,
  },
];
