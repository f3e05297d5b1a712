// The status buttons without a network: the change waits in the outbox and the card says so;
// a change the server refused later is explained and can be dismissed.
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UnsecuredJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/api/token-store';
import type { OutboxEntry } from '@/lib/outbox/outbox-entry';
import { outbox } from '@/lib/outbox/send-queue';
import { TestProviders } from '@/ui/test-providers';
import { ShipmentStatusActions } from './status-actions';
import { testShipment } from './test-shipment';

const courierToken = new UnsecuredJWT({
  userId: 2,
  userRoles: ['Courier'],
  name: 'Mehmet Kaya',
  phoneNumber: '05331112233',
})
  .setExpirationTime('1h')
  .encode();

const shipment = testShipment({ shipmentId: 1005, shipmentStatus: 3, courierId: 2, getPriceQuote: false });

function renderActions() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestProviders>
        <ShipmentStatusActions shipment={shipment} />
      </TestProviders>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setAccessToken(courierToken);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const e of outbox().getSnapshot()) await outbox().remove(e.key);
  setAccessToken(null);
  localStorage.clear();
});

describe('ShipmentStatusActions offline', () => {
  it('queues the tapped change with a new Idempotency-Key and shows it waiting instead of the buttons', async () => {
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Adrese Gidiyorum' }));

    const waiting = await screen.findByRole('status');
    expect(waiting).toHaveTextContent('Adresten Teslim Alma: bekliyor');
    expect(waiting).toHaveTextContent('Bu değişiklik bağlantı gelince gönderilecek.');
    expect(screen.queryByRole('button', { name: 'Adrese Gidiyorum' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'İşten Vazgeç' })).toBeNull();

    const [entry] = outbox().getSnapshot();
    expect(entry).toMatchObject({
      kind: 'changeStatus',
      ownerId: 2,
      shipmentId: 1005,
      body: { fromState: 3, toState: 4, action: 3100 },
      state: 'waiting',
      attempts: 0,
    });
    expect(entry?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('explains a change refused after reconnecting, and brings the buttons back on "Tamam"', async () => {
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Adrese Gidiyorum' }));
    await screen.findByRole('status');
    const [entry] = outbox().getSnapshot();
    // What the sender records when the server refuses it (the customer cancelled meanwhile).
    await act(async () => {
      const { createStore, set } = await import('idb-keyval');
      await set(
        entry!.key,
        {
          ...entry,
          state: 'failed',
          error: 'Gönderinin durumu değişmiş. Lütfen sayfayı yenileyiniz.',
        } satisfies Partial<OutboxEntry>,
        createStore('kc-send-queue', 'shipments'),
      );
      await outbox().refresh();
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('"Adresten Teslim Alma" kaydedilemedi');
    expect(alert).toHaveTextContent('Gönderinin durumu değişmiş.');
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    expect(await screen.findByRole('button', { name: 'Adrese Gidiyorum' })).toBeVisible();
    expect(outbox().getSnapshot()).toEqual([]);
  });
});
