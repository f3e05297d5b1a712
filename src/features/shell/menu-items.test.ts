import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu-items';

const labels = (signedIn: boolean, roles: string[]) => visibleMenu(signedIn, roles).map((item) => item.label);

describe('the menu by who is signed in (docs/screens-and-routes.md and docs/statuses-and-visibility.md, issue 16)', () => {
  it('offers Giriş and no work pages when signed out', () => {
    expect(labels(false, [])).toEqual([
      'Anasayfa',
      'Kurye Çağır',
      'Gönderi Takip',
      'Kurye Girişi',
      'Kurye Ol',
      'Hakkımızda',
      'İletişim',
      'Geri Bildirim',
      'Yardım',
      'KVKK Aydınlatma Metni',
      'Giriş',
    ]);
  });

  it("keeps a signed-in customer's menu public, without Giriş and without anyone's work pages", () => {
    expect(labels(true, ['Customer'])).toEqual([
      'Anasayfa',
      'Kurye Çağır',
      'Gönderi Takip',
      'Kurye Girişi',
      'Kurye Ol',
      'Hakkımızda',
      'İletişim',
      'Geri Bildirim',
      'Yardım',
      'KVKK Aydınlatma Metni',
    ]);
  });

  it("gives a courier a courier's menu: İşlerim and Profilim first, nothing of a customer or a visitor", () => {
    expect(labels(true, ['Courier'])).toEqual([
      'Anasayfa',
      'İşlerim',
      'Profilim',
      'Hakkımızda',
      'İletişim',
      'Geri Bildirim',
      'Yardım',
      'KVKK Aydınlatma Metni',
    ]);
  });

  it('gives an admin Yönetim Paneli first, and no courier sign-in or sign-up', () => {
    const items = labels(true, ['Admin']);
    expect(items.slice(0, 2)).toEqual(['Anasayfa', 'Yönetim Paneli']);
    expect(items).not.toContain('Kurye Girişi');
    expect(items).not.toContain('Kurye Ol');
    expect(items).not.toContain('İşlerim');
    expect(items).not.toContain('Profilim');
    expect(items.slice(-5)).toEqual([
      'Hakkımızda',
      'İletişim',
      'Geri Bildirim',
      'Yardım',
      'KVKK Aydınlatma Metni',
    ]);
  });

  it('ignores roles without a session', () => {
    expect(labels(false, ['Courier'])).toEqual(labels(false, []));
  });
});
