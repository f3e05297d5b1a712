// The Idempotency-Key of POST /shipment, as the IETF draft (draft-ietf-httpapi-idempotency-key-header)
// and Stripe answer it: a key reused with another body is a client error (422), never a replay.
import { describe, expect, it } from 'vitest';
import { accounts, api, setupMockServer } from './test/api';
import { shipmentBody } from './test/fixtures';

setupMockServer();

const count = async (token: string) =>
  (await api<unknown[]>('GET', '/shipment/active', { token })).body.data.length;

describe('POST /shipment with an Idempotency-Key', () => {
  it('refuses the key with another body (422, Turkish desc) and creates nothing more', async () => {
    const token = await accounts.customer();
    const headers = { 'Idempotency-Key': '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' };
    const before = await count(token);
    const first = await api<{ shipmentId: number }>('POST', '/shipment', {
      token,
      body: shipmentBody(),
      headers,
    });
    expect(first.status).toBe(201);

    const changed = await api('POST', '/shipment', {
      token,
      body: shipmentBody({ vehicleType: 2, weightType: 3 }),
      headers,
    });
    expect(changed.status).toBe(422);
    expect(changed.body.success).toBe(false);
    expect(changed.body.code).toBe('IDEMPOTENCY_KEY_MISMATCH');
    expect(changed.body.desc).toMatch(/farklı/);
    expect(await count(token)).toBe(before + 1);

    // The original body still replays the shipment it created.
    const replay = await api<{ shipmentId: number }>('POST', '/shipment', {
      token,
      body: shipmentBody(),
      headers,
    });
    expect(replay.status).toBe(201);
    expect(replay.body.data.shipmentId).toBe(first.body.data.shipmentId);
  });

  it('refuses a different body racing the first with the same key, and creates one shipment', async () => {
    const token = await accounts.customer();
    const headers = { 'Idempotency-Key': '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' };
    const before = await count(token);
    const [a, b] = await Promise.all([
      api('POST', '/shipment', { token, body: shipmentBody(), headers }),
      api('POST', '/shipment', { token, body: shipmentBody({ getPriceQuote: true }), headers }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect(await count(token)).toBe(before + 1);
  });

  it('the same body with its keys in another order is the same request', async () => {
    const token = await accounts.customer();
    const headers = { 'Idempotency-Key': '9d8c7b6a-5f4e-4d3c-9b2a-1f0e9d8c7b6a' };
    const body = shipmentBody();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await api<{ shipmentId: number }>('POST', '/shipment', { token, body, headers });
    const again = await api<{ shipmentId: number }>('POST', '/shipment', { token, body: reordered, headers });
    expect(again.status).toBe(201);
    expect(again.body.data.shipmentId).toBe(first.body.data.shipmentId);
  });
});
