// The Idempotency-Key of POST /shipment and of a status change, as the IETF draft (draft-ietf-httpapi-idempotency-key-header)
// and Stripe answer it: a key reused with another body is a client error (422), never a replay.
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { accounts, api, setupMockServer, shipmentStatusOf } from './test/api';
import { shipmentBody } from './test/fixtures';

type Shipment = components['schemas']['Shipment'];

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

describe('PUT /shipment/{id}/change-status with an Idempotency-Key', () => {
  // 1005: status 3, assigned to Mehmet (courier 2), owned by Ayşe.
  const pickUp = { fromState: 3, toState: 4, action: 3100 };
  // The statuses of the path the shipment took, as its history shows them (one step per visit).
  const historyOf = async (shipmentId: number, token: string) =>
    (
      await api<{ shipmentStatus?: number }[]>('GET', `/shipment/${shipmentId}/history`, { token })
    ).body.data.map((h) => h.shipmentStatus);

  it('the same key and body again answers the first answer and changes nothing, even after the status moved on', async () => {
    const token = await accounts.mehmet();
    const headers = { 'Idempotency-Key': '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9' };
    const first = await api<Shipment>('PUT', '/shipment/1005/change-status', {
      token,
      body: pickUp,
      headers,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.shipmentStatus).toBe(4);

    // A resend (the outbox after a lost answer): the same answer, no second step.
    const again = await api<Shipment>('PUT', '/shipment/1005/change-status', {
      token,
      body: pickUp,
      headers,
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await historyOf(1005, token)).filter((s) => s === 4)).toHaveLength(1);

    // The courier goes on (4 → 5 with a new key); the old key still replays, and moves nothing back.
    const paid = await api<Shipment>('PUT', '/shipment/1005/change-status', {
      token,
      body: { fromState: 4, toState: 5, action: 3200 },
      headers: { 'Idempotency-Key': '2c3d4e5f-6071-4829-93a4-b5c6d7e8f9a0' },
    });
    expect(paid.body.data.shipmentStatus).toBe(5);
    const late = await api<Shipment>('PUT', '/shipment/1005/change-status', { token, body: pickUp, headers });
    expect(late.status).toBe(200);
    expect(late.body.data.shipmentStatus).toBe(4);
    expect(await shipmentStatusOf(1005, token)).toBe(5);
    expect((await historyOf(1005, token)).filter((s) => s === 4)).toHaveLength(1);
  });

  it('refuses the key with another body, on another shipment or from another operation (422), changing nothing', async () => {
    const token = await accounts.mehmet();
    const headers = { 'Idempotency-Key': '3d4e5f60-7182-4930-a4b5-c6d7e8f9a0b1' };
    expect((await api('PUT', '/shipment/1005/change-status', { token, body: pickUp, headers })).status).toBe(
      200,
    );

    const otherBody = await api('PUT', '/shipment/1005/change-status', {
      token,
      body: { fromState: 4, toState: 5, action: 3200 },
      headers,
    });
    expect(otherBody).toMatchObject({
      status: 422,
      body: { success: false, code: 'IDEMPOTENCY_KEY_MISMATCH' },
    });
    expect(otherBody.body.desc).toMatch(/durum değişikliği/);
    expect(await shipmentStatusOf(1005, token)).toBe(4);

    // 1007 is Mehmet's too (status 5): the same key there is another request.
    const otherShipment = await api('PUT', '/shipment/1007/change-status', {
      token,
      body: { fromState: 5, toState: 6, action: 3300 },
      headers,
    });
    expect(otherShipment.status).toBe(422);
    expect(await shipmentStatusOf(1007, token)).toBe(5);

    // A key that created a shipment cannot change a status.
    const customer = await accounts.customer();
    const createKey = { 'Idempotency-Key': '4e5f6071-8293-4a41-b5c6-d7e8f9a0b1c2' };
    expect(
      (await api('POST', '/shipment', { token: customer, body: shipmentBody(), headers: createKey })).status,
    ).toBe(201);
    const crossed = await api('PUT', '/shipment/1005/change-status', {
      token: customer,
      body: { fromState: 4, toState: 50, action: 1500 },
      headers: createKey,
    });
    expect(crossed).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_MISMATCH' } });
    expect(await shipmentStatusOf(1005, token)).toBe(4);
  });

  it('refuses a key another user used (409), whatever the body', async () => {
    const mehmet = await accounts.mehmet();
    const headers = { 'Idempotency-Key': '5f607182-93a4-4b52-86d7-e8f9a0b1c2d3' };
    const first = await api<Shipment>('PUT', '/shipment/1005/change-status', {
      token: mehmet,
      body: pickUp,
      headers,
    });
    expect(first.status).toBe(200);
    // The customer, who can see 1005, replays the courier's key: no answer of someone else's.
    const customer = await accounts.customer();
    const replay = await api('PUT', '/shipment/1005/change-status', {
      token: customer,
      body: pickUp,
      headers,
    });
    expect(replay).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const cancel = await api('PUT', '/shipment/1005/change-status', {
      token: customer,
      body: { fromState: 4, toState: 50, action: 1500 },
      headers,
    });
    expect(cancel.status).toBe(409);
    expect(await shipmentStatusOf(1005, mehmet)).toBe(4);
  });

  it('without a key behaves as before: a second identical request is refused as stale (409)', async () => {
    const token = await accounts.mehmet();
    expect((await api('PUT', '/shipment/1005/change-status', { token, body: pickUp })).status).toBe(200);
    const again = await api('PUT', '/shipment/1005/change-status', { token, body: pickUp });
    expect(again).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
  });
});

describe('an Idempotency-Key longer than any client makes', () => {
  it('is refused (400 on the header) by create and status change, and nothing is written', async () => {
    const token = await accounts.customer();
    const headers = { 'Idempotency-Key': 'k'.repeat(101) };
    const before = await count(token);
    const create = await api('POST', '/shipment', { token, body: shipmentBody(), headers });
    expect(create.status).toBe(400);
    expect(create.body.errors?.map((e) => e.field)).toEqual(['Idempotency-Key']);
    expect(await count(token)).toBe(before);
    const made = await api<{ shipmentId: number }>('POST', '/shipment', { token, body: shipmentBody() });
    const id = made.body.data.shipmentId;
    const cancel = await api('PUT', `/shipment/${id}/change-status`, {
      token,
      body: { fromState: 1, toState: 50, action: 1500 },
      headers,
    });
    expect(cancel.status).toBe(400);
    expect(await shipmentStatusOf(id, token)).toBe(1);
  });
});
