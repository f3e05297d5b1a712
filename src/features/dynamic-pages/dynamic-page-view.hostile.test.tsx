// Issue 17 "Done when": a corpus of hostile trees, each rendered as the app renders it, asserting
// what reaches the DOM: nothing that runs code or loads from elsewhere, and the rest intact.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_TREE } from '@/domain/limits';
import { renderTree } from './render-tree.test-utils';
import { el, nested } from './tree-builders.test-utils';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const PWN = 'window.__pwned=1';
const DANGEROUS_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'math',
  'foreignobject',
  'template',
  'form',
  'input',
  'frame',
  'frameset',
  'applet',
  'video',
  'audio',
];

/** Everything the page put in the DOM is harmless: the one check every case ends with. */
function expectSafeDom(root: HTMLElement) {
  for (const node of [root, ...root.querySelectorAll('*')]) {
    const tag = node.tagName.toLowerCase();
    expect(DANGEROUS_TAGS, `<${tag}> in the page`).not.toContain(tag);
    // The only SVG is the app's own icons (Tabler's, Mantine's chevron): shapes, nothing else.
    if (tag === 'svg')
      for (const part of node.querySelectorAll('*'))
        expect(['path', 'g', 'circle', 'rect', 'line', 'polyline']).toContain(part.tagName.toLowerCase());
    for (const attr of node.attributes) {
      const name = attr.name.toLowerCase();
      expect(attr.value).not.toContain('__pwned');
      expect(name.startsWith('on'), `${name} on <${tag}>`).toBe(false);
      expect([
        'srcdoc',
        'formaction',
        'xlink:href',
        'action',
        'dangerouslysetinnerhtml',
        '__proto__',
      ]).not.toContain(name);
      if (name === 'href')
        expect(attr.value).toMatch(/^(\/(?!\/)|#|https?:\/\/[^/\\]|mailto:|tel:|[a-z0-9-]+(\/|$))/i);
      if (name === 'src') expect(attr.value).toMatch(/^\/(?!\/)/);
      if (name === 'style') expect(attr.value).not.toMatch(/url\(|expression|@import|javascript:|\\/i);
      if (name === 'target' && attr.value === '_blank')
        expect(node.getAttribute('rel')).toBe('noopener noreferrer');
    }
  }
  expect(window.__pwned).toBeUndefined();
}

/** The page around each hostile part: it must survive. */
const page = (...hostile: unknown[]) =>
  el('div', {}, [
    el('PageHeader', { title: 'Kampanya' }),
    ...hostile,
    el('p', {}, [], 'Sayfanın geri kalanı'),
  ]);

async function show(tree: unknown) {
  const result = await renderTree(tree);
  return { ...result, root: result.getByTestId('dynamic-page-root') };
}

function expectRestIntact() {
  expect(screen.getByRole('heading', { level: 1, name: 'Kampanya' })).toBeTruthy();
  expect(screen.getByText('Sayfanın geri kalanı')).toBeTruthy();
}

afterEach(() => {
  delete window.__pwned;
});

describe('hostile elements are not rendered; the page around them is', () => {
  it.each([
    ['script', el('script', {}, [], PWN)],
    ['script with src', el('script', { src: '/evil.js' })],
    ['iframe', el('iframe', { src: 'https://evil.example', srcdoc: `<script>${PWN}</script>` })],
    ['object', el('object', { data: 'https://evil.example/x.swf' }, [el('p', {}, [], 'fallback')])],
    ['embed', el('embed', { src: 'https://evil.example/x.swf' })],
    ['style', el('style', {}, [], 'body{display:none} * {background:url(https://evil.example/x)}')],
    ['link', el('link', { rel: 'stylesheet', href: 'https://evil.example/x.css' })],
    ['meta refresh', el('meta', { 'http-equiv': 'refresh', content: '0;url=https://evil.example' })],
    ['base', el('base', { href: 'https://evil.example/' })],
    ['svg', el('svg', { onload: PWN }, [el('script', {}, [], PWN)])],
    [
      'svg with foreignObject',
      el('svg', {}, [el('foreignObject', {}, [el('iframe', { src: 'javascript:alert(1)' })])]),
    ],
    ['foreignObject alone', el('foreignObject', {}, [el('p', {}, [], 'gizli')])],
    ['math', el('math', {}, [el('mtext', {}, [el('script', {}, [], PWN)])])],
    ['template', el('template', {}, [el('img', { src: 'x', onerror: PWN })])],
    [
      'form with a button',
      el('form', { action: 'https://evil.example' }, [
        el('input', { name: 'password' }),
        el('button', {}, [], 'Gönder'),
      ]),
    ],
    ['animate', el('animate', { attributeName: 'href', to: 'javascript:alert(1)' })],
  ])('%s', async (_, hostile) => {
    const { root } = await show(page(hostile));
    expectSafeDom(root);
    expectRestIntact();
    expect(root.textContent).not.toContain('gizli');
    expect(root.textContent).not.toContain('Gönder');
    expect(root.textContent).not.toContain('__pwned');
  });
});

describe('event handler attributes, in every case form, never reach the DOM', () => {
  const names = [
    'onclick',
    'onClick',
    'ONCLICK',
    'oNcLiCk',
    'onerror',
    'onError',
    'onload',
    'onmouseover',
    'onfocus',
    'onpointerenter',
    'onanimationstart',
    ' onclick ',
    'on\tclick',
  ];
  it.each(names)('%j', async (name) => {
    const { root } = await show(
      page(
        el('div', { [name]: PWN, title: 'kutu' }, [
          el('a', { href: '/iletisim', [name]: PWN }, [], 'Bağlantı'),
          el('img', { src: '/favicon.svg', alt: 'Logo', [name]: PWN }),
          el('NavLink', { href: '/iletisim', title: 'Menü', [name]: PWN }),
        ]),
      ),
    );
    expectSafeDom(root);
    expectRestIntact();
    fireEvent.click(screen.getByText('Bağlantı'));
    fireEvent.error(screen.getByAltText('Logo'));
    fireEvent.mouseOver(screen.getByTitle('kutu'));
    expect(window.__pwned).toBeUndefined();
    expect(screen.getByTitle('kutu')).toBeTruthy();
  });
});

describe('links: only relative, http(s), mailto and tel', () => {
  const refused = [
    'javascript:window.__pwned=1',
    'JaVaScRiPt:window.__pwned=1',
    '&#106;avascript:window.__pwned=1',
    '&#x6A;avascript:window.__pwned=1',
    'javascript&colon;window.__pwned=1',
    '  javascript:window.__pwned=1',
    '\u0001javascript:window.__pwned=1',
    'java\tscript:window.__pwned=1',
    'java\nscript:window.__pwned=1',
    'data:text/html,<script>window.__pwned=1</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ];

  it.each(refused)('%j: the link becomes its text, the NavLink its title', async (href) => {
    const { root } = await show(
      page(el('a', { href }, [], 'Tıkla'), el('NavLink', { href, title: 'Menü öğesi' })),
    );
    expectSafeDom(root);
    expectRestIntact();
    expect(screen.queryByRole('link', { name: 'Tıkla' })).toBeNull();
    expect(screen.getByText('Tıkla').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: 'Menü öğesi' })).toBeNull();
    expect(screen.getByText('Menü öğesi')).toBeTruthy();
    fireEvent.click(screen.getByText('Tıkla'));
    expect(window.__pwned).toBeUndefined();
  });

  it('keeps good links: app paths through the router, others as plain links', async () => {
    const { root } = await show(
      page(
        el('a', { href: '/iletisim' }, [], 'İletişim sayfası'),
        el('a', { href: 'https://www.example.com', target: '_blank' }, [], 'Dış site'),
        el('a', { href: 'mailto:destek@kuryecagir.example' }, [], 'E-posta'),
        el('a', { href: 'tel:+908500000000' }, [], 'Telefon'),
        el('NavLink', { href: 'tel:+908500000000', title: 'Bizi arayın', icon: 'phone' }),
      ),
    );
    expectSafeDom(root);
    expect(screen.getByRole('link', { name: 'İletişim sayfası' }).getAttribute('href')).toBe('/iletisim');
    const outside = screen.getByRole('link', { name: 'Dış site' });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'E-posta' }).getAttribute('href')).toBe(
      'mailto:destek@kuryecagir.example',
    );
    expect(screen.getByRole('link', { name: 'Bizi arayın' }).getAttribute('href')).toBe('tel:+908500000000');
  });

  it('drops images from other sites and data: images, keeps this site’s', async () => {
    const { root } = await show(
      page(
        el('img', { src: 'https://tracker.example/p.gif', alt: 'iz' }),
        el('img', { src: 'data:image/svg+xml,<svg onload="window.__pwned=1">', alt: 'veri' }),
        el('img', { src: 'javascript:window.__pwned=1', alt: 'betik' }),
        el('img', { src: '/favicon.svg', alt: 'Logo' }),
      ),
    );
    expectSafeDom(root);
    expect(root.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByAltText('Logo').getAttribute('src')).toBe('/favicon.svg');
  });
});

describe('styles: JSON text, safe properties and values only', () => {
  it.each([
    ['url()', '{"color":"rgb(194, 65, 12)","backgroundColor":"url(https://evil.example/x.png)"}'],
    ['expression()', '{"color":"rgb(194, 65, 12)","width":"expression(alert(1))"}'],
    ['@import', '{"color":"rgb(194, 65, 12)","fontFamily":"@import url(x)","fontSize":"@import \'x\'"}'],
    [
      'a forbidden property',
      '{"color":"rgb(194, 65, 12)","position":"fixed","backgroundImage":"url(x)","behavior":"url(x.htc)"}',
    ],
  ])('%s is dropped, the safe part applied', async (_, style) => {
    const { root } = await show(page(el('p', { style }, [], 'Renkli')));
    expectSafeDom(root);
    const p = screen.getByText('Renkli');
    expect(p.style.color).toBe('rgb(194, 65, 12)');
    expect(p.getAttribute('style')).not.toMatch(/url|expression|import|fixed|behavior/);
  });

  it.each([
    ['broken JSON', '{"color":"red"'],
    ['CSS text instead of JSON', 'color:red;background:url(javascript:alert(1))'],
    ['a JSON array', '[1,2]'],
    ['a number', 42],
    ['an object', { color: 'red' }],
  ])('%s in style gives no style, the element still renders', async (_, style) => {
    const { root } = await show(page(el('p', { style }, [], 'Stilsiz')));
    expectSafeDom(root);
    expectRestIntact();
    expect(screen.getByText('Stilsiz').hasAttribute('style')).toBe(false);
  });
});

describe('prop names that reach into React or the prototype', () => {
  it.each([
    'dangerouslySetInnerHTML',
    '__proto__',
    'constructor',
    'prototype',
    'innerHTML',
    'children',
    'ref',
    'key',
  ])('%s does nothing', async (name) => {
    const { root } = await show(
      page(el('div', { [name]: '{"__html":"<img src=x onerror=window.__pwned=1>"}' }, [], 'Kutu içi')),
    );
    expectSafeDom(root);
    expectRestIntact();
    expect(screen.getByText('Kutu içi')).toBeTruthy();
    expect(root.querySelector('img')).toBeNull();
    expect(({} as Record<string, unknown>).__html).toBeUndefined();
  });

  it('markup in text stays text', async () => {
    const { root } = await show(
      page(el('p', {}, [], '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>')),
    );
    expectSafeDom(root);
    expect(root.querySelector('img')).toBeNull();
    expect(screen.getByText(/<script>/).tagName).toBe('P');
  });
});

describe('size: deep, wide and long trees render bounded', () => {
  it(`10 000-deep nesting renders ${PAGE_TREE.maxDepth} levels`, async () => {
    const { root } = await show(page(nested(10_000, 'dipte')));
    expectSafeDom(root);
    expectRestIntact();
    expect(screen.queryByText('dipte')).toBeNull();
    let depth = 0;
    for (let n: Element | null = root.querySelector('div'); n; n = n.querySelector(':scope > div')) depth++;
    expect(depth).toBeLessThanOrEqual(PAGE_TREE.maxDepth);
  });

  it(`100 000 nodes render at most ${PAGE_TREE.maxNodes} elements`, async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => el('p', {}, [], `Satır ${i}`));
    const { root } = await show(el('div', {}, [el('PageHeader', { title: 'Kampanya' }), ...rows]));
    expectSafeDom(root);
    expect(root.querySelectorAll('p').length).toBe(PAGE_TREE.maxNodes - 2);
    expect(screen.getByText('Satır 0')).toBeTruthy();
    expect(screen.queryByText('Satır 99999')).toBeNull();
  });

  it(`1 MB strings are cut to ${PAGE_TREE.maxText} characters`, async () => {
    const mb = 'ş'.repeat(1_000_000);
    const { root } = await show(
      page(el('p', { title: mb }, [], mb), el('a', { href: `/${mb}` }, [], 'uzun bağlantı')),
    );
    expectSafeDom(root);
    expectRestIntact();
    expect(root.textContent!.length).toBeLessThan(PAGE_TREE.maxText + 200);
    expect(screen.getByText('uzun bağlantı').tagName).toBe('SPAN');
  });
});

describe('wrong types everywhere', () => {
  it.each([
    ['null', null],
    ['an array', [el('p', {}, [], 'x')]],
    ['elementType a number', { elementType: 1, propList: [], contentList: [] }],
    ['an object without elementType', { propList: [], contentList: [el('p', {}, [], 'x')] }],
  ])('a root that is %s renders an empty page', async (_, tree) => {
    const { root } = await show(tree);
    expectSafeDom(root);
    expect(root.textContent).toBe('');
  });

  it.each([
    ['a number', 42, '42'],
    ['a string', '<script>window.__pwned=1</script>', '<script>window.__pwned=1</script>'],
  ])('a root that is %s renders as text only', async (_, tree, text) => {
    const { root } = await show(tree);
    expectSafeDom(root);
    expect(root.children).toHaveLength(0);
    expect(root.textContent).toBe(text);
  });

  it('numbers for strings, objects for arrays, null anywhere: the good parts render', async () => {
    const { root } = await show(
      page(
        { elementType: 'p', propList: null, contentList: null, text: 2026 },
        {
          elementType: 'p',
          propList: { propName: 'style', propValue: '{"color":"red"}' },
          contentList: { 0: el('script') },
          text: 'Nesne listeler',
        },
        {
          elementType: 'h2',
          propList: [{ propName: 'title', propValue: { x: 1 } }, null, 5],
          contentList: [null, 3, true, 'çıplak metin'],
          text: null,
        },
        {
          elementType: 'Accordion',
          propList: 'yok',
          contentList: [null, el('div', { title: 5, value: {} }, [], 'Bölüm içi')],
        },
        { elementType: 'Tab', propList: [], contentList: [el('div', { title: 'Tek' }, [], 'Sekme içi')] },
        { elementType: 'NavLink', propList: [{ propName: 'href', propValue: 7 }], contentList: [] },
        { elementType: 'PageHeader', propList: [{ propName: 'title', propValue: null }], contentList: [] },
      ),
    );
    expectSafeDom(root);
    expectRestIntact();
    expect(screen.getByText('2026')).toBeTruthy();
    expect(screen.getByText('Nesne listeler').hasAttribute('style')).toBe(false);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('3çıplak metin');
    // A NavLink with nothing to show (no title) is not an empty link.
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '5' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tek' })).toBeTruthy();
  });
});
