import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutPage, contactPage } from '../../../mocks/seed/content';
import { renderTree } from './render-tree.test-utils';

describe('DynamicPageView: the named elements of SPEC 2', () => {
  it('renders the seeded about page: header, NavLinks, tabs, accordion', async () => {
    const { container } = await renderTree(aboutPage, '/hakkimizda');
    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeTruthy();
    expect(screen.getByText('Kurye Çağır ile gönderiniz güvenle yolda')).toBeTruthy();
    const about = screen.getByRole('link', { name: 'Hakkımızda' });
    expect(about.getAttribute('href')).toBe('/hakkimizda');
    expect(about.getAttribute('aria-current')).toBe('page');
    expect(about.hasAttribute('data-active')).toBe(true);
    const contact = screen.getByRole('link', { name: 'İletişim' });
    expect(contact.getAttribute('href')).toBe('/iletisim');
    expect(contact.hasAttribute('data-active')).toBe(false);
    expect(screen.getByRole('tab', { name: 'Müşteriler İçin' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Kuryeler İçin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vizyonumuz' })).toBeTruthy();
    expect(within(container).getByText(/motosikletli ve araçlı kuryeleri/)).toBeTruthy();
  });

  it('renders the seeded contact page', async () => {
    await renderTree(contactPage, '/iletisim');
    expect(screen.getByRole('heading', { level: 1, name: 'İletişim' })).toBeTruthy();
    expect(screen.getByText(/0850 000 00 00/)).toBeTruthy();
  });
});
