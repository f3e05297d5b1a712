import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as seed from '../../../demo/content';
import { renderTree } from './render-tree.test-utils';
import { sanitizeTree } from './sanitize-tree';
import { el, typesOf } from './tree-builders.test-utils';

const page = el('div', {}, [
  el('PageHeader', { title: 'Hakkımızda', subtitle: 'Kurye Çağır ile gönderiniz güvenle yolda' }),
  el('div', { style: '{"display":"flex","gap":"1rem","flexWrap":"wrap"}' }, [
    el('NavLink', { href: '/hakkimizda', title: 'Hakkımızda', icon: 'info-circle' }),
    el('NavLink', { href: '/iletisim', title: 'İletişim', icon: 'phone', activeColor: 'blue' }),
    el('NavLink', { href: 'tel:+908500000000', title: 'Bizi Arayın', icon: 'phone' }),
  ]),
  el('p', {}, [el('strong', {}, [], 'Kurye Çağır'), ' bir kurye pazaryeridir.']),
  el('Tab', { defaultValue: 'kurye' }, [
    el('div', { value: 'musteri', title: 'Müşteriler İçin' }, [el('p', {}, [], 'Fiyatı anında görün.')]),
    el('div', { value: 'kurye', title: 'Kuryeler İçin' }, [el('p', {}, [], 'Kazancınızı belirleyin.')]),
  ]),
  el('Accordion', {}, [
    el('div', { value: 'vizyon', title: 'Vizyonumuz' }, [
      el('p', {}, [], 'Her ilde dakikalar içinde kurye.'),
    ]),
    el('div', { value: 'misyon', title: 'Misyonumuz' }, [el('p', {}, [], 'Şeffaf fiyat, adil kazanç.')]),
  ]),
  el('ul', {}, [el('li', {}, [], 'Motor'), el('li', {}, [], 'Araba')]),
  el('table', {}, [
    el('thead', {}, [
      el('tr', {}, [el('th', { scope: 'col' }, [], 'Araç'), el('th', { scope: 'col' }, [], 'Taban')]),
    ]),
    el('tbody', {}, [el('tr', {}, [el('td', {}, [], 'Motor'), el('td', {}, [], '150 ₺')])]),
  ]),
  el('img', { src: '/icons/icon-192.png', alt: 'Kurye Çağır logosu', width: '96' }),
]);

describe('DynamicPageView: the named elements of docs/screens-and-routes.md', () => {
  it('PageHeader: the title as the h1, the subtitle under it', async () => {
    await renderTree(page, '/hakkimizda');
    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeTruthy();
    expect(screen.getByText('Kurye Çağır ile gönderiniz güvenle yolda')).toBeTruthy();
  });

  it('NavLink: highlighted (orange by default) when its target is the current path, with its icon', async () => {
    await renderTree(page, '/hakkimizda/');
    const about = screen.getByRole('link', { name: 'Hakkımızda' });
    expect(about.getAttribute('href')).toBe('/hakkimizda');
    expect(about.getAttribute('aria-current')).toBe('page');
    expect(about.hasAttribute('data-active')).toBe(true);
    expect(about.getAttribute('style')).toContain('orange');
    expect(about.querySelector('svg.tabler-icon-info-circle')).toBeTruthy();
    const contact = screen.getByRole('link', { name: 'İletişim' });
    expect(contact.getAttribute('href')).toBe('/iletisim');
    expect(contact.hasAttribute('data-active')).toBe(false);
    expect(screen.getByRole('link', { name: 'Bizi Arayın' }).getAttribute('href')).toBe('tel:+908500000000');
  });

  it('NavLink: its own active colour when given', async () => {
    await renderTree(page, '/iletisim');
    const contact = screen.getByRole('link', { name: 'İletişim' });
    expect(contact.getAttribute('aria-current')).toBe('page');
    expect(contact.getAttribute('style')).toContain('blue');
  });

  it('Tab: one tab per child, the default one open, the others a click away', async () => {
    await renderTree(page);
    expect(screen.getByRole('tab', { name: 'Kuryeler İçin' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Kazancınızı belirleyin.')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Müşteriler İçin' }));
    expect(screen.getByText('Fiyatı anında görün.')).toBeVisible();
  });

  it('Accordion: one section per child, titled, opened by a click', async () => {
    await renderTree(page);
    const control = screen.getByRole('button', { name: 'Vizyonumuz' });
    expect(control.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Her ilde dakikalar içinde kurye.')).toBeTruthy();
  });

  it('plain elements with their text, style and attributes', async () => {
    const { root } = await renderTree(page);
    expect(within(root).getByText('Kurye Çağır').tagName).toBe('STRONG');
    expect(within(root).getByText('Kurye Çağır').closest('p')?.textContent).toBe(
      'Kurye Çağır bir kurye pazaryeridir.',
    );
    const row = within(root).getByRole('link', { name: 'İletişim' }).parentElement!;
    expect(row.style.display).toBe('flex');
    expect(row.style.flexWrap).toBe('wrap');
    expect(
      within(root)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Motor', 'Araba']);
    expect(within(root).getByRole('columnheader', { name: 'Araç' }).getAttribute('scope')).toBe('col');
    expect(within(root).getByRole('cell', { name: '150 ₺' })).toBeTruthy();
    const logo = within(root).getByAltText('Kurye Çağır logosu');
    expect(logo.getAttribute('src')).toBe('/icons/icon-192.png');
    expect(logo.getAttribute('width')).toBe('96');
  });

  it('a table scrolls in its own box that the keyboard reaches, never the page', async () => {
    const { root } = await renderTree(page);
    const table = within(root).getByRole('table');
    const box = table.parentElement!;
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box).toHaveAccessibleName('Tablo (yana kaydırılabilir)');
  });
});

describe('the seeded dynamic pages', () => {
  // Whatever the seed says, the renderer must show all of it: nothing in it may be something the
  // allow-list drops (a seed that needs a new element type or prop needs a renderer change first).
  const trees = Object.entries(seed).filter(
    ([, value]) => typeof value === 'object' && value !== null && 'elementType' in value,
  );

  it.each(trees)('%s loses no element to the sanitizer', (_, tree) => {
    let raw = 0;
    const stack: unknown[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop() as { contentList?: unknown[] };
      raw++;
      stack.push(...(node.contentList ?? []));
    }
    expect(typesOf(sanitizeTree(tree))).toHaveLength(raw);
  });

  it.each(trees)('%s renders with a header', async (_, tree) => {
    await renderTree(tree);
    expect(screen.getAllByRole('heading').length).toBeGreaterThan(0);
  });
});
