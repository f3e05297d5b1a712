// The queue's cards show the signed-in user's shipments only: the queue lives in this browser's
// IndexedDB, shared by everyone who signs in on it.
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { UnsecuredJWT } from 'jose';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAccessToken } from '@/api/token-store';
import { TestProviders } from '@/ui/test-providers';
import { QueuedShipments } from './queued-shipments';

/** An entry as the first version of the queue stored it (shipments only, no kind): still shown. */
interface QueuedShipment {
  key: string;
  userId: number;
  body: object;
  queuedAt: string;
  summary: { from: string; to: string[] };
  state: 'waiting' | 'sending' | 'sent' | 'failed';
  error?: string;
}

function tokenOf(userId: number): string {
  return new UnsecuredJWT({ userId, userRoles: ['Customer'], name: 'Test', phoneNumber: '05321112233' })
    .setExpirationTime('1h')
    .encode();
}

function stored(
  key: string,
  userId: number,
  from: string,
  extra: Partial<QueuedShipment> = {},
): QueuedShipment {
  return {
    key,
    userId,
    body: {} as QueuedShipment['body'],
    queuedAt: '2025-05-01T09:00:00.000Z',
    summary: { from, to: ['Beşiktaş / İstanbul'] },
    state: 'waiting',
    ...extra,
  };
}

beforeAll(async () => {
  // What earlier visits left in the app's queue store, before the list first reads it.
  const store = createStore('kc-send-queue', 'shipments');
  await set('k-ayse', stored('k-ayse', 7, 'Kadıköy / İstanbul'), store);
  await set(
    'k-ayse-refused',
    stored('k-ayse-refused', 7, 'Üsküdar / İstanbul', {
      state: 'failed',
      error: 'Araç ağırlığa uygun değil.',
    }),
    store,
  );
  await set('k-mehmet', stored('k-mehmet', 8, 'Şişli / İstanbul'), store);
});

afterEach(() => {
  setAccessToken(null);
  sessionStorage.clear();
  localStorage.clear();
});

function renderList() {
  return render(
    <TestProviders>
      <QueuedShipments />
    </TestProviders>,
  );
}

describe('QueuedShipments', () => {
  it('shows the signed-in user only their own waiting and refused shipments', async () => {
    setAccessToken(tokenOf(7));
    renderList();
    const list = await screen.findByRole('region', { name: 'Gönderilmeyi bekleyen gönderiler' });
    expect(await within(list).findByText('Kadıköy / İstanbul → Beşiktaş / İstanbul')).toBeVisible();
    expect(within(list).getByText('Gönderilmeyi bekliyor')).toBeVisible();
    expect(within(list).getByText('Gönderi iletilemedi')).toBeVisible();
    expect(within(list).getByText('Araç ağırlığa uygun değil.')).toBeVisible();
    expect(within(list).queryByText(/Şişli/)).toBeNull();

    // Another user signs in on the same browser: only theirs.
    act(() => setAccessToken(tokenOf(8)));
    expect(await within(list).findByText('Şişli / İstanbul → Beşiktaş / İstanbul')).toBeVisible();
    expect(within(list).queryByText(/Kadıköy/)).toBeNull();
    expect(within(list).queryByText(/Üsküdar/)).toBeNull();
  });

  it('shows a guest nobody’s shipments', async () => {
    renderList();
    // Let the stored queue load, then check nothing shows.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Gönderilmeyi bekleyen gönderiler' })).toBeNull();
  });

  it('forgets a refused shipment on "Kaldır"', async () => {
    setAccessToken(tokenOf(7));
    renderList();
    const list = await screen.findByRole('region', { name: 'Gönderilmeyi bekleyen gönderiler' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Kaldır' }));
    expect(await screen.findByText('Kadıköy / İstanbul → Beşiktaş / İstanbul')).toBeVisible();
    await expect.poll(() => screen.queryByText('Gönderi iletilemedi')).toBeNull();
  });
});
