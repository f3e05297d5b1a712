// GET /dynamic/{pageCode} and the admin's writes of dynamic pages (issue 17).
import { describe, expect, it } from 'vitest';
import { PAGE_TREE } from '@/domain/limits';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

const tree = (text: string) => ({
  elementType: 'div',
  propList: [],
  contentList: [
    { elementType: 'PageHeader', propList: [{ propName: 'title', propValue: text }], contentList: [] },
  ],
});
const page = (overrides: Record<string, unknown> = {}) => ({
  pageCode: 'kampanya',
  title: 'Kampanya',
  isActive: true,
  content: tree('Kasım kampanyası'),
  ...overrides,
});

describe('GET /dynamic/{pageCode}', () => {
  it('serves an active page tree to anyone', async () => {
    const r = await api<{ elementType: string }>('GET', '/dynamic/hakkimizda');
    expect(r.status).toBe(200);
    expect(r.body.data.elementType).toBe('div');
  });

  it('an inactive page is a 404, like an unknown one; active again, it is served', async () => {
    const admin = await accounts.admin();
    expect(
      (await api('POST', '/admin/dynamic-pages', { token: admin, body: page({ isActive: false }) })).status,
    ).toBe(201);
    const hidden = await api('GET', '/dynamic/kampanya');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({
      success: false,
      code: 'PAGE_NOT_FOUND',
      desc: 'Aradığınız Sayfa Bulunamadı',
    });
    expect((await api('GET', '/dynamic/yok-boyle-sayfa')).status).toBe(404);

    await api('PUT', '/admin/dynamic-pages/kampanya', { token: admin, body: page() });
    const shown = await api('GET', '/dynamic/kampanya');
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body.data)).toContain('Kasım kampanyası');

    await api('PUT', '/admin/dynamic-pages/kampanya', { token: admin, body: page({ isActive: false }) });
    expect((await api('GET', '/dynamic/kampanya')).status).toBe(404);
  });

  it('stores a hostile tree as it is: the renderer, not the server, makes it safe', async () => {
    const admin = await accounts.admin();
    const hostile = {
      elementType: 'div',
      propList: [{ propName: 'onclick', propValue: 'alert(1)' }],
      contentList: [{ elementType: 'script', propList: [], contentList: [], text: 'alert(1)' }],
    };
    expect(
      (await api('POST', '/admin/dynamic-pages', { token: admin, body: page({ content: hostile }) })).status,
    ).toBe(201);
    expect((await api('GET', '/dynamic/kampanya')).body.data).toEqual(hostile);
  });
});

describe('writes refuse trees above the limits', () => {
  const codes = (r: { body: { errors?: { code: string }[]; code?: string } }) =>
    (r.body.errors ?? []).map((e) => e.code).concat(r.body.code ? [r.body.code] : []);

  it(`a text over ${PAGE_TREE.maxText} characters, a prop value over it, more than ${PAGE_TREE.maxProps} props`, async () => {
    const admin = await accounts.admin();
    const long = 'a'.repeat(PAGE_TREE.maxText + 1);
    const bodies = [
      { elementType: 'p', propList: [], contentList: [], text: long },
      { elementType: 'p', propList: [{ propName: 'title', propValue: long }], contentList: [] },
      {
        elementType: 'p',
        propList: Array.from({ length: PAGE_TREE.maxProps + 1 }, (_, i) => ({
          propName: `p${i}`,
          propValue: 'x',
        })),
        contentList: [],
      },
      { elementType: 'x'.repeat(65), propList: [], contentList: [] },
    ];
    for (const content of bodies) {
      const r = await api('POST', '/admin/dynamic-pages', { token: admin, body: page({ content }) });
      expect(r.status).toBe(400);
      expect(codes(r)).toContain('PAGE_TREE_TOO_LARGE');
    }
    expect((await api('GET', '/dynamic/kampanya')).status).toBe(404);
  });

  it('wrong types in the tree are a 400, never a 5xx', async () => {
    const admin = await accounts.admin();
    for (const content of [
      null,
      'metin',
      { elementType: 5, propList: [], contentList: [] },
      { elementType: 'div', propList: {}, contentList: [] },
      { elementType: 'div', propList: [], contentList: {} },
      { elementType: 'div', propList: [{ propName: 'title', propValue: 3 }], contentList: [] },
    ]) {
      const r = await api('POST', '/admin/dynamic-pages', { token: admin, body: page({ content }) });
      expect(r.status).toBe(400);
    }
  });

  it('an element type or prop name outside the contract’s shape is 400 PAGE_TREE_INVALID', async () => {
    const admin = await accounts.admin();
    for (const content of [
      { elementType: '', propList: [], contentList: [] },
      {
        elementType: 'div',
        propList: [],
        contentList: [{ elementType: '<script>', propList: [], contentList: [] }],
      },
      { elementType: 'div', propList: [{ propName: ' onclick', propValue: 'x' }], contentList: [] },
    ]) {
      const r = await api('POST', '/admin/dynamic-pages', { token: admin, body: page({ content }) });
      expect(r.status).toBe(400);
      expect(codes(r)).toContain('PAGE_TREE_INVALID');
    }
  });

  it('only an admin writes pages', async () => {
    const customer = await accounts.customer();
    const r = await api('POST', '/admin/dynamic-pages', { token: customer, body: page() });
    expect(r.status).toBe(403);
  });
});
