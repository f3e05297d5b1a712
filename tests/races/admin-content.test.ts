// Parallel admin writes on one name or one row: one package per name, one page per code, and a
// pending notification cancelled once. The rest get the rule's refusal, never a 500.
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import { accounts, api, setupMockServer } from '../../mocks/test/api';

setupMockServer();

const N = 6;

describe('admin writes at once', () => {
  it('one package per name: one 201, the others 409 PACKAGE_NAME_TAKEN', async () => {
    const token = await accounts.admin();
    const body = { name: 'Yarış Paketi', price: 10, durationDays: 30, productCode: 'YARIS' };
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api('POST', '/admin/packages', {
          token,
          body: { ...body, name: i % 2 ? 'YARIŞ PAKETİ' : body.name },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(N - 1).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('PACKAGE_NAME_TAKEN');
    const list = await api<Page<{ name: string }>>('GET', '/admin/packages?q=yaris', { token });
    expect(list.body.data.total).toBe(1);
  });

  it('one page per code: one 201, the others 409 PAGE_ALREADY_EXISTS', async () => {
    const token = await accounts.admin();
    const body = {
      pageCode: 'yaris',
      title: 'Yarış',
      isActive: true,
      content: { elementType: 'div', propList: [], contentList: [] },
    };
    const answers = await Promise.all(
      Array.from({ length: N }, () => api('POST', '/admin/dynamic-pages', { token, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(N - 1).fill(409)]);
  });

  it('a pending notification is cancelled once: one 200, the others 409 NOTIFICATION_NOT_PENDING', async () => {
    const token = await accounts.admin();
    // The demo's third notification waits (status 1).
    const answers = await Promise.all(
      Array.from({ length: N }, () => api('POST', '/admin/notifications/3/cancel', { token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(N - 1).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.code).toBe('NOTIFICATION_NOT_PENDING');
  });
});
