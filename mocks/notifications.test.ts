import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import type { Page } from '@/api/list';
import { accounts, api, memberOf, setupMockServer } from './test/api';
import { SEED_USERS } from './test/fixtures';

setupMockServer();

type Notification = components['schemas']['Notification'];
type Target = components['schemas']['NotificationTarget'];

const send = { notificationType: 1, channel: 3, title: 'Kampanya', body: 'Bu hafta %10 indirim.' };
/** A customer's city as staff read it: where their latest shipment was picked up. */
const customerCityId = async (userId: number) => (await memberOf(userId, await accounts.admin())).cityId;

const count = async (target: Target) => {
  const res = await api<{ recipientCount: number }>('POST', '/admin/notifications/audience', {
    token: await accounts.admin(),
    body: { target },
  });
  expect(res.status).toBe(200);
  return res.body.data.recipientCount;
};

describe('notifications: who may call', () => {
  it('answers only an admin: 401 signed out, 403 for a customer and a courier', async () => {
    expect((await api('GET', '/admin/notifications')).status).toBe(401);
    for (const token of [await accounts.customer(), await accounts.mehmet()]) {
      for (const [method, path, body] of [
        ['GET', '/admin/notifications', undefined],
        ['POST', '/admin/notifications', { ...send, target: { role: 'Customer' } }],
        ['POST', '/admin/notifications/audience', { target: { role: 'Customer' } }],
        ['POST', '/admin/notifications/3/cancel', undefined],
      ] as const) {
        const res = await api(method, path, { token, body });
        expect([res.status, res.body.code], `${method} ${path}`).toEqual([403, 'FORBIDDEN_ROLE']);
      }
    }
    const stored = await api<Page<Notification>>('GET', '/admin/notifications', {
      token: await accounts.admin(),
    });
    expect(stored.body.data.items.find((n) => n.notificationId === 3)?.status).toBe(1);
  });
});

describe('notifications: the audience and its count', () => {
  it('counts active members of a role, a named member, and the customers of a city', async () => {
    // Customers: Ayşe and Burak; couriers: Mehmet, Ali, Hasan, Emre (Zeynep and Selin wait, Elif was refused).
    expect(await count({ role: 'Customer' })).toBe(2);
    expect(await count({ role: 'Courier' })).toBe(4);
    expect(await count({ userIds: [SEED_USERS.zeynep] })).toBe(1);
    // Ayşe's city is where her latest shipment was picked up; Burak has sent nothing: no city.
    const ayseCity = await customerCityId(SEED_USERS.customer);
    expect(ayseCity).toEqual(expect.any(Number));
    expect(await customerCityId(SEED_USERS.burak)).toBeNull();
    expect(await count({ cityId: ayseCity ?? 0 })).toBe(1);
    expect(await count({ cityId: ayseCity === 34 ? 6 : 34 })).toBe(0);
  });

  it('leaves suspended members out of a role audience', async () => {
    const suspended = await api('PUT', `/admin/members/${SEED_USERS.burak}/status`, {
      token: await accounts.admin(),
      body: { status: 4, reason: 'Sahte siparişler.' },
    });
    expect(suspended.status).toBe(200);
    expect(await count({ role: 'Customer' })).toBe(1);
  });

  it('wants exactly one audience (NOTIFICATION_AUDIENCE_REQUIRED) and real members', async () => {
    const token = await accounts.admin();
    for (const target of [{}, { role: 'Customer', cityId: 34 }, { userIds: [] }]) {
      const res = await api('POST', '/admin/notifications/audience', { token, body: { target } });
      expect(res.status, JSON.stringify(target)).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ field: 'target', code: 'NOTIFICATION_AUDIENCE_REQUIRED' });
    }
    const unknown = await api('POST', '/admin/notifications', {
      token,
      body: { ...send, target: { userIds: [SEED_USERS.burak, 999] } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]).toMatchObject({ field: 'target.userIds', code: 'FIELD_INVALID' });
  });
});

describe('notifications: sending', () => {
  it('sends to a city: the list shows it first, sent, with the counted recipients', async () => {
    const token = await accounts.admin();
    const cityId = (await customerCityId(SEED_USERS.customer)) ?? 0;
    const res = await api<Notification>('POST', '/admin/notifications', {
      token,
      body: { ...send, channel: 1, target: { cityId } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 2, recipientCount: 1, target: { cityId } });
    const list = await api<Page<Notification>>('GET', '/admin/notifications', { token });
    expect(list.body.data.items[0]?.title).toBe('Kampanya');
    // The SMS went to Ayşe's phone as the preview shows it.
    const outbox = await api<{ code: string; text: string }[]>('GET', '/__mock/sms?phone=05321112233');
    const sms = outbox.body.data.filter((s) => s.code === ''); // newest first
    expect(sms[0]?.text).toBe('Kurye Çağır: Kampanya - Bu hafta %10 indirim.');
  });

  it('refuses an audience with nobody in it (NOTIFICATION_NO_RECIPIENTS)', async () => {
    const token = await accounts.admin();
    const res = await api('POST', '/admin/notifications', {
      token,
      body: { ...send, target: { cityId: 1 } },
    });
    expect([res.status, res.body.code]).toEqual([409, 'NOTIFICATION_NO_RECIPIENTS']);
  });

  it('refuses an unknown type or channel and an empty title', async () => {
    const token = await accounts.admin();
    const res = await api('POST', '/admin/notifications', {
      token,
      body: { notificationType: 4, channel: 5, title: ' ', body: 'x', target: { role: 'Courier' } },
    });
    expect(res.status).toBe(400);
    expect((res.body.errors ?? []).map((e) => e.field).sort()).toEqual([
      'channel',
      'notificationType',
      'title',
    ]);
  });
});

describe('notifications: the list and cancelling', () => {
  it('filters by type, channel and status, and sorts by the keys it names', async () => {
    const token = await accounts.admin();
    const list = (q: string) => api<Page<Notification>>('GET', `/admin/notifications${q}`, { token });
    expect((await list('?status=1')).body.data.items.map((n) => n.notificationId)).toEqual([3]);
    expect((await list('?channel=1&notificationType=1')).body.data.items.map((n) => n.title)).toEqual([
      'Hafta sonu indirimi',
    ]);
    expect((await list('?sort=title')).body.data.items.map((n) => n.notificationId)).toEqual([3, 1, 2]);
    expect((await list('?sort=body')).status).toBe(400);
  });

  it('cancels a pending one; a sent or cancelled one is NOTIFICATION_NOT_PENDING; unknown is 404', async () => {
    const token = await accounts.admin();
    const cancel = (id: number) => api<Notification>('POST', `/admin/notifications/${id}/cancel`, { token });
    const done = await cancel(3);
    expect([done.status, done.body.data.status]).toEqual([200, 3]);
    for (const id of [3, 1]) {
      const again = await cancel(id);
      expect([again.status, again.body.code]).toEqual([409, 'NOTIFICATION_NOT_PENDING']);
    }
    const missing = await cancel(99);
    expect([missing.status, missing.body.code]).toEqual([404, 'NOTIFICATION_NOT_FOUND']);
  });
});
