import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import { PAGE_TREE, TEXT_MAX } from '@/domain/limits';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

interface Help {
  helpId: number;
  title: string;
  body: string;
  order: number;
  isActive: boolean;
}
interface DynamicPage {
  pageCode: string;
  title: string;
  isActive: boolean;
  content: unknown;
  updatedAt: string;
}

const el = (elementType: string, contentList: unknown[] = [], text?: string) => ({
  elementType,
  propList: [],
  contentList,
  ...(text === undefined ? {} : { text }),
});
const pageBody = (pageCode: string, content: unknown = el('div', [el('p', [], 'Merhaba')])) => ({
  pageCode,
  title: 'Kampanya',
  isActive: true,
  content,
});

describe('help entries: who and what', () => {
  it('answers only an admin: 401 signed out, 403 for a customer', async () => {
    expect((await api('GET', '/admin/help')).status).toBe(401);
    const token = await accounts.customer();
    expect((await api('GET', '/admin/help', { token })).status).toBe(403);
    const post = await api('POST', '/admin/help', { token, body: { title: 'S', body: 'C' } });
    expect(post.body.code).toBe('FORBIDDEN_ROLE');
  });

  it('adds, edits, sorts and deletes an entry', async () => {
    const token = await accounts.admin();
    const add = await api<Help>('POST', '/admin/help', {
      token,
      body: { title: '  Ödeme nasıl yapılır?  ', body: 'Kapıda nakit veya kart.' },
    });
    expect(add.status).toBe(201);
    expect(add.body.data).toMatchObject({ title: 'Ödeme nasıl yapılır?', isActive: true });
    const id = add.body.data.helpId;

    const edit = await api<Help>('PUT', `/admin/help/${id}`, {
      token,
      body: { title: 'Ödeme', body: 'Kart', order: 1, isActive: false },
    });
    expect(edit.body.data).toMatchObject({ helpId: id, order: 1, isActive: false });

    const byTitle = await api<Page<Help>>('GET', '/admin/help?sort=-order', { token });
    expect(byTitle.body.data.items.at(-1)?.helpId).toBe(id);
    expect((await api('GET', '/admin/help?sort=body', { token })).status).toBe(400);

    expect((await api('DELETE', `/admin/help/${id}`, { token })).status).toBe(200);
    const again = await api('DELETE', `/admin/help/${id}`, { token });
    expect([again.status, again.body.code]).toEqual([404, 'HELP_NOT_FOUND']);
  });

  it('refuses an unknown entry (404 HELP_NOT_FOUND) and a bad body with field errors', async () => {
    const token = await accounts.admin();
    for (const path of ['/admin/help/9999', '/admin/help/abc']) {
      const put = await api('PUT', path, { token, body: { title: 'S', body: 'C' } });
      expect([put.status, put.body.code]).toEqual([404, 'HELP_NOT_FOUND']);
    }
    const bad = await api('POST', '/admin/help', {
      token,
      body: { title: ' ', body: 'x'.repeat(TEXT_MAX.helpBody + 1), order: 1.5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => [e.field, e.code])).toEqual([
      ['title', 'FIELD_REQUIRED'],
      ['body', 'TEXT_TOO_LONG'],
      ['order', 'HELP_ORDER_INVALID'],
    ]);
  });
});

describe('dynamic pages: add, read, edit, delete', () => {
  it('answers only an admin', async () => {
    const token = await accounts.customer();
    expect((await api('GET', '/admin/dynamic-pages/hakkimizda', { token })).status).toBe(403);
    expect((await api('POST', '/admin/dynamic-pages', { token, body: pageBody('x') })).status).toBe(403);
  });

  it('a page saved here is served at /dynamic/{pageCode}; sorted by the named keys', async () => {
    const token = await accounts.admin();
    const add = await api<DynamicPage>('POST', '/admin/dynamic-pages', { token, body: pageBody('kampanya') });
    expect(add.status).toBe(201);
    const pub = await api('GET', '/dynamic/kampanya');
    expect(pub.body.data).toEqual(pageBody('kampanya').content);

    const one = await api<DynamicPage>('GET', '/admin/dynamic-pages/kampanya', { token });
    expect(one.body.data).toMatchObject({ pageCode: 'kampanya', title: 'Kampanya', isActive: true });

    const list = await api<Page<DynamicPage>>('GET', '/admin/dynamic-pages?sort=-pageCode', { token });
    const codes = list.body.data.items.map((p) => p.pageCode);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(codes).toEqual(expect.arrayContaining(['kampanya', 'iletisim', 'hakkimizda']));
    expect((await api('GET', '/admin/dynamic-pages?sort=content', { token })).status).toBe(400);

    // Renamed: the old code is gone.
    const renamed = await api('PUT', '/admin/dynamic-pages/kampanya', {
      token,
      body: pageBody('kampanya-2026'),
    });
    expect(renamed.status).toBe(200);
    expect((await api('GET', '/admin/dynamic-pages/kampanya', { token })).status).toBe(404);
    expect((await api('DELETE', '/admin/dynamic-pages/kampanya-2026', { token })).status).toBe(200);
    expect((await api('GET', '/dynamic/kampanya-2026')).status).toBe(404);
  });

  it('refuses a page code already taken (409 on pageCode), on add and on rename', async () => {
    const token = await accounts.admin();
    const add = await api('POST', '/admin/dynamic-pages', { token, body: pageBody('hakkimizda') });
    expect([add.status, add.body.code]).toEqual([409, 'PAGE_ALREADY_EXISTS']);
    expect(add.body.errors?.[0]).toMatchObject({ field: 'pageCode', code: 'PAGE_ALREADY_EXISTS' });
    const rename = await api('PUT', '/admin/dynamic-pages/iletisim', { token, body: pageBody('hakkimizda') });
    expect([rename.status, rename.body.code]).toEqual([409, 'PAGE_ALREADY_EXISTS']);
  });

  it('refuses an unknown code with 404 PAGE_NOT_FOUND (read, edit, delete)', async () => {
    const token = await accounts.admin();
    for (const code of ['yok', 'Büyük Harf', 'x'.repeat(65)]) {
      const path = `/admin/dynamic-pages/${encodeURIComponent(code)}`;
      expect((await api('GET', path, { token })).body.code).toBe('PAGE_NOT_FOUND');
      const put = await api('PUT', path, { token, body: pageBody('yok') });
      expect([put.status, put.body.code]).toEqual([404, 'PAGE_NOT_FOUND']);
      expect((await api('DELETE', path, { token })).status).toBe(404);
    }
  });

  it('refuses a bad code, a malformed tree and a tree over the limits (400, field errors)', async () => {
    const token = await accounts.admin();
    const post = (body: unknown) => api('POST', '/admin/dynamic-pages', { token, body });
    const fields = async (body: unknown) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      return res.body.errors?.map((e) => [e.field, e.code]);
    };
    expect(await fields(pageBody('Büyük'))).toEqual([['pageCode', 'PAGE_CODE_INVALID']]);
    expect(await fields(pageBody('-kenar-'))).toEqual([['pageCode', 'PAGE_CODE_INVALID']]);
    expect(await fields(pageBody('a'.repeat(65)))).toEqual([['pageCode', 'TEXT_TOO_LONG']]);
    // Malformed: no contentList, a number as text, a name with markup.
    expect(await fields(pageBody('a', { elementType: 'div', propList: [] }))).toEqual([
      ['content', 'PAGE_TREE_INVALID'],
    ]);
    expect(await fields(pageBody('a', el('div', [{ ...el('p'), text: 5 }])))).toEqual([
      ['content', 'PAGE_TREE_INVALID'],
    ]);
    expect(await fields(pageBody('a', el('<script>')))).toEqual([['content', 'PAGE_TREE_INVALID']]);
    // Over the limits: 33 levels, 2001 elements, a 10 001-character text.
    let deep: unknown = el('p');
    for (let i = 1; i < PAGE_TREE.maxDepth + 1; i += 1) deep = el('div', [deep]);
    expect(await fields(pageBody('a', deep))).toEqual([['content', 'PAGE_TREE_TOO_LARGE']]);
    const wide = el(
      'div',
      Array.from({ length: PAGE_TREE.maxNodes }, () => el('p')),
    );
    expect(await fields(pageBody('a', wide))).toEqual([['content', 'PAGE_TREE_TOO_LARGE']]);
    const long = el('p', [], 'x'.repeat(PAGE_TREE.maxText + 1));
    expect(await fields(pageBody('a', long))).toEqual([['content', 'PAGE_TREE_TOO_LARGE']]);
    // Nothing was stored.
    expect((await api('GET', '/admin/dynamic-pages/a', { token })).status).toBe(404);
  });
});
