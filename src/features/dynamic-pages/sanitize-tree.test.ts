import { describe, expect, it } from 'vitest';
import { PAGE_TREE } from '@/domain/limits';
import { pageTitleOf, sanitizeTree, type SafeElement, type SafeNode } from './sanitize-tree';
import { el, nested, typesOf } from './tree-builders.test-utils';

const only = (nodes: SafeNode[]): SafeElement => {
  expect(nodes).toHaveLength(1);
  expect(nodes[0]!.kind).toBe('element');
  return nodes[0] as SafeElement;
};

function countNodes(nodes: readonly SafeNode[]): { count: number; depth: number } {
  let count = 0;
  let depth = 0;
  const stack: [SafeNode, number][] = nodes.map((n) => [n, 1]);
  while (stack.length > 0) {
    const [n, d] = stack.pop()!;
    count++;
    depth = Math.max(depth, d);
    if (n.kind === 'element') for (const c of n.children) stack.push([c, d + 1]);
  }
  return { count, depth };
}

describe('sanitizeTree: element types', () => {
  it('keeps allowed plain elements with their text and children', () => {
    const tree = sanitizeTree(
      el('section', {}, [el('h2', {}, [], 'Başlık'), el('p', {}, [el('strong', {}, [], 'kalın')], 'Metin ')]),
    );
    expect(typesOf(tree)).toEqual(['section', 'h2', 'p', 'strong']);
    const p = (only(tree).children[1] as SafeElement).children;
    expect(p[0]).toEqual({ kind: 'text', text: 'Metin ' });
  });

  it.each([
    'script',
    'SCRIPT',
    'iframe',
    'object',
    'embed',
    'style',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'foreignObject',
    'template',
    'noscript',
    'form',
    'input',
    'button',
    'video',
    'audio',
    'canvas',
    'frameset',
    'frame',
    'applet',
  ])('drops %s with everything inside it', (type) => {
    const tree = sanitizeTree(
      el('div', {}, [
        el(type, { src: '/x', href: '/x' }, [el('p', {}, [], 'içerik')], 'alert(1)'),
        el('p', {}, [], 'kalan'),
      ]),
    );
    expect(typesOf(tree)).toEqual(['div', 'p']);
    expect(JSON.stringify(tree)).not.toContain('alert');
    expect(JSON.stringify(tree)).not.toContain('içerik');
  });

  it('turns an unknown element into a neutral box that keeps its text', () => {
    const tree = sanitizeTree(el('div', {}, [el('marquee', {}, [el('p', {}, [], 'içerik')], 'kayan')]));
    expect(typesOf(tree)).toEqual(['div', 'div', 'p']);
    expect(JSON.stringify(tree)).toContain('kayan');
  });

  it('reads named elements in any case and plain tags in lower case', () => {
    expect(typesOf(sanitizeTree(el('pageheader', { title: 'T' })))).toEqual(['PageHeader']);
    expect(typesOf(sanitizeTree(el('DIV', {}, [el('Tab')])))).toEqual(['div', 'Tab']);
  });

  it('keeps the children in order, after the element text', () => {
    const tree = sanitizeTree(
      el('div', {}, [el('p', {}, [], 'bir'), el('blink', {}, [], 'iki'), el('p', {}, [], 'üç')], 'sıfır'),
    );
    const texts = JSON.stringify(tree).match(/sıfır|bir|iki|üç/g);
    expect(texts).toEqual(['sıfır', 'bir', 'iki', 'üç']);
  });
});

describe('sanitizeTree: attributes', () => {
  it.each([
    'onclick',
    'onClick',
    'ONCLICK',
    'OnMouseOver',
    'onerror',
    'onload',
    'onfocus',
    'onanimationstart',
    ' onclick',
    'on',
  ])('drops the %j attribute', (name) => {
    const e = only(sanitizeTree(el('img', { src: '/a.png', [name]: 'window.__pwned=1' })));
    expect(JSON.stringify(e)).not.toContain('__pwned');
  });

  it.each([
    'dangerouslySetInnerHTML',
    '__proto__',
    'constructor',
    'prototype',
    'innerHTML',
    'srcdoc',
    'formaction',
    'xlink:href',
    'id',
    'name',
    'class',
    'className',
    'ref',
    'key',
    'is',
  ])('drops the %j prop name', (name) => {
    const e = only(
      sanitizeTree(
        el('p', { [name]: '{"__html":"<img src=x onerror=alert(1)>"}', title: 'kalır' }, [], 'metin'),
      ),
    );
    expect(e.attributes).toEqual({ title: 'kalır' });
    expect(JSON.stringify(e)).not.toContain('__html');
    expect(({} as Record<string, unknown>).title).toBeUndefined();
  });

  it('gives target=_blank links rel="noopener noreferrer"', () => {
    const a = only(sanitizeTree(el('a', { href: 'https://example.com', target: '_blank' }, [], 'dış')));
    expect(a.attributes).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(a.link).toEqual({ kind: 'external', href: 'https://example.com' });
    expect(only(sanitizeTree(el('a', { href: '/x', target: 'evil' }, [], 'x'))).attributes).toEqual({});
  });

  it('turns a link to a refused address into its text', () => {
    const e = only(sanitizeTree(el('a', { href: 'javascript:alert(1)' }, [], 'tıkla')));
    expect(e.type).toBe('span');
    expect(e.link).toBeUndefined();
    expect(e.children).toEqual([{ kind: 'text', text: 'tıkla' }]);
  });

  it('drops an image from another site or without a source', () => {
    expect(sanitizeTree(el('img', { src: 'https://tracker.example/p.gif' }))).toEqual([]);
    expect(sanitizeTree(el('img', {}))).toEqual([]);
    expect(
      only(sanitizeTree(el('img', { src: '/logo.png', alt: 'Logo', width: '120', height: 'x' }))).attributes,
    ).toEqual({
      alt: 'Logo',
      src: '/logo.png',
      width: 120,
    });
  });

  it('keeps at most maxProps props and the first of two with the same name', () => {
    const props = Array.from({ length: 200 }, (_, i) => ({ propName: 'x' + i, propValue: 'v' }));
    props.push({ propName: 'title', propValue: 'sonra' });
    const e = only(
      sanitizeTree({
        elementType: 'p',
        propList: [
          { propName: 'title', propValue: 'önce' },
          { propName: 'TITLE', propValue: 'ikinci' },
          ...props,
        ],
        contentList: [],
      }),
    );
    expect(e.attributes.title).toBe('önce');
  });
});

describe('sanitizeTree: wrong types everywhere', () => {
  it.each([
    ['null', null],
    ['a number', 42],
    ['a string', '<script>alert(1)</script>'],
    ['an array', [el('p', {}, [], 'x')]],
    ['an empty object', {}],
    ['a number for elementType', { elementType: 7, propList: [], contentList: [] }],
    ['an object for elementType', { elementType: { toString: 'div' }, propList: [], contentList: [] }],
    ['an empty elementType', { elementType: '  ', propList: [], contentList: [] }],
  ])('a root that is %s gives nothing or text only', (_, raw) => {
    const tree = sanitizeTree(raw);
    expect(typesOf(tree)).toEqual([]);
  });

  it('reads a tree whose lists and values have the wrong types without losing the good parts', () => {
    const tree = sanitizeTree({
      elementType: 'div',
      propList: { propName: 'title', propValue: 'x' },
      contentList: [
        null,
        7,
        'düz metin',
        true,
        [el('p')],
        { elementType: 'p', propList: null, contentList: { 0: el('b') }, text: { x: 1 } },
        {
          elementType: 'p',
          propList: [
            null,
            3,
            'title',
            { propName: 5, propValue: 'x' },
            { propName: 'title', propValue: { a: 1 } },
          ],
          contentList: 'abc',
          text: 12,
        },
        {
          elementType: 'h2',
          propList: [{ propName: 'title', propValue: 3 }],
          contentList: [],
          text: 'sağlam',
        },
      ],
    });
    const root = only(tree);
    expect(root.attributes).toEqual({});
    expect(root.children.map((c) => (c.kind === 'text' ? c.text : c.type))).toEqual([
      '7',
      'düz metin',
      'p',
      'p',
      'h2',
    ]);
    expect((root.children[3] as SafeElement).children).toEqual([{ kind: 'text', text: '12' }]);
    expect((root.children[4] as SafeElement).attributes.title).toBe('3');
  });

  it('drops a node that contains itself (a cycle) and keeps the rest', () => {
    const loop: { elementType: string; propList: unknown[]; contentList: unknown[]; text: string } = {
      elementType: 'div',
      propList: [],
      contentList: [],
      text: 'döngü',
    };
    loop.contentList.push(loop, el('p', {}, [], 'kardeş'));
    const tree = sanitizeTree(loop);
    expect(typesOf(tree)).toEqual(['div', 'p']);
  });
});

describe('sanitizeTree: limits', () => {
  it(`renders ${PAGE_TREE.maxDepth} levels of a 10 000-deep tree, fast and without a stack overflow`, () => {
    const deep = nested(10_000);
    const started = performance.now();
    const tree = sanitizeTree(deep);
    expect(performance.now() - started).toBeLessThan(200);
    expect(countNodes(tree).depth).toBe(PAGE_TREE.maxDepth);
  });

  it(`keeps ${PAGE_TREE.maxNodes} of 100 000 nodes, quickly`, () => {
    const wide = el(
      'div',
      {},
      Array.from({ length: 100_000 }, (_, i) => el('p', {}, [], `satır ${i}`)),
    );
    const started = performance.now();
    const tree = sanitizeTree(wide);
    expect(performance.now() - started).toBeLessThan(200);
    const { count } = countNodes(tree);
    // Elements plus their text nodes: PAGE_TREE.maxNodes elements at most.
    expect(typesOf(tree).length).toBe(PAGE_TREE.maxNodes);
    expect(count).toBeLessThanOrEqual(2 * PAGE_TREE.maxNodes);
    expect(JSON.stringify(tree)).toContain('satır 0"');
  });

  it('keeps 100 000 nodes spread over many levels bounded too', () => {
    // A bushy tree: 10 children per node, six levels (111 111 nodes).
    let level = [el('p', {}, [], 'yaprak')];
    for (let d = 0; d < 5; d++)
      level = [
        el(
          'div',
          {},
          Array.from({ length: 10 }, () => level[0]),
        ),
      ];
    const started = performance.now();
    const tree = sanitizeTree(level[0]);
    expect(performance.now() - started).toBeLessThan(200);
    expect(typesOf(tree).length).toBeLessThanOrEqual(PAGE_TREE.maxNodes);
  });

  it(`cuts a 1 MB text to ${PAGE_TREE.maxText} characters and drops 1 MB attribute values it cannot use`, () => {
    const mb = 'a'.repeat(1_000_000);
    const tree = sanitizeTree(
      el(
        'div',
        { title: mb, style: `{"color":"${mb}"}` },
        [el('p', {}, [], mb), el('a', { href: `https://example.com/${mb}` }, [], 'uzun')],
        mb,
      ),
    );
    const root = only(tree);
    expect(root.attributes.title!.length).toBeLessThanOrEqual(300);
    expect(root.style).toBeUndefined();
    expect((root.children[0] as { text: string }).text.length).toBe(PAGE_TREE.maxText);
    const p = root.children[1] as SafeElement;
    expect((p.children[0] as { text: string }).text.length).toBe(PAGE_TREE.maxText);
    expect((root.children[2] as SafeElement).type).toBe('span');
    expect(JSON.stringify(tree).length).toBeLessThan(40_000);
  });
});

describe('sanitizeTree: nesting the browser would refuse', () => {
  it('puts a row straight in a table into a tbody and drops text between rows', () => {
    const tree = sanitizeTree(
      el('table', {}, [el('tr', {}, [el('td', {}, [], 'A'), el('p', {}, [], 'x')], '  '), el('div')], ' '),
    );
    expect(typesOf(tree)).toEqual(['table', 'tbody', 'tr', 'td']);
  });

  it('makes table parts outside a table plain boxes', () => {
    expect(typesOf(sanitizeTree(el('div', {}, [el('td', {}, [], 'A'), el('tr')])))).toEqual([
      'div',
      'div',
      'div',
    ]);
  });

  it('makes blocks in a paragraph inline, and a link in a link its text', () => {
    const tree = sanitizeTree(
      el('p', {}, [
        el('div', {}, [el('h2', {}, [], 'x')]),
        el('a', { href: '/x' }, [el('a', { href: '/y' }, [], 'iç')]),
        el('hr'),
        el('Accordion'),
      ]),
    );
    expect(typesOf(tree)).toEqual(['p', 'span', 'a', 'span', 'span', 'span']);
  });

  it('makes an li inside an li (no list between) a box', () => {
    expect(typesOf(sanitizeTree(el('ul', {}, [el('li', {}, [el('li'), el('ol', {}, [el('li')])])])))).toEqual(
      ['ul', 'li', 'div', 'ol', 'li'],
    );
  });

  it('turns a NavLink inside a paragraph into a plain link with its title', () => {
    const tree = sanitizeTree(el('p', {}, [el('NavLink', { href: '/iletisim', title: 'İletişim' })]));
    const a = only(tree).children[0] as SafeElement;
    expect(a.type).toBe('a');
    expect(a.link).toEqual({ kind: 'internal', href: '/iletisim' });
    expect(a.children).toEqual([{ kind: 'text', text: 'İletişim' }]);
  });
});

describe('pageTitleOf', () => {
  it("is the first PageHeader's title, else the first heading", () => {
    expect(
      pageTitleOf(
        sanitizeTree(el('div', {}, [el('h2', {}, [], 'Alt'), el('PageHeader', { title: 'Kampanya' })])),
      ),
    ).toBe('Kampanya');
    expect(pageTitleOf(sanitizeTree(el('div', {}, [el('h2', {}, [], 'Alt')])))).toBe('Alt');
    expect(pageTitleOf(sanitizeTree(el('div')))).toBeUndefined();
  });
});
