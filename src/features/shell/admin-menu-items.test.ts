import { describe, expect, it } from 'vitest';
import { adminMenu } from './admin-menu-items';

describe('the admin menu (grouped by area, in its order)', () => {
  it('every group with its links, labels and addresses as written', () => {
    expect(adminMenu.map((g) => [g.label, g.links.map((l) => `${l.label} ${l.to}`)])).toEqual([
      ['Onay', ['Onay Bekleyenler /admin/onay/onay-liste/']],
      ['Üyeler', ['Üye Listesi /admin/uye/uye-listele/', 'Üye İstatistikleri /admin/uye/istatistik/']],
      [
        'Gönderiler',
        [
          'Gönderi Listesi /admin/gonderi/gonderi-liste/',
          'Gönderi İstatistikleri /admin/gonderi/istatistik/',
        ],
      ],
      [
        'Hesaplar',
        [
          'Hesap Listesi /admin/hesap/hesap-liste/',
          'Hesap Hareketleri /admin/hesap/hareket-listele/',
          'Muhasebe /admin/hesap/muhasebe-yap/',
          'Mutabakat /admin/hesap/mutabakat/',
        ],
      ],
      [
        'Paketler',
        [
          'Paket Tanımları /admin/paket/paket-tanim-liste/',
          'Üye Paketleri /admin/paket/uye-paket-liste/',
          'Paket İstatistikleri /admin/paket/istatistik/',
        ],
      ],
      [
        'Bildirimler',
        ['Bildirimler /admin/bildirim/bildirim-liste/', 'Bildirim Gönder /admin/bildirim/bildirim-gonder/'],
      ],
      ['Yardım', ['Yardım /admin/yardim/yardim-liste/']],
      [
        'Dinamik Sayfalar',
        [
          'Dinamik Sayfalar /admin/dinamik/dinamik-sayfa-liste/',
          'Dinamik Sayfa Ekle /admin/dinamik/dinamik-sayfa-ekle/',
        ],
      ],
    ]);
  });

  it('each link is its own object (label and address only)', () => {
    expect(adminMenu[0]?.links[0]).toEqual({ label: 'Onay Bekleyenler', to: '/admin/onay/onay-liste/' });
  });
});
