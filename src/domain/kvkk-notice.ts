// The KVKK (Law No. 6698) notice for couriers (docs/courier-application.md): seven sections, last updated 6 October 2025.
// One text, two readers: the courier application shows it in its consent box (it must work
// offline and be read to the end), and the emulated server seeds the public page /kvkk (dynamic
// page `kvkk`) from it, so the two never differ.
export const KVKK_TITLE = 'KVKK Aydınlatma Metni';
export const KVKK_UPDATED = 'Son güncelleme: 6 Ekim 2025';
/** The dynamic page the public notice is (GET /dynamic/kvkk, the route /kvkk). */
export const KVKK_PAGE_CODE = 'kvkk';
/** Who processes the data, before the sections. */
export const KVKK_INTRO =
  '6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca, veri sorumlusu sıfatıyla Kurye Çağır Teknoloji A.Ş. olarak kişisel verilerinizi aşağıda açıklanan şekilde işliyoruz.';

export interface KvkkSection {
  title: string;
  paragraphs: readonly string[];
}

export const kvkkSections: readonly KvkkSection[] = [
  {
    title: '1. İşlenen Kişisel Veriler',
    paragraphs: [
      'Kurye başvurunuz ve kuryelik faaliyetiniz kapsamında şu verileriniz işlenir: kimlik bilgileri (ad, soyad, T.C. kimlik numarası), iletişim bilgileri (cep telefonu, e-posta, ikamet adresi), finansal bilgiler (IBAN), görsel veriler (vesikalık fotoğraf), belgeler (ehliyet, adli sicil kaydı, vergi levhası), araç bilginiz ve iş süresince konum ve teslimat kayıtları.',
    ],
  },
  {
    title: '2. İşleme Amaçları',
    paragraphs: [
      'Verileriniz; başvurunuzun değerlendirilmesi ve kimliğinizin doğrulanması, kuryelik için aranan şartların (ehliyet, adli sicil, vergi kaydı) kontrolü, size uygun işlerin gösterilmesi, gönderilerin teslimi ve takibi, kazançlarınızın ödenmesi, yasal yükümlülüklerimizin yerine getirilmesi ile güvenlik ve dolandırıcılığın önlenmesi amaçlarıyla işlenir.',
    ],
  },
  {
    title: '3. Aktarım',
    paragraphs: [
      'Verileriniz yalnızca gerekli olduğu ölçüde aktarılır: gönderi sahiplerine adınız, fotoğrafınız, araç bilginiz ve iletişim bilginiz (yalnızca size atanan gönderiler için); ödemeleriniz için bankalara ve ödeme kuruluşlarına; SMS ve barındırma hizmeti aldığımız tedarikçilere; talep hâlinde yetkili kamu kurum ve kuruluşlarına. Verileriniz yurt dışına aktarılmaz.',
    ],
  },
  {
    title: '4. Toplama Yöntemi ve Hukuki Sebep',
    paragraphs: [
      'Verileriniz bu başvuru formu, mobil uygulama ve SMS doğrulaması aracılığıyla elektronik ortamda toplanır.',
      'Hukuki sebepler (KVKK m. 5): bir sözleşmenin kurulması ve ifası, kanunlarda açıkça öngörülmesi, hukuki yükümlülüğümüzün yerine getirilmesi, bir hakkın tesisi, kullanılması veya korunması ile temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz. Adli sicil kaydınız gibi özel nitelikli veriler, kanunlarda öngörülen hâllerde ve açık rızanız ile işlenir.',
    ],
  },
  {
    title: '5. Saklama Süresi',
    paragraphs: [
      'Başvurunuz reddedilirse verileriniz ret tarihinden itibaren 6 ay sonra silinir. Kurye olarak çalıştığınız sürece ve ilişkinin bitiminden sonra ilgili mevzuatın öngördüğü süreler boyunca (ticari ve vergisel kayıtlar için 10 yıl) saklanır; süre sonunda silinir, yok edilir veya anonim hâle getirilir.',
    ],
  },
  {
    title: '6. İlgili Kişinin Hakları',
    paragraphs: [
      'KVKK m. 11 uyarınca; verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, şartları oluştuğunda silinmesini veya yok edilmesini isteme, bu işlemlerin aktarılan kişilere bildirilmesini isteme, otomatik analiz sonucu aleyhinize bir sonuca itiraz etme ve kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.',
    ],
  },
  {
    title: '7. İletişim',
    paragraphs: [
      'Haklarınızı kullanmak için taleplerinizi kvkk@kuryecagir.example adresine e-posta ile ya da uygulamadaki İletişim sayfasından iletebilirsiniz. Talepleriniz en geç 30 gün içinde ücretsiz olarak yanıtlanır.',
    ],
  },
];
