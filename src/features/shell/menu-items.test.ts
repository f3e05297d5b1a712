import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu-items';

const labels = (signedIn: boolean, roles: string[]) => visibleMenu(signedIn, roles).map((item) => item.label);

describe('the menu by who is signed in (SPEC 2 and 6)', () => {
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
      'Giriş',
    ]);
  });

  it('drops Giriş for a signed-in customer and adds nothing else', () => {
    const items = labels(true, ['Customer']);
    expect(items).not.toContain('Giriş');
    expect(items).not.toContain('İşlerim');
    expect(items).not.toContain('Yönetim Paneli');
  });

  it('gives couriers İşlerim and admins Yönetim Paneli', () => {
    expect(labels(true, ['Courier'])).toContain('İşlerim');
    expect(labels(true, ['Courier'])).not.toContain('Yönetim Paneli');
    expect(labels(true, ['Admin'])).toContain('Yönetim Paneli');
    expect(labels(true, ['Admin'])).not.toContain('İşlerim');
  });

  it('ignores roles without a session', () => {
    expect(labels(false, ['Courier'])).not.toContain('İşlerim');
  });
});
